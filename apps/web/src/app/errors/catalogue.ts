/**
 * The error catalogue (inspection-core §8, accounts-costing §8): which dialog a failure shows.
 * Only the rows of the foundation are here; later features add theirs by passing their own title
 * and message to `reportError`.
 */
import type { TFunction } from 'i18next';
import { ApiError, NetworkError, NotLoggedInError } from '../../api/errors.ts';

/** What happens once the dialog is shown. */
type ErrorFollowUp = 'none' | 'reloadSoon' | 'goToLogin';

export interface ErrorDialogContent {
  /** null: a dialog without a title (the 'not logged in' row). */
  title: string | null;
  message: string;
  /** Shown under 'Détails techniques'; null hides that button. */
  details: string | null;
  followUp: ErrorFollowUp;
}

/** A feature's own wording for a failure (e.g. 'Erreur génération'); the cause gives the details. */
interface ErrorReport {
  title?: string;
  message: string;
  cause?: unknown;
}

function detailsOf(error: unknown): string | null {
  if (error instanceof ApiError) {
    const detail = error.detail === undefined ? '' : `\n${JSON.stringify(error.detail, null, 1)}`;
    return `${error.status} ${error.code ?? ''} ${error.path}\n${error.message}${detail}`.trim();
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (error === undefined || error === null) return null;
  return String(error);
}

function isErrorReport(value: unknown): value is ErrorReport {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

export function describeError(error: unknown, t: TFunction, online: boolean): ErrorDialogContent {
  if (isErrorReport(error)) {
    return {
      title: error.title ?? t('errors.technicalTitle'),
      message: error.message,
      details: detailsOf(error.cause),
      followUp: 'none',
    };
  }
  if (error instanceof ApiError && error.status === 401) {
    return error.limited
      ? {
          title: t('errors.accessDeniedTitle'),
          message: t('errors.accessDenied'),
          details: null,
          followUp: 'none',
        }
      : {
          title: t('errors.sessionLostTitle'),
          message: t('errors.sessionLost', { product: t('app.name') }),
          details: null,
          followUp: 'reloadSoon',
        };
  }
  if (error instanceof NetworkError) {
    return {
      title: t('errors.offlineTitle'),
      message: online ? t('errors.badNetwork') : t('errors.offline'),
      details: null,
      followUp: 'none',
    };
  }
  if (error instanceof NotLoggedInError) {
    return { title: null, message: t('errors.notLoggedIn'), details: null, followUp: 'goToLogin' };
  }
  return {
    title: t('errors.technicalTitle'),
    message: error instanceof ApiError ? error.message : t('errors.unknown'),
    details: detailsOf(error),
    followUp: 'none',
  };
}
