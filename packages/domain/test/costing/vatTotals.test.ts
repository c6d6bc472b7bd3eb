import { describe, expect, it } from 'vitest';
import { VAT_RATES, costingTotals, formatVatRate, isVatRate, vatAmount } from '../../src/index.ts';

describe('VAT in hundredths of a percent (accounts-costing §9)', () => {
  it('offers 2000 (20 %), 1000 (10 %), 550 (5,5 %) and 0 (no VAT), in that order', () => {
    expect(VAT_RATES).toEqual([2000, 1000, 550, 0]);
    expect(isVatRate(550)).toBe(true);
    expect(isVatRate(1960)).toBe(false);
    expect(VAT_RATES.map(formatVatRate)).toEqual(['20 %', '10 %', '5,5 %', '0 %']);
  });
  it('tax amount = cost × rate / 10000, rounded to the cent', () => {
    expect(vatAmount(10000, 2000)).toBe(2000);
    expect(vatAmount(10000, 550)).toBe(550);
    expect(vatAmount(999, 550)).toBe(55); // 54,945 -> 55
    expect(vatAmount(12345, 0)).toBe(0);
  });
});

describe('costing totals: HT, TVA, TTC (accounts-costing §9)', () => {
  it('only enabled lines count', () => {
    const totals = costingTotals([
      { enabled: true, cost: 10000, taxRate: 2000 },
      { enabled: true, cost: 5000, taxRate: 1000 },
      { enabled: false, cost: 99999, taxRate: 2000 },
    ]);
    expect(totals).toEqual({ ht: 15000, tva: 2500, ttc: 17500 });
  });
  it('TTC = cost × (1 + rate/10000) summed, equal to HT + TVA, with 5,5 % and no VAT', () => {
    expect(
      costingTotals([
        { enabled: true, cost: 20000, taxRate: 550 },
        { enabled: true, cost: 3000, taxRate: 0 },
      ]),
    ).toEqual({ ht: 23000, tva: 1100, ttc: 24100 });
  });
  it('a line without a cost counts as 0; no lines give zeros', () => {
    expect(costingTotals([{ enabled: true, cost: null, taxRate: 2000 }])).toEqual({ ht: 0, tva: 0, ttc: 0 });
    expect(costingTotals([])).toEqual({ ht: 0, tva: 0, ttc: 0 });
  });
});
