import { describe, expect, it } from 'vitest';
import { costingLineElement, costingLineType, costUnit, measureUnit } from '../../src/index.ts';

describe('a costing line names its element', () => {
  it("'Module > Entry' is an entry, priced as itself", () => {
    expect(costingLineElement({ name: 'Salon > Murs', module: 'Salon' })).toEqual({
      name: 'Murs',
      parentName: undefined,
      calibrationElement: 'Murs',
    });
  });
  it("'Entry > Sub-entry' is a sub-entry, priced as its entry", () => {
    expect(costingLineElement({ name: 'Porte > Ouvrant', module: 'Salon' })).toEqual({
      name: 'Ouvrant',
      parentName: 'Porte',
      calibrationElement: 'Porte',
    });
  });
});

describe('walls, floors and ceilings are coatings whatever their material', () => {
  it('a floor or wall line without a material is measured in m² and priced in €/m²', () => {
    for (const line of [
      { name: 'Salon > Sol', module: 'Salon' },
      { name: 'Chambre 1 > Murs', module: 'Chambre 1' },
      { name: 'Cuisine > Plafond', module: 'Cuisine' },
      { name: 'Salon > Murs 2', module: 'Salon' },
    ]) {
      expect(costingLineType(line)).toBe('coating');
      expect(measureUnit(costingLineType(line))).toBe('m²');
      expect(costUnit(costingLineType(line))).toBe('€/m²');
    }
  });
  it('a tiled splashback under a sink is a coating, its door an equipment', () => {
    expect(costingLineType({ name: 'Ensemble évier > Crédence', module: 'Cuisine' })).toBe('coating');
    expect(costingLineType({ name: 'Porte > Ouvrant', module: 'Cuisine' })).toBe('equipment');
  });
  it('equipment is counted by the unit', () => {
    expect(costingLineType({ name: 'Salon > Radiateur', module: 'Salon' })).toBe('equipment');
    expect(costUnit(costingLineType({ name: 'Salon > Radiateur', module: 'Salon' }))).toBe('€');
  });
});
