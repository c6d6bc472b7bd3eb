/**
 * VAT (accounts-costing §9): rates are integers in hundredths of a percent, so 5,5 % is 550 and no
 * float ever holds a rate. Tax amount = cost × rate / 10 000, rounded to the nearest cent per line.
 */

/** The rates a line or a calibration may carry, in the spec's order: 20 %, 10 %, 5,5 %, none. */
export const VAT_RATES = [2000, 1000, 550, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

export function isVatRate(rate: number): rate is VatRate {
  return (VAT_RATES as readonly number[]).includes(rate);
}

/** Tax of one line in cents, rounded half up to the cent. */
export function vatAmount(cost: number, rate: number): number {
  return Math.round((cost * rate) / 10000);
}

/** '20 %', '5,5 %', '0 %': French decimal comma, as on the costing screen's select. */
export function formatVatRate(rate: number): string {
  return `${(rate / 100).toString().replace('.', ',')} %`;
}
