/**
 * The HTML views: every image (photos, signatures, the entry's photos in the
 * changes) at the address the server gives; the report's view closes with its signatures ('Fait à
 * …', each signer's role and name over their signature) and fingerprint; the exit agreement's view
 * is the agreement, as its PDF: changes since entry, costing lines, tenant's share, deposit,
 * balance, and the signatures of what was signed, a revised draft saying it is not signed.
 */
import { describe, expect, it } from 'vitest';
import {
  agreementState,
  costingAgreementLines,
  duplicateReport,
  reportSigning,
  updateRate,
  type LocalReport,
} from '@constat/domain';
import { renderHtml, type ImageUrl } from '../src/html.ts';
import type { AgreementLine, DocumentInput } from '../src/input.ts';
import { LABELS } from '../src/labels.ts';
import { sampleReport, WORKTOP } from './fixture.ts';

const signed: ImageUrl = (id, sha256) => `/signed/${id}/${sha256}?s=x`;

/** The page's text as a reader sees it. */
const text = (html: string) =>
  html
    .replace(/<head>.*?<\/head>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ');

const sources = (html: string) => [...html.matchAll(/<img src="([^"]*)"/g)].map((m) => m[1] ?? '');

const LINES: AgreementLine[] = [WORKTOP];

/** A move-out whose kitchen hob broke since entry (photographed at both), with its entry report. */
function moveOut(): { input: DocumentInput; entry: LocalReport } {
  const { input } = sampleReport('Entrant', { perRoom: 1 });
  const kitchen = input.report.edl.find((m) => m.name === 'Cuisine');
  const equipped = kitchen?.entry.find((e) => e.name === 'Cuisine équipée');
  const hob = equipped?.content?.find((s) => s.name === 'Plaques de cuisson');
  if (!kitchen || !equipped || !hob) throw new Error('the kitchen has a hob');
  const at = { moduleId: kitchen.id, entryId: equipped.id, subEntryId: hob.id };
  const shot = (sha256: string) => [
    { _ref: sha256, sha256, _context: `${kitchen.id}.${equipped.id}.${hob.id}` },
  ];
  const entry = updateRate(input.report, at, (rate) => ({
    ...rate,
    condition: 'Bon état',
    photo: shot('a'.repeat(64)),
  }));
  let exit = duplicateReport({ ...entry, id: 7 }, { now: Date.UTC(2027, 5, 30, 10) });
  exit = updateRate(exit, at, (rate) => ({
    ...rate,
    condition: 'Hors service',
    photo: shot('b'.repeat(64)),
  }));
  exit = {
    ...exit,
    open: false,
    duplicateFromEdlID: 41,
    duplicateFromEdlIO: 'Entrant',
    depotGarantie: '2 000',
    signatures: input.report.signatures,
    fingerprint: input.report.fingerprint,
  };
  return { input: { ...input, id: 42, report: exit, entryReport: entry }, entry };
}

describe("the report's HTML view", () => {
  it('links every image at the address it is given, the entry photos through the entry report', () => {
    const { input } = moveOut();
    const images = sources(renderHtml(input, signed));
    expect(images.length).toBeGreaterThan(5);
    expect(images.every((src) => src.startsWith('/signed/'))).toBe(true);
    expect(images).toContain(`/signed/41/${'a'.repeat(64)}?s=x`);
    expect(images).toContain(`/signed/42/${'b'.repeat(64)}?s=x`);
  });

  it('opens with the changes since entry and closes with the signatures and fingerprint', () => {
    const { input } = moveOut();
    const html = renderHtml(input, signed);
    const page = text(html);
    expect(page.indexOf(LABELS.fr.changesSinceEntry)).toBeGreaterThan(-1);
    expect(page.indexOf(LABELS.fr.changesSinceEntry)).toBeLessThan(page.indexOf('Logement'));
    expect(page).toContain('Plaques de cuisson · État Bon état Hors service');
    const signatures = page.slice(page.indexOf('Signatures'));
    expect(signatures).toMatch(/^Signatures Fait à Lyon, le 30 juin 2027 à 12:00 /);
    expect(signatures).toContain('Locataire Zoé Lefèvre');
    expect(signatures).toContain('Mandataire du bailleur Agence Hélène Côté pour le compte de Jérôme Durand');
    expect(signatures).toContain('Paraphes');
    expect(signatures).toContain(input.report.fingerprint);
    const signature = input.report.signatures?.renter?.sha256 ?? '';
    expect(html).toContain(`<img src="/signed/42/${signature}?s=x" alt="Signatures · Locataire">`);
  });

  it('says which signer did not sign', () => {
    const { input } = moveOut();
    const renter = input.report.signatures?.renter;
    if (!renter) throw new Error('the tenant signed');
    const report = { ...input.report, signatures: { renter } };
    const page = text(renderHtml({ ...input, report }, signed));
    expect(page).toMatch(
      /Mandataire du bailleur Agence Hélène Côté pour le compte de Jérôme Durand Non signé/,
    );
  });
});

describe("the exit agreement's HTML view", () => {
  function agreement(lines: AgreementLine[], signedLines: AgreementLine[]): DocumentInput {
    const { input } = moveOut();
    const own = reportSigning(input.report);
    if (!own) throw new Error('the move-out is signed');
    const state = agreementState([{ ...own, lines: signedLines }], costingAgreementLines(lines));
    return {
      ...input,
      kind: 'convention',
      showCosts: true,
      costingLines: lines,
      legalText: 'Texte de la convention.',
      agreement: { state, changedAt: Date.UTC(2027, 6, 2, 10) },
    };
  }
  /** What the costing charges: the worktop's 1 430,00 € less 40 % wear. */
  const charged = costingAgreementLines(LINES);

  it('is the agreement: changes, costing lines, tenant’s share, deposit and balance, its own legal text', () => {
    const html = renderHtml(agreement(LINES, charged), signed);
    const page = text(html);
    expect(page).toMatch(/^ Convention de sortie N° 42 /);
    expect(page).toContain(LABELS.fr.changesSinceEntry);
    expect(page).toContain('Chiffrage des travaux');
    expect(page).toContain('Cuisine › Plan de travail');
    expect(html).toContain('data-label="Part locataire HT">858,00\u00a0€');
    expect(page).toContain('Dépôt de garantie 2 000,00 €');
    expect(page).toContain('Solde à restituer au locataire 970,40 €');
    expect(page).toContain('Texte de la convention.');
    // Not the report: no rooms, no meters, no statutory notice of a report.
    expect(page).not.toContain('Description pièce par pièce');
    expect(page).not.toContain('Relevés des compteurs');
    expect(page).not.toContain('dix jours');
    expect(page).not.toContain('non signé');
    expect(page).toContain('Fait à Lyon');
    expect(page).toContain(agreement(LINES, charged).report.fingerprint);
  });

  it('a costing revised since signing: a draft, the signed totals beside the revised, signatures under the signed', () => {
    const page = text(
      renderHtml(
        agreement(
          LINES,
          charged.map((line) => ({ ...line, cost: 12000 })),
        ),
        signed,
      ),
    );
    const notice = 'Projet révisé le 2 juillet 2027, non signé';
    expect(page.indexOf(notice)).toBeLessThan(page.indexOf('Logement'));
    const beside = page.slice(page.indexOf('Montants signés / Montants révisés (non signés)'));
    expect(beside).toMatch(
      /^Montants signés \/ Montants révisés \(non signés\) Signé le 30 juin 2027 Projet révisé/,
    );
    expect(beside).toMatch(/TTC 144,00\s€ 1\s029,60\s€/u);
    expect(beside).toContain('portent sur les montants signés le 30 juin 2027 (total TTC 144,00');
    expect(beside.indexOf('Fait à Lyon')).toBeGreaterThan(beside.indexOf('portent sur'));
  });
});
