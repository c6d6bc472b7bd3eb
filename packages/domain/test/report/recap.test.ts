import { describe, expect, it } from 'vitest';
import { modulePhotoGroups, recapFields, type Module } from '../../src/index.ts';

describe('recapFields', () => {
  it('shows filled fields in catalogue order, hides pre-quote and bookkeeping, observation last', () => {
    const rate = {
      other: 'Rayure au sol',
      toQuote: true,
      preQuote: { action: 'repair' as const, measure: 100, cost: 5000, calibrationId: null },
      costingId: 3,
      opened: true,
      cleaning: 'Propre',
      condition: 'Bon état',
      color: null,
      number: 0,
      typeCustomPlinthe: 'Bois',
      photo: [{ _ref: 'ref:1' }],
    };
    expect(recapFields(rate)).toEqual([
      { field: 'condition', value: 'Bon état' },
      { field: 'cleaning', value: 'Propre' },
      { field: 'number', value: '0' },
      { field: 'typeCustomPlinthe', value: 'Bois' },
      { field: 'other', value: 'Rayure au sol' },
    ]);
  });

  it('is empty for an element without rate', () => {
    expect(recapFields(null)).toEqual([]);
  });
});

describe('modulePhotoGroups', () => {
  it('groups a module photos by the element they were taken for', () => {
    const module: Module = {
      id: 4,
      name: 'Salon',
      opened: true,
      entry: [
        { id: 1, name: 'Murs', opened: true, rate: { photo: [{ _ref: 'a', _context: '4.1' }] } },
        {
          id: 2,
          name: 'Photos',
          opened: true,
          rate: { photo: [{ _ref: 'b', _context: '4.3' }, { _ref: 'c' }, { _ref: 'd', _context: '4.3' }] },
        },
      ],
    };
    expect(modulePhotoGroups(module)).toEqual([
      { context: '4.1', photos: [{ _ref: 'a', _context: '4.1' }] },
      {
        context: '4.3',
        photos: [
          { _ref: 'b', _context: '4.3' },
          { _ref: 'd', _context: '4.3' },
        ],
      },
      { context: null, photos: [{ _ref: 'c' }] },
    ]);
  });
});
