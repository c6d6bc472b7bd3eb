/**
 * Local reports on the device, always scoped to their owner (account + profile): a report of another
 * account or profile reads as absent. Each change is one transaction; a refused write throws a
 * DeviceStorageError and leaves what was stored before untouched.
 */
import type { LocalReport } from '@constat/domain';
import type { ConstatDatabase, StoredReport } from './db.ts';
import { guardedWrite } from './storageErrors.ts';

export interface ReportOwner {
  userId: number;
  profileId: number;
}

/** Whether `row` is a report of this user's profile (another profile's reports are not its to touch). */
export const owns = (owner: ReportOwner, row: StoredReport | undefined): row is StoredReport =>
  row !== undefined && row.userId === owner.userId && row.profileId === owner.profileId;

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
    db.transaction('rw', db.reports, async () => {
      let localId = report.localId;
      while ((await db.reports.get(localId)) !== undefined) localId += 1;
      const stored = { ...report, localId, profileId: owner.profileId };
      await db.reports.add({
        ...owner,
        localId,
        report: stored,
        updatedAt: Date.now(),
        ...(entry ? { entry } : {}),
      });
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
 * Stores `report` in its row read before, in one request issued and committed at once (IndexedDB's
 * own transaction: Dexie's would issue it a few promises later). On a departing page (pagehide) a
 * read-then-write transaction never gets to its write, and an uncommitted one is aborted.
 */
export function putReportRow(db: ConstatDatabase, row: StoredReport, report: LocalReport): Promise<unknown> {
  return guardedWrite(
    () =>
      new Promise<void>((resolve, reject) => {
        const transaction = db.backendDB().transaction('reports', 'readwrite');
        transaction.objectStore('reports').put({ ...row, report, updatedAt: Date.now() });
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
    db.transaction('rw', db.reports, async () => {
      const row = await db.reports.get(localId);
      if (!owns(owner, row)) return false;
      await db.reports.put(change(row));
      return true;
    }),
  );
}

/** Replaces the stored report (only the owner's); false when it no longer exists. */
export function writeReport(db: ConstatDatabase, owner: ReportOwner, report: LocalReport): Promise<boolean> {
  return updateOwnedRow(db, owner, report.localId, (row) => ({ ...row, report, updatedAt: Date.now() }));
}

/** The owner's reports, most recently created first. */
export async function listReports(db: ConstatDatabase, owner: ReportOwner): Promise<StoredReport[]> {
  const rows = await db.reports.where('[userId+profileId]').equals([owner.userId, owner.profileId]).toArray();
  return rows.sort((a, b) => b.localId - a.localId);
}

/** Deletes a report with its photos and signatures, all or nothing. */
export async function deleteReport(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
): Promise<boolean> {
  return guardedWrite(() =>
    db.transaction('rw', [db.reports, db.photos, db.signatures], async () => {
      if (!owns(owner, await db.reports.get(localId))) return false;
      await db.photos.where('localEdlId').equals(localId).delete();
      await db.signatures.where('localEdlId').equals(localId).delete();
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
