/**
 * Profile passcodes: exactly 4 digits, stored scrambled (accounts-costing §3, §5). The scrambling is
 * not security: the device must check a passcode offline, so it only keeps the digits from being
 * read at a glance in storage or in an API answer.
 */

export const PASSCODE_LENGTH = 4;
export const PASSCODE_FORMAT_MESSAGE = 'Le code secret doit faire 4 chiffres';
export const PASSCODE_WRONG_MESSAGE = 'Code secret erroné';

const PASSCODE_PATTERN = /^\d{4}$/;
const SCRAMBLE_KEY = [7, 3, 9, 5];

export function isValidPasscode(passcode: string): boolean {
  return PASSCODE_PATTERN.test(passcode);
}

/** Each digit shifted by a fixed key and the order reversed, prefixed so it never looks like 4 digits. */
export function scramblePasscode(passcode: string): string {
  if (!isValidPasscode(passcode)) throw new Error(PASSCODE_FORMAT_MESSAGE);
  const shifted = [...passcode].map((digit, i) => String((Number(digit) + (SCRAMBLE_KEY[i] ?? 0)) % 10));
  return `s1:${shifted.reverse().join('')}`;
}

export function unscramblePasscode(scrambled: string): string | null {
  const match = /^s1:(\d{4})$/.exec(scrambled);
  if (!match?.[1]) return null;
  const shifted = [...match[1]].reverse();
  return shifted.map((digit, i) => String((Number(digit) - (SCRAMBLE_KEY[i] ?? 0) + 10) % 10)).join('');
}

export function passcodeMatches(scrambled: string | null, entered: string): boolean {
  if (scrambled === null) return true;
  return unscramblePasscode(scrambled) === entered;
}
