import { describe, expect, it } from 'vitest';
import { CUSTOM_ELEMENT_FIELDS, orderRateFields, rateFieldsFor } from '../../src/index.ts';

describe('rateFieldsFor (inspection-core §5: a rate field belongs to the element by entry name or parent name)', () => {
  it('a surface shows condition, cleaning, colour, material, observation and photos', () => {
    expect(rateFieldsFor('Murs')).toEqual(['condition', 'cleaning', 'color', 'type', 'other', 'photo']);
    expect(rateFieldsFor('Photos')).toEqual(['photo']);
  });

  it('a sub-entry is found under its parent', () => {
    expect(rateFieldsFor('Robinetterie', 'Ensemble évier')).toEqual([
      'condition',
      'state',
      'cleaning',
      'type',
      'other',
      'photo',
    ]);
    expect(rateFieldsFor('Plaques de cuisson', 'Cuisine équipée')).toContain('equipment');
    expect(rateFieldsFor('Verres', 'Kit Alur T1')).toEqual(['condition', 'number', 'other']);
    expect(rateFieldsFor('Canapé', 'Equipements du salon')).toEqual([
      'condition',
      'state',
      'number',
      'other',
      'photo',
    ]);
  });

  it('a custom sub-entry takes its container fields', () => {
    expect(rateFieldsFor('Lampe de chevet', 'Equipements de la chambre')).toEqual(
      rateFieldsFor('Lit', 'Equipements de la chambre'),
    );
    expect(rateFieldsFor('Double de badge', 'Remise des clés')).toEqual(['number', 'other']);
    expect(rateFieldsFor('Partie haute', 'Murs')).toEqual(rateFieldsFor('Murs'));
  });

  it('the parent may be the room: WC elements versus WC room', () => {
    expect(rateFieldsFor('Cuvette', 'WC')).toEqual(['condition', 'cleaning', 'type', 'other', 'photo']);
    expect(rateFieldsFor('Murs', 'WC')).toEqual(rateFieldsFor('Murs'));
    expect(rateFieldsFor('Boîte aux lettres', 'Clés')).toEqual(['number', 'other']);
    expect(rateFieldsFor('Murs', 'Chambre 2')).toEqual(rateFieldsFor('Murs'));
  });

  it('a container shows the union of its sub-entries fields; unknown entries the custom ones', () => {
    expect(rateFieldsFor('Electricité')).toEqual(['condition', 'state', 'number', 'other', 'photo']);
    expect(rateFieldsFor('Cheminée')).toEqual([...CUSTOM_ELEMENT_FIELDS]);
    expect(rateFieldsFor('Cheminée', 'Salon')).toEqual([...CUSTOM_ELEMENT_FIELDS]);
    expect(rateFieldsFor('Cheminée', 'Pièce inconnue')).toEqual([...CUSTOM_ELEMENT_FIELDS]);
  });

  it('meters show their readings', () => {
    expect(rateFieldsFor('Compteur électrique')).toEqual([
      'serialNumber',
      'kwPeak',
      'kwOffPeak',
      'other',
      'photo',
    ]);
    expect(rateFieldsFor("Compteur d'eau chaude")).toEqual(['serialNumber', 'm3', 'other', 'photo']);
    expect(rateFieldsFor('Relevé de compteur')).toContain('typeReleve');
  });

  it('orders fields as the rate panel does, without duplicates', () => {
    expect(orderRateFields(['photo', 'condition', 'photo', 'cleaning'])).toEqual([
      'condition',
      'cleaning',
      'photo',
    ]);
  });
});
