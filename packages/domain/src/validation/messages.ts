/** Messages of the info form (inspection-core §2, §5), quoted from the spec unless marked. */

/** On a select left empty. */
export const REQUIRED_SELECT_MESSAGE = 'Vous devez choisir une valeur';
/** On an input left empty. */
export const REQUIRED_INPUT_MESSAGE = 'Vous devez renseigner ce champ';
/** The red disabled create button while the form is invalid. */
export const REQUIRED_FIELDS_BUTTON_LABEL = 'Certains champs obligatoires ne sont pas remplis';
/** Not in the spec: the count fields are not shown, so only corrupted data can trip these. */
export const RENTER_COUNT_MESSAGE = 'Le nombre de locataires doit être compris entre 1 et 5';
export const EXTRA_EMAIL_COUNT_MESSAGE = "Le nombre d'e-mails supplémentaires doit être compris entre 0 et 3";
/** Not in the spec: a move-out's entry date must be a calendar date (yyyy-MM-dd). */
export const ENTRY_DATE_FORMAT_MESSAGE = "La date d'entrée doit être une date valide";
/**
 * Not in the spec (docs/ARCHITECTURE.md "Beyond the specification"): the move-out's deposit must read as an
 * amount in euros.
 */
export const DEPOSIT_FORMAT_MESSAGE =
  'Le dépôt de garantie doit être un montant en euros, par exemple 850 ou 1 200,50 (1 000 000 € au plus)';
/**
 * Not in the spec (docs/ARCHITECTURE.md "Beyond the specification"): only a move-out states the deposit to
 * return.
 */
export const DEPOSIT_MOVE_OUT_ONLY_MESSAGE = "Le dépôt de garantie ne se renseigne que sur l'EDL de sortie";
