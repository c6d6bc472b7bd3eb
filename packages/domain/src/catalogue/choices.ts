/**
 * The fixed choice lists of the spec, quoted exactly: the rate choice lists (inspection-core §3
 * "Rate choice lists") and the property options of the info form (§9 "Business constants").
 */

const CLEANING_CHOICES = ['Propre', 'Sale', 'Non nettoyé', 'Mal nettoyé', 'Calcaire', 'Poussière'] as const;

export const CONDITION_CHOICES = [
  'N.C',
  'Neuf',
  'Très bon état',
  'Bon état',
  'Etat usage',
  'Etat moyen',
  'Mauvais état',
  'Dégradé',
  'Hors service',
] as const;

const STATE_CHOICES = [
  'Fonctionne',
  'Ne fonctionne pas',
  'Dysfonctionnement',
  'Non vérifiable',
  'Etanche',
  'Sous réserve',
] as const;

const COLOR_CHOICES = [
  'Blanc',
  'Bleu',
  'Gris',
  'Jaune',
  'Rouge',
  'Vert',
  'Rose',
  'Orange',
  'Noire',
  'Mauve',
  'Taupe',
  'Violet',
] as const;

/** The meter reading types (rate field `typeReleve`). */
const METER_TYPE_CHOICES = ['Electrique', 'Eau froide', 'Eau chaude', 'Gaz'] as const;

export const CHOICE_LISTS = {
  cleaning: CLEANING_CHOICES,
  condition: CONDITION_CHOICES,
  state: STATE_CHOICES,
  color: COLOR_CHOICES,
  meterType: METER_TYPE_CHOICES,
} as const;

/** Property genre options of the info form. */
export const PROPERTY_GENRES = [
  'Appartement',
  'Maison',
  'Studio',
  'Immeuble',
  'Local',
  'Local commercial',
  'Local industriel',
  'Garage',
  'Autre',
] as const;

/**
 * Housing types. The spec names the two individual-room types only by meaning (private or shared
 * sanitary); these labels are ours.
 */
export const HOUSING_TYPES = [
  'Studio',
  'T1',
  'T2',
  'T3',
  'T4',
  'T5',
  'T6',
  'T7',
  'Local',
  'Garage',
  'Chambre individuelle (sanitaires privatifs)',
  'Chambre individuelle (sanitaires partagés)',
  'Autre',
] as const;

/** Condition options for the property as a whole (no 'Dégradé', unlike the element condition list). */
export const PROPERTY_CONDITIONS = CONDITION_CHOICES.filter(
  (choice): choice is Exclude<(typeof CONDITION_CHOICES)[number], 'Dégradé'> => choice !== 'Dégradé',
);

/*
 * The French labels of the costing actions and natures (§9) are CALIBRATION_ACTION_LABELS and
 * CALIBRATION_ELEMENT_TYPE_LABELS (costing/calibration.ts), their one source.
 */

/** Display-name suffixes of the two templates. */
export const TEMPLATE_SUFFIXES = { default: '(détaillé)', simple: '(simplifié)' } as const;
