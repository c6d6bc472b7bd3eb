/**
 * Money as the spec shows it (accounts-costing §9): amounts are integer cents, displayed in euros
 * with a space as thousands separator and a comma as decimal separator: 123456 -> '1 234,56 €'.
 *
 * The separators are plain ASCII spaces (U+0020), both between thousands and before '€', so the
 * output is byte-for-byte the spec's text. Intl's fr-FR output uses U+202F / U+00A0 instead and
 * would not compare equal; screens that must not wrap an amount use CSS (white-space: nowrap).
 * Parsing accepts every kind of space, so Intl-formatted or pasted amounts read back too.
 */

/** '1 234,56' (no currency sign): the number part, also used by 'Calibré à X€'. */
export function formatEuroAmount(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const units = Math.floor(abs / 100).toString();
  const decimals = (abs % 100).toString().padStart(2, '0');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${grouped},${decimals}`;
}

/** '1 234,56 €'. Non-integer input is rounded to the cent first. */
export function formatEuros(cents: number): string {
  return `${formatEuroAmount(cents)} €`;
}

/**
 * Amount typed by a user -> integer cents, or null when it is not an amount. Spaces of any kind
 * and a trailing '€' are ignored, the comma (or a point) is the decimal separator, at most two
 * decimals: '12,5' -> 1250, '1 234,56 €' -> 123456. Negative amounts, thousands points ('1.234,56')
 * and more than two decimals are rejected rather than guessed, since a wrong guess is a wrong cost.
 */
export function parseEuros(text: string): number | null {
  return parseHundredths(text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, ''));
}

/**
 * The shared parsing of parseEuros and parseMeasure: a non-negative decimal typed with a comma or a
 * point and at most two decimals, spaces of any kind ignored -> integer hundredths ('12,5' -> 1250),
 * or null when it is not such a number.
 */
export function parseHundredths(text: string): number | null {
  const match = /^(\d*)(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const units = match[1] ?? '';
  const decimals = match[2] ?? '';
  if (units === '' && decimals === '') return null;
  const hundredths = Number(units || '0') * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(hundredths) ? hundredths : null;
}
