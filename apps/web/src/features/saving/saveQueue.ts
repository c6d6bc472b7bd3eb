/**
 * The device's save queue (inspection-core §4 "Local report life"): reports are uploaded one at a
 * time, UPLOAD_SPACING_MS apart; each shows 'saving in progress' with the bytes sent, then
 * 'Enregistré !' for POST_SAVE_MESSAGE_MS. With the automatic-deletion option the local copy goes
 * once the server id is numeric. A failure leaves the report as it was, ready to save again; a lost
 * network keeps it waiting and it is sent again as soon as the browser is back online.
 * The queue lives beside the screens, so leaving the list does not stop an upload.
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

const phases = new Map<number, SavePhase>();
const pending: SaveRequest[] = [];
const waiting = new Map<number, SaveRequest>();
const listeners = new Set<() => void>();
let running = false;

function setPhase(localId: number, phase: SavePhase | null): void {
  if (phase === null) phases.delete(localId);
  else phases.set(localId, phase);
  for (const listener of listeners) listener();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function saveOne(next: SaveRequest): Promise<void> {
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
    if (error instanceof NetworkError || !navigator.onLine) {
      waiting.set(localId, next);
      setPhase(localId, { kind: 'waiting' });
    } else {
      setPhase(localId, null);
    }
    reportSaveFailure(localId, error);
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

/** Queues reports for saving (a report already queued or being saved is not queued twice). */
export function saveReports(requests: readonly SaveRequest[]): void {
  for (const saveRequest of requests) {
    const phase = phases.get(saveRequest.localId);
    if (phase && phase.kind !== 'waiting') continue;
    waiting.delete(saveRequest.localId);
    pending.push(saveRequest);
    setPhase(saveRequest.localId, { kind: 'queued' });
  }
  void drain();
}

window.addEventListener('online', () => saveReports([...waiting.values()]));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The save phase of a report, or null when it is not being saved. */
export function useSavePhase(localId: number): SavePhase | null {
  return useSyncExternalStore(subscribe, () => phases.get(localId) ?? null);
}
