import { describe, expect, it } from 'vitest';
import {
  LEGACY_RATE_NAMES,
  currentRateName,
  normaliseLegacyRates,
  normaliseRate,
  normaliseRateInfo,
} from '../../src/index.ts';

describe('legacy rate names are migrated to the current ones (inspection-core §3)', () => {
  it('maps the documented legacy names', () => {
    expect(LEGACY_RATE_NAMES).toMatchObject({
      etat: 'condition',
      proprete: 'cleaning',
      fonctionnement: 'state',
      couleur: 'color',
      nombre: 'number',
      observation: 'other',
    });
    expect(currentRateName('etat')).toBe('condition');
    expect(currentRateName('serialNumber')).toBe('serialNumber');
  });
  it('moves values to current keys; a value already under the current key wins, an empty one does not', () => {
    expect(
      normaliseRate({
        etat: 'Bon état',
        couleur: 'Blanc',
        nombre: 2,
        condition: '',
        color: 'Gris',
      }),
    ).toEqual({ condition: 'Bon état', color: 'Gris', number: 2 });
  });
  it('an empty photo list counts as empty: photo: [] and photos: [..] keep the references, two lists are joined', () => {
    const a = { _ref: 'ref:a' };
    const b = { _ref: 'ref:b', _context: '1.2' };
    expect(normaliseRate({ photo: [], photos: [a] })).toEqual({ photo: [a] });
    expect(normaliseRate({ photo: [a], photos: [a, b] })).toEqual({ photo: [a, b] });
    expect(normaliseRate({ photo: [a], photos: [] })).toEqual({ photo: [a] });
    expect(normaliseRate({ photos: [] })).toEqual({ photo: [] });
  });
  it("'observation' and 'observations' both present are joined with a newline, never dropped", () => {
    expect(normaliseRate({ observation: 'Trou', observations: 'Rayure' })).toEqual({ other: 'Trou\nRayure' });
    expect(normaliseRate({ other: 'déjà', observation: 'ancienne' })).toEqual({ other: 'déjà\nancienne' });
    expect(normaliseRate({ other: 'Trou', observation: 'Trou', observations: null })).toEqual({
      other: 'Trou',
    });
    expect(normaliseRate({ other: '', observation: ' ' })).toEqual({ other: '' });
  });
  it('returns a current rate (or null) unchanged', () => {
    const rate = { condition: 'Neuf' };
    expect(normaliseRate(rate)).toBe(rate);
    expect(normaliseRate(null)).toBeNull();
  });
  it('normalises rate-field lists, choice lists and sub-entries of a tree', () => {
    expect(normaliseRateInfo(['etat', 'condition', 'proprete'])).toEqual(['condition', 'cleaning']);
    const [module] = normaliseLegacyRates([
      {
        id: 1,
        name: 'Salon',
        opened: false,
        entry: [
          {
            id: 1,
            name: 'Fenêtre',
            opened: false,
            rate: null,
            rateVariables: { couleur: ['Blanc'] },
            content: [{ id: 1, name: 'Vitre', opened: false, rate: { fonctionnement: 'Fonctionne' } }],
          },
        ],
      },
    ]);
    expect(module?.entry[0]?.rateVariables).toEqual({ color: ['Blanc'] });
    expect(module?.entry[0]?.content?.[0]?.rate).toEqual({ state: 'Fonctionne' });
  });
});
