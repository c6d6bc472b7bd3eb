/**
 * The login screen's rule and the messages of the account and administration forms
 * (accounts-costing §5), used by the app before sending and by the server before storing; the forms'
 * rules are accountForms.ts. Field maps are keyed by payload field; messages are the spec's unless
 * marked.
 */
import { isBlank } from '../text.ts';

export const LOGIN_CREDENTIALS_REQUIRED_MESSAGE = 'Veuillez renseigner vos identifiants';
export const INVALID_FORM_TITLE = 'Erreur';
export const INVALID_FORM_MESSAGE = 'Veuillez corriger les informations renseignées !';
export const PASSWORD_MISMATCH_MESSAGE =
  'Les deux mots de passe ne correspondent pas, veuillez essayer à nouveau';
export const STATS_GROUP_REQUIRED_MESSAGE =
  'Il est impératif de choisir un groupe pour lequel afficher les statistiques';
/** Not in the spec (it only gives the hint "avoid spaces"). */
export const LOGIN_SPACES_MESSAGE = "L'identifiant ne doit pas contenir d'espace";
/** Not in the spec: the field has type email. */
export const EMAIL_FORMAT_MESSAGE = 'Vous devez renseigner une adresse e-mail valide';

export type FieldErrors = Record<string, string>;

/** Null when both are filled, else the spec's message. */
export function validateLogin(input: { login?: string | null; password?: string | null }): string | null {
  return isBlank(input.login) || isBlank(input.password) ? LOGIN_CREDENTIALS_REQUIRED_MESSAGE : null;
}

export function isEmailLike(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** New auto-EDL: sent only when an e-mail and a report to duplicate are both set. */
export function canSubmitAutoEdl(input: { email?: string | null; duplicateFromId?: number | null }): boolean {
  return !isBlank(input.email) && input.duplicateFromId != null;
}
