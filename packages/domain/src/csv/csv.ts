/**
 * CSV for French spreadsheet software (statistics, costing history): `;` separator, CRLF line ends
 * and a UTF-8 byte order mark so that accents open correctly. A cell that a spreadsheet would read
 * as a formula (starting with = + - @, or a tab / carriage return that hides one) is prefixed with
 * an apostrophe, which the spreadsheet shows as text (OWASP "CSV injection").
 */

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are data, not formulas: a negative amount stays a number.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: header row then data rows, with the BOM. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}
