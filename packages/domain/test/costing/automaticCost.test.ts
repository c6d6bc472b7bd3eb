import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { automaticCost, isAutomaticCost } from '../../src/index.ts';

describe('automatic cost = measure/100 × unit cost × (1 − wear/100) (accounts-costing §9)', () => {
  it('prices 12,5 m² at 20,00 €/m² with no wear as 250,00 €', () => {
    expect(automaticCost({ measure: 1250, unitCost: 2000, wear: 0 })).toBe(25000);
  });
  it('applies the wear reduction factor', () => {
    expect(automaticCost({ measure: 1250, unitCost: 2000, wear: 40 })).toBe(15000);
    expect(automaticCost({ measure: 100, unitCost: 9999, wear: 100 })).toBe(0);
  });
  it('rounds once, to the nearest cent, halves up', () => {
    // 0,33 unit × 1,01 € = 0,3333 € -> 33 cents
    expect(automaticCost({ measure: 33, unitCost: 101, wear: 0 })).toBe(33);
    // 0,5 unit × 0,01 € = 0,005 € -> 1 cent (half up)
    expect(automaticCost({ measure: 50, unitCost: 1, wear: 0 })).toBe(1);
    // 1,5 unit × 10,01 € × 0,95 = 14,26425 € -> 14,26 €
    expect(automaticCost({ measure: 150, unitCost: 1001, wear: 5 })).toBe(1426);
  });
  it('refuses negative measures or unit costs and wear outside 0..100', () => {
    expect(() => automaticCost({ measure: -1, unitCost: 1, wear: 0 })).toThrow(RangeError);
    expect(() => automaticCost({ measure: 1, unitCost: Number.NaN, wear: 0 })).toThrow(RangeError);
    expect(() => automaticCost({ measure: 1, unitCost: 1, wear: 105 })).toThrow(RangeError);
    expect(() => automaticCost({ measure: 1, unitCost: 1, wear: -5 })).toThrow(RangeError);
  });
  it('never exceeds the unworn cost and never goes below 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 20 }).map((n) => n * 5),
        (measure, unitCost, wear) => {
          const cost = automaticCost({ measure, unitCost, wear });
          expect(cost).toBeGreaterThanOrEqual(0);
          expect(cost).toBeLessThanOrEqual(automaticCost({ measure, unitCost, wear: 0 }));
          expect(Number.isInteger(cost)).toBe(true);
        },
      ),
    );
  });
  it('a cost is automatic only when it equals the automatic cost of its measure', () => {
    expect(isAutomaticCost({ cost: 25000, measure: 1250, unitCost: 2000 })).toBe(true);
    expect(isAutomaticCost({ cost: 15000, measure: 1250, unitCost: 2000, wear: 40 })).toBe(true);
    expect(isAutomaticCost({ cost: 24999, measure: 1250, unitCost: 2000 })).toBe(false);
    expect(isAutomaticCost({ cost: null, measure: 1250, unitCost: 2000 })).toBe(false);
    expect(isAutomaticCost({ cost: 0, measure: null, unitCost: 2000 })).toBe(false);
    expect(isAutomaticCost({ cost: 0, measure: 0, unitCost: null })).toBe(false);
  });
});
