/**
 * The exit agreement's HTML view, as its PDF (document.ts, convention.ts): under its title the
 * revised draft's notice, the dwelling and parties, the changes since entry, then (with show
 * costs) the costing's rows and closing balance, as a table that becomes one card per line on a
 * phone, where eight columns cannot fit; the comment, the agreement's legal text, and the
 * signatures of what was signed (htmlSignatures.ts).
 */
import type { DocumentInput } from './input.ts';
import { LABELS } from './labels.ts';
import { agreementBalance, agreementRows, balanceLines, type AgreementRow } from './convention.ts';
import { costingTotals } from '@constat/domain';
import { euros } from './format.ts';
import { escapeHtml } from './htmlEscape.ts';
import { htmlChanges } from './htmlChanges.ts';
import { comment, dwelling, heading, legal, page, parties, type HtmlContext } from './htmlParts.ts';
import { revisionNoticeHtml, signaturesHtml } from './htmlSignatures.ts';

const AGREEMENT_CSS =
  '.beside .n{text-align:right}.beside td.n{white-space:nowrap}.beside th{width:auto}' +
  '.agreement th.n{text-align:right}.agreement td{white-space:pre-line}.agreement td.n{text-align:right;white-space:pre}' +
  '.balance{margin-top:1rem}.balance th{text-align:right;width:auto}.balance td{text-align:right;white-space:nowrap}' +
  '@media (max-width:640px){.balance tr{display:flex;justify-content:space-between;gap:1rem}.balance th{text-align:left}' +
  // Three columns (signed, revised) fit a phone: that table stays a table.
  '.beside tr{display:table-row}.beside th,.beside td{display:table-cell;padding:4px;border-bottom:1px solid #ddd}' +
  '.agreement thead{display:none}.agreement tr{display:block;border-bottom:2px solid #ccc;padding:.4rem 0}' +
  '.agreement td{display:flex;justify-content:space-between;gap:1rem;border:0;text-align:right}' +
  '.agreement td::before{content:attr(data-label);font-weight:600;text-align:left}}';

const COLUMNS: readonly (keyof AgreementRow)[] = [
  'element',
  'damage',
  'action',
  'quantityPrice',
  'wear',
  'tenantShare',
  'vat',
  'total',
];
const NUMERIC = new Set<keyof AgreementRow>(['quantityPrice', 'wear', 'tenantShare', 'vat', 'total']);

function agreementHtml(input: DocumentInput): string {
  const l = LABELS[input.locale];
  const money = (cents: number) => euros(cents, input.locale);
  const titles: Record<keyof AgreementRow, string> = {
    element: l.element,
    damage: l.damage,
    action: l.action,
    quantityPrice: l.quantityPrice,
    wear: l.wear,
    tenantShare: l.tenantShare,
    vat: l.tva,
    total: l.lineTotal,
  };
  const cls = (column: keyof AgreementRow) => (NUMERIC.has(column) ? ' class="n"' : '');
  const head = COLUMNS.map((c) => `<th scope="col"${cls(c)}>${escapeHtml(titles[c])}</th>`).join('');
  const rows = agreementRows(input)
    .map(
      (row) =>
        `<tr>${COLUMNS.map((c) => `<td${cls(c)} data-label="${escapeHtml(titles[c])}">${escapeHtml(row[c])}</td>`).join('')}</tr>`,
    )
    .join('');
  const totals = costingTotals((input.costingLines ?? []).filter((line) => line.enabled));
  const total = `<tr><th scope="row" colspan="5">${escapeHtml(l.total)}</th><td class="n" data-label="${escapeHtml(l.tenantShare)}">${money(totals.ht)}</td><td class="n" data-label="${escapeHtml(l.tva)}">${money(totals.tva)}</td><td class="n" data-label="${escapeHtml(l.lineTotal)}">${money(totals.ttc)}</td></tr>`;
  const balance = balanceLines(agreementBalance(input), l, money)
    .map(
      ({ label, value, strong }) =>
        `<tr><th scope="row">${strong ? `<strong>${escapeHtml(label)}</strong>` : escapeHtml(label)}</th><td>${strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<h2>${escapeHtml(l.costing)}</h2><table class="agreement"><thead><tr>${head}</tr></thead><tbody>${rows}${total}</tbody></table><table class="balance">${balance}</table>`;
}

export function conventionView(ctx: HtmlContext): string {
  const { input } = ctx;
  const title = LABELS[input.locale].conventionTitle;
  const body = [
    heading(input, title, revisionNoticeHtml(ctx)),
    dwelling(input),
    parties(input),
    htmlChanges(ctx),
    input.showCosts ? agreementHtml(input) : '',
    comment(input),
    // The agreement prints its own legal text alone, not the report's statutory notice.
    legal(input, null),
    signaturesHtml(ctx),
  ];
  return page(input, title, body.join('\n'), AGREEMENT_CSS);
}
