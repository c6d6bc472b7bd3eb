/**
 * Writing saved reports: the idempotent save (report row and image links in one transaction), the
 * edits of the saved list (comment, show costs, locale) and deletion. Reads are in reads.ts.
 */
import {
  AUTO_EDL_DONE_MESSAGE,
  distinctHashes,
  hasExitConvention,
  savedReportFields,
  savedReportSearchText,
  type LocalReport,
  type SavedImage,
} from '@constat/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import {
  autoEdls,
  photoBlobs,
  profiles,
  reportDocuments,
  reportPhotos,
  reports,
  users,
} from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { UploadReport } from './schemas.ts';
import { assertSameContent, uploadContentHash } from './integrity.ts';
import { findSummary, type ReportRow, type SummaryRow } from './reads.ts';
import { sourceWithin } from './links.ts';
import { usableBy } from './photoAccess.ts';
import { reportNotFound, within, type ReportScope } from './scope.ts';
import { keepReportSigning } from '../costing/signings.ts';
import { reportFingerprint } from '../verification/service.ts';

export interface SaveCommand {
  userId: number;
  /**
   * What the uploading account sees (a tenant's upload is filed under the agent, `userId`, but
   * links only to what the tenant sees): the source it names must be within it (reports/links.ts).
   */
  saver: ReportScope;
  idempotencyKey: string;
  report: UploadReport;
  images: SavedImage[];
  /**
   * A self-service tenant's upload (modules/autoEdl), saved for the inviting agent (`userId`): the
   * invitation is marked done in this transaction, and is refused (409) if it already was.
   */
  autoEdlId?: number;
}

export interface SaveResult {
  id: number;
  syncDate: Date;
  /** False when the key had already saved a report: this is its first result. */
  created: boolean;
}

const LINKS_PER_INSERT = 5_000;

/** A lone UTF-16 surrogate: text columns store it as U+FFFD, JSONB refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The document with every string and key well-formed, as PostgreSQL's JSON accepts it. */
function wellFormed<T>(value: T): T {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd') as T;
  if (Array.isArray(value)) return value.map(wellFormed) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key.replace(LONE_SURROGATE, '\ufffd'), wellFormed(child)]),
  ) as T;
}

/** The first result of `key`, when its content was this one; another content is refused (422). */
async function firstResult(
  db: Database,
  userId: number,
  key: string,
  contentHash: string,
): Promise<SaveResult | null> {
  const [row] = await db
    .select({ id: reports.id, syncDate: reports.syncDate, contentHash: reports.contentHash })
    .from(reports)
    .where(and(eq(reports.userId, userId), eq(reports.idempotencyKey, key)));
  if (!row) return null;
  assertSameContent(row, contentHash);
  return { id: row.id, syncDate: row.syncDate, created: false };
}

/**
 * Saves an uploaded report with its image links in one transaction. A key already used by this user
 * answers its first result if the content is the same (an honest retry) and is refused otherwise;
 * two uploads with one key at once are decided by the unique index, and the loser compares too.
 */
export async function saveReport(db: Database, command: SaveCommand): Promise<SaveResult> {
  const { userId, idempotencyKey: key, report, images } = command;
  const contentHash = uploadContentHash(report);
  const earlier = await firstResult(db, userId, key, contentHash);
  if (earlier) return earlier;
  return db.transaction(async (tx) => {
    if (command.autoEdlId !== undefined) {
      // The invitation row is locked until commit: a second upload (other key) waits, then finds it
      // done; the same key uploaded twice at once finds the first one's result.
      const [invitation] = await tx
        .select({ doneAt: autoEdls.doneAt })
        .from(autoEdls)
        .where(eq(autoEdls.id, command.autoEdlId))
        .for('update');
      if (!invitation) throw notFound('Auto-EDL introuvable');
      if (invitation.doneAt) {
        const first = await firstResult(tx, userId, key, contentHash);
        if (first) return first;
        throw new ApiError(409, 'auto-edl-done', AUTO_EDL_DONE_MESSAGE);
      }
    }
    // The owner's group, read under a share lock: a move to another group (users/routes.ts, which
    // moves the reports too) waits for this save, or this save sees the new group.
    const [owner] = await tx
      .select({ groupId: users.groupId })
      .from(users)
      .where(eq(users.id, userId))
      .for('share');
    if (!owner) throw notFound('Utilisateur introuvable');
    // Locked like the photos below: a profile deleted meanwhile waits for this save (its reports
    // then keep no profile) instead of failing it.
    const [profile] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, report.profileId), eq(profiles.userId, userId)))
      .for('key share');
    if (!profile) throw notFound('Profil introuvable');
    const hashes = distinctHashes(images);
    // Only contents the saver may use (photoAccess.ts): any other is missing, as one never sent.
    // One array parameter, however many photos (a 4 MiB report could name tens of thousands);
    // the rows are locked against deletion (a future clean-up of unlinked photos) until linked.
    const present = hashes.length
      ? await tx
          .select({ sha256: photoBlobs.sha256 })
          .from(photoBlobs)
          .where(
            and(
              sql`${photoBlobs.sha256} = any(${sql.param(hashes)}::text[])`,
              usableBy(command.saver, photoBlobs.sha256),
            ),
          )
          .for('key share')
      : [];
    const stored = new Set(present.map((row) => row.sha256));
    const missing = hashes.filter((hash) => !stored.has(hash));
    if (missing.length > 0) {
      throw new ApiError(
        422,
        'missing-photos',
        `${missing.length} photo(s) absente(s) du serveur : envoyez-les avant l'EDL`,
        { missing },
      );
    }
    // Outside the saver's scope, the source is no link at all, as a source deleted since the device
    // duplicated it: the save goes through (an offline device's honest upload must), without it.
    const source = await sourceWithin(tx, command.saver, report.duplicateFromEdlID);
    const fields = savedReportFields(report);
    const { id: _deviceId, syncDate: _deviceSync, ...uploaded } = report;
    const document = wellFormed(uploaded as LocalReport);
    const [inserted] = await tx
      .insert(reports)
      .values({
        userId,
        groupId: owner.groupId,
        profileId: report.profileId,
        idempotencyKey: key,
        contentHash,
        document,
        // The device's, checked by the upload route, or the hash of the content as stored: computed
        // once here, what the verification page compares.
        fingerprint: reportFingerprint(document),
        localId: report.localId,
        edlIO: report.edlIO,
        date: new Date(report.date),
        ...fields,
        locale: report.locale,
        duplicateFromEdlId: source,
        // The domain's rule on what was signed (convention.ts), not the flag: devices before the rule
        // never set it. A link dropped above (another scope's source) leaves the agreement signed.
        hasConvention: hasExitConvention(report),
        isPlatformConnected: report.platformCaseId !== undefined && report.platformCaseId !== null,
        fromAutoEdl: command.autoEdlId !== undefined,
        searchText: savedReportSearchText(fields),
      })
      .onConflictDoNothing({ target: [reports.userId, reports.idempotencyKey] })
      .returning({ id: reports.id, syncDate: reports.syncDate });
    if (!inserted) {
      // Another upload with this key committed first: its result is the answer.
      const first = await firstResult(tx, userId, key, contentHash);
      if (!first) throw new Error('idempotency conflict without a first result');
      return first;
    }
    if (command.autoEdlId !== undefined) {
      await tx
        .update(autoEdls)
        .set({ doneAt: sql`now()`, resultReportId: inserted.id, renter: fields.renter })
        .where(eq(autoEdls.id, command.autoEdlId));
    }
    // What the parties signed of the exit agreement, kept apart from the costing to come.
    await keepReportSigning(tx, inserted.id, report);
    const links = images.map((image, position) => ({
      reportId: inserted.id,
      position,
      kind: image.kind,
      sha256: image.sha256,
      ref: image.ref,
      context: image.context,
    }));
    // PostgreSQL takes at most 65,535 parameters per statement (6 per link).
    for (let start = 0; start < links.length; start += LINKS_PER_INSERT) {
      await tx.insert(reportPhotos).values(links.slice(start, start + LINKS_PER_INSERT));
    }
    return { ...inserted, created: true };
  });
}

export type ReportChanges = Partial<Pick<ReportRow, 'comment' | 'showCosts' | 'locale'>>;

export async function updateReport(
  db: Database,
  scope: ReportScope,
  id: number,
  changes: ReportChanges,
): Promise<SummaryRow> {
  const [updated] = await db
    .update(reports)
    .set({ ...changes, lastUpdatedDate: new Date() })
    .where(within(scope, eq(reports.id, id)))
    .returning({ id: reports.id });
  if (!updated) throw reportNotFound();
  return findSummary(db, scope, id);
}

/**
 * Deletes a report with its PDFs' rows. Their rows are locked first: a change to a PDF's row locks
 * the report's row next (its summary, migration 0010), so taking the report's first, as the delete
 * alone would, could deadlock with the PDF job loop.
 */
export async function deleteReport(db: Database, id: number): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${reportDocuments} where ${reportDocuments.reportId} = ${id} for update`,
    );
    return tx.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
  });
  if (deleted.length === 0) throw reportNotFound();
}
