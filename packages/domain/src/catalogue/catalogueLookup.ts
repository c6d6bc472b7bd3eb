/**
 * Finding a catalogue definition from the name an element carries in a report. Names in a report
 * may have been numbered by duplication ('Porte 2', 'Chambre 3') or typed with another case or
 * without accents, so lookups fall back from the exact name to a normalised one, then to the name
 * without its trailing number.
 */
import { normalizeName } from '../text.ts';
import { ENTRY_CATALOGUE } from './entries/index.ts';
import { ROOMS, ROOM_TEMPLATES, type RoomDef, type RoomKey } from './rooms.ts';
import { RATE_FIELDS, type ElementDef, type RateField, type SubElementDef } from './types.ts';

/** 'Porte 2' -> 'Porte'; a name without a trailing number is returned as is. */
function withoutNumber(name: string): string {
  return name.replace(/\s+\d+$/, '');
}

function findByName<T extends { readonly name: string }>(items: readonly T[], name: string): T | undefined {
  const exact = items.find((item) => item.name === name);
  if (exact) return exact;
  for (const candidate of [name, withoutNumber(name)]) {
    const key = normalizeName(candidate);
    const found = items.find((item) => normalizeName(item.name) === key);
    if (found) return found;
  }
  return undefined;
}

/** The elements a room starts with in either template, its own definitions winning over the catalogue's. */
function roomScope(key: RoomKey): ElementDef[] {
  const names = new Set([...ROOM_TEMPLATES[key].default, ...ROOM_TEMPLATES[key].simple]);
  // Keys share names with fittings ('Boîte aux lettres'): in the keys room the key wins.
  const preferred = key === 'cles' ? ENTRY_CATALOGUE.filter((el) => el.family === 'keys') : [];
  return [...preferred, ...ENTRY_CATALOGUE.filter((el) => names.has(el.name))];
}

/** The room whose name is `name` ('Chambre 2' is a Chambre). */
export function findRoomByName(name: string): RoomDef | undefined {
  return findByName(ROOMS, name);
}

/** The element definition of an entry name, looked up in the room first when one is given. */
export function findCatalogueElement(name: string, roomKey?: RoomKey): ElementDef | undefined {
  return (roomKey ? findByName(roomScope(roomKey), name) : undefined) ?? findByName(ENTRY_CATALOGUE, name);
}

/** The sub-element definition of a sub-entry under a container. */
export function findCatalogueSubElement(name: string, parentName: string): SubElementDef | undefined {
  const parent = findCatalogueElement(parentName);
  return parent?.content ? findByName(parent.content, name) : undefined;
}

/** Fields shown by an entry unknown to the catalogue (a user-made element). */
export const CUSTOM_ELEMENT_FIELDS: readonly RateField[] = ['condition', 'cleaning', 'other', 'photo'];

/** Sorts fields in rate-panel order and drops duplicates. */
export function orderRateFields(fields: Iterable<RateField>): RateField[] {
  const set = new Set(fields);
  return RATE_FIELDS.filter((field) => set.has(field));
}

/** The fields of a definition: a container shows the union of what its sub-entries may show. */
export function elementRateFields(def: ElementDef): RateField[] {
  return orderRateFields([...def.fields, ...(def.content ?? []).flatMap((sub) => sub.fields)]);
}

/**
 * Which rate fields an element shows (inspection-core §5: "by entry name or parent name").
 * `parentName` is the entry holding a sub-entry, or the room holding an entry ('WC' is both: the
 * sub-entries of the WC element are tried first, then the WC room's elements). A custom sub-entry
 * takes its container's fields; an unknown entry gets the custom-element fields.
 */
export function rateFieldsFor(entryName: string, parentName?: string): RateField[] {
  if (parentName !== undefined) {
    const parent = findCatalogueElement(parentName);
    const sub = parent?.content ? findByName(parent.content, entryName) : undefined;
    if (sub) return orderRateFields(sub.fields);
    const room = findRoomByName(parentName);
    const scoped = room ? findByName(roomScope(room.key), entryName) : undefined;
    if (scoped) return elementRateFields(scoped);
    if (parent && !room) return orderRateFields(parent.fields);
  }
  const def = findCatalogueElement(entryName);
  return def ? elementRateFields(def) : [...CUSTOM_ELEMENT_FIELDS];
}
