/**
 * What the agent is told when a save fails (inspection-core §8 "Save failure"): the dialog
 * 'Erreur enregistrement EDL local #{id}' with the server's detail; a lost network gets the central
 * network dialog instead (the report waits and is sent again when the network is back). Two
 * refusals say what happened and what to do instead of 'contact us' (docs/ARCHITECTURE.md "Trust"); the
 * report stays on the device either way (uploadReport.ts):
 * - idempotency-key-reused: another version of the report is already saved under its key. The agent
 *   decides: Save again makes this version a new report, Delete keeps only the saved one;
 * - fingerprint-mismatch: the report changed after signing; it is open again to be signed again.
 */
import { saveFailureDetail } from '@constat/domain';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { i18next } from '../../i18n/index.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';

const REFUSALS = {
  'idempotency-key-reused': 'list.saveKeyReused',
  'fingerprint-mismatch': 'list.saveFingerprintMismatch',
} as const;

function refusalMessage(error: ApiError): (typeof REFUSALS)[keyof typeof REFUSALS] | null {
  if (error.status !== 422 || error.code === null || !Object.hasOwn(REFUSALS, error.code)) return null;
  return REFUSALS[error.code as keyof typeof REFUSALS];
}

export function reportSaveFailure(localId: number, error: unknown): void {
  if (error instanceof NetworkError) {
    reportError(error);
    return;
  }
  const t = i18next.getFixedT(null, CAPTURE_NS);
  const title = t('list.saveErrorTitle', { id: localId });
  const refusal = error instanceof ApiError ? refusalMessage(error) : null;
  if (refusal !== null) {
    reportError({ title, message: t(refusal), cause: error });
    return;
  }
  const detail = error instanceof ApiError ? (saveFailureDetail(error.detail) ?? error.message) : null;
  reportError({
    title,
    message: detail === null ? t('list.saveError') : `${t('list.saveError')}\n${detail}`,
    cause: error,
  });
}
