/**
 * Sending the signed report (inspection-core §4 "Self-service", §7, §8): the agents' own idempotent
 * upload (features/saving/uploadReport.ts: images by SHA-256, then the report with an
 * Idempotency-Key), so a retry never makes a second report. Offline, or when the network drops
 * during the upload, the report waits on the device and goes as soon as the browser is online again.
 * A refusal shows 'Erreur synchronisation EDL local #{id}' with the server's message (a report changed
 * after signing, or another version already sent, with what to do). Success marks the flow done
 * and the device copy goes (its server id is numeric).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { finishSelfService } from '@constat/domain';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { i18next } from '../../i18n/index.ts';
import { deviceDatabase } from '../../storage/db.ts';
import { deleteReport } from '../../storage/localReports.ts';
import { uploadReport } from '../saving/uploadReport.ts';
import { SELF_SERVICE_NS } from './i18n/index.ts';
import type { TenantFlow } from './useTenantFlow.ts';

export type UploadState =
  | { kind: 'sending'; percent: number }
  | { kind: 'waiting' }
  /** `resign`: the server refused the fingerprint and the report is open again to be signed. */
  | { kind: 'failed'; resign: boolean };

const refusalOf = (error: unknown) => (error instanceof ApiError && error.status === 422 ? error.code : null);

/** Two refusals say what happened and what to do; the report stays on the device (uploadReport). */
function reportSyncFailure(localId: number, error: unknown): void {
  const t = i18next.getFixedT(null, SELF_SERVICE_NS);
  const title = t('upload.errorTitle', { id: localId });
  const refusal = refusalOf(error);
  if (refusal === 'fingerprint-mismatch' || refusal === 'idempotency-key-reused') {
    const message = t(refusal === 'fingerprint-mismatch' ? 'upload.fingerprintMismatch' : 'upload.keyReused');
    reportError({ title, message, cause: error });
    return;
  }
  const detail = error instanceof ApiError ? error.message : null;
  reportError({
    title,
    message: detail ? `${t('upload.error')}\n${detail}` : t('upload.error'),
    cause: error,
  });
}

/** Uploads the closed report `localId` while `active`; returns what the screen shows and a retry. */
export function useTenantUpload(
  flow: TenantFlow,
  localId: number,
  active: boolean,
): { state: UploadState; retry: () => void } {
  const [state, setState] = useState<UploadState>(() =>
    navigator.onLine ? { kind: 'sending', percent: 0 } : { kind: 'waiting' },
  );
  const [attempt, setAttempt] = useState(0);
  const running = useRef(false);
  const { owner, setProgress } = flow;

  useEffect(() => {
    if (!active || running.current) return;
    if (!navigator.onLine) {
      setState({ kind: 'waiting' });
      return;
    }
    running.current = true;
    setState({ kind: 'sending', percent: 0 });
    uploadReport(deviceDatabase(), owner, localId, ({ sent, total }) =>
      setState({ kind: 'sending', percent: total > 0 ? Math.floor((sent * 100) / total) : 0 }),
    )
      .then(async (result) => {
        if (Number.isInteger(result.id))
          await deleteReport(deviceDatabase(), owner, localId).catch((error: unknown) =>
            console.error('local copy not deleted', error),
          );
        setProgress(finishSelfService);
      })
      .catch((error: unknown) => {
        if (error instanceof NetworkError || !navigator.onLine) setState({ kind: 'waiting' });
        else {
          setState({ kind: 'failed', resign: refusalOf(error) === 'fingerprint-mismatch' });
          reportSyncFailure(localId, error);
        }
      })
      .finally(() => {
        running.current = false;
      });
  }, [active, attempt, owner, localId, setProgress]);

  useEffect(() => {
    const online = () => setAttempt((n) => n + 1);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
