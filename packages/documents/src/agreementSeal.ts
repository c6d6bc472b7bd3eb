/**
 * What an exit agreement's signatures and fingerprint are printed under (docs/ARCHITECTURE.md "Beyond the
 * specification").
 * - The costing charges what the report's signing signed (or no signing is known): as always, the
 *   report's signatures and fingerprint close the agreement.
 * - The costing was revised after the last signing: the document says 'Projet révisé le …, non
 *   signé' under its title, puts the signed totals beside the revised ones, and prints the last
 *   signing's signatures and fingerprint under the signed totals only, saying what they signed.
 * - A signed revision: its own signatures, date and fingerprint close the agreement.
 * The HTML view follows the same rules (htmlSignatures.ts).
 */
import { costingTotals, type ConventionSigning } from '@constat/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { AGREEMENT_LABELS } from './agreementLabels.ts';
import type { DocumentInput } from './input.ts';
import { euros, formatDate } from './format.ts';
import { LABELS } from './labels.ts';
import { heading, type Context } from './sections.ts';
import { signatures, signerText } from './signatures.ts';

/** Where the agreement stands, when the renderer is told (the server is; the device's first PDF is not). */
const stateOf = (ctx: Context) =>
  ctx.input.kind === 'convention' ? (ctx.input.agreement?.state ?? null) : null;

const revisedOn = (ctx: Context): string =>
  formatDate(ctx.input.agreement?.changedAt ?? Date.now(), ctx.input.locale);

/** 'Projet révisé le …, non signé' under the title of a revised agreement; nothing otherwise. */
export function revisionNotice(ctx: Context, margin: [number, number, number, number]): Content[] {
  if (stateOf(ctx)?.kind !== 'revised') return [];
  const text = AGREEMENT_LABELS[ctx.input.locale].revisedDraft(revisedOn(ctx));
  return [{ text, bold: true, color: '#b71c1c', alignment: 'center', fontSize: 13, margin }];
}

function signingSignatures(ctx: Context, signing: ConventionSigning): Content[] {
  const { input } = ctx;
  const l = LABELS[input.locale];
  const cells: Content[] = signing.signers.map((signer) => {
    const bytes = input.images(signer.sha256);
    let image: Content = { text: l.notSigned, italics: true, margin: [0, 20, 0, 20] };
    if (bytes) {
      const key = `s${signer.sha256}`;
      ctx.images[key] ??= ctx.imageSource(key, bytes, signer.sha256);
      image = { image: key, fit: [150, 70] };
    }
    const text = signerText(input.report, signer.key, input.locale);
    return {
      stack: [
        { text: text.role, style: 'label' },
        { text: text.name },
        ...(text.detail ? [{ text: text.detail, fontSize: 8, color: '#555555' }] : []),
        image,
      ],
      unbreakable: true,
      margin: [0, 0, 0, 10],
    };
  });
  const rows: Content[] = [];
  for (let i = 0; i < cells.length; i += 2)
    rows.push({ columns: [cells[i] ?? { text: '' }, cells[i + 1] ?? { text: '' }], columnGap: 20 });
  return [heading(l.signatures, ctx), ...rows];
}

/** A fingerprint under its label and above its note, on one page. */
export function fingerprintBlock(ctx: Context, label: string, fingerprint: string, note: string): Content[] {
  return [
    {
      unbreakable: true,
      stack: [
        { text: label, style: 'label', margin: [0, 12, 0, 2] },
        { text: fingerprint, font: 'Roboto', fontSize: 8 },
        { text: note, fontSize: 7, color: '#555555' },
      ],
    },
  ];
}

/** The signed and the revised totals side by side. */
function totalsBeside(ctx: Context, signing: ConventionSigning): Content {
  const { input } = ctx;
  const l = LABELS[input.locale];
  const a = AGREEMENT_LABELS[input.locale];
  const signed = costingTotals(signing.lines);
  const revised = costingTotals((input.costingLines ?? []).filter((line) => line.enabled));
  const money = (cents: number) => euros(cents, input.locale);
  const row = (label: string, left: number, right: number, bold = false): TableCell[] => [
    { text: label, bold },
    { text: money(left), alignment: 'right', bold },
    { text: money(right), alignment: 'right', bold },
  ];
  return {
    table: {
      headerRows: 1,
      widths: ['*', 130, 130],
      body: [
        [
          { text: '', style: 'th' },
          {
            text: a.signedOn(formatDate(signing.signedAt, input.locale)),
            style: 'th',
            alignment: 'right',
          },
          { text: a.revisedDraft(revisedOn(ctx)), style: 'th', alignment: 'right' },
        ],
        row(l.ht, signed.ht, revised.ht),
        row(l.tva, signed.tva, revised.tva),
        row(l.ttc, signed.ttc, revised.ttc, true),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 6, 0, 6],
  };
}

/**
 * What a signing's signatures cover, said above them: its date, and whether it is the report's own
 * signing (revision 0) or a signed revision of the costing.
 */
export function sealCover(input: DocumentInput, signing: ConventionSigning) {
  const a = AGREEMENT_LABELS[input.locale];
  const date = formatDate(signing.signedAt, input.locale);
  const total = euros(costingTotals(signing.lines).ttc, input.locale);
  const own = signing.revision === 0;
  const cover = own
    ? a.signaturesCoverSigned(date, total)
    : a.signaturesCoverRevision(signing.revision, date, total);
  return { date, own, cover };
}

/**
 * The agreement's signatures and fingerprint, under what they signed. Null when the renderer is
 * not told where the agreement stands, or it is the report's own signing that the costing keeps:
 * the report's signatures and fingerprint close it as they always did.
 */
export function agreementSeal(ctx: Context): Content[] | null {
  const state = stateOf(ctx);
  if (!state || state.kind === 'unsigned') return null;
  if (state.kind === 'signed' && state.signing.revision === 0) return null;
  const { input } = ctx;
  const a = AGREEMENT_LABELS[input.locale];
  const l = LABELS[input.locale];
  const { signing } = state;
  const { date, own, cover } = sealCover(input, signing);
  const seal: Content[] = [
    ...(own ? signatures(ctx) : signingSignatures(ctx, signing)),
    ...(own
      ? fingerprintBlock(ctx, l.fingerprint, signing.fingerprint, l.fingerprintNote)
      : fingerprintBlock(ctx, a.revisionFingerprint, signing.fingerprint, a.revisionFingerprintNote)),
  ];
  if (state.kind === 'signed')
    return [
      heading(a.revisionSignedOn(signing.revision, date), ctx),
      { text: cover, italics: true },
      ...seal,
    ];
  return [
    heading(`${a.signedAmounts} / ${a.revisedAmounts}`, ctx),
    totalsBeside(ctx, signing),
    { text: cover, italics: true, margin: [0, 4, 0, 0] },
    ...seal,
  ];
}
