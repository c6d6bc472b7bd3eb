import { describe, expect, it } from 'vitest';
import {
  CostingLineSchema,
  isAutomaticLineCost,
  isValidWear,
  setLineAction,
  setLineCost,
  setLineMeasure,
  setLineWear,
  showWearSlider,
  snapWear,
  wearFactor,
  type CostingLine,
} from '../../src/index.ts';

function line(partial: Partial<CostingLine> = {}): CostingLine {
  return {
    id: 7,
    name: 'Salon > Murs',
    module: 'Salon',
    enabled: true,
    action: 'repair',
    task: 'Reboucher et repeindre',
    measure: 1000,
    nature: 'Peinture',
    wear: 0,
    cost: 20000,
    taxRate: 2000,
    beforeDescription: 'Bon état',
    afterDescription: 'Trous',
    ...partial,
  };
}

describe('costing line schema (accounts-costing §3)', () => {
  it('accepts a full line', () => {
    expect(CostingLineSchema.parse(line())).toEqual(line());
  });
  it('wear is 0..100 in steps of 5; cost is integer cents; action is clean, repair or replace', () => {
    expect(CostingLineSchema.safeParse(line({ wear: 7 })).success).toBe(false);
    expect(CostingLineSchema.safeParse(line({ wear: 105 })).success).toBe(false);
    expect(CostingLineSchema.safeParse(line({ cost: 10.5 })).success).toBe(false);
    expect(CostingLineSchema.safeParse(line({ action: 'paint' as never })).success).toBe(false);
    expect(CostingLineSchema.safeParse(line({ action: 'clean' })).success).toBe(true);
  });
});

describe('wear slider 0 to 100, step 5 (accounts-costing §5, §9)', () => {
  it('snaps to the nearest multiple of 5 within 0..100', () => {
    expect([0, 2, 3, 42, 47.5, 99, 120, -10, Number.NaN].map(snapWear)).toEqual([
      0, 0, 5, 40, 50, 100, 100, 0, 0,
    ]);
  });
  it('validates slider values', () => {
    expect(isValidWear(35)).toBe(true);
    expect(isValidWear(33)).toBe(false);
    expect(isValidWear(110)).toBe(false);
  });
  it('reduction factor is 1 − wear/100', () => {
    expect(wearFactor(0)).toBe(1);
    expect(wearFactor(25)).toBe(0.75);
  });
});

describe('costing line rules (accounts-costing §4)', () => {
  it('cost is automatic when it equals measure/100 × unit cost × (1 − wear)', () => {
    expect(isAutomaticLineCost(line({ measure: 1000, cost: 20000, wear: 0 }), 2000)).toBe(true);
    expect(isAutomaticLineCost(line({ measure: 1000, cost: 15000, wear: 25 }), 2000)).toBe(true);
    expect(isAutomaticLineCost(line({ measure: 1000, cost: 20000, wear: 25 }), 2000)).toBe(false);
    expect(isAutomaticLineCost(line(), null)).toBe(false);
  });
  it('editing the measure recomputes the cost if a calibration exists', () => {
    expect(setLineMeasure(line({ wear: 20 }), 500, 2000)).toMatchObject({ measure: 500, cost: 8000 });
  });
  it('editing the measure keeps the cost without a calibration', () => {
    expect(setLineMeasure(line(), 500, null)).toMatchObject({ measure: 500, cost: 20000 });
    expect(setLineMeasure(line(), null, 2000)).toMatchObject({ measure: null, cost: 20000 });
  });
  it('choosing action clean sets wear to 0 and hides the wear slider', () => {
    const cleaned = setLineAction(line({ wear: 30, cost: 14000 }), 'clean', { before: 2000, after: 500 });
    expect(cleaned.wear).toBe(0);
    expect(cleaned.cost).toBe(5000);
    expect(showWearSlider(cleaned)).toBe(false);
    expect(showWearSlider(line())).toBe(true);
    const typed = setLineAction(line({ wear: 30, cost: 999 }), 'clean', { before: 2000, after: 500 });
    expect(typed).toMatchObject({ wear: 0, cost: 999 });
  });
  it("changing the action reprices an automatic cost with the new action's unit cost", () => {
    expect(
      setLineAction(line({ wear: 30, cost: 14000 }), 'replace', { before: 2000, after: 6000 }),
    ).toMatchObject({ action: 'replace', wear: 30, cost: 42000 });
  });
  it('changing the action keeps a typed cost, and keeps the cost when the new action has no unit cost', () => {
    expect(setLineAction(line({ cost: 12345 }), 'replace', { before: 2000, after: 6000 })).toMatchObject({
      action: 'replace',
      cost: 12345,
    });
    expect(setLineAction(line(), 'replace', { before: 2000, after: null })).toMatchObject({ cost: 20000 });
    expect(setLineAction(line(), 'replace', { before: null, after: 6000 })).toMatchObject({ cost: 20000 });
  });
  it('editing the cost by hand resets wear to 0', () => {
    expect(setLineCost(line({ wear: 40 }), 12345)).toMatchObject({ cost: 12345, wear: 0 });
  });
  it('moving the wear slider reprices an automatic cost but not a typed one', () => {
    expect(setLineWear(line(), 25, 2000)).toMatchObject({ wear: 25, cost: 15000 });
    expect(setLineWear(line({ cost: 9999 }), 25, 2000)).toMatchObject({ wear: 25, cost: 9999 });
    expect(setLineWear(line(), 23, null)).toMatchObject({ wear: 25, cost: 20000 });
  });
  it('leaves the line it was given untouched', () => {
    const original = line({ wear: 30 });
    setLineAction(original, 'clean', { before: 2000, after: 2000 });
    setLineCost(original, 1);
    expect(original).toEqual(line({ wear: 30 }));
  });
});
