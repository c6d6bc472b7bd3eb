import { describe, expect, it } from 'vitest';
import { isValidPasscode, passcodeMatches, scramblePasscode, unscramblePasscode } from '../../src/index.ts';

describe('profile passcode (accounts-costing §5: exactly 4 digits, stored scrambled)', () => {
  it('accepts exactly 4 digits only', () => {
    expect(isValidPasscode('0123')).toBe(true);
    expect(isValidPasscode('123')).toBe(false);
    expect(isValidPasscode('12345')).toBe(false);
    expect(isValidPasscode('12a4')).toBe(false);
  });
  it('is stored scrambled, never as the digits, and reads back', () => {
    for (const code of ['0000', '1234', '9999', '4071']) {
      const scrambled = scramblePasscode(code);
      expect(scrambled).not.toContain(code);
      expect(unscramblePasscode(scrambled)).toBe(code);
    }
    expect(() => scramblePasscode('12')).toThrow('Le code secret doit faire 4 chiffres');
    expect(unscramblePasscode('1234')).toBeNull();
  });
  it('matches the entered passcode, and any entry when the profile has none', () => {
    const scrambled = scramblePasscode('2580');
    expect(passcodeMatches(scrambled, '2580')).toBe(true);
    expect(passcodeMatches(scrambled, '2581')).toBe(false);
    expect(passcodeMatches(null, '')).toBe(true);
  });
});
