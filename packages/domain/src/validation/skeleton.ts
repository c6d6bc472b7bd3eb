/**
 * Unicode TS #39's confusable skeleton (section 4): NFD, each character replaced by its prototype
 * from confusables.txt, NFD again. Two strings with the same skeleton read alike ('bаrsadmin' with a
 * Cyrillic а and 'barsadmin'; 'rn' and 'm'; '1' and 'l'). Accents are kept: 'hélène' and 'helene'
 * have different skeletons, as TS #39 means them to (an accent is seen).
 *
 * Apart from lookalikes.ts so that the app's forms, which check characters but never compare
 * names, do not carry the table.
 */
import { CONFUSABLE_PROTOTYPES } from './confusables.generated.ts';
import { normaliseDisplayName, normaliseLogin, withoutInvisibleCharacters } from './lookalikes.ts';

let prototypes: Map<string, string> | undefined;

/** Read on first use: the table costs nothing to a caller (the app's forms) that never compares. */
function prototypeTable(): Map<string, string> {
  if (prototypes) return prototypes;
  const codePoints = (hex: string) =>
    String.fromCodePoint(...hex.split('.').map((part) => parseInt(part, 16)));
  prototypes = new Map(
    CONFUSABLE_PROTOTYPES.split(',').map((entry) => {
      const [source = '', prototype = ''] = entry.split(':');
      return [codePoints(source), codePoints(prototype)];
    }),
  );
  return prototypes;
}

export function confusableSkeleton(text: string): string {
  const table = prototypeTable();
  let mapped = '';
  for (const char of text.normalize('NFD')) mapped += table.get(char) ?? char;
  return mapped.normalize('NFD');
}

/**
 * Two logins with one key read alike: the server keeps it unique among accounts. Invisible
 * characters, refused in a new login, are left out of the key: an older login that holds one reads
 * as the login without it.
 */
export function loginKey(login: string): string {
  return confusableSkeleton(withoutInvisibleCharacters(normaliseLogin(login)));
}

/** Two names with one key read alike, whatever their case, width or invisible characters. */
export function displayNameKey(name: string): string {
  const folded = normaliseDisplayName(name).normalize('NFKC').toLowerCase();
  return confusableSkeleton(withoutInvisibleCharacters(folded));
}
