/**
 * Which vocabulary family an element uses: its name is matched against the legacy French element
 * names of each family, ignoring case and accents and a trailing number ('Porte 2' is a door).
 * Anything else uses the default family.
 */
import { normalizeName } from '../text.ts';
import type { ObservationFamily, VocabularyWord, WordKind } from './types.ts';
import { OBSERVATION_VOCABULARY, observationWord } from './vocabulary/index.ts';

const FAMILY_BY_ELEMENT = new Map<string, ObservationFamily>(
  OBSERVATION_VOCABULARY.flatMap((vocabulary) =>
    vocabulary.elements.map((element) => [normalizeName(element), vocabulary.family] as const),
  ),
);

export function familyForElement(name: string): ObservationFamily {
  const key = normalizeName(name);
  return FAMILY_BY_ELEMENT.get(key) ?? FAMILY_BY_ELEMENT.get(key.replace(/ \d+$/, '')) ?? 'default';
}

export type FamilyWords = Readonly<Record<WordKind, readonly VocabularyWord[]>>;

/** The words the quick-observation popup offers for a family, by kind, in display order. */
export function vocabularyFor(family: ObservationFamily): FamilyWords {
  // Every family is listed in OBSERVATION_VOCABULARY (a test checks it).
  const vocabulary = OBSERVATION_VOCABULARY.find((v) => v.family === family) ?? OBSERVATION_VOCABULARY[0];
  const words = (ids: readonly string[] = []) =>
    ids.map(observationWord).filter((word): word is VocabularyWord => word !== undefined);
  return {
    quantity: words(vocabulary?.quantity),
    quality: words(vocabulary?.quality),
    location: words(vocabulary?.location),
    defect: words(vocabulary?.defect),
  };
}
