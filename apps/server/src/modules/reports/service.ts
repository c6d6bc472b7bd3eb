/**
 * The reports' SQL: save (idempotent, one transaction), list and search, read, edit, delete, and
 * the duplication history. Every read goes through the caller's scope (scope.ts): a report outside
 * it is not found.
 */
import {
  distinctHashes,
  duplicationChain,
  MAX_HISTORY_LENGTH,
  normalizeSearchText,
  savedReportFields,
  savedReportSearchText,
  type ChainLink,
  type LocalReport,
  type SavedImage,
} from '@constat/domain';
import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { photoBlobs, profiles, reportPhotos, reports, users } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { UploadReport } from './schemas.ts';
import { reportNotFound, within, type ReportScope } from './scope.ts';

export type ReportRow = typeof reports.$inferSelect;

/** The columns the saved list shows, with the profile's name. */
export const summaryColumns = {
  id: reports.id,
  userId: reports.userId,
  renter: reports.renter,
  edlIO: reports.edlIO,
  date: reports.date,
  housingSize: reports.housingSize,
  housingRef: reports.housingRef,
  agent: reports.agent,
  owner: reports.owner,
  address: reports.address,
  profileId: reports.profileId,
  name: profiles.name,
  comment: reports.comment,
  showCosts: reports.showCosts,
  locale: reports.locale,
  duplicateFromEdlId: reports.duplicateFromEdlId,
  isPlatformConnected: reports.isPlatformConnected,
  hasConvention: reports.hasConvention,
  syncDate: reports.syncDate,
  lastUpdatedDate: reports.lastUpdatedDate,
};
const selectSummaries = (db: Database) =>
  db.select(summaryColumns).from(reports).leftJoin(profiles, eq(profiles.id, reports.profileId));
export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export interface SaveCommand {
  userId: number;
  idempotencyKey: string;
  report: UploadReport;
  images: SavedImage[];
}

export interface SaveResult {
  id: number;
  syncDate: Date;
  /** False when the key had already saved a report: this is its first result. */
  created: boolean;
}

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

async function firstResult(db: Database, userId: number, key: string): Promise<SaveResult | null> {
  const [row] = await db
    .select({ id: reports.id, syncDate: reports.syncDate })
    .from(reports)
    .where(and(eq(reports.userId, userId), eq(reports.idempotencyKey, key)));
  return row ? { ...row, created: false } : null;
}

/**
 * Saves an uploaded report with its image links in one transaction. A key already used by this user
 * answers its first result; two uploads with one key at once are decided by the unique index.
 */
export async function saveReport(db: Database, command: SaveCommand): Promise<SaveResult> {
  const { userId, idempotencyKey: key, report, images } = command;
  const earlier = await firstResult(db, userId, key);
  if (earlier) return earlier;
  return db.transaction(async (tx) => {
    // The owner's group, read under a share lock: a move to another group (users/routes.ts, which
    // moves the reports too) waits for this save, or this save sees the new group.
    const [owner] = await tx
      .select({ groupId: users.groupId })
      .from(users)
      .where(eq(users.id, userId))
      .for('share');
    if (!owner) throw notFound('Utilisateur introuvable');
    const [profile] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, report.profileId), eq(profiles.userId, userId)));
    if (!profile) throw notFound('Profil introuvable');
    const hashes = distinctHashes(images);
    const present = hashes.length
      ? await tx
          .select({ sha256: photoBlobs.sha256 })
          .from(photoBlobs)
          .where(inArray(photoBlobs.sha256, hashes))
      : [];
    const missing = hashes.filter((hash) => !present.some((row) => row.sha256 === hash));
    if (missing.length > 0) {
      throw new ApiError(
        422,
        'missing-photos',
        `${missing.length} photo(s) absente(s) du serveur : envoyez-les avant l'EDL`,
        { missing },
      );
    }
    const fields = savedReportFields(report);
    const { id: _deviceId, syncDate: _deviceSync, ...document } = report;
    const [inserted] = await tx
      .insert(reports)
      .values({
        userId,
        groupId: owner.groupId,
        profileId: report.profileId,
        idempotencyKey: key,
        document: wellFormed(document as LocalReport),
        localId: report.localId,
        edlIO: report.edlIO,
        date: new Date(report.date),
        ...fields,
        locale: report.locale,
        duplicateFromEdlId: report.duplicateFromEdlID ?? null,
        hasConvention: report.hasConvention ?? false,
        isPlatformConnected: report.platformCaseId !== undefined && report.platformCaseId !== null,
        searchText: savedReportSearchText(fields),
      })
      .onConflictDoNothing({ target: [reports.userId, reports.idempotencyKey] })
      .returning({ id: reports.id, syncDate: reports.syncDate });
    if (!inserted) {
      // Another upload with this key committed first: its result is the answer.
      const first = await firstResult(tx, userId, key);
      if (!first) throw new Error('idempotency conflict without a first result');
      return first;
    }
    if (images.length > 0) {
      await tx.insert(reportPhotos).values(
        images.map((image, position) => ({
          reportId: inserted.id,
          position,
          kind: image.kind,
          sha256: image.sha256,
          ref: image.ref,
          context: image.context,
        })),
      );
    }
    return { ...inserted, created: true };
  });
}

/** `LIKE` pattern for a substring, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export interface ListQuery {
  profileId?: number | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

export async function listReports(
  db: Database,
  scope: ReportScope,
  query: ListQuery,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const search = normalizeSearchText(query.search ?? '');
  const where = within(
    scope,
    query.profileId === undefined ? undefined : eq(reports.profileId, query.profileId),
    search === '' ? undefined : like(reports.searchText, containing(search)),
  );
  const [rows, totals] = await Promise.all([
    selectSummaries(db).where(where).orderBy(desc(reports.id)).limit(query.limit).offset(query.offset),
    db.select({ value: count() }).from(reports).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findSummary(db: Database, scope: ReportScope, id: number): Promise<SummaryRow> {
  const [row] = await selectSummaries(db).where(within(scope, eq(reports.id, id)));
  if (!row) throw reportNotFound();
  return row;
}

export async function findReport(
  db: Database,
  scope: ReportScope,
  id: number,
): Promise<{ summary: SummaryRow; document: LocalReport }> {
  const [row] = await db
    .select({ ...summaryColumns, document: reports.document })
    .from(reports)
    .leftJoin(profiles, eq(profiles.id, reports.profileId))
    .where(within(scope, eq(reports.id, id)));
  if (!row) throw reportNotFound();
  const { document, ...summary } = row;
  return { summary, document };
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

export async function deleteReport(db: Database, id: number): Promise<void> {
  const [deleted] = await db.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
  if (!deleted) throw reportNotFound();
}

/** The report and the reports it was duplicated from, newest first, as far as the caller sees. */
export async function historyOf(
  db: Database,
  scope: ReportScope,
  id: number,
): Promise<Pick<ReportRow, 'id' | 'housingRef' | 'edlIO' | 'date' | 'renter'>[]> {
  const chain = await db.execute<{ id: number }>(sql`
    with recursive chain(id, source, depth) as (
      select ${reports.id}, ${reports.duplicateFromEdlId}, 1 from ${reports} where ${reports.id} = ${id}
      union all
      select r.id, r.duplicate_from_edl_id, c.depth + 1
      from ${reports} r join chain c on r.id = c.source
      where c.depth < ${MAX_HISTORY_LENGTH}
    )
    select distinct id from chain`);
  const ids = chain.rows.map((row) => Number(row.id));
  const rows = ids.length
    ? await db
        .select({
          id: reports.id,
          duplicateFromEdlID: reports.duplicateFromEdlId,
          housingRef: reports.housingRef,
          edlIO: reports.edlIO,
          date: reports.date,
          renter: reports.renter,
        })
        .from(reports)
        .where(within(scope, inArray(reports.id, ids)))
    : [];
  const visible = new Map<number, ChainLink & (typeof rows)[number]>(rows.map((row) => [row.id, row]));
  const ordered = duplicationChain(id, visible).map((reportId) => visible.get(reportId));
  if (ordered.length === 0) throw reportNotFound();
  return ordered.filter((row) => row !== undefined);
}

/** The stored image `sha256` when the report (in scope) links to it. */
export async function linkedPhoto(
  db: Database,
  scope: ReportScope,
  id: number,
  sha256: string,
): Promise<{ mime: string; size: number } | null> {
  const [row] = await db
    .select({ mime: photoBlobs.mime, size: photoBlobs.size })
    .from(reportPhotos)
    .innerJoin(reports, eq(reports.id, reportPhotos.reportId))
    .innerJoin(photoBlobs, eq(photoBlobs.sha256, reportPhotos.sha256))
    .where(within(scope, eq(reportPhotos.reportId, id), eq(reportPhotos.sha256, sha256)))
    .limit(1);
  return row ?? null;
}
