/**
 * Statistics in SQL over the saved reports: one grouped sum per request. Dates are days in
 * Europe/Paris (where the agencies work). The whole calendar months of a range are read from
 * report_monthly_counts (kept by triggers in the same transaction as every change to reports, see
 * migration 0006), the days before the first whole month and after the last from the reports'
 * date index (index-only): "Tous les groupes" over 100,000 reports adds up a few thousand monthly
 * rows instead of counting 100,000 (38 ms of PostgreSQL CPU per request -> about 1 ms, measured
 * in bench/reports.bench.ts). Precomputed rather than an index-only count: that count still reads
 * every report of the range (20+ ms for 100,000), far from the 200 ms p99 budget under load.
 */
import type { AdminStatsRow, UserStatsItem } from '@constat/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';

const TIME_ZONE = 'Europe/Paris';

/** `day` (yyyy-MM-dd) moved by `days` days / to the first of its month, as yyyy-MM-dd. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
function firstOfNextMonth(day: string): string {
  const date = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/** Half-open day ranges [from, to) of a range: its whole months, and the days around them. */
export interface RangeParts {
  months: { from: string; to: string } | null;
  days: { from: string; to: string }[];
}

export function splitRange(start: string, end: string): RangeParts {
  const after = addDays(end, 1);
  const firstWhole = start === firstOfMonth(start) ? start : firstOfNextMonth(start);
  const lastWholeEnd = firstOfMonth(after);
  if (firstWhole >= lastWholeEnd) return { months: null, days: [{ from: start, to: after }] };
  const days = [
    { from: start, to: firstWhole },
    { from: lastWholeEnd, to: after },
  ].filter((part) => part.from < part.to);
  return { months: { from: firstWhole, to: lastWholeEnd }, days };
}

const at = (day: string) => sql`(${day}::date::timestamp at time zone ${TIME_ZONE})`;

/**
 * The range's reports as (user, group, profile, type, n) rows, no group and no profile as 0:
 * monthly counts for the whole months, one row per report for the days around them. `countsWhere`
 * and `reportsWhere` narrow each side to the same reports.
 */
function counted(parts: RangeParts, countsWhere: SQL, reportsWhere: SQL): SQL {
  const sides: SQL[] = [];
  if (parts.months) {
    sides.push(sql`select c.user_id, c.group_id, c.profile_id, c.edl_io, c.count as n
      from report_monthly_counts c
      where c.month >= ${parts.months.from}::date and c.month < ${parts.months.to}::date and ${countsWhere}`);
  }
  for (const days of parts.days) {
    sides.push(sql`select r.user_id, coalesce(r.group_id, 0), coalesce(r.profile_id, 0), r.edl_io, 1
      from reports r
      where r.date >= ${at(days.from)} and r.date < ${at(days.to)} and ${reportsWhere}`);
  }
  return sql.join(sides, sql` union all `);
}

const sums = sql`coalesce(sum(s.n) filter (where s.edl_io = 'Entrant'), 0)::int as "totalEntrants",
  coalesce(sum(s.n) filter (where s.edl_io = 'Sortant'), 0)::int as "totalSortants",
  sum(s.n)::int as "total"`;

/**
 * Rows of `query` as JSON text in `order`: for the JSON answer PostgreSQL builds the text (500 rows
 * for 'Tous les groupes') instead of the server parsing, validating and serialising each row.
 */
async function asJson(db: Database, query: SQL, order: SQL): Promise<string> {
  const result = await db.execute<{ json: string }>(sql`
    select '[' || coalesce(string_agg(row_to_json(t)::text, ',' order by ${order}), '') || ']' as json
    from (${query}) t`);
  return result.rows[0]?.json ?? '[]';
}

/** The user's own reports per profile (reports filed under a deleted profile count as "Sans profil"). */
function userStatsQuery(userId: number, start: string, end: string): SQL {
  const rows = counted(splitRange(start, end), sql`c.user_id = ${userId}`, sql`r.user_id = ${userId}`);
  return sql`
    select coalesce(p.id, 0)::int as id, coalesce(p.name, 'Sans profil') as name, ${sums}
    from (${rows}) s (user_id, group_id, profile_id, edl_io, n)
    left join profiles p on p.id = s.profile_id
    group by p.id, p.name
    order by lower(coalesce(p.name, 'Sans profil'))`;
}

export async function userStats(
  db: Database,
  userId: number,
  start: string,
  end: string,
): Promise<UserStatsItem[]> {
  return (await db.execute<UserStatsItem>(userStatsQuery(userId, start, end))).rows;
}

export function userStatsJson(db: Database, userId: number, start: string, end: string): Promise<string> {
  return asJson(db, userStatsQuery(userId, start, end), sql`lower(t.name)`);
}

/** Which users an admin statistics request covers. */
export type StatsScope = { kind: 'all' } | { kind: 'no-group' } | { kind: 'groups'; ids: number[] };

function adminStatsQuery(scope: StatsScope, start: string, end: string): SQL {
  const ids =
    scope.kind === 'groups'
      ? sql.join(
          scope.ids.map((id) => sql`${id}`),
          sql`, `,
        )
      : null;
  const where =
    scope.kind === 'all' ? sql`true` : ids === null ? sql`u.group_id is null` : sql`u.group_id in (${ids})`;
  // A report's group follows its owner's (reports module): a group's reports are read by report
  // group instead of counting every report and dropping the other groups' users.
  const rows =
    ids === null
      ? counted(splitRange(start, end), sql`true`, sql`true`)
      : counted(splitRange(start, end), sql`c.group_id in (${ids})`, sql`r.group_id in (${ids})`);
  return sql`
    select u.id, u.login, g.name as "groupName", pg.name as "parentGroupName", pg.id as "parentGroupId", s."totalEntrants", s."totalSortants", s.total
    from (
      select s.user_id, ${sums} from (${rows}) s (user_id, group_id, profile_id, edl_io, n)
      group by s.user_id
    ) s
    join users u on u.id = s.user_id
    left join groups g on g.id = u.group_id
    left join groups pg on pg.id = g.parent_id
    where ${where}
    order by lower(u.login)`;
}

export async function adminStats(
  db: Database,
  scope: StatsScope,
  start: string,
  end: string,
): Promise<AdminStatsRow[]> {
  return (await db.execute<AdminStatsRow>(adminStatsQuery(scope, start, end))).rows;
}

export function adminStatsJson(db: Database, scope: StatsScope, start: string, end: string): Promise<string> {
  return asJson(db, adminStatsQuery(scope, start, end), sql`lower(t.login)`);
}
