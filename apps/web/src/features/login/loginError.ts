/**
 * The login form's messages (accounts-costing §2 "Login", §8), for the app's form (useLoginForm)
 * and the one without React (plainLogin.ts) alike: both fields required -> 'Veuillez renseigner vos
 * identifiants'; 401 -> invalid credentials; another status with a message -> 'Erreur de connexion
 * {code} ({message})'; no answer -> 'Erreur de connexion'; no token in the answer -> the 'missing
 * token' text. `t` is i18next's or plainLogin's over the same messages (i18n/locales).
 */
import { validateLogin } from '@constat/domain';
import type { Messages } from '../../i18n/locales/fr.ts';
import { ApiError } from '../../api/errors.ts';
import { MissingTokenError } from '../../api/session.ts';

export type LoginMessageKey = `login.${keyof Messages['login'] & string}`;
export type LoginTranslate = (key: LoginMessageKey, values?: { code: number; message: string }) => string;

export interface Credentials {
  username: string;
  password: string;
}

/** The message when a field is left blank, else null. */
export function missingCredentials(entered: Credentials, t: LoginTranslate): string | null {
  return validateLogin({ login: entered.username, password: entered.password }) === null
    ? null
    : t('login.credentialsRequired');
}

/** Signs in with the login as typed but trimmed; null once signed in, else the message to show. */
export async function signInMessage(
  entered: Credentials,
  signIn: (username: string, password: string) => Promise<unknown>,
  t: LoginTranslate,
): Promise<string | null> {
  try {
    await signIn(entered.username.trim(), entered.password);
    return null;
  } catch (failure) {
    return loginErrorMessage(failure, t);
  }
}

export function loginErrorMessage(error: unknown, t: LoginTranslate): string {
  if (error instanceof MissingTokenError) return t('login.missingToken');
  if (error instanceof ApiError) {
    if (error.status === 401) return t('login.invalidCredentials');
    if (error.code !== null) return t('login.errorWithCode', { code: error.status, message: error.message });
  }
  return t('login.error');
}
