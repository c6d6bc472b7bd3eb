import { describe, expect, it } from 'vitest';
import {
  CALIBRATION_DUPLICATE_MESSAGE,
  CALIBRATION_DUPLICATE_TITLE,
  CalibrationConfigSchema,
  CalibrationElementSchema,
  applyCalibrationChange,
  areSameCalibration,
  calibrationNatureChoices,
  effectiveTaxRate,
  effectiveUnitCost,
  hasDuplicateCalibration,
  inheritedTaxRate,
  inheritedUnitCost,
  isCalibrationComplete,
  isInheritedCalibration,
  setCalibrationReference,
  type CalibrationConfig,
} from '../../src/index.ts';
import { calibration } from './fixtures.ts';

const config: CalibrationConfig = CalibrationConfigSchema.parse({
  elements: {
    Murs: { label: 'Murs', category: 'Revêtements', natures: ['Peinture', 'Papier peint'], type: 'coating' },
    Evier: { label: 'Evier', category: 'Sanitaires', natures: [], type: 'equipment' },
  },
  actions: ['all', 'repair', 'replace', 'clean'],
});

describe('calibration element schema (accounts-costing §3)', () => {
  it('accepts the common part with user, group and parent parts', () => {
    const item = calibration({ unitCost: 1250, group: { id: 3, unitCost: 1000, taxRate: 1000 } });
    expect(CalibrationElementSchema.parse(item)).toEqual(item);
  });
  it('rejects an unknown action or type and a negative or fractional unit cost', () => {
    expect(CalibrationElementSchema.safeParse(calibration({ action: 'paint' as never })).success).toBe(false);
    expect(CalibrationElementSchema.safeParse(calibration({ type: 'furniture' as never })).success).toBe(
      false,
    );
    expect(CalibrationElementSchema.safeParse(calibration({ unitCost: -1 })).success).toBe(false);
    expect(CalibrationElementSchema.safeParse(calibration({ unitCost: 12.5 })).success).toBe(false);
  });
});

describe('calibration validity: type and action set, and reference or name (accounts-costing §5)', () => {
  it('is valid with type, action and a reference', () => {
    expect(isCalibrationComplete(calibration({}))).toBe(true);
  });
  it('is valid with type, action and a custom name', () => {
    expect(isCalibrationComplete(calibration({ custom: true, reference: null, name: 'Store' }))).toBe(true);
  });
  it('is invalid without type, without action, or without reference and name', () => {
    expect(isCalibrationComplete(calibration({ type: null }))).toBe(false);
    expect(isCalibrationComplete(calibration({ action: null }))).toBe(false);
    expect(isCalibrationComplete(calibration({ reference: null, name: null }))).toBe(false);
    expect(isCalibrationComplete(calibration({ reference: null, name: '  ' }))).toBe(false);
  });
});

describe('two identical elements are not allowed (accounts-costing §5)', () => {
  const existing = calibration({ nature: 'Peinture', action: 'repair', unitCost: 100 });
  it("refuses with title 'Non-autorisé' and the spec's message, leaving the list unchanged", () => {
    const twin = calibration({ nature: 'Peinture', action: 'repair', unitCost: 200 });
    const result = applyCalibrationChange([existing], twin);
    expect(result).toEqual({
      ok: false,
      title: 'Non-autorisé',
      message: 'Un élément identique existe déjà, vous ne pouvez pas en avoir deux identiques !',
    });
    expect(CALIBRATION_DUPLICATE_TITLE).toBe('Non-autorisé');
    expect(CALIBRATION_DUPLICATE_MESSAGE).toBe(
      'Un élément identique existe déjà, vous ne pouvez pas en avoir deux identiques !',
    );
  });
  it('accepts a different nature or action, appends a new line and replaces an edited one', () => {
    const otherAction = calibration({ nature: 'Peinture', action: 'replace' });
    const added = applyCalibrationChange([existing], otherAction);
    expect(added).toEqual({ ok: true, items: [existing, otherAction] });
    const edited = { ...existing, user: { id: 1, unitCost: 150, taxRate: 2000 } };
    expect(applyCalibrationChange([existing, otherAction], edited)).toEqual({
      ok: true,
      items: [edited, otherAction],
    });
  });
  it("a line is not its own duplicate; null nature equals 'all'; custom names compare without case", () => {
    expect(hasDuplicateCalibration([existing], existing)).toBe(false);
    expect(areSameCalibration(calibration({ nature: null }), calibration({ nature: 'all' }))).toBe(true);
    const a = calibration({ custom: true, reference: null, name: 'Store' });
    const b = calibration({ custom: true, reference: null, name: ' store ' });
    expect(areSameCalibration(a, b)).toBe(true);
    expect(areSameCalibration(a, calibration({ reference: 'Store' }))).toBe(false);
  });
  it('lines still being typed are never duplicates', () => {
    expect(areSameCalibration(calibration({ action: null }), calibration({ action: null }))).toBe(false);
    expect(areSameCalibration(calibration({ reference: null }), calibration({ reference: null }))).toBe(
      false,
    );
  });
});

describe("custom reference: 'custom' sets the flag and clears the reference (accounts-costing §4)", () => {
  it("choosing 'custom' sets custom and clears the reference", () => {
    const item = setCalibrationReference(calibration({ nature: 'Peinture' }), 'custom');
    expect(item).toMatchObject({ custom: true, reference: null, nature: 'all' });
  });
  it('choosing a standard reference clears custom and the custom name, and takes the type from the config', () => {
    const custom = calibration({ custom: true, reference: null, name: 'Store', type: 'coating' });
    expect(setCalibrationReference(custom, 'Evier', config)).toMatchObject({
      custom: false,
      reference: 'Evier',
      name: null,
      type: 'equipment',
    });
    expect(setCalibrationReference(custom, 'Unknown').type).toBe('coating');
  });
});

describe("nature selector: coatings with a reference only, 'Toutes' then the natures (accounts-costing §5)", () => {
  it('lists Toutes and the natures of the reference', () => {
    expect(calibrationNatureChoices(calibration({}), config)).toEqual([
      { value: 'all', label: 'Toutes' },
      { value: 'Peinture', label: 'Peinture' },
      { value: 'Papier peint', label: 'Papier peint' },
    ]);
    expect(calibrationNatureChoices(calibration({ reference: 'Plafond' }), config)).toEqual([
      { value: 'all', label: 'Toutes' },
    ]);
  });
  it('is hidden for equipment and for custom elements', () => {
    expect(calibrationNatureChoices(calibration({ reference: 'Evier', type: 'equipment' }), config)).toEqual(
      [],
    );
    expect(
      calibrationNatureChoices(calibration({ custom: true, reference: null, name: 'x' }), config),
    ).toEqual([]);
  });
});

describe('effective unit cost: own override, else group, else parent group (accounts-costing §4, §6)', () => {
  const parent = { id: 'p', unitCost: 300, taxRate: 550 };
  const group = { id: 'g', unitCost: 200, taxRate: 1000 };
  it('uses the own value first', () => {
    const item = calibration({ unitCost: 100, group, parent });
    expect(effectiveUnitCost(item)).toBe(100);
    expect(effectiveTaxRate(item)).toBe(2000);
  });
  it("deleting the own value falls back to the group's", () => {
    const item = calibration({ user: { id: 'u', unitCost: null, taxRate: null }, group, parent });
    expect(effectiveUnitCost(item)).toBe(200);
    expect(effectiveTaxRate(item)).toBe(1000);
  });
  it("then to the parent group's", () => {
    const item = calibration({ group: { id: 'g', unitCost: null, taxRate: null }, parent });
    expect(effectiveUnitCost(item)).toBe(300);
    expect(effectiveTaxRate(item)).toBe(550);
  });
  it('is null when no level sets it', () => {
    expect(effectiveUnitCost(calibration({}))).toBeNull();
    expect(effectiveTaxRate(calibration({}))).toBeNull();
  });
  it('the read-only column shows the inherited value of the screen owner', () => {
    const item = calibration({ unitCost: 100, group, parent });
    expect(inheritedUnitCost(item, 'user')).toBe(200);
    expect(inheritedUnitCost(item, 'group')).toBe(300);
    expect(inheritedUnitCost(calibration({ unitCost: 1 }), 'user')).toBeNull();
  });
  it("the read-only VAT is the group's for a member, the parent's for a sub-group", () => {
    const item = calibration({ unitCost: 100, group, parent });
    expect(inheritedTaxRate(item, 'user')).toBe(1000);
    expect(inheritedTaxRate(item, 'group')).toBe(550);
    expect(
      inheritedTaxRate(calibration({ group: { id: 'g', unitCost: 200, taxRate: null }, parent }), 'user'),
    ).toBe(550);
    expect(inheritedTaxRate(calibration({ unitCost: 1 }), 'user')).toBeNull();
  });
  it('group-defined elements are inherited for a member; parent-defined ones for a sub-group', () => {
    expect(isInheritedCalibration(calibration({ group }), 'user')).toBe(true);
    expect(isInheritedCalibration(calibration({ unitCost: 1 }), 'user')).toBe(false);
    expect(isInheritedCalibration(calibration({ group }), 'group')).toBe(false);
    expect(isInheritedCalibration(calibration({ group, parent }), 'group')).toBe(true);
  });
});
