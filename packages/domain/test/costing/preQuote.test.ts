import { describe, expect, it } from 'vitest';
import {
  emptyPreQuote,
  findCalibration,
  isAutomaticPreQuote,
  preQuoteMode,
  setPreQuoteAction,
  setPreQuoteCost,
  setPreQuoteMeasure,
  setToQuote,
  type Rate,
} from '../../src/index.ts';
import { calibration } from './fixtures.ts';

describe('pre-quote toggle (inspection-core §4)', () => {
  it('turning toQuote on creates a preQuote with action, measure, cost and calibrationId all empty', () => {
    const rate: Rate = { condition: 'Bon état', other: 'Trou' };
    const next = setToQuote(rate, true);
    expect(next).toEqual({
      condition: 'Bon état',
      other: 'Trou',
      toQuote: true,
      preQuote: { action: null, measure: null, cost: null, calibrationId: null },
    });
    expect(rate).toEqual({ condition: 'Bon état', other: 'Trou' });
  });
  it('turning it off sets preQuote to empty (null)', () => {
    const on = setToQuote({}, true);
    expect(setToQuote(on, false)).toEqual({ toQuote: false, preQuote: null });
  });
});

describe('pre-quote automatic vs manual: unit cost × measure / 100 === cost (inspection-core §4)', () => {
  it('is automatic when the cost equals unit cost × measure / 100', () => {
    const pq = { ...emptyPreQuote(), measure: 250, cost: 5000 };
    expect(isAutomaticPreQuote(pq, 2000)).toBe(true);
    expect(preQuoteMode(pq, 2000)).toBe('automatic');
  });
  it('is manual otherwise, or without a calibration', () => {
    const pq = { ...emptyPreQuote(), measure: 250, cost: 4500 };
    expect(preQuoteMode(pq, 2000)).toBe('manual');
    expect(preQuoteMode({ ...pq, cost: 5000 }, null)).toBe('manual');
  });
});

describe('pre-quote measure, action and cost (inspection-core §4)', () => {
  const cal = calibration({ reference: 'Murs', nature: 'all', action: 'repair', unitCost: 2000 });
  it('changing the measure recomputes the cost and stores the calibration found', () => {
    const next = setPreQuoteMeasure({ ...emptyPreQuote(), action: 'repair', cost: 1 }, 1250, cal);
    expect(next).toEqual({ action: 'repair', measure: 1250, cost: 25000, calibrationId: cal.user?.id });
  });
  it('without a calibration, changing the measure keeps the typed cost and stores no calibration', () => {
    const next = setPreQuoteMeasure({ ...emptyPreQuote(), cost: 777, calibrationId: 9 }, 300, undefined);
    expect(next).toEqual({ action: null, measure: 300, cost: 777, calibrationId: null });
  });
  it('a calibration without unit cost is no cost: the typed cost stays and no calibration is stored', () => {
    const noCost = calibration({ unitCost: null });
    const next = setPreQuoteMeasure({ ...emptyPreQuote(), cost: 777, calibrationId: 4 }, 300, noCost);
    expect(next.cost).toBe(777);
    expect(next.calibrationId).toBeNull();
  });
  it('the line found first is used even without a cost: a generic line does not price the pre-quote', () => {
    const exactWithoutCost = calibration({ nature: 'Peinture', action: 'repair', unitCost: null });
    const generic = calibration({ nature: 'all', action: 'all', unitCost: 2000 });
    const found = findCalibration([generic, exactWithoutCost], {
      element: 'Murs',
      nature: 'Peinture',
      action: 'repair',
    });
    const next = setPreQuoteAction({ ...emptyPreQuote(), measure: 200, cost: 999 }, 'repair', found);
    expect(next).toEqual({ action: 'repair', measure: 200, cost: 999, calibrationId: null });
  });
  it('clearing the measure keeps the cost', () => {
    expect(setPreQuoteMeasure({ ...emptyPreQuote(), measure: 100, cost: 2000 }, null, cal).cost).toBe(2000);
  });
  it("choosing an action prices with that action's calibration when the measure is known", () => {
    const replace = calibration({ action: 'replace', unitCost: 5000 });
    const next = setPreQuoteAction({ ...emptyPreQuote(), measure: 200, cost: 4000 }, 'replace', replace);
    expect(next).toEqual({ action: 'replace', measure: 200, cost: 10000, calibrationId: replace.user?.id });
    expect(setPreQuoteAction(emptyPreQuote(), 'clean', undefined)).toEqual({
      ...emptyPreQuote(),
      action: 'clean',
    });
  });
  it('a cost typed by hand is kept and makes the quote manual', () => {
    const auto = setPreQuoteMeasure(emptyPreQuote(), 100, cal);
    const manual = setPreQuoteCost(auto, 1999);
    expect(manual.cost).toBe(1999);
    expect(preQuoteMode(manual, 2000)).toBe('manual');
  });
});
