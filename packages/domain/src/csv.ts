/**
 * CSV exports (accounts-costing §7: statistics and costing history): UTF-8 with a byte-order mark
 * so that spreadsheet software reads the accents, ';' between cells (the French locale's list
 * separator), CRLF between rows. A cell starting with = + - @ (or a tab / carriage return) is
 * prefixed with a quote so a spreadsheet never runs it as a formula (CSV injection).
 */
export const CSV_BOM = '\uFEFF';
const CSV_SEPARATOR = ';';

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(CSV_SEPARATOR);
}

/** The whole file: BOM, then the header and the rows, CRLF-separated. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + [header, ...rows].map(csvRow).join('\r\n') + '\r\n';
}
