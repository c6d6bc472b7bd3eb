import { describe, expect, it } from 'vitest';
import {
  ModuleSchema,
  ROOMS,
  ROOM_TEMPLATES,
  TEMPLATES,
  buildRoomModule,
  findCatalogueElement,
  isAddableRoom,
  roomTemplateName,
  type RoomKey,
} from '../../src/index.ts';

const KEYS = ROOMS.map((room) => room.key);

describe('room catalogue (inspection-core §3 "Room catalogue (display order)")', () => {
  it('lists the rooms in display order with their numbers', () => {
    expect(ROOMS.map((room) => `${room.name} ${room.number}`).join(', ')).toBe(
      'Clés 1, Energie 2, Entrée 3, Salon 4, Cuisine 5, Chambre 6, Couloir 7, Escalier 8, Salle de bain 9, WC 10, ' +
        'Buanderie 11, Terrasse/Balcon 12, Dressing 13, Placard 14, Annexe 15, Cave 16, Garage/Box 17, Jardin 18, ' +
        'Equipements intérieurs/extérieurs 19, Etat de propreté général 99',
    );
    expect(new Set(KEYS).size).toBe(20);
  });

  it('keys, energy, general equipment and general cleanliness cannot be added manually', () => {
    expect(KEYS.filter((key) => !isAddableRoom(key))).toEqual(['cles', 'energie', 'equipements', 'proprete']);
    expect(isAddableRoom('chambre')).toBe(true);
  });

  it("each room exists in a detailed '(détaillé)' and a simplified '(simplifié)' template", () => {
    expect(roomTemplateName('salon', 'default')).toBe('Salon (détaillé)');
    expect(roomTemplateName('salleDeBain', 'simple')).toBe('Salle de bain (simplifié)');
    for (const key of KEYS) {
      for (const template of TEMPLATES) expect(ROOM_TEMPLATES[key][template].length).toBeGreaterThan(0);
      // The simplified template is a subset of the detailed one.
      expect(ROOM_TEMPLATES[key].simple.every((name) => ROOM_TEMPLATES[key].default.includes(name))).toBe(
        true,
      );
    }
  });

  it('every room template names catalogue elements only', () => {
    for (const key of KEYS) {
      for (const template of TEMPLATES) {
        for (const name of ROOM_TEMPLATES[key][template])
          expect(findCatalogueElement(name, key)?.name).toBe(name);
      }
    }
  });
});

describe('buildRoomModule', () => {
  it.each(KEYS.flatMap((key) => TEMPLATES.map((template) => [key, template] as const)))(
    '%s (%s) is a valid unopened module with ids 1..n',
    (key: RoomKey, template) => {
      const module = buildRoomModule(key, template, 7);
      expect(ModuleSchema.parse(module)).toEqual(module);
      expect(module.id).toBe(7);
      expect(module.opened).toBe(false);
      expect(module.entry.map((entry) => entry.id)).toEqual(module.entry.map((_, index) => index + 1));
      expect(module.entry.map((entry) => entry.name)).toEqual(ROOM_TEMPLATES[key][template]);
      for (const entry of module.entry) {
        expect(entry.opened).toBe(false);
        expect(entry.content?.map((sub) => sub.id) ?? []).toEqual(
          (entry.content ?? []).map((_, index) => index + 1),
        );
        for (const sub of entry.content ?? []) expect(sub.opened).toBe(false);
      }
    },
  );

  it('most rooms start with a Photos entry; keys and cleanliness do not', () => {
    const withoutPhotos = KEYS.filter(
      (key) => buildRoomModule(key, 'default', 1).entry[0]?.name !== 'Photos',
    );
    expect(withoutPhotos).toEqual(['cles', 'proprete']);
    const photos = buildRoomModule('salon', 'default', 1).entry[0];
    expect(photos).toEqual({
      id: 1,
      name: 'Photos',
      opened: false,
      rate: { photo: null },
      rateInfo: ['photo'],
      rateVariables: {},
    });
  });

  it('takes the module name from the options (Chambre 2)', () => {
    expect(buildRoomModule('chambre', 'default', 2, { name: 'Chambre 2' }).name).toBe('Chambre 2');
    expect(buildRoomModule('chambre', 'default', 2).name).toBe('Chambre');
  });

  it('studio rule: mergeWc puts the WC elements into the bathroom', () => {
    const names = (mergeWc: boolean) =>
      buildRoomModule('salleDeBain', 'default', 1, { mergeWc }).entry.map((entry) => entry.name);
    expect(names(false)).not.toContain('WC');
    const merged = names(true);
    expect(merged).toContain('WC');
    expect(merged.indexOf('WC')).toBe(merged.indexOf('Douche') + 1);
    expect(buildRoomModule('salleDeBain', 'simple', 1, { mergeWc: true }).entry.map((e) => e.name)).toContain(
      'WC',
    );
    const wc = buildRoomModule('salleDeBain', 'default', 1, { mergeWc: true }).entry.find(
      (e) => e.name === 'WC',
    );
    expect(wc?.content?.map((sub) => sub.name)).toEqual([
      'Cuvette',
      'Abattant',
      "Chasse d'eau",
      'Réservoir',
      'Dérouleur papier',
    ]);
    // mergeWc only concerns the bathroom.
    expect(buildRoomModule('salon', 'default', 1, { mergeWc: true }).entry.map((e) => e.name)).not.toContain(
      'WC',
    );
  });

  it('keys room: the spec key entries, number fields, Total des clés read-only', () => {
    const keys = buildRoomModule('cles', 'default', 1);
    expect(keys.name).toBe('Clés');
    expect(keys.entry.map((entry) => entry.name)).toEqual([
      'Porte palière',
      'Porte immeuble',
      'Vigik',
      'Boîte aux lettres',
      'Cave',
      'Local commun',
      'Garage',
      'Bip/Télécommande',
      'Non identifiée',
      'Total des clés',
    ]);
    for (const entry of keys.entry) expect(entry.rate).toHaveProperty('number', null);
    expect(keys.entry.filter((entry) => entry.readOnly).map((entry) => entry.name)).toEqual([
      'Total des clés',
    ]);
    expect(keys.entry.at(-1)?.rateInfo).toEqual(['number']);
  });

  it('energy room: electricity, water and gas meters, meter type, hot water, heating, fuse board', () => {
    const energy = buildRoomModule('energie', 'default', 2);
    const byName = (name: string) => energy.entry.find((entry) => entry.name === name);
    expect(byName('Compteur électrique')?.rateInfo).toEqual([
      'serialNumber',
      'kwPeak',
      'kwOffPeak',
      'other',
      'photo',
    ]);
    expect(byName("Compteur d'eau froide")?.rateInfo).toEqual(['serialNumber', 'm3', 'other', 'photo']);
    expect(byName('Compteur de gaz')?.rateInfo).toContain('m3');
    expect(byName('Relevé de compteur')?.rateInfo).toContain('typeReleve');
    expect(byName("Production d'eau chaude")?.rateVariables?.type).toContain('Chauffe-eau électrique');
    expect(byName('Chauffage')?.rateVariables?.type).toContain('Pompe à chaleur');
    expect(byName('Tableau électrique')?.rateInfo).toContain('state');
  });

  it('equipment lists are preset to 0 and Alur-free', () => {
    const salon = buildRoomModule('salon', 'default', 4);
    const list = salon.entry.find((entry) => entry.name === 'Equipements du salon');
    expect(list?.rate).toBeNull();
    expect(list?.orderAlphabetically).toBe(true);
    expect(list?.content?.length).toBeGreaterThan(5);
    for (const item of list?.content ?? []) expect(item.rate?.number).toBe(0);
  });
});
