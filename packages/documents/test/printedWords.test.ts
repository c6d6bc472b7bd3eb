/**
 * What the report PDF prints, read back with pdftotext: French capitals take
 * their accents and every apostrophe is the typographic one; an unfurnished flat's equipment lists
 * print one line each, not one 'Nombre : 0' per item.
 */
import { describe, expect, it } from 'vitest';
import { updateRate, type LocalReport, type Locale } from '@constat/domain';
import { LAYOUT_LABELS } from '../src/layoutLabels.ts';
import { renderPdf } from '../src/node.ts';
import { countsZero } from '../src/rooms.ts';
import { frenchPrint } from '../src/typography.ts';
import { sampleReport } from './fixture.ts';
import { pdfText } from './pdfText.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('printed words', () => {
  it('French capitals keep their accents: État d’usage, Électricité, Équipements', async () => {
    const entry = sampleReport('Entrant').input.report;
    const exit = sampleReport('Sortant').input;
    const text = flat(pdfText(await renderPdf({ ...exit, entryReport: entry })));
    for (const word of [
      'État d’usage',
      'Électricité',
      'Équipements de l’entrée',
      'Étagères',
      'État de propreté général',
    ])
      expect(text, word).toContain(word);
    // What the agent typed is printed as typed: the fixture's observations name their room.
    expect(text).toContain('Légère rayure près de la fenêtre (Etat de propreté général)');
    const printed = text.replace(/Légère rayure près de la fenêtre \([^)]*\)/g, '');
    expect(printed).not.toMatch(/\bEtat\b|Electri|Equipement|Etag|Energie/);
  });

  it.each(['fr', 'en', 'es'] as Locale[])('one apostrophe in %s: the typographic ’', async (locale) => {
    const entry = sampleReport('Entrant').input.report;
    for (const edlIO of ['Entrant', 'Sortant'] as const) {
      const { input } = sampleReport(edlIO);
      const text = pdfText(
        await renderPdf({ ...input, locale, entryReport: edlIO === 'Sortant' ? entry : null }),
      );
      expect(text).not.toContain("'");
      if (locale === 'fr') expect(text).toContain('d’entrée');
    }
  });

  it('a colon is spaced the French way in French only', async () => {
    const { input } = sampleReport('Entrant');
    const fr = flat(pdfText(await renderPdf(input)));
    const en = flat(pdfText(await renderPdf({ ...input, locale: 'en' })));
    expect(fr).toContain('État : Bon état');
    expect(en).toContain('Condition: Good condition');
    expect(en).toContain('Landlord: Jérôme Durand');
    expect(en).not.toContain('Condition : ');
  });

  it('rewrites the catalogue’s spelling only', () => {
    expect(frenchPrint('Etat usage')).toBe('État d’usage');
    expect(frenchPrint("Equipements de l'entrée")).toBe('Équipements de l’entrée');
    expect(frenchPrint('Escalier')).toBe('Escalier');
    expect(frenchPrint('Etats-Unis')).toBe('États-Unis');
    expect(frenchPrint('Etatique')).toBe('Etatique');
  });
});

/** Every equipment item of `report` left at 0 but `names`, counted 1. */
function withItems(report: LocalReport, room: string, names: string[]): LocalReport {
  const module = report.edl.find((m) => m.name === room);
  const list = module?.entry.find((e) => e.name.startsWith('Equipements'));
  let out = report;
  for (const sub of list?.content ?? [])
    if (module && names.includes(sub.name))
      out = updateRate(out, { moduleId: module.id, entryId: list?.id ?? 0, subEntryId: sub.id }, (rate) => ({
        ...rate,
        number: 1,
      }));
  return out;
}

describe('equipment lists of an unfurnished flat', () => {
  it('print one line each instead of a Nombre : 0 per item', async () => {
    const { input } = sampleReport('Entrant', { perRoom: 0, furnished: false });
    const lists = input.report.edl.flatMap((m) =>
      m.entry.filter((e) => (e.content?.length ?? 0) > 0 && e.content?.every(countsZero)),
    );
    const zeros = lists.reduce((n, e) => n + (e.content?.length ?? 0), 0);
    // What the report held: about sixty items counted 0, in eight lists.
    expect(zeros).toBeGreaterThan(50);
    const text = flat(pdfText(await renderPdf(input)));
    expect(text).not.toContain('Nombre : 0');
    for (const list of lists)
      expect(text).toContain(flat(LAYOUT_LABELS.fr.noEquipment(list.content?.length ?? 0)));
    expect(text.split('Aucun équipement').length - 1).toBe(lists.length);
  });

  it('a list with some items prints them and names the others on one line', async () => {
    const { input } = sampleReport('Entrant', { perRoom: 0, furnished: false });
    const report = withItems(input.report, 'Salon', ['Canapé', 'Table basse']);
    const text = flat(pdfText(await renderPdf({ ...input, report })));
    expect(text).toMatch(/Canapé Nombre : 1 Table basse Nombre : 1/);
    expect(text).toContain(
      'Absents (nombre : 0) Fauteuil, Table, Chaises, Meuble TV, Bibliothèque, Luminaire, Rideaux, Tringle à rideaux',
    );
    expect(text).not.toContain('Nombre : 0');
  });
});
