/**
 * Shapes of the quick-observation vocabulary (inspection-core §3 "Quick-observation vocabulary"):
 * words of four kinds, each with a singular, a plural and a gender in fr, en and es, grouped into
 * element families. A word that agrees with the noun (an adjective in fr or es) has one form per
 * gender; a noun has one form carrying its own gender; invariable words are neutral.
 */
import type { Locale } from '../report/model.ts';

/** 'n' marks a word with no grammatical gender (English words, invariable phrases). */
export type Gender = 'm' | 'f' | 'n';

export interface WordForm {
  readonly singular: string;
  readonly plural: string;
  readonly gender: Gender;
}

export const WORD_KINDS = ['quantity', 'quality', 'location', 'defect'] as const;
export type WordKind = (typeof WORD_KINDS)[number];

export interface VocabularyWord {
  /** Stable id: the French singular (masculine) form. */
  readonly id: string;
  readonly kind: WordKind;
  readonly forms: Readonly<Record<Locale, readonly WordForm[]>>;
  /** A quantity word meaning several ('quelques', 'plusieurs'): it makes the phrase plural. */
  readonly plural?: boolean;
}

export const OBSERVATION_FAMILIES = [
  'default',
  'wallCeiling',
  'floor',
  'door',
  'plinth',
  'lockHandle',
  'shutter',
  'window',
  'sink',
  'faucet',
  'sinkCabinet',
  'storage',
  'radiator',
  'siphon',
  'seal',
  'splashback',
  'cookingPlate',
  'hood',
  'oven',
  'bathtub',
  'bathPannel',
  'vent',
  'tank',
  'flush',
] as const;
export type ObservationFamily = (typeof OBSERVATION_FAMILIES)[number];

/** A family: the legacy French element names it covers and the ids of its words, by kind. */
export interface FamilyVocabulary {
  readonly family: ObservationFamily;
  readonly elements: readonly string[];
  readonly quantity: readonly string[];
  readonly quality: readonly string[];
  readonly location: readonly string[];
  readonly defect: readonly string[];
}
