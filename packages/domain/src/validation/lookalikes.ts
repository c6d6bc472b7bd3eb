/**
 * Names that others read: logins (lists, statistics, CSV exports), group names and profile names.
 * Not in the spec (docs/ARCHITECTURE.md "Trust"): one must never read as another. So a login is kept
 * in one form (NFKC, then lower case: 'ｂａｒｓａｄｍｉｎ' and 'BarsAdmin' are 'barsadmin'), nothing
 * invisible is accepted ('barsadmin' + U+200B), and two logins, or two sibling groups, or two
 * profiles of one account, may not share a confusable skeleton (skeleton.ts: 'bаrsadmin' with a
 * Cyrillic а). The comparison keys (skeleton.ts) are what the server stores in a unique column.
 *
 * Lower case rather than full case folding: JavaScript has no case fold, and after NFKC the two
 * differ only on a few letters ('ß' and 'ss', 'ς' and 'σ', Cherokee), which stay distinct logins.
 */
import { LOGIN_SPACES_MESSAGE } from './accounts.ts';

export const LOGIN_INVISIBLE_MESSAGE =
  "L'identifiant ne doit pas contenir de caractère invisible ou de contrôle";
export const LOGIN_LOOKALIKE_MESSAGE = 'Cet identifiant ressemble à un identifiant existant';
export const NAME_INVISIBLE_MESSAGE = 'Le nom ne doit pas contenir de caractère invisible ou de contrôle';
export const GROUP_NAME_LOOKALIKE_MESSAGE = "Ce nom ressemble à celui d'un groupe existant";
export const PROFILE_NAME_LOOKALIKE_MESSAGE = "Ce nom ressemble à celui d'un autre de vos profils";

/**
 * Control and format characters (Cc, Cf: zero-width spaces and joiners, U+2060, U+FEFF, bidi
 * controls), lone surrogates, private-use and unassigned code points, line and paragraph separators,
 * every default-ignorable code point (Hangul fillers, variation selectors, soft hyphen…) and the
 * blank braille pattern, which draws nothing either.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

export function hasInvisibleCharacter(text: string): boolean {
  return INVISIBLE.test(text);
}

/** The text without what hasInvisibleCharacter refuses (for keys of names stored before the rule). */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(new RegExp(INVISIBLE.source, 'gu'), '');
}

/** The form a login is stored, compared and signed in with. */
export function normaliseLogin(login: string): string {
  // NFKC again after lower case: lowering may leave a sequence NFKC would write otherwise.
  return login.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}

/** Null when the login can be stored (once filled), else why not. */
export function loginCharactersError(login: string): string | null {
  if (hasInvisibleCharacter(login)) return LOGIN_INVISIBLE_MESSAGE;
  // After NFKC: a no-break or ideographic space is a space too.
  return /\s/.test(normaliseLogin(login)) ? LOGIN_SPACES_MESSAGE : null;
}

/**
 * A group's or profile's name as stored: composed (NFC, so 'é' typed either way is one name), every
 * space character an ordinary space (a no-break space pasted from a word processor is not refused),
 * runs of spaces single, trimmed. Otherwise as typed: capitals and ligatures stay.
 */
export function normaliseDisplayName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();
}

export function displayNameCharactersError(name: string): string | null {
  return hasInvisibleCharacter(name) ? NAME_INVISIBLE_MESSAGE : null;
}
