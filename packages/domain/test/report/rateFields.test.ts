import { describe, expect, it } from 'vitest';
import {
  SELF_SERVICE_HIDDEN_FIELDS,
  hasContextGallery,
  isRateFieldShown,
  rateFieldsFor,
} from '../../src/index.ts';

describe('rate field visibility (inspection-core §5)', () => {
  it('a field shows only if it belongs to the element by entry name', () => {
    const murs = rateFieldsFor('Murs');
    expect(isRateFieldShown('condition', { entryName: 'Murs' })).toBe(murs.includes('condition'));
    expect(isRateFieldShown('kwPeak', { entryName: 'Murs' })).toBe(false);
  });
  it('or by parent name, for a sub-entry', () => {
    const fields = rateFieldsFor('Mur gauche', 'Murs');
    for (const field of fields)
      expect(isRateFieldShown(field, { entryName: 'Mur gauche', parentName: 'Murs' })).toBe(true);
  });
  it('fields added to the entry by hand show too', () => {
    expect(isRateFieldShown('kwPeak', { entryName: 'Murs', rateInfo: ['kwPeak'] })).toBe(true);
  });
  it('and is not hidden by self-service mode', () => {
    for (const field of SELF_SERVICE_HIDDEN_FIELDS) {
      expect(isRateFieldShown(field, { entryName: 'Murs', rateInfo: [field], selfService: true })).toBe(
        false,
      );
      expect(isRateFieldShown(field, { entryName: 'Murs', rateInfo: [field] })).toBe(true);
    }
  });
  it("entries named 'Photos' or 'Photo' have no context gallery", () => {
    expect(hasContextGallery('Photos')).toBe(false);
    expect(hasContextGallery('Photo')).toBe(false);
    expect(hasContextGallery('Murs')).toBe(true);
  });
});
