/**
 * Keys left empty read 'Non renseigné' (in the document's language) as in the recap, never '0',
 * which would say that no key was handed over; a typed 0 stays 0 (docs/ARCHITECTURE.md "Beyond the
 * specification"). Read back from the PDF with pdftotext, and from the HTML view.
 */
import { describe, expect, it } from 'vitest';
import type { LocalReport } from '@constat/domain';
import { renderHtml } from '../src/html.ts';
import { LABELS } from '../src/labels.ts';
import { renderPdf } from '../src/node.ts';
import { sampleReport } from './fixture.ts';
import { pdfText } from './pdfText.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Porte palière 2, Vigik a typed 0, every other key left empty (the total computed from those). */
function withKeys(report: LocalReport, counts: Record<string, number | null>): LocalReport {
  return {
    ...report,
    edl: report.edl.map((module) =>
      module.name !== 'Clés'
        ? module
        : {
            ...module,
            entry: module.entry.map((entry) => ({
              ...entry,
              rate: { ...entry.rate, number: counts[entry.name] ?? null, other: null },
            })),
          },
    ),
  };
}

const keysSection = (text: string) => {
  const l = LABELS.fr;
  const start = text.indexOf(`${l.keys} ${l.keyPurpose}`);
  return text.slice(start, text.indexOf(l.rooms, start));
};

describe("keys left empty read 'Non renseigné', never 0", () => {
  it('in the PDF: an empty key and a typed 0 differ', async () => {
    const sample = sampleReport('Entrant', { perRoom: 0 }).input;
    const report = withKeys(sample.report, { 'Porte palière': 2, Vigik: 0 });
    const keys = keysSection(flat(pdfText(await renderPdf({ ...sample, report }))));
    expect(keys).toContain('Porte palière 2');
    expect(keys).toContain('Vigik 0');
    expect(keys).toContain('Boîte aux lettres Non renseigné');
    expect(keys).not.toContain('Boîte aux lettres 0');
    expect(keys).toContain('Total des clés 2');
  });

  it('in the PDF: nothing typed anywhere leaves the total unrecorded too, in the document’s language', async () => {
    const sample = sampleReport('Entrant', { perRoom: 0 }).input;
    const report = withKeys(sample.report, {});
    const fr = keysSection(flat(pdfText(await renderPdf({ ...sample, report }))));
    expect(fr).toContain('Total des clés Non renseigné');
    expect(fr).not.toMatch(/ 0( |$)/);
    const en = flat(pdfText(await renderPdf({ ...sample, report, locale: 'en' })));
    expect(en).toContain('Not filled in');
  });

  it('in the HTML view', () => {
    const sample = sampleReport('Entrant', { perRoom: 0 }).input;
    const html = renderHtml({ ...sample, report: withKeys(sample.report, { 'Porte palière': 2, Vigik: 0 }) });
    expect(html).toMatch(/Boîte aux lettres<\/th><td>Non renseigné<\/td>/);
    expect(html).toMatch(/Vigik<\/th><td>0<\/td>/);
    expect(html).toMatch(/Total des clés<\/th><td>2<\/td>/);
  });
});
