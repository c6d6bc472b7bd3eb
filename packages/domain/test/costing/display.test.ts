import { describe, expect, it } from 'vitest';
import {
  calibrationText,
  costUnit,
  formatMeasure,
  measureUnit,
  parseEuros,
  parseHundredths,
  parseMeasure,
} from '../../src/index.ts';

describe("calibration text 'Calibré à X€', with '/m²' for coatings (accounts-costing §9)", () => {
  it('reads per m² for a coating', () => {
    expect(calibrationText(1250, 'coating')).toBe('Calibré à 12,50€/m²');
  });
  it('reads per unit otherwise', () => {
    expect(calibrationText(123456, 'equipment')).toBe('Calibré à 1 234,56€');
    expect(calibrationText(500, null)).toBe('Calibré à 5,00€');
  });
});

describe('measure unit: m² for coatings, unit otherwise (inspection-core §9)', () => {
  it('gives the measure and cost units', () => {
    expect(measureUnit('coating')).toBe('m²');
    expect(measureUnit('equipment')).toBe('unit');
    expect(measureUnit(undefined)).toBe('unit');
    expect(costUnit('coating')).toBe('€/m²');
    expect(costUnit('equipment')).toBe('€');
  });
  it('measures are hundredths, typed with a comma', () => {
    expect(formatMeasure(150)).toBe('1,5');
    expect(formatMeasure(1200)).toBe('12');
    expect(formatMeasure(25)).toBe('0,25');
    expect(parseMeasure('1,5')).toBe(150);
    expect(parseMeasure('12.25')).toBe(1225);
    expect(parseMeasure(' 3 ')).toBe(300);
    expect(parseMeasure('')).toBeNull();
    expect(parseMeasure('1,234')).toBeNull();
    expect(parseMeasure('-2')).toBeNull();
    expect(parseMeasure('1\u202f234,5')).toBe(123450);
    expect(parseMeasure('99999999999999999')).toBeNull();
  });
});

describe('a measure and a currency input are parsed the same way (inspection-core §5)', () => {
  it('parseMeasure and parseEuros share parseHundredths (parseEuros also drops a trailing €)', () => {
    for (const text of ['1,5', '12.25', ' 3 ', '', '1,234', '-2', '1 234,56', ',5', 'abc'])
      expect(parseMeasure(text), text).toBe(parseHundredths(text));
    for (const text of ['1,5', '1 234,56', '0,05', '-2', '1.234,56'])
      expect(parseEuros(`${text} €`), text).toBe(parseHundredths(text));
  });
});
