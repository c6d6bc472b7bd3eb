/**
 * The account and administration forms (accounts-costing §5, §7): new user, new group, password
 * confirmation, statistics, colour and legal texts. Apart from the login screen's rule
 * (accounts.ts), so that the login screen's JavaScript carries neither these nor the access rules
 * they ask.
 */
import { hasPlatformRights } from '../policies/accounts.ts';
import type { Subject } from '../policies/subject.ts';
import { isBlank } from '../text.ts';
import { REQUIRED_INPUT_MESSAGE, REQUIRED_SELECT_MESSAGE } from './messages.ts';
import { displayNameCharactersError, loginCharactersError } from './lookalikes.ts';
import {
  EMAIL_FORMAT_MESSAGE,
  isEmailLike,
  PASSWORD_MISMATCH_MESSAGE,
  STATS_GROUP_REQUIRED_MESSAGE,
  type FieldErrors,
} from './accounts.ts';

export interface NewUserInput {
  login?: string | null;
  email?: string | null;
  groupId?: number | null;
  /** Optional: empty means a random password sent by e-mail. */
  password?: string | null;
}

/**
 * Login and e-mail required, login without spaces nor invisible characters (lookalikes.ts), group
 * required unless a super admin creates.
 */
export function validateNewUser(
  input: NewUserInput,
  creator: Pick<Subject, 'admin' | 'groupId'>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(input.login)) errors['login'] = REQUIRED_INPUT_MESSAGE;
  else {
    const loginError = loginCharactersError(input.login ?? '');
    if (loginError) errors['login'] = loginError;
  }
  if (isBlank(input.email)) errors['email'] = REQUIRED_INPUT_MESSAGE;
  else if (!isEmailLike(input.email ?? '')) errors['email'] = EMAIL_FORMAT_MESSAGE;
  if (!hasPlatformRights(creator) && input.groupId == null) errors['groupId'] = REQUIRED_SELECT_MESSAGE;
  return errors;
}

export function validateNewGroup(input: { name?: string | null }): FieldErrors {
  if (isBlank(input.name)) return { name: REQUIRED_INPUT_MESSAGE };
  const nameError = displayNameCharactersError(input.name ?? '');
  return nameError ? { name: nameError } : {};
}

/** Null when the confirmation matches, else the spec's message. */
export function checkPasswordConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORD_MISMATCH_MESSAGE;
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
