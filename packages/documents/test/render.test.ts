/**
 * Real PDFs read back with pdftotext: every item of the decree of 30 March 2016 is present for an
 * entry and an exit report in fr, en and es, accents come out right, the page count is sane and the
 * photos are embedded as they are.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@constat/domain';
import { LABELS } from '../src/labels.ts';
import { renderPdf } from '../src/node.ts';
import { renderHtml } from '../src/html.ts';
import { sampleReport } from './fixture.ts';
import { imageStreamsLength, pdfPages, pdfText } from './pdfText.ts';

/** pdftotext -layout may break a long label across columns: compare on single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const LOCALES: Locale[] = ['fr', 'en', 'es'];

describe.each(LOCALES)('report PDF in %s', (locale) => {
  const l = LABELS[locale];
  it.each(['Entrant', 'Sortant'] as const)('%s report holds every decree item', async (edlIO) => {
    const { input, photoCount } = sampleReport(edlIO);
    const entry = sampleReport('Entrant').input.report;
    const pdf = await renderPdf({ ...input, locale, entryReport: edlIO === 'Sortant' ? entry : null });
    const text = flat(pdfText(pdf));
    const expected = [
      `${l.reportTitle} ${edlIO === 'Entrant' ? l.entry : l.exit}`,
      l.date,
      '12 rue des Lilas, 69003 Lyon',
      `${l.floor} 2, ${l.apartment} 21`,
      'Jérôme Durand',
      '3 place Bellecour, 69002 Lyon',
      'Agence Hélène Côté',
      'Zoé Lefèvre',
      l.meters,
      '12345',
      'EDF-0042',
      l.keys,
      l.keyPurpose,
      l.rooms,
      l.state,
      l.observations,
      'Légère rayure près de la fenêtre',
      l.photos,
      l.signatures,
      l.comment,
      'clés remises en main propre à l’agence',
      l.legal,
      'loi n° 89-462',
      l.fingerprint,
      'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
      `${l.page} 1 ${l.of}`,
      l.legend,
    ];
    if (edlIO === 'Sortant')
      expected.push(l.newAddress, '8 avenue Fœhn', '75011 Paris', l.entryReportDate, l.changesSinceEntry);
    for (const item of expected) expect(text, item).toContain(flat(item));
    const pages = pdfPages(pdf);
    expect(pages).toBeGreaterThanOrEqual(4);
    // The body, then the photo annex at two photos a page.
    expect(pages).toBeLessThan(30 + Math.ceil(photoCount / 2));
  });
});

describe('report PDF options', () => {
  it('translates the catalogue names and the conditions', async () => {
    const { input } = sampleReport('Entrant');
    const text = flat(pdfText(await renderPdf({ ...input, locale: 'en' })));
    expect(text).toContain('Living room');
    expect(text).toContain('Good condition');
  });

  it('leaves the legend out when hideLegend is set', async () => {
    const { input } = sampleReport('Entrant');
    const text = pdfText(await renderPdf({ ...input, hideLegend: true }));
    expect(text).not.toContain(LABELS.fr.legend);
  });

  it('embeds the photos as they are, once: the images grow by about their total size', async () => {
    const small = sampleReport('Entrant', { perRoom: 0 });
    const big = sampleReport('Entrant', { perRoom: 3, photoSize: 400, distinct: 30 });
    const [a, b] = await Promise.all([renderPdf(small.input), renderPdf(big.input)]);
    // The images only: the report's data (archive.ts) and structure tree (tagging.ts) grow with the
    // photos' references, figures and captions too.
    const growth = imageStreamsLength(b) - imageStreamsLength(a);
    expect(growth).toBeGreaterThan(big.photoBytes * 0.95);
    // Each photo is drawn twice (thumbnail, annex) from one embedded image: under 1 kB more a photo.
    expect(growth).toBeLessThan(big.photoBytes * 1.05 + big.photoCount * 1000);
  });

  it('exit agreement: the changes since entry and, with showCosts, HT, TVA and TTC', async () => {
    const exit = sampleReport('Sortant').input;
    const entry = sampleReport('Entrant').input.report;
    const costingLines = [
      { name: 'Murs', module: 'Salon', enabled: true, cost: 12000, taxRate: 2000 },
      { name: 'Sol', module: 'Cuisine', enabled: true, cost: 5050, taxRate: 1000 },
      { name: 'Plafond', module: 'Cuisine', enabled: false, cost: 99999, taxRate: 2000 },
    ];
    const withCosts = flat(
      pdfText(
        await renderPdf({ ...exit, kind: 'convention', entryReport: entry, showCosts: true, costingLines }),
      ),
    );
    expect(withCosts).toContain('Convention de sortie');
    expect(withCosts).toContain('Évolutions depuis l’état des lieux d’entrée');
    expect(withCosts).toMatch(/Salon › Murs · État Bon état État d’usage/);
    expect(withCosts).toContain('Chiffrage des travaux');
    expect(withCosts).toMatch(/170,50\s€/);
    expect(withCosts).toMatch(/29,05\s€/);
    expect(withCosts).toMatch(/199,55\s€/);
    const hidden = flat(
      pdfText(
        await renderPdf({ ...exit, kind: 'convention', entryReport: entry, showCosts: false, costingLines }),
      ),
    );
    expect(hidden).not.toContain('Chiffrage des travaux');
  });

  it('HTML view holds the same items, escaped', () => {
    const { input } = sampleReport('Sortant');
    const html = renderHtml({ ...input, report: { ...input.report, comment: '<script>x</script>' } });
    expect(html).toContain('Zoé Lefèvre');
    expect(html).toContain('8 avenue Fœhn');
    expect(html).toContain('&#60;script&#62;');
    expect(html).not.toContain('<script>');
  });
});
