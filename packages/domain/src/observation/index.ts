/**
 * Quick observations (inspection-core §3 and §4): the vocabulary of each element family in fr, en
 * and es, the element-to-family mapping, and the phrase builder of the 'Observations rapides' popup.
 */
export * from './types.ts';
export { OBSERVATION_VOCABULARY, OBSERVATION_WORDS, observationWord } from './vocabulary/index.ts';
export { familyForElement, vocabularyFor } from './family.ts';
export { appendObservation, buildObservation, renderWord, type ObservationPart } from './phrase.ts';
