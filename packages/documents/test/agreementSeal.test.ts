/**
 * An exit agreement prints its signatures and fingerprint only under what was signed
 * (docs/ARCHITECTURE.md "Beyond the specification"), read back with pdftotext: a costing revised after
 * signing is a draft that says 'Projet révisé le …, non signé', shows the signed totals beside the revised
 * ones and prints no fingerprint under the revised amounts; a signed revision prints its own signatures, date
 * and fingerprint.
 */
import { agreementState, reportSigning, type AgreementLine, type ConventionSigning } from '@constat/domain';
import { describe, expect, it } from 'vitest';
import type { DocumentInput } from '../src/input.ts';
import { renderHtml } from '../src/html.ts';
import { renderPdf } from '../src/node.ts';
import { sampleReport } from './fixture.ts';
import { pdfText } from './pdfText.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const REPORT_FINGERPRINT = 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778';
const REVISION_FINGERPRINT = '5'.repeat(64);
const CHANGED_AT = Date.UTC(2026, 11, 2, 10);

const signedLines: AgreementLine[] = [
  { name: 'Murs', module: 'Salon', enabled: true, cost: 12000, taxRate: 2000 },
];
const revisedLines: AgreementLine[] = [
  { name: 'Murs', module: 'Salon', enabled: true, cost: 143000, taxRate: 2000 },
];

function convention(lines: AgreementLine[], history: ConventionSigning[]): DocumentInput {
  const { input } = sampleReport('Sortant');
  const report = { ...input.report, duplicateFromEdlIO: 'Entrant' as const };
  const own = reportSigning(report);
  if (!own) throw new Error('the sample signs an agreement');
  const signings = [{ ...own, lines: signedLines }, ...history];
  return {
    ...input,
    report,
    kind: 'convention',
    showCosts: true,
    costingLines: lines,
    agreement: { state: agreementState(signings, lines), changedAt: CHANGED_AT },
  };
}

describe('the convention PDF and what was signed', () => {
  it('prints the report signatures and fingerprint as always while the costing keeps the signed amounts', async () => {
    const text = flat(pdfText(await renderPdf(convention(signedLines, []))));
    expect(text).not.toContain('non signé');
    expect(text).toContain(REPORT_FINGERPRINT);
    expect(text).toContain('Signatures');
  });

  it("says 'Projet révisé le …, non signé', sets the signed totals beside the revised ones, and seals only them", async () => {
    const text = flat(pdfText(await renderPdf(convention(revisedLines, []))));
    expect(text).toContain('Projet révisé le 2 décembre 2026, non signé');
    expect(text).toContain('Montants signés');
    expect(text).toContain('Montants révisés (non signés)');
    // Signed 120,00 € HT, 144,00 € TTC; revised 1 430,00 € HT, 1 716,00 € TTC: both printed.
    expect(text).toMatch(/144,00\s€/u);
    expect(text).toMatch(/1\s?716,00\s€/u);
    // The fingerprint comes once, after the signed totals and the words saying what it signed.
    const fingerprintAt = text.indexOf(REPORT_FINGERPRINT);
    expect(text.lastIndexOf(REPORT_FINGERPRINT)).toBe(fingerprintAt);
    const coverAt = text.indexOf('portent sur les montants signés le 23 novembre 2026');
    expect(coverAt).toBeGreaterThan(text.indexOf('Montants signés'));
    expect(fingerprintAt).toBeGreaterThan(coverAt);
    // Nothing seals the revised costing table: no fingerprint between it and the signed totals.
    const costingAt = text.indexOf('Chiffrage des travaux');
    expect(costingAt).toBeGreaterThan(-1);
    expect(text.slice(costingAt, text.indexOf('Montants signés'))).not.toContain(REPORT_FINGERPRINT);
  });

  it('prints a signed revision with its own signatures, date and fingerprint', async () => {
    const revision: ConventionSigning = {
      revision: 1,
      signedAt: Date.UTC(2026, 11, 3, 10),
      lines: revisedLines,
      fingerprint: REVISION_FINGERPRINT,
      signers: [],
    };
    const text = flat(pdfText(await renderPdf(convention(revisedLines, [revision]))));
    expect(text).not.toContain('non signé');
    expect(text).toContain('Révision 1 du chiffrage, signée le 3 décembre 2026');
    expect(text).toContain('Empreinte de la révision signée (SHA-256)');
    expect(text).toContain(REVISION_FINGERPRINT);
    expect(text).not.toContain(REPORT_FINGERPRINT);
  });

  it('says the same in the HTML view', () => {
    expect(renderHtml(convention(revisedLines, []))).toContain('Projet révisé le 2 décembre 2026, non signé');
    expect(renderHtml(convention(signedLines, []))).not.toContain('non signé');
  });
});
