/** Internal helper (not exported from the package): what counts as an empty field. */

/** Empty: null, undefined, or only spaces. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}
