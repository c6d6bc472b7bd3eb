import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AmountSchema,
  automaticCost,
  CalibrationPartSchema,
  CostingLineSchema,
  costingTotals,
  CountSchema,
  createReport,
  keyCount,
  LocalReportSchema,
  MAX_AMOUNT_CENTS,
  MAX_COUNT,
  MAX_FIELD_NUMBER,
  MAX_INT4,
  MAX_MEASURE,
  MAX_REPORT_ELEMENTS,
  MAX_TAX_RATE,
  MAX_TIME_MS,
  MAX_UNIT_COST,
  MeasureSchema,
  PreQuoteSchema,
  RateSchema,
  TimeSchema,
  type CostingLine,
  type LocalReport,
} from '../../src/index.ts';
import { info } from './fixtures.ts';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the bounds of numbers', () => {
  it('keep the largest automatic cost an amount, and amounts within PostgreSQL integer columns', () => {
    expect(automaticCost({ measure: MAX_MEASURE, unitCost: MAX_UNIT_COST, wear: 0 })).toBe(MAX_AMOUNT_CENTS);
    expect(MAX_AMOUNT_CENTS).toBeLessThanOrEqual(MAX_INT4);
    // The largest costing: every element of the largest report quoted at the largest amount, 100 % VAT.
    const line: CostingLine = {
      id: 1,
      name: 'Salon > Murs',
      module: 'Salon',
      enabled: true,
      action: 'replace',
      task: null,
      measure: MAX_MEASURE,
      nature: null,
      wear: 0,
      cost: MAX_AMOUNT_CENTS,
      taxRate: MAX_TAX_RATE,
      beforeDescription: null,
      afterDescription: null,
    };
    const totals = costingTotals(Array.from({ length: MAX_REPORT_ELEMENTS }, () => line));
    expect(totals.ttc).toBe(2 * MAX_REPORT_ELEMENTS * MAX_AMOUNT_CENTS);
    expect(Number.isSafeInteger(totals.ttc)).toBe(true);
  });

  it('take every value up to the bound and refuse one more, in French', () => {
    const table = [
      [AmountSchema, MAX_AMOUNT_CENTS, 'montant trop élevé (20 000 000,00 € au plus)'],
      [MeasureSchema, MAX_MEASURE, /^mesure trop grande \(1.000 unités ou m² au plus\)$/],
      [CountSchema, MAX_COUNT, /^nombre trop grand \(1.000.000 au plus\)$/],
      [TimeSchema, MAX_TIME_MS, 'date invalide'],
    ] as const;
    for (const [schema, max, message] of table) {
      expect(schema.safeParse(max).success).toBe(true);
      expect(schema.safeParse(0).success).toBe(true);
      expect(firstIssue(schema.safeParse(max + 1))).toMatch(message);
      expect(schema.safeParse(-1).success).toBe(false);
      expect(schema.safeParse(1.5).success).toBe(false);
    }
  });

  it('bound the pre-quote, the rate, the costing line and the calibration', () => {
    const preQuote = {
      action: 'repair',
      measure: MAX_MEASURE,
      cost: MAX_AMOUNT_CENTS,
      calibrationId: MAX_INT4,
    };
    expect(PreQuoteSchema.safeParse(preQuote).success).toBe(true);
    expect(PreQuoteSchema.safeParse({ ...preQuote, cost: 2 ** 31 }).success).toBe(false);
    expect(PreQuoteSchema.safeParse({ ...preQuote, measure: MAX_MEASURE + 1 }).success).toBe(false);
    expect(PreQuoteSchema.safeParse({ ...preQuote, calibrationId: MAX_INT4 + 1 }).success).toBe(false);
    expect(PreQuoteSchema.safeParse({ ...preQuote, calibrationId: 'g:12' }).success).toBe(true);

    expect(RateSchema.safeParse({ number: MAX_COUNT, typeCustom1: -MAX_FIELD_NUMBER }).success).toBe(true);
    expect(RateSchema.safeParse({ number: MAX_COUNT + 1 }).success).toBe(false);
    expect(RateSchema.safeParse({ number: ` ${MAX_COUNT + 1} ` }).success).toBe(false);
    expect(RateSchema.safeParse({ number: '2 clés' }).success).toBe(true);
    expect(RateSchema.safeParse({ typeCustom1: MAX_FIELD_NUMBER + 1 }).success).toBe(false);
    expect(RateSchema.safeParse({ costingId: 2 ** 31 }).success).toBe(false);

    const line = CostingLineSchema.shape;
    expect(line.cost.safeParse(MAX_AMOUNT_CENTS + 1).success).toBe(false);
    expect(line.measure.safeParse(MAX_MEASURE + 1).success).toBe(false);
    expect(firstIssue(line.wear.safeParse(7))).toBe('vétusté invalide (de 0 à 100 %, par pas de 5)');
    expect(line.taxRate.safeParse(MAX_TAX_RATE + 1).success).toBe(false);

    const part = { id: 3, unitCost: MAX_UNIT_COST, taxRate: MAX_TAX_RATE };
    expect(CalibrationPartSchema.safeParse(part).success).toBe(true);
    expect(CalibrationPartSchema.safeParse({ ...part, unitCost: MAX_UNIT_COST + 1 }).success).toBe(false);
    expect(CalibrationPartSchema.safeParse({ ...part, taxRate: MAX_TAX_RATE + 1 }).success).toBe(false);
  });

  it('bound the report: dates, photo times, element ids, counts of missing photos', () => {
    const report: LocalReport = createReport({ edlIO: 'Entrant', template: 'default', info: info(), now: 1 });
    const accepts = (patch: Partial<LocalReport>) =>
      LocalReportSchema.safeParse({ ...report, ...patch }).success;
    expect(accepts({ date: MAX_TIME_MS })).toBe(true);
    expect(accepts({ date: MAX_TIME_MS + 1 })).toBe(false);
    expect(accepts({ missingPhotosOnDuplicationCount: 2001 })).toBe(false);
    const [room, ...rooms] = report.edl;
    if (!room) throw new Error('a report without rooms');
    expect(accepts({ edl: [{ ...room, id: MAX_INT4 }, ...rooms] })).toBe(true);
    expect(accepts({ edl: [{ ...room, id: MAX_INT4 + 1 }, ...rooms] })).toBe(false);
  });

  it('keep every costing of bounded lines a sum of safe integers, each line an int4', () => {
    const bounded = fc.record({
      measure: fc.integer({ min: 0, max: MAX_MEASURE }),
      unitCost: fc.integer({ min: 0, max: MAX_UNIT_COST }),
      wear: fc.integer({ min: 0, max: 20 }).map((step) => step * 5),
      taxRate: fc.integer({ min: 0, max: MAX_TAX_RATE }),
    });
    fc.assert(
      fc.property(fc.array(bounded, { minLength: 1, maxLength: 50 }), (drafts) => {
        const lines = drafts.map(({ measure, unitCost, wear, taxRate }, id) => ({
          ...CostingLineSchema.parse({
            id,
            name: 'x',
            module: null,
            enabled: true,
            action: 'repair',
            task: null,
            measure,
            nature: null,
            wear,
            cost: automaticCost({ measure, unitCost, wear }),
            taxRate,
            beforeDescription: null,
            afterDescription: null,
          }),
        }));
        for (const line of lines) expect(line.cost ?? 0).toBeLessThanOrEqual(MAX_INT4);
        const { ht, tva, ttc } = costingTotals(lines);
        expect([ht, tva, ttc].every(Number.isSafeInteger)).toBe(true);
      }),
    );
  });

  it('count a key field only up to the bound, so that a total is a safe integer', () => {
    expect(keyCount({ number: MAX_COUNT })).toBe(MAX_COUNT);
    expect(keyCount({ number: String(MAX_COUNT) })).toBe(MAX_COUNT);
    expect(keyCount({ number: MAX_COUNT + 1 })).toBe(0);
    expect(keyCount({ number: '9007199254740991' })).toBe(0);
  });
});
