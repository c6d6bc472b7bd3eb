/**
 * Compact constructors for vocabulary forms, so that the word lists read like a glossary:
 * noun('trace', 'traces', 'f'), adj('léger', 'légers', 'légère', 'légères'), inv('en haut').
 */
import type { Locale } from '../../report/model.ts';
import type { Gender, VocabularyWord, WordForm, WordKind } from '../types.ts';

type Forms = readonly WordForm[];

/** A noun with its own gender ('n' for English). */
export const noun = (singular: string, plural: string, gender: Gender = 'n'): Forms => [
  { singular, plural, gender },
];

/** An adjective agreeing in gender and number; feminine forms default to the masculine ones. */
export const adj = (ms: string, mp: string, fs: string = ms, fp: string = mp): Forms => [
  { singular: ms, plural: mp, gender: 'm' },
  { singular: fs, plural: fp, gender: 'f' },
];

/** An English word: no gender, plural given when it differs. */
export const en = (singular: string, plural: string = singular): Forms => noun(singular, plural, 'n');

/** An invariable phrase (a location). */
export const inv = (text: string): Forms => noun(text, text, 'n');

export function word(
  kind: WordKind,
  forms: Readonly<Record<Locale, Forms>>,
  options: { plural?: boolean } = {},
): VocabularyWord {
  // The id is the French masculine singular: unique and readable in stored parts.
  const id = (forms.fr[0] as WordForm).singular;
  return options.plural ? { id, kind, forms, plural: true } : { id, kind, forms };
}
