/**
 * The tenant's additions (docs/ARCHITECTURE.md "Beyond the specification") in a move-in's PDF, read back with
 * pdftotext: the section with each remark's day of receipt, place and text in the document's language; none
 * without remarks.
 */
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../src/html.ts';
import { renderPdf } from '../src/node.ts';
import { sampleReport } from './fixture.ts';
import { pdfText } from './pdfText.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');
// 31 March 2026 at 23:30 UTC is already 1 April in Paris, where the day of receipt is counted.
const RECEIVED = Date.parse('2026-03-31T23:30:00Z');
const remarks = [
  { place: '', text: 'Le radiateur de la chambre ne chauffe pas.', receivedAt: RECEIVED },
  { place: 'Cuisine > Sol', text: 'Carreau fêlé devant l’évier.', receivedAt: RECEIVED },
];

describe("the tenant's additions in the report PDF", () => {
  it('lists each remark with its day of receipt and place, in French', async () => {
    const { input } = sampleReport('Entrant');
    const text = flat(pdfText(await renderPdf({ ...input, locale: 'fr', tenantRemarks: remarks })));
    expect(text).toContain('Compléments du locataire');
    expect(text).toContain('loi n° 89-462 du 6 juillet 1989, art. 3-2');
    expect(text).toMatch(/1 avril 2026 Général Le radiateur de la chambre ne chauffe pas\./);
    expect(text).toMatch(/1 avril 2026 Cuisine > Sol Carreau fêlé devant l’évier\./);
  });

  it('translates the headings and the catalogue place names in English', async () => {
    const { input } = sampleReport('Entrant');
    const text = flat(pdfText(await renderPdf({ ...input, locale: 'en', tenantRemarks: remarks })));
    expect(text).toContain('Tenant’s additions');
    expect(text).toMatch(/1 April 2026 General Le radiateur/);
    expect(text).toContain('Kitchen > Floor');
  });

  it('has no such section without remarks', async () => {
    const { input } = sampleReport('Entrant');
    const text = flat(pdfText(await renderPdf({ ...input, locale: 'fr' })));
    expect(text).not.toContain('Compléments du locataire');
  });

  it('shows the same remarks in the HTML view, escaped, and none without remarks', () => {
    const { input } = sampleReport('Entrant');
    const html = renderHtml({
      ...input,
      locale: 'fr',
      tenantRemarks: [...remarks, { place: 'Cuisine', text: '<b>gras</b>', receivedAt: RECEIVED }],
    });
    expect(html).toContain('<h2>Compléments du locataire</h2>');
    expect(html).toContain(
      '<td>1 avril 2026</td><td>Cuisine &#62; Sol</td><td>Carreau fêlé devant l’évier.</td>',
    );
    expect(html).toContain('<td>Général</td><td>Le radiateur de la chambre ne chauffe pas.</td>');
    expect(html).toContain('&#60;b&#62;gras&#60;/b&#62;');
    expect(html).not.toContain('<b>gras');
    expect(renderHtml({ ...input, locale: 'fr' })).not.toContain('Compléments du locataire');
  });
});
