/** The word bank (every word of every family, by id) and the families. */
import type { VocabularyWord } from '../types.ts';
import { DEFECT_WORDS } from './defects.ts';
import { LOCATION_WORDS } from './locations.ts';
import { QUALITY_WORDS } from './qualities.ts';
import { QUANTITY_WORDS } from './quantities.ts';

export const OBSERVATION_WORDS: readonly VocabularyWord[] = [
  ...QUANTITY_WORDS,
  ...QUALITY_WORDS,
  ...LOCATION_WORDS,
  ...DEFECT_WORDS,
];

const BY_ID = new Map(OBSERVATION_WORDS.map((word) => [word.id, word]));

export function observationWord(id: string): VocabularyWord | undefined {
  return BY_ID.get(id);
}

export { OBSERVATION_VOCABULARY } from './families.ts';
