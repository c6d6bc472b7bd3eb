/**
 * Local reports on the device, always scoped to their owner (account + profile): a report of another
 * account or profile reads as absent. Each change is one transaction, which writes the report's
 * summary with it (summaries.ts); a refused write throws a DeviceStorageError and leaves what was
 * stored before untouched.
 */
import { localReportSummary, type LocalReport, type LocalReportSummary } from '@constat/domain';
import type { ConstatDatabase, StoredReport } from './db.ts';
import { guardedWrite } from './storageErrors.ts';
import { newestFirst, summaryRow } from './summaries.ts';

export interface ReportOwner {
  userId: number;
  profileId: number;
}

/** Whether `row` is a report of this user's profile (another profile's reports are not its to touch). */
export const owns = (owner: ReportOwner, row: StoredReport | undefined): row is StoredReport =>
  row !== undefined && row.userId === owner.userId && row.profileId === owner.profileId;

/** Puts `row` and its summary, in a transaction the caller opened over both tables. */
export async function putRow(db: ConstatDatabase, row: StoredReport): Promise<void> {
  await db.reports.put(row);
  await db.summaries.put(summaryRow(row));
}

/**
 * Stores a new report; its localId is moved on by a millisecond if another row took it. `entry` is the
 * entry report a move-out was duplicated from, kept beside it for the offline copy.
 */
export async function storeNewReport(
  db: ConstatDatabase,
  owner: ReportOwner,
  report: LocalReport,
  entry?: LocalReport,
): Promise<LocalReport> {
  return guardedWrite(() =>
    db.transaction('rw', [db.reports, db.summaries], async () => {
      let localId = report.localId;
      while ((await db.reports.get(localId)) !== undefined) localId += 1;
      const stored = { ...report, localId, profileId: owner.profileId };
      const row: StoredReport = {
        ...owner,
        localId,
        report: stored,
        updatedAt: Date.now(),
        ...(entry ? { entry } : {}),
      };
      await db.reports.add(row);
      await db.summaries.put(summaryRow(row));
      return stored;
    }),
  );
}

/** The owner's stored row of `localId` (what a write on a departing page puts back whole). */
export async function readReportRow(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
): Promise<StoredReport | null> {
  const row = await db.reports.get(localId);
  return owns(owner, row) ? row : null;
}

/**
 * Stores `report` in its row read before, with its summary, in requests issued and committed at once
 * (IndexedDB's own transaction: Dexie's would issue them a few promises later). On a departing page
 * (pagehide) a read-then-write transaction never gets to its write, and an uncommitted one is aborted.
 */
export function putReportRow(db: ConstatDatabase, row: StoredReport, report: LocalReport): Promise<unknown> {
  return guardedWrite(
    () =>
      new Promise<void>((resolve, reject) => {
        const stored: StoredReport = { ...row, report, updatedAt: Date.now() };
        const summary = summaryRow(stored);
        const transaction = db.backendDB().transaction(['reports', 'summaries'], 'readwrite');
        transaction.objectStore('reports').put(stored);
        transaction.objectStore('summaries').put(summary);
        transaction.oncomplete = () => resolve();
        transaction.onabort = () => reject(transaction.error ?? new Error('write aborted'));
        transaction.commit();
      }),
  );
}

export async function readReport(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
): Promise<LocalReport | null> {
  const row = await db.reports.get(localId);
  return owns(owner, row) ? row.report : null;
}

/** The entry report kept beside the owner's move-out `localId` at duplication, if any. */
export async function readKeptEntry(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
): Promise<LocalReport | null> {
  const row = await db.reports.get(localId);
  return owns(owner, row) ? (row.entry ?? null) : null;
}

/**
 * Rewrites one of the owner's stored rows as `change` makes it, read and written in one transaction
 * (a save beside it cannot slip in between); false when the row is gone or not the owner's.
 */
export async function updateOwnedRow(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
  change: (row: StoredReport) => StoredReport,
): Promise<boolean> {
  return guardedWrite(() =>
    db.transaction('rw', [db.reports, db.summaries], async () => {
      const row = await db.reports.get(localId);
      if (!owns(owner, row)) return false;
      await putRow(db, change(row));
      return true;
    }),
  );
}

/** Replaces the stored report (only the owner's); false when it no longer exists. */
export function writeReport(db: ConstatDatabase, owner: ReportOwner, report: LocalReport): Promise<boolean> {
  return updateOwnedRow(db, owner, report.localId, (row) => ({ ...row, report, updatedAt: Date.now() }));
}

/**
 * The summaries of the owner's reports, most recently created first. Which reports there are is read
 * from the reports' keys (no report is read whole for it): a report stored without a summary (by a
 * device's upgrade that could not summarise it) is summarised here from the report itself, and a
 * summary whose report is gone is not shown.
 */
export async function listSummaries(db: ConstatDatabase, owner: ReportOwner): Promise<LocalReportSummary[]> {
  const key = [owner.userId, owner.profileId];
  const [rows, localIds] = await Promise.all([
    db.summaries.where('[userId+profileId]').equals(key).toArray(),
    db.reports.where('[userId+profileId]').equals(key).primaryKeys(),
  ]);
  const summaries = new Map(rows.map((row) => [row.localId, row.summary]));
  const missing = localIds.filter((localId) => !summaries.has(localId));
  if (missing.length > 0) {
    for (const row of await db.reports.bulkGet(missing))
      if (owns(owner, row)) summaries.set(row.localId, localReportSummary(row.report));
  }
  return localIds.flatMap((localId) => summaries.get(localId) ?? []).sort(newestFirst);
}

/** Deletes a report with its photos and signatures, all or nothing. */
export async function deleteReport(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
): Promise<boolean> {
  return guardedWrite(() =>
    db.transaction('rw', [db.reports, db.summaries, db.photos, db.signatures], async () => {
      if (!owns(owner, await db.reports.get(localId))) return false;
      await db.photos.where('localEdlId').equals(localId).delete();
      await db.signatures.where('localEdlId').equals(localId).delete();
      await db.summaries.delete(localId);
      await db.reports.delete(localId);
      return true;
    }),
  );
}

/** Deletes the photos a tree edit removed (a Photos entry emptied), in one transaction. */
export async function deletePhotos(db: ConstatDatabase, refs: readonly string[]): Promise<void> {
  if (refs.length === 0) return;
  await guardedWrite(() =>
    db.photos
      .where('ref')
      .anyOf([...refs])
      .delete(),
  );
}

/** Removes the context of photos whose element was deleted (the photo itself stays in the report). */
export async function stripStoredPhotoContexts(
  db: ConstatDatabase,
  localEdlId: number,
  context: string,
): Promise<void> {
  await guardedWrite(() =>
    db.photos
      .where('localEdlId')
      .equals(localEdlId)
      .modify((photo) => {
        if (photo.context === context || photo.context?.startsWith(`${context}.`)) photo.context = null;
      }),
  );
}

/** The revision of the report's upload key (0 until the agent saves it as a new report). */
export async function readUploadRevision(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
): Promise<number> {
  const row = await db.reports.get(localId);
  return owns(owner, row) ? (row.uploadRevision ?? 0) : 0;
}

/**
 * The server keeps another content under this report's upload key: the next save, which the agent
 * asks for knowing it (saveFailure.ts), goes under a new key and makes a new report.
 */
export async function nextUploadRevision(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
): Promise<void> {
  await updateOwnedRow(db, owner, localId, (row) => ({
    ...row,
    uploadRevision: (row.uploadRevision ?? 0) + 1,
  }));
}
