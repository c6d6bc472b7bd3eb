/**
 * No document the server makes draws a character its font lacks: every text of an entry report, an
 * exit report opening with its changes (a meter's consumption in thousands), and an exit agreement
 * with its costing, in each of the three languages, is drawn with a glyph of the embedded Roboto.
 */
import { describe, expect, it } from 'vitest';
import { duplicateReport, LOCALES, updateRate, type LocalReport, type Rate } from '@constat/domain';
import { buildDocument } from '../src/document.ts';
import type { DocumentInput } from '../src/input.ts';
import { sampleReport, WORKTOP } from './fixture.ts';
import { drawnTexts, undrawable } from './glyphs.ts';

function set(report: LocalReport, names: string[], patch: Rate): LocalReport {
  const [room, element] = names;
  const module = report.edl.find((m) => m.name === room);
  const entry = module?.entry.find((e) => e.name === element);
  if (!module || !entry) throw new Error(`no ${names.join(' > ')}`);
  return updateRate(report, { moduleId: module.id, entryId: entry.id }, (rate) => ({
    ...(rate ?? {}),
    ...patch,
  }));
}

const METER = ['Energie', 'Compteur électrique'];

/** The documents of a move-out whose peak-hours meter ran 6 675 kWh since the move-in. */
function documents(): { name: string; input: DocumentInput }[] {
  const entrySample = sampleReport('Entrant').input;
  const entry = set(entrySample.report, METER, { kwPeak: '1 000', kwOffPeak: '250,5' });
  let exit = duplicateReport({ ...entry, id: 7 }, { now: Date.UTC(2027, 5, 30, 10) });
  exit = set(exit, METER, { kwPeak: '7 675', kwOffPeak: '1 500,25' });
  const exitInput = { ...entrySample, report: exit, entryReport: entry };
  return LOCALES.flatMap((locale) => [
    { name: `entry (${locale})`, input: { ...entrySample, report: entry, locale } },
    { name: `exit (${locale})`, input: { ...exitInput, locale } },
    {
      name: `agreement (${locale})`,
      input: {
        ...exitInput,
        locale,
        kind: 'convention' as const,
        showCosts: true,
        costingLines: [WORKTOP, { ...WORKTOP, name: 'Séjour > Murs', cost: 123_456_78 }],
        report: { ...exit, depotGarantie: '1 200' },
      },
    },
  ]);
}

describe('every character of every document has a glyph in the embedded font', () => {
  for (const { name, input } of documents())
    it(name, () => {
      const texts = drawnTexts(buildDocument(input).content);
      expect(undrawable(texts)).toEqual([]);
    });

  it("the meter's consumption reads '6 675 kWh', on one line, in the exit report and the agreement", () => {
    for (const { name, input } of documents().filter((d) => d.input.locale === 'fr' && d.input.entryReport))
      expect(drawnTexts(buildDocument(input).content).join('\n'), name).toContain(
        'Consommation : 6\u00a0675\u00a0kWh',
      );
  });
});
