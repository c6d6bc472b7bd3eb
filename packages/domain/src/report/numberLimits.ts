/**
 * The largest number each numeric field of a report, a costing or a calibration may hold (not in the
 * spec: docs/ARCHITECTURE.md "Trust"), so that whatever is stored can always be read back and summed.
 * Each bound is far beyond what an agency types, yet small enough that the values land in PostgreSQL
 * `integer` columns (costing lines, calibrations: 2 147 483 647 at most) and that the totals of a
 * whole report stay safe integers in JavaScript.
 *
 * | bound            | fields                                                                       |
 * | ---------------- | ---------------------------------------------------------------------------- |
 * | amount           | 20 000 000,00 €: a pre-quote's cost, a costing line's cost (cents)           |
 * | measure          | 1 000 units or m²: a pre-quote's and a costing line's measure (hundredths)   |
 * | unit cost        | 20 000,00 € per unit or m²: a calibration's unit cost (cents)                |
 * | tax rate         | 100 %: a calibration's and a costing line's VAT (hundredths of a percent)     |
 * | wear             | 0 to 100 % in steps of 5 (constants.ts)                                      |
 * | count            | 1 000 000: a key count (and their total) or any count of a number field      |
 * | field number     | ±1 000 000 000: any other number an element's custom fields hold             |
 * | id               | 2 147 483 647: element ids, calibration and costing ids a rate points to      |
 * | time             | the end of year 9999: dates and photo times (four-digit years, ISO 8601)      |
 * | deposit          | 1 000 000,00 € (deposit.ts)                                                  |
 *
 * Why these hold: the largest automatic cost, measure × unit cost, is MAX_MEASURE / 100 ×
 * MAX_UNIT_COST = MAX_AMOUNT_CENTS, an int4; the largest costing, MAX_REPORT_ELEMENTS lines at
 * MAX_AMOUNT_CENTS with 100 % VAT, is 2 × 10^13 cents, and the largest key total 5 × 10^9, both
 * far within Number.MAX_SAFE_INTEGER.
 */

/** The largest value of a PostgreSQL `integer` column (and of a `serial` id). */
export const MAX_INT4 = 2_147_483_647;
/** Cents of one amount: 20 million euros. */
export const MAX_AMOUNT_CENTS = 2_000_000_000;
/** Hundredths of a unit or of a m² of one measure: 1 000 units or m². */
export const MAX_MEASURE = 100_000;
/** Cents per unit or per m² of a calibration line: 20 000 €. */
export const MAX_UNIT_COST = 2_000_000;
/** Hundredths of a percent: 100 %. */
export const MAX_TAX_RATE = 10_000;
/** A count typed in an element's number field (keys, equipment), or the keys' total. */
export const MAX_COUNT = 1_000_000;
/** Any other number an element's custom fields hold, either sign. */
export const MAX_FIELD_NUMBER = 1_000_000_000;
/**
 * Milliseconds since 1970 up to 9999-12-31T23:59:59.999Z. Date holds times up to year 275760, but
 * beyond year 9999 its ISO text has six digits and a sign, which PostgreSQL does not read.
 */
export const MAX_TIME_MS = 253_402_300_799_999;
