/**
 * What the agent is told when a save fails (inspection-core §8 "Save failure"): the dialog
 * 'Erreur enregistrement EDL local #{id}' with the server's detail; a lost network gets the central
 * network dialog instead (the report waits and is sent again when the network is back).
 */
import { saveFailureDetail } from '@constat/domain';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { i18next } from '../../i18n/index.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';

export function reportSaveFailure(localId: number, error: unknown): void {
  if (error instanceof NetworkError) {
    reportError(error);
    return;
  }
  const t = i18next.getFixedT(null, CAPTURE_NS);
  const detail = error instanceof ApiError ? (saveFailureDetail(error.detail) ?? error.message) : null;
  reportError({
    title: t('list.saveErrorTitle', { id: localId }),
    message: detail === null ? t('list.saveError') : `${t('list.saveError')}\n${detail}`,
    cause: error,
  });
}
