/**
 * The signatures of the HTML views, under the same rules as the PDF (signatures.ts,
 * agreementSeal.ts): 'Fait à {ville}, le {date} à {heure}', each signer's role and name above their
 * signature, then the fingerprint. An exit agreement whose costing was revised after signing says
 * so under its title, sets the signed totals beside the revised ones and prints the last signing's
 * signatures under the signed totals only; a signed revision closes with its own signatures.
 */
import { costingTotals, reportSigners, type ConventionSigning } from '@constat/domain';
import { AGREEMENT_LABELS } from './agreementLabels.ts';
import { sealCover } from './agreementSeal.ts';
import { euros, formatDate, isBlank } from './format.ts';
import { escapeHtml } from './htmlEscape.ts';
import { fingerprint, h2, type HtmlContext } from './htmlParts.ts';
import { LABELS } from './labels.ts';
import { doneAtText, signerText } from './signatures.ts';

interface Signer {
  key: string;
  sha256: string | undefined;
}

function signerCards(ctx: HtmlContext, signers: readonly Signer[]): string {
  const { input, imageUrl } = ctx;
  const l = LABELS[input.locale];
  const cards = signers.map(({ key, sha256 }) => {
    const text = signerText(input.report, key, input.locale);
    const detail = isBlank(text.detail) ? '' : `<div class="muted">${escapeHtml(text.detail ?? '')}</div>`;
    const name = isBlank(text.name) ? '' : `<div>${escapeHtml(text.name)}</div>`;
    let image = `<p><em>${escapeHtml(l.notSigned)}</em></p>`;
    if (sha256 && input.id)
      image = `<img src="${escapeHtml(imageUrl(input.id, sha256))}" alt="${escapeHtml(`${l.signatures} · ${text.role}`)}">`;
    return `<div class="signer"><strong>${escapeHtml(text.role)}</strong>${name}${detail}${image}</div>`;
  });
  return `<div class="signers">${cards.join('')}</div>`;
}

/** The report's own signatures (and initials), as its signing left them. */
function reportSignatures(ctx: HtmlContext): string {
  const { report, locale } = ctx.input;
  const signers = reportSigners(report).map(({ key }) => ({ key, sha256: report.signatures?.[key]?.sha256 }));
  return `<div class="signing">${h2(LABELS[locale].signatures)}<p>${escapeHtml(doneAtText(report, locale))}</p>${signerCards(ctx, signers)}</div>`;
}

function reportFingerprint(ctx: HtmlContext): string {
  const { input } = ctx;
  const l = LABELS[input.locale];
  return isBlank(input.report.fingerprint)
    ? ''
    : fingerprint(l.fingerprint, input.report.fingerprint ?? '', l.fingerprintNote);
}

const stateOf = (ctx: HtmlContext) =>
  ctx.input.kind === 'convention' ? (ctx.input.agreement?.state ?? null) : null;

const revisedOn = (ctx: HtmlContext) =>
  formatDate(ctx.input.agreement?.changedAt ?? Date.now(), ctx.input.locale);

/** 'Projet révisé le …, non signé' under the title of a revised agreement; nothing otherwise. */
export function revisionNoticeHtml(ctx: HtmlContext): string {
  if (stateOf(ctx)?.kind !== 'revised') return '';
  return `<p class="notice"><strong>${escapeHtml(AGREEMENT_LABELS[ctx.input.locale].revisedDraft(revisedOn(ctx)))}</strong></p>`;
}

function totalsBeside(ctx: HtmlContext, signing: ConventionSigning): string {
  const { input } = ctx;
  const l = LABELS[input.locale];
  const a = AGREEMENT_LABELS[input.locale];
  const signed = costingTotals(signing.lines);
  const revised = costingTotals((input.costingLines ?? []).filter((line) => line.enabled));
  const money = (cents: number) => escapeHtml(euros(cents, input.locale));
  const line = (label: string, left: number, right: number) =>
    `<tr><th scope="row">${escapeHtml(label)}</th><td class="n">${money(left)}</td><td class="n">${money(right)}</td></tr>`;
  const head = `<tr><td></td><th scope="col" class="n">${escapeHtml(a.signedOn(formatDate(signing.signedAt, input.locale)))}</th><th scope="col" class="n">${escapeHtml(a.revisedDraft(revisedOn(ctx)))}</th></tr>`;
  return `<table class="beside">${head}${line(l.ht, signed.ht, revised.ht)}${line(l.tva, signed.tva, revised.tva)}${line(l.ttc, signed.ttc, revised.ttc)}</table>`;
}

/**
 * The closing signatures and fingerprint of either view: the report's, unless the agreement's
 * costing was revised since its signing or a revision was signed (agreementSeal.ts's rules).
 */
export function signaturesHtml(ctx: HtmlContext): string {
  const state = stateOf(ctx);
  if (!state || state.kind === 'unsigned' || (state.kind === 'signed' && state.signing.revision === 0))
    return reportSignatures(ctx) + reportFingerprint(ctx);
  const { input } = ctx;
  const a = AGREEMENT_LABELS[input.locale];
  const l = LABELS[input.locale];
  const { signing } = state;
  const { date, own, cover } = sealCover(input, signing);
  const seal = own
    ? reportSignatures(ctx) + fingerprint(l.fingerprint, signing.fingerprint, l.fingerprintNote)
    : `<div class="signing">${h2(l.signatures)}${signerCards(ctx, signing.signers)}</div>` +
      fingerprint(a.revisionFingerprint, signing.fingerprint, a.revisionFingerprintNote);
  const intro =
    state.kind === 'signed'
      ? h2(a.revisionSignedOn(signing.revision, date))
      : `${h2(`${a.signedAmounts} / ${a.revisedAmounts}`)}${totalsBeside(ctx, signing)}`;
  return `<section class="signatures">${intro}<p><em>${escapeHtml(cover)}</em></p>${seal}</section>`;
}
