/**
 * Small value helpers shared across the package, so that every rule agrees on what "empty" means and
 * on how two names compare.
 */

/**
 * Empty: null, undefined, a string of only spaces, or an empty array (a legacy `photo: []`). Every
 * other value, including 0 and false, is set.
 */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The opposite of isBlank: the field holds something. */
export function isSet(value: unknown): boolean {
  return !isBlank(value);
}

/**
 * A name as compared by the catalogue, the special-name rules and the observation vocabulary: lower
 * case, no accents, single spaces, trimmed. 'Électricité ' and 'electricite' compare equal.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
