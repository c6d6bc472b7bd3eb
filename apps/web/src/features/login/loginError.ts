/**
 * The login error messages (accounts-costing §8): 401 -> invalid credentials; another status with a
 * message -> 'Erreur de connexion {code} ({message})'; no answer -> 'Erreur de connexion'; no token
 * in the answer -> the 'missing token' text.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/errors.ts';
import { MissingTokenError } from '../../api/session.ts';

export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof MissingTokenError) return t('login.missingToken');
  if (error instanceof ApiError) {
    if (error.status === 401) return t('login.invalidCredentials');
    if (error.code !== null) return t('login.errorWithCode', { code: error.status, message: error.message });
  }
  return t('login.error');
}
