/**
 * Reserved names (inspection-core §5). 'Photos' and 'Total des clés' drive special behaviour (the
 * photo entry, the computed key total), so a user may not give those names to a renamed element or a
 * custom sub-entry: the editor would then mistake it for the special one.
 */

/** Exactly the four spellings listed by the spec; the check is deliberately case-sensitive. */
export const RESERVED_NAMES: readonly string[] = ['Photos', 'photos', 'Total des clés', 'total des clés'];

/** True when `name` is one of the reserved names (surrounding spaces are ignored). */
export function isReservedName(name: string): boolean {
  return RESERVED_NAMES.includes(name.trim());
}

/** The spec's refusal message, with the name as the user typed it. */
export function reservedNameMessage(name: string): string {
  return `Le nom "${name}" est réservé pour des fonctions particulières, vous ne pouvez pas le renommer ainsi car cela pourrait engendrer des bugs.`;
}
