import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_WEAR_FAMILY,
  DEFAULT_WEAR_GRID,
  WEAR_FAMILIES,
  completedMonths,
  defineWearGrid,
  wearGridRowProblem,
  suggestWear,
  wearFamilyOf,
} from '../../src/index.ts';

describe('default wear grid (beyond the spec: grille de vétusté of a collective agreement)', () => {
  it('has a row for every family, each consistent with its lifetime', () => {
    expect(Object.keys(DEFAULT_WEAR_GRID).sort()).toEqual([...WEAR_FAMILIES].sort());
    for (const row of Object.values(DEFAULT_WEAR_GRID)) {
      expect(row.franchiseYears).toBeLessThan(row.lifetimeYears);
      expect(row.residualShare).toBeGreaterThanOrEqual(0);
      expect(row.franchiseYears + (100 - row.residualShare) / row.yearlyAbatement).toBeLessThanOrEqual(
        row.lifetimeYears,
      );
    }
  });
  it('covers the families the brief names', () => {
    for (const family of [
      'peintures',
      'papiersPeints',
      'moquettes',
      'parquets',
      'carrelage',
      'sanitaires',
      'robinetterie',
      'electricite',
      'chauffage',
      'equipementsCuisine',
    ] as const) {
      expect(DEFAULT_WEAR_GRID[family].label).not.toBe('');
    }
  });
});

describe('suggestWear: no wear during the franchise, then the yearly abatement, up to 100 − residual', () => {
  // peintures (indicative): franchise 1 year, 15 % a year, residual 10 %.
  it('is 0 during the franchise', () => {
    expect(suggestWear({ family: 'peintures', entryDate: '2020-03-15', exitDate: '2021-03-14' })).toBe(0);
    expect(suggestWear({ family: 'peintures', entryDate: '2020-03-15', exitDate: '2021-03-15' })).toBe(0);
  });
  it('adds the abatement per year after the franchise, rounded to a multiple of 5', () => {
    expect(suggestWear({ family: 'peintures', entryDate: '2020-03-15', exitDate: '2023-03-15' })).toBe(30);
    // 2 years 6 months: 1,5 years after the franchise × 15 = 22,5 -> 25 (halves up)
    expect(suggestWear({ family: 'peintures', entryDate: '2020-01-01', exitDate: '2022-07-01' })).toBe(25);
  });
  it('never exceeds 100 − residual share (rounded down to the slider step)', () => {
    expect(suggestWear({ family: 'peintures', entryDate: '2000-01-01', exitDate: '2024-01-01' })).toBe(90);
    // équipements de cuisine: residual 16 % -> cap 84 -> 80
    expect(
      suggestWear({ family: 'equipementsCuisine', entryDate: '2000-01-01', exitDate: '2024-01-01' }),
    ).toBe(80);
  });
  it('is 0 when the exit is before the entry', () => {
    expect(suggestWear({ family: 'robinetterie', entryDate: '2024-01-01', exitDate: '2020-01-01' })).toBe(0);
  });
  it('accepts Date objects and timestamps, and a custom grid', () => {
    const entry = new Date(Date.UTC(2015, 0, 1));
    const exit = Date.UTC(2020, 0, 1);
    expect(suggestWear({ family: 'parquets', entryDate: entry, exitDate: exit })).toBe(0);
    const grid = {
      ...DEFAULT_WEAR_GRID,
      parquets: { ...DEFAULT_WEAR_GRID.parquets, franchiseYears: 0, yearlyAbatement: 10 },
    };
    expect(suggestWear({ family: 'parquets', entryDate: entry, exitDate: exit, grid })).toBe(50);
  });
  it('refuses invalid dates', () => {
    expect(() => suggestWear({ family: 'autres', entryDate: 'not a date', exitDate: '2020-01-01' })).toThrow(
      RangeError,
    );
  });
  it('always gives a multiple of 5 within 0..100', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WEAR_FAMILIES),
        fc.integer({ min: 0, max: 40 * 365 }),
        fc.integer({ min: 0, max: 40 * 365 }),
        (family, a, b) => {
          const day = 86_400_000;
          const wear = suggestWear({ family, entryDate: a * day, exitDate: b * day });
          expect(wear % 5).toBe(0);
          expect(wear).toBeGreaterThanOrEqual(0);
          expect(wear).toBeLessThanOrEqual(100 - DEFAULT_WEAR_GRID[family].residualShare);
        },
      ),
    );
  });
  it('counts whole months, anniversary based', () => {
    expect(completedMonths('2020-01-31', '2020-02-29')).toBe(0);
    expect(completedMonths('2020-01-31', '2020-03-31')).toBe(2);
    expect(completedMonths('2020-05-10T10:00:00Z', '2021-05-10')).toBe(12);
  });
});

describe('catalogue element -> wear family, with a default', () => {
  it.each([
    ['Murs', 'peintures'],
    ['Plafond', 'peintures'],
    ['Sol', 'solsSouples'],
    ['Porte', 'menuiseriesInterieures'],
    ['Plinthes', 'menuiseriesInterieures'],
    ['Placard', 'menuiseriesInterieures'],
    ['Fenêtre', 'menuiseriesExterieures'],
    ['Porte-fenêtre', 'menuiseriesExterieures'],
    ['Volets', 'menuiseriesExterieures'],
    ['Evier', 'sanitaires'],
    ['Ensemble évier', 'sanitaires'],
    ['WC', 'sanitaires'],
    ['Baignoire', 'sanitaires'],
    ['Robinetterie', 'robinetterie'],
    ['Radiateur', 'chauffage'],
    ['Chauffe-eau', 'chauffage'],
    ['Prises électriques', 'electricite'],
    ['Interrupteurs', 'electricite'],
    ['Plaque de cuisson', 'equipementsCuisine'],
    ['Hotte', 'equipementsCuisine'],
    ['Four', 'equipementsCuisine'],
    ['Fourreau de câble', DEFAULT_WEAR_FAMILY],
    ['VMC', 'ventilation'],
    ['Serrure', 'serrurerie'],
    ['Boîte aux lettres', DEFAULT_WEAR_FAMILY],
    ['Console', DEFAULT_WEAR_FAMILY],
  ])('%s -> %s', (name, family) => {
    expect(wearFamilyOf(name)).toBe(family);
  });
  it('the material wins over the element name', () => {
    expect(wearFamilyOf('Murs', 'Papier peint')).toBe('papiersPeints');
    expect(wearFamilyOf('Murs', 'Faïence')).toBe('carrelage');
    expect(wearFamilyOf('Murs', 'Peinture')).toBe('peintures');
    expect(wearFamilyOf('Sol', 'Parquet')).toBe('parquets');
    expect(wearFamilyOf('Sol', 'Moquette')).toBe('moquettes');
    expect(wearFamilyOf('Sol', 'Stratifié')).toBe('solsSouples');
    expect(wearFamilyOf('Plafond', 'Lambris')).toBe('menuiseriesInterieures');
    expect(wearFamilyOf('Sol', 'Béton ciré')).toBe('solsSouples');
    expect(wearFamilyOf('Sol', null)).toBe('solsSouples');
  });
});

describe("the default grid is an indicative default, to be replaced by the agency's own grid", () => {
  it('defineWearGrid overrides rows field by field and suggestWear uses it', () => {
    const grid = defineWearGrid({ peintures: { franchiseYears: 0, yearlyAbatement: 20, lifetimeYears: 5 } });
    expect(grid.peintures).toEqual({
      ...DEFAULT_WEAR_GRID.peintures,
      franchiseYears: 0,
      yearlyAbatement: 20,
      lifetimeYears: 5,
    });
    expect(grid.parquets).toEqual(DEFAULT_WEAR_GRID.parquets);
    const dates = { entryDate: '2020-01-01', exitDate: '2022-01-01' };
    expect(suggestWear({ family: 'peintures', ...dates, grid })).toBe(40);
    expect(suggestWear({ family: 'peintures', ...dates })).toBe(15);
    expect(defineWearGrid({}, grid).peintures.yearlyAbatement).toBe(20);
  });
  it('refuses an inconsistent row, naming its family', () => {
    expect(() => defineWearGrid({ parquets: { lifetimeYears: 2 } })).toThrow(/parquets/);
    expect(() => defineWearGrid({ autres: { residualShare: 120 } })).toThrow(RangeError);
    expect(() => defineWearGrid({ autres: { yearlyAbatement: -1 } })).toThrow(RangeError);
    expect(() => defineWearGrid({ autres: { yearlyAbatement: 0 } })).toThrow(RangeError);
    expect(
      wearGridRowProblem({
        label: 'Fixe',
        lifetimeYears: 1,
        franchiseYears: 0,
        yearlyAbatement: 0,
        residualShare: 100,
      }),
    ).toBeNull();
  });
});
