/**
 * The summary that opens a report, read back from its first page with
 * pdftotext in fr, en and es: the parties, the dwelling, the meter readings, the keys handed over,
 * how many rooms and photos, and for a move-out how many changes since entry.
 */
import { describe, expect, it } from 'vitest';
import { reportChanges, type Locale } from '@constat/domain';
import { roomModules } from '../src/format.ts';
import { LABELS } from '../src/labels.ts';
import { LAYOUT_LABELS } from '../src/layoutLabels.ts';
import { renderPdf } from '../src/node.ts';
import { labelled } from '../src/typography.ts';
import { sampleReport } from './fixture.ts';
import { pdfPageLines } from './pdfText.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.each(['fr', 'en', 'es'] as Locale[])('the summary page in %s', (locale) => {
  const l = LABELS[locale];
  const s = LAYOUT_LABELS[locale];

  it.each(['Entrant', 'Sortant'] as const)(
    '%s: parties, dwelling, meters, keys and counts',
    async (edlIO) => {
      const sample = sampleReport(edlIO, { perRoom: 3 });
      const entry = sampleReport('Entrant').input.report;
      const input = { ...sample.input, locale, entryReport: edlIO === 'Sortant' ? entry : null };
      const pages = pdfPageLines(await renderPdf(input));
      const first = flat((pages[0] ?? []).join(' '));
      const rooms = roomModules(input.report.edl).length;
      const expected = [
        s.summary,
        `${l.reportTitle} ${edlIO === 'Entrant' ? l.entry : l.exit}`,
        labelled(l.landlord, 'Jérôme Durand', locale),
        labelled(l.agent, 'Agence Hélène Côté', locale),
        labelled(l.tenant, 'Zoé Lefèvre', locale),
        labelled(l.address, '12 rue des Lilas, 69003 Lyon', locale),
        labelled(l.furnished, l.no, locale),
        // The readings, meter by meter.
        l.meters,
        `${l.fields.kwPeak} ${l.fields.kwOffPeak}`,
        '12345 6789 EDF-0042',
        s.keysHanded,
        labelled(l.total, '18', locale),
        `${rooms} ${s.roomCount(rooms)}`,
        `${sample.photoCount} ${s.photoCount(sample.photoCount)}`,
      ];
      if (edlIO === 'Sortant') {
        const changes = reportChanges(entry, input.report).length;
        expect(changes).toBeGreaterThan(1);
        expected.push(`${changes} ${s.changeCount(changes)}`, labelled(l.entryReportDate, '1', locale));
      }
      for (const item of expected) expect(first, item).toContain(flat(item));
      // The page holds the summary alone: the detailed sections follow from the next page.
      expect(first).not.toContain(l.landlordAddress);
      expect(flat((pages[1] ?? []).join(' '))).toContain(
        edlIO === 'Sortant' ? l.changesSinceEntry : l.dwelling,
      );
    },
  );

  it('a move-out without its entry report says it cannot count the changes', async () => {
    const input = { ...sampleReport('Sortant').input, locale, entryReport: null };
    const first = flat((pdfPageLines(await renderPdf(input))[0] ?? []).join(' '));
    expect(first).toContain(flat(s.noComparison));
  });
});
