/**
 * Validation of the account and administration forms (accounts-costing §5), used by the app before
 * sending and by the server before storing. Field maps are keyed by payload field; messages are the
 * spec's unless marked.
 */
import { hasPlatformRights } from '../policies/accounts.ts';
import type { Subject } from '../policies/subject.ts';
import { isBlank } from '../text.ts';
import { REQUIRED_INPUT_MESSAGE, REQUIRED_SELECT_MESSAGE } from './messages.ts';

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

export interface NewUserInput {
  login?: string | null;
  email?: string | null;
  groupId?: number | null;
  /** Optional: empty means a random password sent by e-mail. */
  password?: string | null;
}

/** Login and e-mail required, login without spaces, group required unless a super admin creates. */
export function validateNewUser(
  input: NewUserInput,
  creator: Pick<Subject, 'admin' | 'groupId'>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(input.login)) errors['login'] = REQUIRED_INPUT_MESSAGE;
  else if (/\s/.test(input.login ?? '')) errors['login'] = LOGIN_SPACES_MESSAGE;
  if (isBlank(input.email)) errors['email'] = REQUIRED_INPUT_MESSAGE;
  else if (!isEmailLike(input.email ?? '')) errors['email'] = EMAIL_FORMAT_MESSAGE;
  if (!hasPlatformRights(creator) && input.groupId == null) errors['groupId'] = REQUIRED_SELECT_MESSAGE;
  return errors;
}

export function validateNewGroup(input: { name?: string | null }): FieldErrors {
  return isBlank(input.name) ? { name: REQUIRED_INPUT_MESSAGE } : {};
}

/** Null when the confirmation matches, else the spec's message. */
export function checkPasswordConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORD_MISMATCH_MESSAGE;
}

/** New auto-EDL: sent only when an e-mail and a report to duplicate are both set. */
export function canSubmitAutoEdl(input: { email?: string | null; duplicateFromId?: number | null }): boolean {
  return !isBlank(input.email) && input.duplicateFromId != null;
}

/** Admin statistics: anyone but a super admin must choose a group first. */
export function validateStatsGroup(isSuperAdmin: boolean, groupId: number | null | undefined): string | null {
  return isSuperAdmin || groupId != null ? null : STATS_GROUP_REQUIRED_MESSAGE;
}

/**
 * A custom colour as stored: 6 (or 3) hex digits without '#', lower case. '' (or only spaces) is
 * kept as '' because an empty string resets the colour to the inherited one; null means invalid.
 */
export function parseCustomColor(input: string): string | null {
  const value = input.trim().replace(/^#/, '').toLowerCase();
  if (value === '') return input.trim() === '' ? '' : null;
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/.test(value) ? value : null;
}

/**
 * A legal text that is only a line break is saved as empty (rich-text editors leave one behind
 * when cleared). Both raw line breaks and the editors' HTML forms ('<br>', '<p><br></p>') count.
 */
export function normalizeLegalText(text: string): string {
  return /^\s*(\r?\n|\r|<br\s*\/?>|<p>\s*<br\s*\/?>\s*<\/p>)\s*$/i.test(text) ? '' : text;
}
