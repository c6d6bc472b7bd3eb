import { describe, expect, it } from 'vitest';
import { measureUnit, preQuoteNature } from '../../src/index.ts';

describe('pre-quote measure: m² for coatings, otherwise units', () => {
  it('walls, floors, ceilings and tiling are coatings', () => {
    for (const name of ['Murs', 'Sol', 'Plafond', 'Faïence', 'Murs 2', 'faience']) {
      expect(preQuoteNature(name)).toBe('coating');
    }
    expect(preQuoteNature('Crédence', 'Ensemble évier')).toBe('coating');
    expect(measureUnit(preQuoteNature('Sol'))).toBe('m²');
  });
  it('everything else is equipment counted by the unit', () => {
    for (const name of ['Radiateur', 'Plinthes', 'Porte', 'Mon élément']) {
      expect(preQuoteNature(name)).toBe('equipment');
    }
    expect(preQuoteNature('Ouvrant', 'Porte')).toBe('equipment');
    expect(measureUnit(preQuoteNature('Radiateur'))).toBe('unit');
  });
});
