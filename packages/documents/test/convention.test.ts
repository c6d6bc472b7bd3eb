/**
 * The exit agreement's costing (docs/ARCHITECTURE.md "Beyond the specification"), read back with pdftotext:
 * every column of a line, amounts over 1 000 € with a thousands separator the embedded font draws, and the
 * closing deposit, total charged and balance; the HTML view says the same.
 */
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/document.ts';
import { renderHtml } from '../src/html.ts';
import type { AgreementLine, DocumentInput } from '../src/input.ts';
import { renderPdf } from '../src/node.ts';
import { sampleReport, WORKTOP } from './fixture.ts';
import { drawnTexts, undrawable } from './glyphs.ts';
import { pdfText } from './pdfText.ts';

/** pdftotext -layout spreads columns apart: compare on single spaces (a no-break space is a space). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const LINES: AgreementLine[] = [
  WORKTOP,
  {
    // 12,5 m² of paint at 25,00 €/m², 45 % worn (automatic cost): 171,88 € charged.
    name: 'Salon > Murs',
    module: 'Salon',
    enabled: true,
    action: 'repair',
    measure: 1250,
    nature: 'Peinture',
    wear: 45,
    cost: 17188,
    taxRate: 1000,
    unitCost: 2500,
    beforeDescription: 'Très bon état',
    afterDescription: 'Dégradé',
  },
  { name: 'Cuisine > Sol', module: 'Cuisine', enabled: false, cost: 99999, taxRate: 2000 },
];

function agreement(depotGarantie: string | null, lines = LINES): DocumentInput {
  const { input } = sampleReport('Sortant');
  return {
    ...input,
    kind: 'convention',
    showCosts: true,
    costingLines: lines,
    report: { ...input.report, depotGarantie },
  };
}

describe('the exit agreement line by line', () => {
  it('draws every character of its amounts with a glyph of the embedded font (no ▯)', () => {
    const definition = buildDocument(agreement('1 200'));
    const costing = drawnTexts(definition.content).filter((text) => text.includes('€'));
    expect(costing.join('\n')).toContain('1\u00a0430,00\u00a0€');
    expect(undrawable(costing)).toEqual([]);
  });

  it('prints each column, amounts over 1 000 € with a drawable thousands separator, and the balance', async () => {
    const raw = pdfText(await renderPdf(agreement('1 200')));
    // Intl's narrow no-break space has no glyph in Roboto: none may reach the PDF.
    expect(raw).not.toContain('\u202f');
    const text = flat(raw);
    // The header's words (pdftotext -layout interleaves the header's wrapped lines).
    for (const column of ['Élément', 'Dégradation', 'Action', 'Quantité × prix', 'Vétusté', 'Part locataire'])
      expect(text, column).toContain(column);
    for (const column of ['unitaire HT', 'TVA', 'Total TTC']) expect(text, column).toContain(column);
    expect(text).toContain('Cuisine › Plan de travail');
    // The lump sum: its price, 40 % off, the share, 20 % VAT, the total.
    expect(text).toContain('1 430,00 €');
    expect(text).toContain('Forfait');
    expect(text).toContain('Bon état › Hors service');
    expect(text).toContain('Remplacer');
    expect(text).toContain('40 %');
    expect(text).toContain('858,00 €');
    expect(text).toContain('171,60 €');
    expect(text).toContain('1 029,60 €');
    // The calibrated wall: 12,5 m² × 25,00 € = 312,50 €, 45 % off, 171,88 € charged, 10 % VAT.
    expect(text).toContain('12,5 m² × 25,00 €');
    expect(text).toContain('= 312,50 €');
    expect(text).toContain('45 %');
    expect(text).toContain('171,88 €');
    expect(text).toContain('10 %');
    expect(text).toContain('17,19 €');
    expect(text).toContain('189,07 €');
    // A disabled line is not charged.
    expect(text).not.toContain('999,99');
    // Totals: 1 029,88 € HT, 188,79 € VAT, 1 218,67 € TTC; deposit 1 200,00 €: 18,67 € still owed.
    expect(text).toContain('Total 1 029,88 € 188,79 € 1 218,67 €');
    expect(text).toContain('Dépôt de garantie 1 200,00 €');
    expect(text).toContain('Total à la charge du locataire (TTC) 1 218,67 €');
    expect(text).toContain('Reste dû par le locataire (le dépôt ne couvre pas les frais) 18,67 €');
  });

  it('a deposit above the charges: the balance to return', async () => {
    const text = flat(pdfText(await renderPdf(agreement('2 000,00'))));
    expect(text).toContain('Dépôt de garantie 2 000,00 €');
    expect(text).toContain('Solde à restituer au locataire 781,33 €');
  });

  it('no deposit given: said so, and no balance', async () => {
    const text = flat(pdfText(await renderPdf(agreement(null))));
    expect(text).toContain('Dépôt de garantie Non renseigné');
    expect(text).toContain('Solde non calculé : le dépôt de garantie n’est pas renseigné');
    expect(text).not.toContain('Solde à restituer');
  });

  it('amounts over a thousand stay within their column even at 999 999,99 €', async () => {
    const huge: AgreementLine = { ...WORKTOP, cost: 83333325, wear: 0 };
    const raw = pdfText(await renderPdf(agreement('1 000 000', [huge])));
    expect(flat(raw)).toContain('999 999,90 €');
    // Each amount is on one line of its own column: never split at its separator.
    expect(raw).not.toMatch(/999\s*\n\s*999,90/);
  });

  it('the HTML view holds the same columns, rows and balance, each row a card on a phone', () => {
    const html = renderHtml(agreement('2 000'));
    expect(html).toContain('class="agreement"');
    expect(html).toContain('data-label="Vétusté">40\u00a0%');
    expect(html).toContain('1\u00a0430,00\u00a0€');
    expect(html).toContain('858,00\u00a0€');
    expect(html).toContain('Solde à restituer au locataire');
    expect(html).toContain('781,33\u00a0€');
    expect(html).toContain('@media (max-width:640px)');
    expect(html).not.toContain('\u202f');
  });
});
