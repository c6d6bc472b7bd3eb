/**
 * Protected names (inspection-core §3 and §6): entries that drive special behaviour cannot be
 * renamed, deleted or duplicated, and some cannot be added by a user at all. This complements the
 * validation folder's reserved names (names a user may not give to an element).
 */

/** Entries that cannot be renamed, deleted or duplicated. */
export const PROTECTED_NAMES: readonly string[] = ['Photos', 'Total des clés', 'Remise des clés'];

/** Names a user cannot add from the "add an entry" popover or as a custom sub-entry. */
export const NON_ADDABLE_NAMES: readonly string[] = ['Photos', 'Photo', 'Total des clés'];

const same = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('fr') === b.toLocaleLowerCase('fr');

/** Case-insensitive, so 'photos' is protected too (the spec reserves both spellings). */
export function isProtectedName(name: string): boolean {
  return PROTECTED_NAMES.some((protectedName) => same(name, protectedName));
}

export function isAddableEntryName(name: string): boolean {
  return name.trim() !== '' && !NON_ADDABLE_NAMES.some((reserved) => same(name, reserved));
}
