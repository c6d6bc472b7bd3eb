/**
 * The report a capture screen works on: read once from the device, edited in memory (the screen
 * renders at once) and written back by a ReportWriter after each change. Pending writes are flushed
 * when the page is hidden or the screen left, so a reload or a closed tab loses nothing.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LocalReport } from '@constat/domain';
import { reportError } from '../app/errors/errorBus.ts';
import { useScreenEntries } from '../app/router/useScreenEntries.ts';
import { deviceDatabase } from './db.ts';
import type { StoredReport } from './db.ts';
import { putReportRow, readReportRow, writeReport, type ReportOwner } from './localReports.ts';
import { isPageGone } from '../ui/pendingWrites.ts';
import { readWithEveryEdit, ReportWriter, trackWriter, writesSettled } from './reportWriter.ts';
import { DeviceStorageError, storageErrorReport } from './storageErrors.ts';
import { useReportOwner } from './useReportOwner.ts';

type LocalReportState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; report: LocalReport };

export interface EditableReport {
  state: LocalReportState;
  /** Apply a pure change (a domain function) to the report; it is stored right after. */
  update: (change: (report: LocalReport) => LocalReport) => void;
  /** Resolves once every change is on the device. */
  flush: () => Promise<void>;
  /** The report with every change applied so far, ahead of the next render (null until read). */
  latest: () => LocalReport | null;
}

function reportWriteFailure(error: unknown): void {
  reportError(error instanceof DeviceStorageError ? storageErrorReport(error) : error);
}

/**
 * `ownerOf` names the report's owner when it is not the session's account and profile: a
 * self-service tenant has no profile of their own, their report is filed under the inviting agent's.
 */
export function useLocalReport(localId: number, ownerOf?: ReportOwner | null): EditableReport {
  const sessionOwner = useReportOwner();
  const userId = ownerOf ? ownerOf.userId : (sessionOwner?.userId ?? null);
  const profileId = ownerOf ? ownerOf.profileId : (sessionOwner?.profileId ?? null);
  // One object per owner: the writer and the read below follow the owner, not a new object.
  const owner = useMemo<ReportOwner | null>(
    () => (userId !== null && profileId !== null ? { userId, profileId } : null),
    [userId, profileId],
  );
  const [state, setState] = useState<LocalReportState>({ status: 'loading' });
  // Ionic keeps a visited screen mounted: coming back to it must show what other screens changed.
  // Counted from the router's location, not ionViewWillEnter: a screen shown again by its typed
  // address or a tab switch gets no lifecycle event and kept its first read (useScreenEntries.ts).
  const visit = useScreenEntries();
  const current = useRef<LocalReport | null>(null);
  // Edits applied on this screen so far: a read that saw this count change may miss one of them.
  const edits = useRef(0);
  // The row as read: a write on a departing page puts it back whole in one request.
  const row = useRef<StoredReport | null>(null);
  const writer = useMemo(
    () =>
      owner
        ? new ReportWriter((report) => {
            const read = row.current;
            return isPageGone() && read?.localId === report.localId
              ? putReportRow(deviceDatabase(), read, report)
              : writeReport(deviceDatabase(), owner, report);
          }, reportWriteFailure)
        : null,
    [owner],
  );

  useEffect(() => {
    if (!owner || !Number.isInteger(localId)) {
      setState({ status: owner ? 'missing' : 'loading' });
      return;
    }
    let cancelled = false;
    // Pending edits go to the device first, so the read never brings back an older version: this
    // screen's, and those other screens are still writing (the editor just left for the recap).
    // An edit made on this screen while the read runs is not in what it reads: it is read again
    // once that edit is stored, or the edit would be undone on screen and by the next write.
    readWithEveryEdit(
      () => edits.current,
      () => Promise.all([writer?.flush(), writesSettled()]),
      () => readReportRow(deviceDatabase(), owner, localId),
    ).then(
      (stored) => {
        if (cancelled) return;
        const report = stored?.report ?? null;
        row.current = stored;
        current.current = report;
        // A transition: a large report's screen is built in slices, the browser free in between.
        startTransition(() => setState(report ? { status: 'ready', report } : { status: 'missing' }));
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'missing' });
        reportError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [localId, owner, writer, visit]);

  useEffect(() => {
    if (!writer) return;
    const untrack = trackWriter(writer);
    const onHide = () => {
      if (document.visibilityState === 'hidden') void writer.flush();
    };
    const onPageHide = () => void writer.flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      // Still waited for until stored: the screen shown instead may read at once.
      void writer.flush().finally(untrack);
    };
  }, [writer]);

  const update = useCallback(
    (change: (report: LocalReport) => LocalReport) => {
      const before = current.current;
      if (!before || !writer) return;
      const after = change(before);
      if (after === before) return;
      current.current = after;
      edits.current += 1;
      setState({ status: 'ready', report: after });
      void writer.save(after);
    },
    [writer],
  );

  const flush = useCallback(() => writer?.flush() ?? Promise.resolve(), [writer]);
  const latest = useCallback(() => current.current, []);
  return { state, update, flush, latest };
}
