/**
 * Reading saved reports, always within the caller's scope (scope.ts): a report outside it is not
 * found. The saved list is the busiest call (measured in bench/reports.bench.ts): a page and its
 * total come back in one round trip, and within a scope both read only the scope's index, which
 * holds the search text: the total by an index-only count, the page's ids by a backward index-only
 * scan, then the page's 20 rows by primary key (a search matching nothing no longer reads the
 * scope's rows). Summary rows are plain values (dates as ms), never the document.
 */
import {
  duplicationChain,
  MAX_HISTORY_LENGTH,
  normalizeSearchText,
  type ChainLink,
  type LocalReport,
} from '@constat/domain';
import { and, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/connection.ts';
import { prepared } from '../../db/prepared.ts';
import {
  photoBlobs,
  profiles,
  reportDocuments,
  reportMonthlyCounts,
  reportPhotos,
  reports,
} from '../../db/schema.ts';
import { reportNotFound, within, type ReportScope } from './scope.ts';

export type ReportRow = typeof reports.$inferSelect;

/** What the saved list shows of a report, with its profile's name; dates in ms. */
// A type alias (not an interface) so that it fits drizzle's row constraint.
export type SummaryRow = {
  id: number;
  userId: number;
  renter: string | null;
  edlIO: string;
  date: number;
  housingSize: string | null;
  housingRef: string | null;
  agent: string | null;
  owner: string | null;
  address: string | null;
  profileId: number | null;
  name: string | null;
  comment: string | null;
  showCosts: boolean;
  locale: string;
  duplicateFromEdlId: number | null;
  isPlatformConnected: boolean;
  hasConvention: boolean;
  fromAutoEdl: boolean;
  syncDate: number;
  lastUpdatedDate: number | null;
  /** Kinds of PDF ('edl', 'convention') being rendered, and those ready (modules/documents). */
  pdfsGenerating: string[];
  pdfsGenerated: string[];
};

/** A timestamp as whole ms (float8 reads as a JS number; int8 would read as a string). */
const ms = (column: SQL | typeof reports.date) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/** The columns of SummaryRow, named as its fields. */
const SUMMARY = sql`
  ${reports.id} as "id", ${reports.userId} as "userId", ${reports.renter} as "renter",
  ${reports.edlIO} as "edlIO", ${ms(reports.date)} as "date", ${reports.housingSize} as "housingSize",
  ${reports.housingRef} as "housingRef", ${reports.agent} as "agent", ${reports.owner} as "owner",
  ${reports.address} as "address", ${reports.profileId} as "profileId", ${profiles.name} as "name",
  ${reports.comment} as "comment", ${reports.showCosts} as "showCosts", ${reports.locale} as "locale",
  ${reports.duplicateFromEdlId} as "duplicateFromEdlId",
  ${reports.isPlatformConnected} as "isPlatformConnected", ${reports.hasConvention} as "hasConvention",
  ${reports.fromAutoEdl} as "fromAutoEdl",
  ${ms(sql`${reports.syncDate}`)} as "syncDate", ${ms(sql`${reports.lastUpdatedDate}`)} as "lastUpdatedDate",
  array(select d.kind from ${reportDocuments} d where d.report_id = ${reports.id}
        and d.status in ('pending', 'running') order by d.kind) as "pdfsGenerating",
  array(select d.kind from ${reportDocuments} d where d.report_id = ${reports.id}
        and d.status = 'done' order by d.kind) as "pdfsGenerated"`;

const FROM = sql`${reports} left join ${profiles} on ${profiles.id} = ${reports.profileId}`;

const condition = (where: SQL | undefined) => where ?? sql`true`;

/** `LIKE` pattern for a substring, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A search within a scope is a substring test the scope's index answers (strpos: the trigram index
 * cannot serve it, so the planner keeps to the scope's few thousand entries instead of intersecting
 * a trigram bitmap of every group's matches); across every report (a super admin) it is a LIKE the
 * trigram index answers.
 */
function searchCondition(scope: ReportScope, search: string): SQL | undefined {
  if (search === '') return undefined;
  if (scope.where === undefined) return like(reports.searchText, containing(search));
  return sql`strpos(${reports.searchText}, ${search}) > 0`;
}

export interface ListQuery {
  profileId?: number | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

export async function listReports(
  pool: pg.Pool,
  scope: ReportScope,
  query: ListQuery,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const search = normalizeSearchText(query.search ?? '');
  const where = condition(
    within(
      scope,
      query.profileId === undefined ? undefined : eq(reports.profileId, query.profileId),
      searchCondition(scope, search),
    ),
  );
  // Without a search, the total adds up the scope's monthly counts (kept by triggers in the same
  // transaction as every change to reports): a few hundred rows instead of every report in scope
  // (a super admin's 100,000: 11 ms of PostgreSQL CPU per page -> well under 1 ms).
  const counted =
    search === ''
      ? sql`select coalesce(sum(${reportMonthlyCounts.count}), 0)::int as total from ${reportMonthlyCounts}
            where ${condition(
              and(
                scope.countsWhere,
                query.profileId === undefined
                  ? undefined
                  : eq(reportMonthlyCounts.profileId, query.profileId),
              ),
            )}`
      : sql`select count(*)::int as total from ${reports} where ${where}`;
  const result = await prepared<Partial<SummaryRow> & { total: number }>(
    pool,
    sql`
    select counted.total, page.*
    from (${counted}) counted
    left join lateral (
      select ${SUMMARY}
      from (
        select ${reports.id} from ${reports} where ${where}
        order by ${reports.id} desc limit ${query.limit} offset ${query.offset}
      ) picked
      join ${reports} on ${reports.id} = picked.id
      left join ${profiles} on ${profiles.id} = ${reports.profileId}
      order by ${reports.id} desc
    ) page on true`,
  );
  const total = result[0]?.total ?? 0;
  const rows = result.filter((row): row is SummaryRow & { total: number } => row.id !== null);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export async function findSummary(db: Database, scope: ReportScope, id: number): Promise<SummaryRow> {
  const result = await db.execute<SummaryRow>(
    sql`select ${SUMMARY} from ${FROM} where ${condition(within(scope, eq(reports.id, id)))}`,
  );
  const [row] = result.rows;
  if (!row) throw reportNotFound();
  return row;
}

export async function findReport(
  db: Database,
  scope: ReportScope,
  id: number,
): Promise<{ summary: SummaryRow; document: LocalReport }> {
  const result = await db.execute<SummaryRow & { document: LocalReport }>(
    sql`select ${SUMMARY}, ${reports.document} as "document"
        from ${FROM} where ${condition(within(scope, eq(reports.id, id)))}`,
  );
  const [row] = result.rows;
  if (!row) throw reportNotFound();
  const { document, ...summary } = row;
  return { summary, document };
}

/** The report and the reports it was duplicated from, newest first, as far as the caller sees. */
export async function historyOf(
  db: Database,
  scope: ReportScope,
  id: number,
): Promise<Pick<SummaryRow, 'id' | 'housingRef' | 'edlIO' | 'date' | 'renter'>[]> {
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
  const ordered = duplicationChain(id, visible).flatMap((reportId) => visible.get(reportId) ?? []);
  if (ordered.length === 0) throw reportNotFound();
  return ordered.map((row) => ({ ...row, date: row.date.getTime() }));
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
