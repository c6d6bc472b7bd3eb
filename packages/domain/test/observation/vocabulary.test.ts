import { describe, expect, it } from 'vitest';
import {
  OBSERVATION_FAMILIES,
  OBSERVATION_VOCABULARY,
  OBSERVATION_WORDS,
  WORD_KINDS,
  familyForElement,
  observationWord,
  vocabularyFor,
} from '../../src/index.ts';

describe('quick-observation vocabulary (inspection-core §3)', () => {
  it('has every family of the spec, once', () => {
    expect(OBSERVATION_FAMILIES).toEqual([
      'default',
      'wallCeiling',
      'floor',
      'door',
      'plinth',
      'lockHandle',
      'shutter',
      'window',
      'sink',
      'faucet',
      'sinkCabinet',
      'storage',
      'radiator',
      'siphon',
      'seal',
      'splashback',
      'cookingPlate',
      'hood',
      'oven',
      'bathtub',
      'bathPannel',
      'vent',
      'tank',
      'flush',
    ]);
    expect(OBSERVATION_VOCABULARY.map((v) => v.family)).toEqual([...OBSERVATION_FAMILIES]);
  });

  it.each(OBSERVATION_FAMILIES)(
    '%s offers quantity, quality, location and defect words that exist',
    (family) => {
      const vocabulary = OBSERVATION_VOCABULARY.find((v) => v.family === family);
      const words = vocabularyFor(family);
      for (const kind of WORD_KINDS) {
        const ids = vocabulary?.[kind] ?? [];
        expect(ids.length, kind).toBeGreaterThan(0);
        expect(words[kind].map((word) => word.id)).toEqual(ids);
        for (const word of words[kind]) expect(word.kind).toBe(kind);
      }
      if (family !== 'default') expect(vocabulary?.elements.length).toBeGreaterThan(0);
    },
  );

  it('has the spec example words', () => {
    const ids = (kind: string) =>
      OBSERVATION_WORDS.filter((word) => word.kind === kind).map((word) => word.id);
    expect(ids('quantity')).toEqual(expect.arrayContaining(['quelques', 'plusieurs', 'de nombreux']));
    expect(ids('quality')).toEqual(expect.arrayContaining(['léger', 'important']));
    expect(ids('location')).toEqual(expect.arrayContaining(['en haut', 'à gauche', 'autour de la poignée']));
    expect(ids('defect')).toEqual(
      expect.arrayContaining([
        'trace',
        'rayure',
        'éclat',
        'trou',
        'tache',
        'fissure',
        'moisissure',
        'jaunissement',
      ]),
    );
  });

  it('word ids are unique; nouns carry their gender in fr and es; agreeing words have both genders', () => {
    expect(new Set(OBSERVATION_WORDS.map((word) => word.id)).size).toBe(OBSERVATION_WORDS.length);
    for (const word of OBSERVATION_WORDS) {
      if (word.kind === 'defect') {
        expect(['m', 'f'], word.id).toContain(word.forms.fr[0]?.gender);
        expect(['m', 'f'], word.id).toContain(word.forms.es[0]?.gender);
      }
      for (const locale of ['fr', 'es'] as const) {
        const genders = word.forms[locale].map((form) => form.gender);
        expect([['m', 'f'], ['n'], ['m'], ['f']], `${word.id} ${locale}`).toContainEqual(genders);
      }
    }
    expect(observationWord('trace')?.forms.fr).toEqual([
      { singular: 'trace', plural: 'traces', gender: 'f' },
    ]);
    expect(observationWord('léger')?.forms.fr.map((form) => form.singular)).toEqual(['léger', 'légère']);
    expect(observationWord('inconnu')).toBeUndefined();
  });

  it('maps legacy French element names onto their family', () => {
    expect(familyForElement('Murs')).toBe('wallCeiling');
    expect(familyForElement('Mur')).toBe('wallCeiling');
    expect(familyForElement('Plafond')).toBe('wallCeiling');
    expect(familyForElement('Sol')).toBe('floor');
    expect(familyForElement('Poignée')).toBe('lockHandle');
    expect(familyForElement('Volet')).toBe('shutter');
    expect(familyForElement('Robinetterie')).toBe('faucet');
    expect(familyForElement('Meuble sous évier')).toBe('sinkCabinet');
    expect(familyForElement('Crédence')).toBe('splashback');
    expect(familyForElement('Plaques de cuisson')).toBe('cookingPlate');
    expect(familyForElement('Tablier')).toBe('bathPannel');
    expect(familyForElement("Chasse d'eau")).toBe('flush');
    expect(familyForElement('Réservoir')).toBe('tank');
    expect(familyForElement('VMC')).toBe('vent');
  });

  it('ignores case, accents and a trailing number; anything else is default', () => {
    expect(familyForElement('porte 2')).toBe('door');
    expect(familyForElement('FENETRE')).toBe('window');
    expect(familyForElement('Evier')).toBe('sink');
    expect(familyForElement('Cheminée')).toBe('default');
  });

  it('vocabularyFor falls back to the default family for an unknown key', () => {
    expect(vocabularyFor('nope' as never)).toEqual(vocabularyFor('default'));
  });

  it('each legacy element name belongs to one family only', () => {
    const all = OBSERVATION_VOCABULARY.flatMap((v) => v.elements.map((name) => name.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
  });
});
