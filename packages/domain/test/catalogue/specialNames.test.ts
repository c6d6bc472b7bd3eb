import { describe, expect, it } from 'vitest';
import {
  NON_ADDABLE_ROOM_NAMES,
  RESERVED_NAMES,
  hasContextGallery,
  hasPhotoStep,
  isKeyHandoverEntry,
  isKeyTotalEntry,
  isNonAddableRoomName,
  isPhotosEntry,
  isReservedName,
  markVisited,
  reservedNameMessage,
  selfServiceSteps,
  type Module,
} from '../../src/index.ts';
import { reportWith } from '../report/fixtures.ts';

describe("reserved names 'Photos', 'photos', 'Total des clés', 'total des clés' (inspection-core §5)", () => {
  it('are reserved, in the spellings the spec lists and in any other case', () => {
    expect(RESERVED_NAMES).toEqual(['Photos', 'photos', 'Total des clés', 'total des clés']);
    for (const name of RESERVED_NAMES) expect(isReservedName(name)).toBe(true);
    for (const name of [' Photos ', 'PHOTOS', 'TOTAL DES CLÉS', 'Total des cles'])
      expect(isReservedName(name), name).toBe(true);
  });
  it('other names are free, including near misses', () => {
    for (const name of ['Photo', 'Photos 2', 'Remise des clés', 'Salon', 'Photo de la porte', '']) {
      expect(isReservedName(name), name).toBe(false);
    }
  });
  it("gives the spec's message with the name", () => {
    expect(reservedNameMessage('Photos')).toBe(
      'Le nom "Photos" est réservé pour des fonctions particulières, vous ne pouvez pas le renommer ainsi car cela pourrait engendrer des bugs.',
    );
  });
});

describe("photo entries: 'Photos', 'photos' and 'Photo' (inspection-core §3, §4, §5)", () => {
  it('isPhotosEntry recognises the three spellings, and nothing else', () => {
    for (const name of ['Photos', 'photos', 'Photo', ' PHOTOS '])
      expect(isPhotosEntry(name), name).toBe(true);
    for (const name of ['Photo de la porte', 'Photos 2', 'Murs', ''])
      expect(isPhotosEntry(name), name).toBe(false);
  });
  const module = (photosName: string): Module => ({
    id: 1,
    name: 'Salon',
    opened: false,
    entry: [
      {
        id: 1,
        name: photosName,
        opened: false,
        rate: { photo: [] },
        content: [{ id: 1, name: 'Vue 1', opened: false, rate: { photo: [] } }],
      },
      { id: 2, name: 'Murs', opened: false, rate: { condition: null } },
    ],
  });
  it("every rule treats 'photos' and 'Photo' as the Photos entry", () => {
    for (const name of ['Photos', 'photos', 'Photo']) {
      expect(selfServiceSteps([module(name)]), name).toEqual([{ module: 1, entry: 2, subEntry: null }]);
      expect(hasPhotoStep(module(name)), name).toBe(true);
      expect(hasContextGallery(name), name).toBe(false);
      const visited = markVisited(reportWith([module(name)]), { moduleId: 1, entryId: 1 });
      expect(visited.edl[0]?.entry[0]?.opened, name).toBe(true);
    }
    expect(hasPhotoStep({ ...module('Galerie') })).toBe(false);
    expect(hasContextGallery('Murs')).toBe(true);
  });
});

describe('key entries and rooms that cannot be added (inspection-core §3, §4)', () => {
  it('key entries are recognised in any case', () => {
    expect(isKeyTotalEntry('total des clés')).toBe(true);
    expect(isKeyTotalEntry('Porte palière')).toBe(false);
    expect(isKeyHandoverEntry('REMISE DES CLÉS')).toBe(true);
    expect(isKeyHandoverEntry('Remise')).toBe(false);
  });
  it('Keys, Energy, general equipment and general cleanliness cannot be added manually', () => {
    expect(NON_ADDABLE_ROOM_NAMES).toEqual([
      'Clés',
      'Energie',
      'Equipements intérieurs/extérieurs',
      'Etat de propreté général',
    ]);
    for (const name of ['Clés', 'cles', 'ÉNERGIE', 'Clés 2'])
      expect(isNonAddableRoomName(name), name).toBe(true);
    for (const name of ['Salon', 'Cave', 'Clés de la cave'])
      expect(isNonAddableRoomName(name), name).toBe(false);
  });
});
