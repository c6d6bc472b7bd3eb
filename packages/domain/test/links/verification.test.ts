import { describe, expect, it } from 'vitest';
import {
  expectedDigits,
  personInitials,
  shortFingerprint,
  verificationAddress,
} from '../../src/links/verification.ts';

const FINGERPRINT = 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778';

describe('the verification address of a PDF', () => {
  it('is a short bare path: the id and the first 16 hex digits of the fingerprint', () => {
    expect(shortFingerprint(FINGERPRINT)).toBe('a3f1c2d4e5b6a798');
    expect(verificationAddress('https://constat.example/', 42, FINGERPRINT)).toBe(
      'https://constat.example/verifier/42/a3f1c2d4e5b6a798',
    );
  });

  it('expects the printed digits or the whole fingerprint, in any case, and nothing else', () => {
    const matches = (given: string) => expectedDigits(FINGERPRINT, given) === given.toLowerCase();
    expect(expectedDigits(FINGERPRINT, 'A3F1C2D4E5B6A798')).toBe('a3f1c2d4e5b6a798');
    expect(expectedDigits(FINGERPRINT.toUpperCase(), FINGERPRINT)).toBe(FINGERPRINT);
    expect(matches('a3f1c2d4e5b6a798')).toBe(true);
    expect(matches('A3F1C2D4E5B6A798')).toBe(true);
    expect(matches(FINGERPRINT)).toBe(true);
    expect(matches('a3f1c2d4e5b6a799')).toBe(false);
    expect(expectedDigits(FINGERPRINT, 'a3f1c2d4')).toBeNull();
    expect(expectedDigits(FINGERPRINT, 'a3f1c2d4e5b6a79')).toBeNull();
    expect(expectedDigits(FINGERPRINT, 'g3f1c2d4e5b6a798')).toBeNull();
  });
});

describe('a party as the verification page shows it', () => {
  it.each([
    ['Zoé Lefèvre', 'Z. L.'],
    ['Jean-Pierre de la Tour', 'J.-P. D. L. T.'],
    ['  élodie   martin ', 'É. M.'],
    ['', null],
    [null, null],
  ])('%s -> %s', (name, initials) => {
    expect(personInitials(name)).toBe(initials);
  });
});
