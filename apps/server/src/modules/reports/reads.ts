/**
 * Reading saved reports, always within the caller's scope (scope.ts): a report outside it is not
 * found. The saved list is the busiest call (measured in bench/reports.bench.ts): the caller's
 * scope, a page and its total come back in one round trip, the page as JSON text (listReportsJson),
 * with the version of the scope's reports: the server keeps the page and answers it again while
 * that version stays the same (listCache.ts). Summary rows are plain values (dates as ms), never
 * the document.
 */
import {
  duplicationChain,
  MAX_HISTORY_LENGTH,
  normalizeSearchText,
  REPORT_REACH,
  type ChainLink,
  type LocalReport,
  type RemoteReportSummary,
} from '@constat/domain';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/connection.ts';
import { preparedOnce } from '../../db/prepared.ts';
import {
  photoBlobs,
  profiles,
  EVERY_GROUP,
  reportListVersions,
  reportMonthlyCounts,
  reportPhotos,
  reports,
} from '../../db/schema.ts';
import { isKept, pageKey, type ListPageCache, type ListedPage, type PageRequest } from './listCache.ts';
import { subjectCtes } from '../access/subject.ts';
import {
  COUNT_COLUMNS,
  reachSql,
  REPORT_COLUMNS,
  reportNotFound,
  within,
  type ReportScope,
  type ScopeKind,
  type SetsSql,
} from './scope.ts';
import { summarySelectList } from './summaryMembers.ts';

export type ReportRow = typeof reports.$inferSelect;

/**
 * What the saved list shows of a report (summaryMembers.ts, read here rather than from the stored
 * summary so that a report's own route answers the truth even if that were stale), with its
 * profile's name and its owner; dates in ms. Kinds and locale as stored: present.ts narrows them.
 */
// A type alias (not an interface) so that it fits drizzle's row constraint.
export type SummaryRow = Omit<
  RemoteReportSummary,
  'edlIO' | 'locale' | 'pdfsGenerating' | 'pdfsGenerated'
> & {
  userId: number;
  edlIO: string;
  locale: string;
  /** Kinds of PDF ('edl', 'convention') being rendered, and those ready (modules/documents). */
  pdfsGenerating: string[];
  pdfsGenerated: string[];
};

/** The columns of SummaryRow, named as its fields. */
const SUMMARY = sql`${reports.userId} as "userId", ${profiles.name} as "name",
    ${sql.raw(summarySelectList())}`;

const FROM = sql`${reports} left join ${profiles} on ${profiles.id} = ${reports.profileId}`;

const condition = (where: SQL | undefined) => where ?? sql`true`;

/** `LIKE` pattern for a substring, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export interface ListQuery {
  profileId?: number | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * A list item: the report's stored summary members (reports.summary_members, kept by triggers) with
 * its profile's name added last, which is RemoteReportSummarySchema's key order: byte for byte what
 * presentSummary gives for the other routes (tested).
 */
const ITEM_JSON = sql`'{' || ${reports.summaryMembers} || ',"name":' || coalesce(to_json(${profiles.name})::text, 'null') || '}'`;

/**
 * A value of the request as an InitPlan rather than a plain parameter: the planner's estimates then
 * do not depend on it (a page of 20 or of unknown size, a search pattern), so that the plans it
 * makes for the first calls cost what the generic plan does and PostgreSQL keeps the generic plan
 * instead of planning this large statement again on every call (2 ms: most of its cost).
 */
const value = (name: string, type: 'int4' | 'int8' | 'text' | 'bytea') =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

/** The scope row's fields, each an InitPlan: PostgreSQL reads them once per execution. */
const KIND = sql`(select kind from scope)`;
const SCOPE_GROUP = sql`(select group_id from scope)`;
const SCOPE_USER = sql`(select user_id from scope)`;

/** The caller's sets (domain SubjectSet) as the scope row and CTEs hold them (access/subject.ts). */
const LIST_SETS: SetsSql = {
  self: (column) => sql`${column} = ${SCOPE_USER}`,
  ownGroup: (column) => sql`${column} = ${SCOPE_GROUP}`,
  groupSubtree: (column) => sql`${column} in (select id from subtree)`,
  tenantReports: (column) => sql`${column} = any(select unnest(tenant_reports) from scope)`,
};

const SCOPE_KINDS = Object.keys(REPORT_REACH) as ScopeKind[];

/** The version of the scope's reports (listCache.ts): its group's and every group's, added up. */
const SCOPE_VERSION = sql`(select coalesce(sum(${reportListVersions.version}), 0)::text from ${reportListVersions}
  where ${reportListVersions.groupKey} in (${sql.raw(String(EVERY_GROUP))}, coalesce(scope.group_id, 0)))`;

/**
 * The saved list as one statement, one round trip: who is calling and what they see (access/subject.ts),
 * the total and the page as JSON text. Each scope kind has its own branch, run only for the
 * caller's kind (a one-time filter on the scope row), so that each reads its own index: within a
 * scope, the scope's index, which holds the search text; across every report (a super admin), the
 * trigram index for a search. Without a search, the page's ids come from a backward index-only
 * scan and the total adds up the scope's monthly counts (kept by triggers in the same transaction
 * as every change to reports). With one, the matches are read once and give both the total and
 * the page: across every report, a LIKE the trigram index serves; within a scope, a byte search
 * (bytea position) in the search text's bytes held by the scope's index, read index-only: the
 * planner keeps to the scope's few thousand entries, where a trigram bitmap costs ten times more
 * for a common word (one that matches half of them). Searching bytes costs a third of LIKE or
 * strpos on text, which handle characters (strpos counts them to return a position). Built and
 * prepared once for each use: with or without a search or a profile, and with every scope kind's
 * branch or only one (`only`: see lastScopes).
 */
function listStatement(search: boolean, profile: boolean, only: ScopeKind | undefined) {
  const byProfile = (column: typeof reports.profileId | typeof reportMonthlyCounts.profileId) =>
    profile ? sql`and ${column} = ${value('profileId', 'int4')}` : sql``;
  const matching = (everything: boolean) =>
    !search
      ? sql``
      : everything
        ? sql`and ${reports.searchText} like ${value('pattern', 'text')}`
        : sql`and position(${value('needle', 'bytea')} in ${reports.searchBytes}) > 0`;
  const kinds = SCOPE_KINDS.filter((kind) => only === undefined || kind === only);
  const SCOPES = kinds.map((kind) => [kind, reachSql(kind, REPORT_COLUMNS, LIST_SETS) ?? sql`true`] as const);
  const inScope = (kind: string, condition: SQL) =>
    sql`${KIND} = ${sql.raw(`'${kind}'`)} and ${condition} ${byProfile(reports.profileId)} ${matching(kind === 'all')}`;
  const page = sql`order by id desc limit ${value('limit', 'int8')} offset ${value('offset', 'int8')}`;
  // A search reads the scope's entries once, newest first, into one aggregate: their count is the
  // total and a slice of their ids the page (two passes read every entry twice when a rare word
  // fills no page before the end; keeping the matches to sort them cost a fifth of a search). The
  // ids keep the order of the sorted subquery, which PostgreSQL's documentation gives as the way to
  // order an aggregate's input when nothing else is done at its level (no join, no grouping).
  const pages = search
    ? [sql`select unnest(ids) as id from found`]
    : SCOPES.map(
        ([kind, condition]) =>
          sql`(select ${reports.id} from ${reports} where ${inScope(kind, condition)} ${page})`,
      );
  const matches = search
    ? sql`found as (
        select count(*)::int as total,
               (array_agg(id))[${value('offset', 'int8')} + 1 : ${value('offset', 'int8')} + ${value('limit', 'int8')}] as ids
        from (select id from (${sql.join(
          SCOPES.map(
            ([kind, condition]) =>
              sql`select ${reports.id} from ${reports} where ${inScope(kind, condition)}`,
          ),
          sql` union all `,
        )}) scoped order by id desc) newest_first),`
    : sql``;
  const counts = search
    ? [sql`select total from found`]
    : // The scope's monthly counts (a tenant has none: reachSql).
      [
        sql`select 0`,
        ...kinds.map(
          (kind) => sql`select sum(${reportMonthlyCounts.count}) from ${reportMonthlyCounts}
          where ${KIND} = ${sql.raw(`'${kind}'`)} and ${reachSql(kind, COUNT_COLUMNS, LIST_SETS) ?? sql`true`} ${byProfile(reportMonthlyCounts.profileId)}`,
        ),
      ];
  // `offset 0` keeps the page's rows a lookup by primary key per picked id: the generic plan cannot
  // know that picked holds one page, and joined it to every report by a merge join (50 ms).
  return preparedOnce<ListedRow & { total: number; json: string }>(sql`
    with ${subjectCtes(sql.placeholder('userId'))},
    ${matches}
    picked as (${sql.join(pages, sql` union all `)})
    select kind, group_id, ${SCOPE_VERSION} as version,
      (select coalesce(sum(n), 0)::int from (${sql.join(counts, sql` union all `)}) counted(n)) as total,
      (select '[' || coalesce(string_agg(page.json, ',' order by picked.id desc), '') || ']'
       from picked cross join lateral (
         select ${ITEM_JSON} as json
         from ${reports} left join ${profiles} on ${profiles.id} = ${reports.profileId}
         where ${reports.id} = picked.id offset 0) page) as json
    from scope`);
}

/** What the list statements tell of the scope besides the page. */
interface ListedRow {
  kind: ScopeKind;
  group_id: number | null;
  version: string;
}

/** The caller's scope and its version, to tell whether a kept page still holds (listCache.ts). */
const scopeVersion = preparedOnce<ListedRow>(sql`
  with ${subjectCtes(sql.placeholder('userId'))}
  select kind, group_id, ${SCOPE_VERSION} as version from scope`);

const LIST_STATEMENTS = new Map<string, ReturnType<typeof listStatement>>();

/**
 * Each user's scope at their last list: its kind, to run only that kind's branch (the other
 * branches, never executed, still cost PostgreSQL a quarter of the list to set up), and its group,
 * to find the page kept for it. The statements work out the scope afresh every time and answer
 * with what they found: when the user's kind has changed since (an admin moved them, a group
 * stopped sharing), its branch found nothing and the list runs again with every branch. Only a
 * hint, so a plain bounded map.
 */
const lastScopes = new Map<number, { kind: ScopeKind; groupId: number | null }>();
const MAX_REMEMBERED_SCOPES = 10_000;

function statementFor(search: boolean, profile: boolean, kind: ScopeKind | undefined) {
  const key = `${search}:${profile}:${kind ?? 'any'}`;
  let statement = LIST_STATEMENTS.get(key);
  if (!statement) {
    statement = listStatement(search, profile, kind);
    LIST_STATEMENTS.set(key, statement);
  }
  return statement;
}

const sameScope = (page: ListedPage, row: ListedRow) =>
  page.kind === row.kind && page.groupId === row.group_id && page.version === row.version;

/**
 * The saved list the signed-in user `userId` sees: its total and the page as JSON text (an array
 * of RemoteReportSummary), and whether the server keeps it; null for an account that no longer
 * exists. A page kept since the user's scope last changed is answered after one small statement
 * (listCache.ts).
 */
export async function listReportsJson(
  pool: pg.Pool,
  cache: ListPageCache,
  userId: number,
  query: ListQuery,
): Promise<{ page: ListedPage; kept: boolean } | null> {
  const search = normalizeSearchText(query.search ?? '');
  const request: PageRequest = {
    profileId: query.profileId,
    search,
    limit: query.limit,
    offset: query.offset,
  };
  const last = lastScopes.get(userId);
  const keptKey = last && isKept(last.kind) ? pageKey(last, userId, request) : undefined;
  const kept = keptKey === undefined ? undefined : cache.get(keptKey);
  let kind = last?.kind;
  if (kept) {
    const [now] = await scopeVersion(pool, { userId });
    if (!now) {
      lastScopes.delete(userId);
      return null;
    }
    if (sameScope(kept, now)) return { page: kept, kept: true };
    kind = now.kind;
  }
  const values = {
    userId,
    profileId: query.profileId,
    pattern: containing(search),
    needle: Buffer.from(search, 'utf8'),
    limit: query.limit,
    offset: query.offset,
  };
  const run = (branch: ScopeKind | undefined) =>
    statementFor(search !== '', query.profileId !== undefined, branch)(pool, values);
  let [row] = await run(kind);
  // Every branch: right whatever the kind has become in between.
  if (row && kind !== undefined && row.kind !== kind) [row] = await run(undefined);
  if (!row) {
    lastScopes.delete(userId);
    return null;
  }
  const scope = { kind: row.kind, groupId: row.group_id };
  if (lastScopes.size >= MAX_REMEMBERED_SCOPES && !lastScopes.has(userId)) lastScopes.clear();
  lastScopes.set(userId, scope);
  const page: ListedPage = {
    ...scope,
    version: row.version,
    total: row.total,
    body: Buffer.from(row.json, 'utf8'),
  };
  return { page, kept: isKept(row.kind) && cache.set(pageKey(scope, userId, request), page) };
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

/** The stored image `sha256` when the report (in scope) links to it; `photosOnly`: as a photo. */
export async function linkedPhoto(
  db: Database,
  scope: ReportScope,
  id: number,
  sha256: string,
  photosOnly = false,
): Promise<{ mime: string; size: number } | null> {
  const [row] = await db
    .select({ mime: photoBlobs.mime, size: photoBlobs.size })
    .from(reportPhotos)
    .innerJoin(reports, eq(reports.id, reportPhotos.reportId))
    .innerJoin(photoBlobs, eq(photoBlobs.sha256, reportPhotos.sha256))
    .where(
      within(
        scope,
        eq(reportPhotos.reportId, id),
        eq(reportPhotos.sha256, sha256),
        photosOnly ? eq(reportPhotos.kind, 'photo') : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}
