/**
 * The exit agreement's costing (docs/ARCHITECTURE.md "Beyond the specification"): one row per enabled line,
 * reading element, damage (entry › exit), action, quantity × unit price, wear, tenant's share, VAT and total;
 * then the deposit, the total charged and the balance to return. The arithmetic is the domain's
 * (conventionLine, costingTotals, conventionBalance); this file only lays it out, for the PDF
 * (pdfmake) and for the HTML view.
 */
import {
  conventionBalance,
  conventionLine,
  costingLineType,
  costingTotals,
  depositCents,
  formatVatRate,
  type ConventionBalance,
  type ConventionLineAmounts,
} from '@constat/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { AgreementLine, DocumentInput } from './input.ts';
import { LABELS, type DocumentLabels } from './labels.ts';
import { euros, formatQuantity, joinNonBlank, withUnit } from './format.ts';
import { sectionTitle, type Context } from './sections.ts';
import { titleRow } from './tables.ts';
import { printName } from './typography.ts';

/** One printed row: the texts of each column, the amounts already formatted. */
export interface AgreementRow {
  element: string;
  damage: string;
  action: string;
  quantityPrice: string;
  wear: string;
  tenantShare: string;
  vat: string;
  total: string;
}

/** 'Module › Entry' or 'Module › Entry > Part', each catalogue name in the document's language. */
function elementName(line: AgreementLine, input: DocumentInput): string {
  const { locale } = input;
  // A costing line is named 'Parent > Entry': an entry's parent is its module, printed once.
  const prefix = line.module === null ? null : `${line.module} > `;
  const name = prefix !== null && line.name.startsWith(prefix) ? line.name.slice(prefix.length) : line.name;
  return joinNonBlank(
    [
      line.module ? printName(line.module, locale) : null,
      name
        .split(' > ')
        .map((part) => printName(part, locale))
        .join(' > '),
    ],
    ' › ',
  );
}

function quantityPrice(line: AgreementLine, amounts: ConventionLineAmounts, input: DocumentInput): string {
  const l = LABELS[input.locale];
  const money = (cents: number) => euros(cents, input.locale);
  if (amounts.pricing === 'lumpSum' || amounts.quantity === null || amounts.unitPrice === null)
    return `${l.lumpSum}\n${money(amounts.gross)}`;
  // Walls, floors and ceilings are coatings in m² whatever their material (the domain's rule).
  const unit = costingLineType(line) === 'coating' ? 'm²' : l.unit;
  return `${withUnit(formatQuantity(amounts.quantity, input.locale), unit)} × ${money(amounts.unitPrice)}\n= ${money(amounts.gross)}`;
}

/**
 * A line's entry or exit description ('Dégradé - Sale - observation') in the document's language:
 * catalogue values are translated, a typed observation stays as typed.
 */
function description(text: string | null | undefined, input: DocumentInput): string {
  if (text == null || text.trim() === '') return '—';
  return text
    .split(' - ')
    .map((part) => printName(part, input.locale))
    .join(' - ');
}

/** The rows of the enabled lines, in the costing's order. */
export function agreementRows(input: DocumentInput): AgreementRow[] {
  const l = LABELS[input.locale];
  const money = (cents: number) => euros(cents, input.locale);
  return (input.costingLines ?? [])
    .filter((line) => line.enabled)
    .map((line) => {
      const amounts = conventionLine(line);
      return {
        element: elementName(line, input),
        damage: `${description(line.beforeDescription, input)} › ${description(line.afterDescription, input)}`,
        action: line.action ? l.actions[line.action] : '—',
        quantityPrice: quantityPrice(line, amounts, input),
        wear: `${amounts.wear}\u00a0%`,
        tenantShare: money(amounts.tenantShare),
        vat: `${formatVatRate(line.taxRate).replace(' ', '\u00a0')}\n${money(amounts.vat)}`,
        total: money(amounts.total),
      };
    });
}

/** The closing balance of the agreement: total charged (TTC) against the move-out's deposit. */
export function agreementBalance(input: DocumentInput): ConventionBalance {
  const charged = costingTotals((input.costingLines ?? []).filter((line) => line.enabled)).ttc;
  return conventionBalance(charged, depositCents(input.report.depotGarantie));
}

/** The closing lines as label and amount, in the order they are read. */
export function balanceLines(
  balance: ConventionBalance,
  l: DocumentLabels,
  money: (cents: number) => string,
) {
  const lines: { label: string; value: string; strong?: boolean }[] = [
    { label: l.deposit, value: balance.deposit === null ? l.depositNotGiven : money(balance.deposit) },
    { label: l.charged, value: money(balance.charged) },
  ];
  if (balance.kind === 'toReturn')
    lines.push({ label: l.toReturn, value: money(balance.amount), strong: true });
  else if (balance.kind === 'owedByTenant')
    lines.push({ label: l.owed, value: money(balance.amount), strong: true });
  else lines.push({ label: l.noBalance, value: '', strong: true });
  return lines;
}

/** Column widths (pt) of the A4 page's 515 pt: the amounts' columns fit '999 999,99 €' at 7.5 pt. */
const WIDTHS = ['*', '*', 40, 66, 38, 52, 48, 52];
const CELL_PADDING = 3;

export function agreementCosting(ctx: Context): Content[] {
  const { input } = ctx;
  const l = LABELS[input.locale];
  const money = (cents: number) => euros(cents, input.locale);
  const totals = costingTotals((input.costingLines ?? []).filter((line) => line.enabled));
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const header: TableCell[] = [
    { text: l.element, style: 'th' },
    { text: l.damage, style: 'th' },
    { text: l.action, style: 'th' },
    { text: l.quantityPrice, style: 'th', alignment: 'right' },
    { text: l.wear, style: 'th', alignment: 'right' },
    { text: l.tenantShare, style: 'th', alignment: 'right' },
    { text: l.tva, style: 'th', alignment: 'right' },
    { text: l.lineTotal, style: 'th', alignment: 'right' },
  ];
  const body: TableCell[][] = agreementRows(input).map((row) => [
    { text: row.element },
    { text: row.damage },
    { text: row.action },
    right(row.quantityPrice),
    right(row.wear),
    right(row.tenantShare),
    right(row.vat),
    right(row.total),
  ]);
  const footer: TableCell[] = [
    { text: l.total, bold: true, colSpan: 5 },
    '',
    '',
    '',
    '',
    right(money(totals.ht), true),
    right(money(totals.tva), true),
    right(money(totals.ttc), true),
  ];
  const balance = balanceLines(agreementBalance(input), l, money);
  // The title is the table's first header row: kept with the first line, printed again over the rest.
  return [
    {
      fontSize: 7.5,
      margin: [0, 12, 0, 0],
      table: {
        headerRows: 2,
        keepWithHeaderRows: 1,
        widths: WIDTHS,
        dontBreakRows: true,
        body: [titleRow(sectionTitle(l.costing, ctx), WIDTHS.length), header, ...body, footer],
      },
      layout: {
        hLineWidth: (i, node) => (i <= 1 || i === node.table.body.length ? 0 : 0.5),
        vLineWidth: () => 0,
        hLineColor: () => '#bbbbbb',
        paddingLeft: () => CELL_PADDING,
        paddingRight: () => CELL_PADDING,
      },
    },
    {
      margin: [0, 10, 0, 0],
      unbreakable: true,
      table: {
        widths: ['*', 110],
        body: balance.map(({ label, value, strong }): TableCell[] => [
          { text: label, bold: strong === true, alignment: 'right' },
          { text: value, bold: strong === true, alignment: 'right' },
        ]),
      },
      layout: 'lightHorizontalLines',
    },
  ];
}
