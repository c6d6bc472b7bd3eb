/**
 * The quick-observation phrase builder (inspection-core §4 "Quick observation"): the user picks a
 * number, quantity, defect, quality and location words; the parts are joined in the order chosen,
 * agreeing in number (plural above 1) and, in fr and es, in gender with the defect noun. Gender and
 * plural can be forced. The phrase is capitalised, then appended on a new line after the existing
 * observation; an empty phrase changes nothing.
 */
import type { Locale } from '../report/model.ts';
import type { Gender, VocabularyWord, WordKind } from './types.ts';
import { observationWord } from './vocabulary/index.ts';

export type ObservationPart = { kind: 'number'; value: number } | { kind: WordKind; word: string };

export interface ObservationOptions {
  /** The language of the phrase (the report's locale); French by default. */
  locale?: Locale;
  /** Forces the agreement gender instead of the defect noun's. */
  gender?: 'm' | 'f';
  /** Forces singular (false) or plural (true). */
  plural?: boolean;
}

function wordOf(part: ObservationPart): VocabularyWord | undefined {
  return part.kind === 'number' ? undefined : observationWord(part.word);
}

/**
 * Plural when forced, when a number above 1 was typed, or when a quantity word means several
 * ('quelques traces': the spec's digit rule extended to the words that say the same).
 */
function isPlural(parts: readonly ObservationPart[], forced: boolean | undefined): boolean {
  if (forced !== undefined) return forced;
  return parts.some((part) => (part.kind === 'number' ? part.value > 1 : wordOf(part)?.plural === true));
}

/** The gender the words agree with: forced, else the first defect noun's, else masculine. */
function agreementGender(parts: readonly ObservationPart[], locale: Locale, forced?: 'm' | 'f'): Gender {
  if (forced) return forced;
  for (const part of parts) {
    const word = wordOf(part);
    if (word?.kind === 'defect') return word.forms[locale][0]?.gender ?? 'm';
  }
  return 'm';
}

/** One word in a locale, agreeing with `gender` and `plural` (also labels the popup's buttons). */
export function renderWord(
  word: VocabularyWord,
  locale: Locale,
  gender: Gender = 'm',
  plural = false,
): string {
  const forms = word.forms[locale];
  const form = forms.find((candidate) => candidate.gender === gender) ?? forms[0];
  return (plural ? form?.plural : form?.singular) ?? '';
}

function capitalise(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** The phrase, or '' when no part yields a word (the AJOUTER button is then disabled). */
export function buildObservation(
  parts: readonly ObservationPart[],
  options: ObservationOptions = {},
): string {
  const locale = options.locale ?? 'fr';
  const plural = isPlural(parts, options.plural);
  const gender = agreementGender(parts, locale, options.gender);
  const texts = parts.map((part) => {
    if (part.kind === 'number') return Number.isFinite(part.value) ? String(part.value) : '';
    const word = wordOf(part);
    return word ? renderWord(word, locale, gender, plural) : '';
  });
  return capitalise(texts.filter((text) => text !== '').join(' '), locale);
}

/** The observation with the phrase on a new line; an empty phrase leaves it unchanged. */
export function appendObservation(existing: string | null | undefined, phrase: string): string {
  const current = existing ?? '';
  if (phrase.trim() === '') return current;
  return current.trim() === '' ? phrase : `${current}\n${phrase}`;
}
