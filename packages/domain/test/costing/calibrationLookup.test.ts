import { describe, expect, it } from 'vitest';
import { calibratedUnitCost, calibrationIdOf, findCalibration, pricingCalibration } from '../../src/index.ts';
import { calibration } from './fixtures.ts';

describe('calibration lookup order (inspection-core §4, accounts-costing §4)', () => {
  const exact = calibration({ nature: 'Peinture', action: 'repair', unitCost: 100 });
  const natureAll = calibration({ nature: 'all', action: 'repair', unitCost: 200 });
  const actionAll = calibration({ nature: 'Peinture', action: 'all', unitCost: 300 });
  const bothAll = calibration({ nature: 'all', action: 'all', unitCost: 400 });
  const other = calibration({ reference: 'Sol', nature: 'all', action: 'all', unitCost: 999 });
  const items = [other, bothAll, actionAll, natureAll, exact];
  const query = { element: 'Murs', nature: 'Peinture', action: 'repair' } as const;

  it('finds the exact element, nature and action first', () => {
    expect(findCalibration(items, query)).toBe(exact);
  });
  it("falls back to nature 'all'", () => {
    expect(findCalibration([other, bothAll, actionAll, natureAll], query)).toBe(natureAll);
  });
  it("then to action 'all'", () => {
    expect(findCalibration([other, bothAll, actionAll], query)).toBe(actionAll);
  });
  it("then to both 'all'", () => {
    expect(findCalibration([other, bothAll], query)).toBe(bothAll);
  });
  it('finds nothing for another element', () => {
    expect(findCalibration([other], query)).toBeUndefined();
    expect(findCalibration(items, { element: 'Plafond', nature: null, action: 'clean' })).toBeUndefined();
  });
  it("reads a missing nature or action as 'all' (equipment has no nature)", () => {
    const equipment = calibration({
      reference: 'Evier',
      type: 'equipment',
      nature: null,
      action: 'replace',
      unitCost: 15000,
    });
    expect(findCalibration([equipment], { element: 'Evier', action: 'replace' })).toBe(equipment);
    expect(findCalibration([bothAll], { element: 'Murs' })).toBe(bothAll);
  });
  it('a calibration without a unit cost is treated as no cost: the first matching level wins, a more generic line never prices it', () => {
    const exactWithoutCost = calibration({ nature: 'Peinture', action: 'repair', unitCost: null });
    expect(findCalibration([exactWithoutCost, bothAll], query)).toBe(exactWithoutCost);
    expect(pricingCalibration([exactWithoutCost, bothAll], query)).toBeUndefined();
    expect(calibratedUnitCost([exactWithoutCost, bothAll], query)).toBeNull();
    const natureAllWithoutCost = calibration({ nature: 'all', action: 'repair' });
    expect(findCalibration([bothAll, actionAll, natureAllWithoutCost], query)).toBe(natureAllWithoutCost);
    expect(calibratedUnitCost([bothAll, actionAll, natureAllWithoutCost], query)).toBeNull();
    expect(findCalibration([exactWithoutCost], query)).toBe(exactWithoutCost);
    expect(pricingCalibration(items, query)).toBe(exact);
    expect(calibratedUnitCost(items, query)).toBe(100);
    expect(calibratedUnitCost([other], query)).toBeNull();
  });
  it("a group's or parent group's unit cost is a cost", () => {
    const fromGroup = calibration({
      nature: 'Peinture',
      action: 'repair',
      group: { id: 'g1', unitCost: 500, taxRate: 2000 },
    });
    expect(findCalibration([fromGroup, bothAll], query)).toBe(fromGroup);
    const fromParent = calibration({
      nature: 'Peinture',
      action: 'repair',
      parent: { id: 'p1', unitCost: 600, taxRate: null },
    });
    expect(findCalibration([fromParent, bothAll], query)).toBe(fromParent);
  });
  it('ignores lines still being typed (no action)', () => {
    const incomplete = calibration({ nature: 'all', action: null, unitCost: 1 });
    expect(findCalibration([incomplete], query)).toBeUndefined();
  });
  it('matches a custom element by its name, without case or surrounding spaces', () => {
    const custom = calibration({
      custom: true,
      reference: null,
      name: ' Store banne ',
      type: 'equipment',
      nature: null,
      action: 'all',
      unitCost: 4000,
    });
    expect(findCalibration([custom], { element: 'store banne', action: 'repair' })).toBe(custom);
    const unnamed = calibration({ custom: true, reference: null, name: null, action: 'all', unitCost: 1 });
    expect(findCalibration([unnamed], { element: '' })).toBeUndefined();
  });
  it('the stored calibration id is the id of the level whose unit cost applies', () => {
    const cascaded = calibration({
      user: { id: 'u1', unitCost: null, taxRate: null },
      group: { id: 'g1', unitCost: 500, taxRate: 2000 },
    });
    expect(calibrationIdOf(cascaded)).toBe('g1');
    const overridden = calibration({ unitCost: 1, group: { id: 'g2', unitCost: 2, taxRate: 0 } });
    expect(calibrationIdOf(overridden)).toBe(overridden.user?.id);
    expect(calibrationIdOf(calibration({}))).toBeNull();
  });
});
