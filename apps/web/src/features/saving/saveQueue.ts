/**
 * The device's save queue (inspection-core §4 "Local report life"): reports are uploaded one at a
 * time, UPLOAD_SPACING_MS apart; each shows 'saving in progress' with the bytes sent, then
 * 'Enregistré !' for POST_SAVE_MESSAGE_MS. With the automatic-deletion option the local copy goes
 * once the server id is numeric. A failure leaves the report as it was, ready to save again; a lost
 * network keeps it waiting and it is sent again as soon as the browser is back online.
 * The queue lives beside the screens, so leaving the list does not stop an upload.
 *
 * The 'online' event is not proof that the network works: it comes when an interface is up, before
 * the server can be reached (and a network error can come while the browser says it is online).
 * A re-send that fails that way would leave the report 'waiting' for an 'online' event that never
 * comes, with Save disabled. So a report waiting while the browser says online is sent again after
 * RETRY_DELAYS_MS, without a new dialog (the first failure showed one; the status line says the
 * rest), and its Save button stays usable.
 */
import { useSyncExternalStore } from 'react';
import { POST_SAVE_MESSAGE_MS, UPLOAD_SPACING_MS } from '@constat/domain';
import { NetworkError } from '../../api/errors.ts';
import { deviceDatabase } from '../../storage/db.ts';
import { deleteReport, type ReportOwner } from '../../storage/localReports.ts';
import { reportSaveFailure } from './saveFailure.ts';
import { uploadReport, type UploadProgress } from './uploadReport.ts';

export type SavePhase =
  | { kind: 'queued' }
  | ({ kind: 'saving' } & UploadProgress)
  | { kind: 'saved' }
  /** The network went away during the upload: sent again when the browser is online. */
  | { kind: 'waiting' };

export interface SaveRequest {
  owner: ReportOwner;
  localId: number;
  autoDelete: boolean;
}

/** Automatic re-sends of a report waiting while the browser says online; the last delay repeats. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

interface Queued extends SaveRequest {
  /** 0 for a save the user asked for; the number of automatic re-sends so far otherwise. */
  attempt: number;
}

const phases = new Map<number, SavePhase>();
const pending: Queued[] = [];
const waiting = new Map<number, Queued>();
const retryTimers = new Map<number, number>();
const listeners = new Set<() => void>();
let running = false;

function setPhase(localId: number, phase: SavePhase | null): void {
  if (phase === null) phases.delete(localId);
  else phases.set(localId, phase);
  for (const listener of listeners) listener();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryLater(next: Queued): void {
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(next.attempt - 1, 0), RETRY_DELAYS_MS.length - 1)];
  window.clearTimeout(retryTimers.get(next.localId));
  retryTimers.set(
    next.localId,
    window.setTimeout(() => {
      retryTimers.delete(next.localId);
      if (waiting.get(next.localId) === next && navigator.onLine)
        enqueue([{ ...next, attempt: next.attempt + 1 }]);
    }, delay),
  );
}

async function saveOne(next: Queued): Promise<void> {
  const { owner, localId } = next;
  try {
    const result = await uploadReport(deviceDatabase(), owner, localId, (progress) =>
      setPhase(localId, { kind: 'saving', ...progress }),
    );
    setPhase(localId, { kind: 'saved' });
    setTimeout(() => {
      setPhase(localId, null);
      if (next.autoDelete && Number.isInteger(result.id))
        void deleteReport(deviceDatabase(), owner, localId).catch((error: unknown) =>
          reportSaveFailure(localId, error),
        );
    }, POST_SAVE_MESSAGE_MS);
  } catch (error) {
    const lostNetwork = error instanceof NetworkError || !navigator.onLine;
    if (lostNetwork) {
      waiting.set(localId, next);
      setPhase(localId, { kind: 'waiting' });
      if (navigator.onLine) retryLater(next);
    } else {
      setPhase(localId, null);
    }
    if (!(lostNetwork && next.attempt > 0)) reportSaveFailure(localId, error);
  }
}

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  try {
    let first = true;
    for (let next = pending.shift(); next; next = pending.shift()) {
      if (!first) await pause(UPLOAD_SPACING_MS);
      first = false;
      await saveOne(next);
    }
  } finally {
    running = false;
  }
}

function enqueue(requests: readonly Queued[]): void {
  for (const saveRequest of requests) {
    const phase = phases.get(saveRequest.localId);
    if (phase && phase.kind !== 'waiting') continue;
    waiting.delete(saveRequest.localId);
    window.clearTimeout(retryTimers.get(saveRequest.localId));
    retryTimers.delete(saveRequest.localId);
    pending.push(saveRequest);
    setPhase(saveRequest.localId, { kind: 'queued' });
  }
  void drain();
}

/** Queues reports for saving (a report already queued or being saved is not queued twice). */
export function saveReports(requests: readonly SaveRequest[]): void {
  enqueue(requests.map((saveRequest) => ({ ...saveRequest, attempt: 0 })));
}

// Back online: every waiting report goes again at once (an automatic re-send: no new dialog).
window.addEventListener('online', () =>
  enqueue([...waiting.values()].map((next) => ({ ...next, attempt: next.attempt + 1 }))),
);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The save phase of a report, or null when it is not being saved. */
export function useSavePhase(localId: number): SavePhase | null {
  return useSyncExternalStore(subscribe, () => phases.get(localId) ?? null);
}
