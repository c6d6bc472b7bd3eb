import { describe, expect, it } from 'vitest';
import {
  ALUR_PER_PERSON_ITEMS,
  ALUR_SINGLE_ITEMS,
  ENTRY_CATALOGUE,
  ENTRY_FAMILIES,
  EntrySchema,
  KEY_NAMES,
  MATERIALS,
  RATE_FIELDS,
  alurKitName,
  buildEntry,
  buildEntryFromDef,
  catalogueNames,
  emptyElementRate,
  findCatalogueElement,
  findCatalogueSubElement,
  findRoomByName,
  rateVariableKey,
} from '../../src/index.ts';

const byName = (name: string) => ENTRY_CATALOGUE.find((el) => el.name === name);
const subNames = (name: string) => byName(name)?.content?.map((sub) => sub.name);

describe('entry catalogue (inspection-core §3 "The entries catalogue covers")', () => {
  it('covers surfaces and openings', () => {
    for (const name of [
      'Murs',
      'Sol',
      'Plafond',
      'Plinthes',
      'Porte',
      'Fenêtre',
      'Placard',
      'Mezzanine',
      'Marches',
      'Rampe',
      'Radiateur',
      'Ventilation',
      'Electricité',
      'Faïence',
    ]) {
      expect(byName(name)?.family, name).toMatch(/surfaces|openings/);
    }
  });

  it('covers sanitary and kitchen, with the parts of each', () => {
    expect(subNames('Ensemble évier')).toEqual(
      expect.arrayContaining(['Evier', 'Robinetterie', 'Siphon', 'Joints', 'Meuble sous évier', 'Crédence']),
    );
    expect(subNames('WC')).toEqual(
      expect.arrayContaining(['Cuvette', 'Abattant', "Chasse d'eau", 'Réservoir']),
    );
    expect(subNames('Cuisine équipée')).toEqual(
      expect.arrayContaining(['Plaques de cuisson', 'Hotte', 'Four']),
    );
    for (const name of ['Lave-mains', 'Baignoire', 'Douche']) expect(byName(name)?.family).toBe('sanitary');
  });

  it('covers outdoor, building fittings, technical and keys', () => {
    for (const name of ['Clôture', 'Pelouse', 'Végétation']) expect(byName(name)?.family).toBe('outdoor');
    for (const name of ['Détecteur de fumée', 'Boîte aux lettres', 'Interphone', 'Sonnette'])
      expect(byName(name)?.family).toBe('fittings');
    for (const name of ["Production d'eau chaude", 'Chauffage', 'Compteur électrique', 'Tableau électrique'])
      expect(byName(name)?.family).toBe('technical');
    expect(subNames('Remise des clés')).toEqual([...KEY_NAMES]);
  });

  it('every family is used and every element is a valid entry', () => {
    expect(new Set(ENTRY_CATALOGUE.map((el) => el.family))).toEqual(new Set(ENTRY_FAMILIES));
    for (const def of ENTRY_CATALOGUE) {
      const entry = buildEntryFromDef(def, 1);
      expect(EntrySchema.parse(entry)).toEqual(entry);
      for (const field of def.fields) expect(RATE_FIELDS).toContain(field);
    }
  });

  it('element names are unique, except keys named like a fitting', () => {
    const names = ENTRY_CATALOGUE.filter((el) => el.family !== 'keys').map((el) => el.name);
    expect(new Set(names).size).toBe(names.length);
    for (const def of ENTRY_CATALOGUE) {
      const subs = def.content?.map((sub) => sub.name) ?? [];
      expect(new Set(subs).size, def.name).toBe(subs.length);
    }
  });

  it('material lists hold the materials French inspectors use', () => {
    expect(MATERIALS.walls).toEqual(
      expect.arrayContaining([
        'Peinture',
        'Papier peint',
        'Faïence',
        'Crépi',
        'Lambris',
        'Toile de verre',
        'Enduit',
      ]),
    );
    expect(MATERIALS.floors).toEqual(
      expect.arrayContaining(['Parquet', 'Carrelage', 'Moquette', 'PVC', 'Stratifié', 'Linoléum', 'Béton']),
    );
    for (const list of Object.values(MATERIALS)) {
      expect(list.length).toBeGreaterThan(3);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});

describe('Alur kits (décret 2015-981)', () => {
  const numbers = (name: string) => new Map(byName(name)?.content?.map((sub) => [sub.name, sub.number]));

  it('T1: 2 of each per-person item, 1 of the rest; T2: 3', () => {
    const t1 = numbers('Kit Alur T1');
    const t2 = numbers('Kit Alur T2');
    for (const item of ALUR_PER_PERSON_ITEMS) {
      expect(t1.get(item), item).toBe(2);
      expect(t2.get(item), item).toBe(3);
    }
    for (const item of ALUR_SINGLE_ITEMS) {
      expect(t1.get(item), item).toBe(1);
      expect(t2.get(item), item).toBe(1);
    }
    expect(t1.get('Fourchettes')).toBe(2);
    expect(t1.get('Casserole')).toBe(1);
  });

  it('the built kit presets the numbers in the sub-entry rates', () => {
    const kit = buildEntry('Kit Alur T2', 3);
    expect(kit.content?.find((sub) => sub.name === 'Verres')?.rate).toEqual({
      number: 3,
      condition: null,
      other: null,
    });
  });

  it('chooses the kit from the housing type', () => {
    expect(alurKitName('Studio')).toBe('Kit Alur T1');
    expect(alurKitName('T1')).toBe('Kit Alur T1');
    expect(alurKitName('T3')).toBe('Kit Alur T2');
    expect(alurKitName(null)).toBe('Kit Alur T2');
  });
});

describe('buildEntry and the empty rate', () => {
  it('an empty rate has every field of the element set to null', () => {
    expect(emptyElementRate(['condition', 'photo'])).toEqual({ condition: null, photo: null });
    expect(emptyElementRate(['number'], 0)).toEqual({ number: 0 });
  });

  it('a leaf carries its material list under type', () => {
    const walls = buildEntry('Murs', 4);
    expect(walls).toMatchObject({
      id: 4,
      name: 'Murs',
      opened: false,
      rateInfo: ['condition', 'cleaning', 'color', 'type', 'other', 'photo'],
    });
    expect(walls.rate).toEqual({
      condition: null,
      cleaning: null,
      color: null,
      type: null,
      other: null,
      photo: null,
    });
    expect(walls.rateVariables).toEqual({ type: [...MATERIALS.walls] });
  });

  it('a container has no rate; its sub-entries do, and their materials are keyed by sub-entry', () => {
    const sink = buildEntry('Ensemble évier', 2);
    expect(sink.rate).toBeNull();
    expect(sink.content?.map((sub) => sub.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sink.rateVariables?.[rateVariableKey('type', 'Robinetterie')]).toEqual([...MATERIALS.faucets]);
    expect(sink.rateVariables?.[rateVariableKey('type', 'Evier')]).toEqual([...MATERIALS.sinks]);
    expect(rateVariableKey('type')).toBe('type');
    expect(sink.rateInfo).toEqual(
      expect.arrayContaining(['condition', 'state', 'cleaning', 'type', 'color']),
    );
  });

  it('a numbered name keeps the catalogue structure; an unknown name gives a custom leaf', () => {
    expect(buildEntry('Porte 2', 5).content?.map((sub) => sub.name)).toEqual([
      'Ouvrant',
      'Huisserie',
      'Poignée',
      'Serrure',
    ]);
    expect(buildEntry('Porte 2', 5).name).toBe('Porte 2');
    expect(buildEntry('Cheminée', 9)).toEqual({
      id: 9,
      name: 'Cheminée',
      opened: false,
      rate: { condition: null, cleaning: null, other: null, photo: null },
      rateInfo: ['condition', 'cleaning', 'other', 'photo'],
      rateVariables: {},
    });
  });

  it('in the keys room, a key wins over a fitting of the same name', () => {
    expect(buildEntry('Boîte aux lettres', 1, 'cles').rateInfo).toEqual(['number', 'other']);
    expect(buildEntry('Boîte aux lettres', 1).rateInfo).toEqual([
      'condition',
      'state',
      'cleaning',
      'other',
      'photo',
    ]);
    expect(buildEntry('Total des clés', 10, 'cles').readOnly).toBe(true);
  });

  it('looks names up ignoring case, accents and a trailing number', () => {
    expect(findCatalogueElement('electricite')?.name).toBe('Electricité');
    expect(findCatalogueElement('  fenetre  3')?.name).toBe('Fenêtre');
    expect(findCatalogueElement('Inconnu')).toBeUndefined();
    expect(findCatalogueSubElement('robinetterie', 'Ensemble évier')?.name).toBe('Robinetterie');
    expect(findCatalogueSubElement('Robinetterie', 'Murs')).toBeUndefined();
    expect(findRoomByName('Chambre 3')?.key).toBe('chambre');
  });

  it('catalogueNames lists every room, element, sub-element, choice and material once', () => {
    const names = catalogueNames();
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'Clés',
      'Murs',
      'Robinetterie',
      'Propre',
      'Parquet',
      'Appartement',
      'T7',
      'Réparer',
      'Revêtement',
      '(détaillé)',
    ]) {
      expect(names).toContain(name);
    }
  });
});
