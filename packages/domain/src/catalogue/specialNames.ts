/**
 * Special names, in one place (inspection-core §3, §5, §6). A few names drive behaviour of their own,
 * so every rule about them lives here and compares names the same way: with normalizeName (no case,
 * no accents, single spaces, trimmed). 'PHOTOS ', 'photos' and 'Photos' are one name.
 *
 *   - Photo entries ('Photos', and the legacy 'Photo'): the room's gallery. Opened as soon as
 *     visited, skipped by the self-service steps, no context gallery, never deleted.
 *   - Key entries: 'Total des clés' (computed, read-only) and 'Remise des clés' (the handover).
 *   - Reserved names ('Photos', 'Total des clés', §5): a user may not give them to an element, with
 *     the spec's message.
 *   - Protected names: the elements carrying them cannot be renamed, deleted or duplicated.
 *   - Names a user cannot add ('Photos', 'Photo', 'Total des clés'); 'Remise des clés' can be added
 *     (it brings the key list) but not typed as a new name for another element.
 *   - Rooms a user cannot add (Clés, Energie, Equipements intérieurs/extérieurs, Etat de propreté
 *     général): their names may not be given to another element either, or a renamed room would
 *     pass for one of them.
 */
import { normalizeName } from '../text.ts';
import { ROOMS } from './rooms.ts';

const PHOTOS_ENTRY = 'Photos';
const KEY_HANDOVER_ENTRY = 'Remise des clés';
const KEY_TOTAL_ENTRY = 'Total des clés';

const same = (a: string, b: string): boolean => normalizeName(a) === normalizeName(b);
const oneOf = (name: string, list: readonly string[]): boolean => list.some((item) => same(name, item));

/** The spellings of a photo entry: the spec's 'Photos' and the legacy singular 'Photo'. */
const PHOTOS_ENTRY_NAMES: readonly string[] = [PHOTOS_ENTRY, 'Photo'];

/** A photo entry: 'Photos', 'photos', 'Photo' (any case, surrounding spaces ignored). */
export function isPhotosEntry(name: string): boolean {
  return oneOf(name, PHOTOS_ENTRY_NAMES);
}

/** The computed, read-only key total. */
export function isKeyTotalEntry(name: string): boolean {
  return same(name, KEY_TOTAL_ENTRY);
}

/** The key handover container. */
export function isKeyHandoverEntry(name: string): boolean {
  return same(name, KEY_HANDOVER_ENTRY);
}

/** The spec's reserved names, as it lists them; any case of them is reserved (see the header). */
export const RESERVED_NAMES: readonly string[] = ['Photos', 'photos', 'Total des clés', 'total des clés'];

/** True when `name` is a reserved name ('Photos', 'Total des clés', in any case). */
export function isReservedName(name: string): boolean {
  return oneOf(name, RESERVED_NAMES);
}

/** The spec's refusal message, with the name as the user typed it. */
export function reservedNameMessage(name: string): string {
  return `Le nom "${name}" est réservé pour des fonctions particulières, vous ne pouvez pas le renommer ainsi car cela pourrait engendrer des bugs.`;
}

/** Elements that cannot be renamed, deleted or duplicated. */
const PROTECTED_NAMES: readonly string[] = [...PHOTOS_ENTRY_NAMES, KEY_TOTAL_ENTRY, KEY_HANDOVER_ENTRY];

export function isProtectedName(name: string): boolean {
  return oneOf(name, PROTECTED_NAMES);
}

/** Names a user cannot add from the "add an entry" popover or as a custom sub-entry. */
export const NON_ADDABLE_NAMES: readonly string[] = [...PHOTOS_ENTRY_NAMES, KEY_TOTAL_ENTRY];

export function isAddableEntryName(name: string): boolean {
  return name.trim() !== '' && !oneOf(name, NON_ADDABLE_NAMES);
}

/** The names of the rooms a user cannot add by hand, in display order. */
export const NON_ADDABLE_ROOM_NAMES: readonly string[] = ROOMS.filter((room) => !room.addable).map(
  (room) => room.name,
);

/** 'Clés', 'cles', 'Clés 2'...: the name of a room a user cannot add (a copy number is ignored). */
export function isNonAddableRoomName(name: string): boolean {
  return oneOf(name.replace(/\s+\d+\s*$/, ''), NON_ADDABLE_ROOM_NAMES);
}
