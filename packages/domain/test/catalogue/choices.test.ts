import { describe, expect, it } from 'vitest';
import {
  CALIBRATION_ACTION_LABELS,
  CALIBRATION_ELEMENT_TYPE_LABELS,
  catalogueNames,
  CHOICE_LISTS,
  HOUSING_TYPES,
  NON_ADDABLE_NAMES,
  PROPERTY_CONDITIONS,
  PROPERTY_GENRES,
  RateFieldInfoSchema,
  addCustomChoice,
  buildCommonRateInfo,
  customValuePrompt,
  isAddableEntryName,
  isProtectedName,
} from '../../src/index.ts';

describe('rate choice lists (inspection-core §3 "Rate choice lists")', () => {
  it('are exactly the spec lists', () => {
    expect(CHOICE_LISTS.cleaning).toEqual([
      'Propre',
      'Sale',
      'Non nettoyé',
      'Mal nettoyé',
      'Calcaire',
      'Poussière',
    ]);
    expect(CHOICE_LISTS.condition).toEqual([
      'N.C',
      'Neuf',
      'Très bon état',
      'Bon état',
      'Etat usage',
      'Etat moyen',
      'Mauvais état',
      'Dégradé',
      'Hors service',
    ]);
    expect(CHOICE_LISTS.state).toEqual([
      'Fonctionne',
      'Ne fonctionne pas',
      'Dysfonctionnement',
      'Non vérifiable',
      'Etanche',
      'Sous réserve',
    ]);
    expect(CHOICE_LISTS.color).toEqual([
      'Blanc',
      'Bleu',
      'Gris',
      'Jaune',
      'Rouge',
      'Vert',
      'Rose',
      'Orange',
      'Noire',
      'Mauve',
      'Taupe',
      'Violet',
    ]);
    expect(CHOICE_LISTS.meterType).toEqual(['Electrique', 'Eau froide', 'Eau chaude', 'Gaz']);
  });
});

describe('property options (inspection-core §9)', () => {
  it('genres, housing types and property conditions', () => {
    expect(PROPERTY_GENRES).toEqual([
      'Appartement',
      'Maison',
      'Studio',
      'Immeuble',
      'Local',
      'Local commercial',
      'Local industriel',
      'Garage',
      'Autre',
    ]);
    expect(HOUSING_TYPES.slice(0, 10)).toEqual([
      'Studio',
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
      'T7',
      'Local',
      'Garage',
    ]);
    expect(HOUSING_TYPES).toHaveLength(13);
    expect(HOUSING_TYPES.at(-1)).toBe('Autre');
    expect(PROPERTY_CONDITIONS).toEqual([
      'N.C',
      'Neuf',
      'Très bon état',
      'Bon état',
      'Etat usage',
      'Etat moyen',
      'Mauvais état',
      'Hors service',
    ]);
  });

  it('action types Réparer, Remplacer, Nettoyer; nature types Équipement, Revêtement (one source)', () => {
    expect(CALIBRATION_ACTION_LABELS).toEqual({ repair: 'Réparer', replace: 'Remplacer', clean: 'Nettoyer' });
    expect(CALIBRATION_ELEMENT_TYPE_LABELS).toEqual({ equipment: 'Équipement', coating: 'Revêtement' });
    for (const label of [
      ...Object.values(CALIBRATION_ACTION_LABELS),
      ...Object.values(CALIBRATION_ELEMENT_TYPE_LABELS),
    ])
      expect(catalogueNames()).toContain(label);
  });
});

describe('commonRateInfo', () => {
  it('defines every rate field but the photos, choice fields with the spec lists', () => {
    const info = buildCommonRateInfo();
    expect(Object.keys(info)).not.toContain('photo');
    for (const value of Object.values(info)) expect(RateFieldInfoSchema.parse(value)).toEqual(value);
    expect(info.cleaning).toEqual({ kind: 'select', options: [...CHOICE_LISTS.cleaning] });
    expect(info.condition.options).toEqual([...CHOICE_LISTS.condition]);
    expect(info.typeReleve.options).toEqual([...CHOICE_LISTS.meterType]);
    expect(info.number.kind).toBe('number');
    expect(info.serialNumber.kind).toBe('text');
    expect(info.other.kind).toBe('text');
  });

  it('builds a fresh object each time (a report may extend its own lists)', () => {
    const a = buildCommonRateInfo();
    a.color.options.push('Beige');
    expect(buildCommonRateInfo().color.options).not.toContain('Beige');
  });
});

describe('custom values (inspection-core §3 "A prompt lets the user add a custom value")', () => {
  it('asks with the spec text', () => {
    expect(customValuePrompt('Couleur')).toBe('Entrez votre nouvelle valeur à ajouter pour "Couleur" :');
  });

  it('adds a trimmed value; empty input is ignored; no duplicates', () => {
    const colors = ['Blanc', 'Bleu'];
    expect(addCustomChoice(colors, ' Beige ')).toEqual(['Blanc', 'Bleu', 'Beige']);
    expect(addCustomChoice(colors, '')).toEqual(colors);
    expect(addCustomChoice(colors, '   ')).toEqual(colors);
    expect(addCustomChoice(colors, null)).toEqual(colors);
    expect(addCustomChoice(colors, 'blanc')).toEqual(colors);
    expect(colors).toEqual(['Blanc', 'Bleu']);
  });
});

describe('protected names (inspection-core §3, §6)', () => {
  it('Photos, Total des clés and Remise des clés cannot be renamed, deleted or duplicated', () => {
    for (const name of [
      'Photos',
      'photos',
      'Photo',
      'Total des clés',
      'total des clés',
      'Remise des clés',
      ' Photos ',
    ]) {
      expect(isProtectedName(name), name).toBe(true);
    }
    for (const name of ['Murs', 'Photo de la porte', 'Clés']) expect(isProtectedName(name), name).toBe(false);
  });

  it('some names cannot be added by users', () => {
    expect(NON_ADDABLE_NAMES).toEqual(['Photos', 'Photo', 'Total des clés']);
    expect(isAddableEntryName('Photos')).toBe(false);
    expect(isAddableEntryName('TOTAL DES CLÉS')).toBe(false);
    expect(isAddableEntryName('')).toBe(false);
    expect(isAddableEntryName('Cheminée')).toBe(true);
  });
});
