/**
 * The verification address printed in every PDF (docs/ARCHITECTURE.md "A report's journey"): anyone holding
 * the document opens it (its QR code, or typed) and learns whether its fingerprint belongs to a report stored
 * on the server, with the report's date and its parties' initials only. The address is short enough to
 * type: the fingerprint's first 16 hex digits (64 bits, against a rate-limited route), and a bare
 * path, which the server redirects to the app's hash route.
 */
import { LINKED_ROUTES } from './appLinks.ts';

/** Hex digits of the fingerprint in the printed address. */
const SHORT_FINGERPRINT_LENGTH = 16;

/** The fingerprint as printed: its first 16 hex digits, lower case. */
export const shortFingerprint = (fingerprint: string): string =>
  fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH).toLowerCase();

/** The printed address of the report `edlId` whose fingerprint is `fingerprint`, on `appAddress`. */
export function verificationAddress(appAddress: string, edlId: number, fingerprint: string): string {
  const path = LINKED_ROUTES.verification
    .replace(':edlId', String(edlId))
    .replace(':fingerprint', shortFingerprint(fingerprint));
  return `${appAddress.replace(/\/+$/, '')}${path}`;
}

/**
 * The digits of the fingerprint `stored` that a verification giving `given` (as printed, or the whole
 * fingerprint; any case) must show, lower case and as long as `given`: its first 16, or all of them.
 * Null for any other length or a non-hex digit, which no fingerprint matches. The caller compares
 * them with `given` lower-cased, in constant time (the comparison is the server's, with its crypto).
 */
export function expectedDigits(stored: string, given: string): string | null {
  if (!/^[0-9a-fA-F]+$/.test(given)) return null;
  if (given.length !== SHORT_FINGERPRINT_LENGTH && given.length !== stored.length) return null;
  return stored.slice(0, given.length).toLowerCase();
}

/**
 * A person's initials, as the verification page shows a party: the first letter of each word, each
 * part of a hyphenated name kept ('Jean-Pierre de la Tour' -> 'J.-P. D. L. T.'). Null when blank.
 */
export function personInitials(name: string | null | undefined): string | null {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return words
    .map((word) =>
      word
        .split('-')
        .filter(Boolean)
        .map((part) => `${[...part][0]?.toLocaleUpperCase('fr') ?? ''}.`)
        .join('-'),
    )
    .join(' ');
}
