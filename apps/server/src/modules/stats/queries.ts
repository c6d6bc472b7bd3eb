/**
 * Statistics in SQL over the saved reports: one grouped sum per request. Dates are days in
 * Europe/Paris (where the agencies work). Whole calendar months are read from report_monthly_counts
 * (kept by triggers in the same transaction as every change to reports, see migration 0006); a
 * month the range only partly covers is either its covered days read from the reports' date index,
 * or the whole month's counts minus the uncovered days, whichever reads fewer reports. Days after
 * today hold no reports (or hardly any), so the screens' default range, the first of the month to
 * today, is this month's counts minus nothing: "Tous les groupes" over 100,000 reports adds up a
 * few thousand monthly rows instead of counting every report (measured in bench/reports.bench.ts).
 */
import { parisCalendarDate, type AdminStatsRow, type UserStatsItem } from '@constat/domain';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/connection.ts';
import { prepared } from '../../db/prepared.ts';

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

/** Half-open day range [from, to), yyyy-MM-dd. */
interface DayRange {
  from: string;
  to: string;
}

/**
 * A range as whole months (their monthly counts) plus day ranges whose reports are added (sign 1)
 * or, for the uncovered days of a month counted whole, taken away (sign -1).
 */
export interface RangeParts {
  months: DayRange | null;
  days: (DayRange & { sign: 1 | -1 })[];
}

/**
 * Splits [start, end] (days, inclusive) given today: each partly covered month is counted from the
 * side with fewer past days to read (reports are dated up to today).
 */
export function splitRange(start: string, end: string, today: string): RangeParts {
  const after = addDays(end, 1);
  const tomorrow = addDays(today, 1);
  const pastDays = ({ from, to }: DayRange) => {
    const last = to < tomorrow ? to : tomorrow;
    return last > from ? (Date.parse(last) - Date.parse(from)) / 86_400_000 : 0;
  };
  const days: RangeParts['days'] = [];
  /** A partly covered month: true when it is counted whole (its uncovered days taken away). */
  const countedWhole = (month: string, covered: DayRange): boolean => {
    const uncovered = [
      { from: month, to: covered.from },
      { from: covered.to, to: firstOfNextMonth(month) },
    ].filter((part) => part.from < part.to);
    if (uncovered.reduce((sum, part) => sum + pastDays(part), 0) < pastDays(covered)) {
      for (const part of uncovered) days.push({ ...part, sign: -1 });
      return true;
    }
    days.push({ ...covered, sign: 1 });
    return false;
  };
  const firstMonth = firstOfMonth(start);
  const lastMonth = firstOfMonth(end);
  let from = start === firstMonth ? start : firstOfNextMonth(start);
  let to = firstOfMonth(after);
  if (from > to) {
    // Within one month, not all of it.
    const whole = countedWhole(firstMonth, { from: start, to: after });
    return { months: whole ? { from: firstMonth, to: firstOfNextMonth(firstMonth) } : null, days };
  }
  if (start !== firstMonth && countedWhole(firstMonth, { from: start, to: from })) from = firstMonth;
  if (after !== to && countedWhole(lastMonth, { from: lastMonth, to: after }))
    to = firstOfNextMonth(lastMonth);
  return { months: from < to ? { from, to } : null, days };
}

/** The parts of [start, end] as of today in Paris. */
const rangeParts = (start: string, end: string) => splitRange(start, end, parisCalendarDate(Date.now()));

const at = (day: string) => sql`(${day}::date::timestamp at time zone ${TIME_ZONE})`;

/**
 * The range's reports as (user, group, profile, type, n) rows, no group and no profile as 0:
 * monthly counts for the whole months, one row per report (n = 1, or -1 for an uncovered day of a
 * month counted whole) for the days. `countsWhere` and `reportsWhere` narrow each side to the same
 * reports. A sum can come out at 0: the queries keep positive totals only. `perMonth` adds a sixth
 * column, the report's month in Paris (a date, the first of the month): an uncovered day taken away
 * lies in the month counted whole, so each month's sum is exact too.
 */
function counted(parts: RangeParts, countsWhere: SQL, reportsWhere: SQL, perMonth = false): SQL {
  const countsMonth = perMonth ? sql`, c.month` : sql``;
  const reportsMonth = perMonth ? sql`, date_trunc('month', r.date at time zone ${TIME_ZONE})::date` : sql``;
  const sides: SQL[] = [];
  if (parts.months) {
    sides.push(sql`select c.user_id, c.group_id, c.profile_id, c.edl_io, c.count as n${countsMonth}
      from report_monthly_counts c
      where c.month >= ${parts.months.from}::date and c.month < ${parts.months.to}::date and ${countsWhere}`);
  }
  for (const days of parts.days) {
    sides.push(sql`select r.user_id, coalesce(r.group_id, 0), coalesce(r.profile_id, 0), r.edl_io, ${sql.raw(String(days.sign))}${reportsMonth}
      from reports r
      where r.date >= ${at(days.from)} and r.date < ${at(days.to)} and ${reportsWhere}`);
  }
  if (sides.length) return sql.join(sides, sql` union all `);
  return perMonth
    ? sql`select 0, 0, 0, '', 0, null::date where false`
    : sql`select 0, 0, 0, '', 0 where false`;
}

const sums = sql`coalesce(sum(s.n) filter (where s.edl_io = 'Entrant'), 0)::int as "totalEntrants",
  coalesce(sum(s.n) filter (where s.edl_io = 'Sortant'), 0)::int as "totalSortants",
  sum(s.n)::int as "total"`;

/**
 * Rows of `query` as JSON text in `order`: for the JSON answer PostgreSQL builds the text (500 rows
 * for 'Tous les groupes') instead of the server parsing, validating and serialising each row (tried
 * both ways: the same CPU in all, and the server process is the one that runs everything else).
 * Prepared: planning cost about a fifth of the query.
 */
async function asJson(pool: pg.Pool, query: SQL, order: SQL): Promise<string> {
  const [row] = await prepared<{ json: string }>(
    pool,
    sql`
    select '[' || coalesce(string_agg(row_to_json(t)::text, ',' order by ${order}), '') || ']' as json
    from (${query}) t`,
  );
  return row?.json ?? '[]';
}

/** The user's own reports per profile (reports filed under a deleted profile count as "Sans profil"). */
function userStatsQuery(userId: number, start: string, end: string): SQL {
  const rows = counted(rangeParts(start, end), sql`c.user_id = ${userId}`, sql`r.user_id = ${userId}`);
  return sql`
    select coalesce(p.id, 0)::int as id, coalesce(p.name, 'Sans profil') as name, ${sums}
    from (${rows}) s (user_id, group_id, profile_id, edl_io, n)
    left join profiles p on p.id = s.profile_id
    group by p.id, p.name
    having sum(s.n) > 0
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

export function userStatsJson(pool: pg.Pool, userId: number, start: string, end: string): Promise<string> {
  return asJson(pool, userStatsQuery(userId, start, end), sql`lower(t.name)`);
}

/** The user's own reports per Paris month (yyyy-MM), months with reports only. */
function userMonthsQuery(userId: number, start: string, end: string): SQL {
  const rows = counted(rangeParts(start, end), sql`c.user_id = ${userId}`, sql`r.user_id = ${userId}`, true);
  return sql`
    select to_char(s.month, 'YYYY-MM') as month, ${sums}
    from (${rows}) s (user_id, group_id, profile_id, edl_io, n, month)
    group by s.month
    having sum(s.n) > 0`;
}

export function userMonthsJson(pool: pg.Pool, userId: number, start: string, end: string): Promise<string> {
  return asJson(pool, userMonthsQuery(userId, start, end), sql`t.month`);
}

/** Which users an admin statistics request covers. */
export type StatsScope = { kind: 'all' } | { kind: 'no-group' } | { kind: 'groups'; ids: number[] };

/** The scope's counted rows (see `counted`) and the condition on their users (`u`). */
function scoped(scope: StatsScope, start: string, end: string, perMonth: boolean): { rows: SQL; where: SQL } {
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
      ? counted(rangeParts(start, end), sql`true`, sql`true`, perMonth)
      : counted(rangeParts(start, end), sql`c.group_id in (${ids})`, sql`r.group_id in (${ids})`, perMonth);
  return { rows, where };
}

/** `ordered`: sorted by login; the JSON answer sorts as it aggregates, so it skips this one. */
function adminStatsQuery(scope: StatsScope, start: string, end: string, ordered = true): SQL {
  const { rows, where } = scoped(scope, start, end, false);
  return sql`
    select u.id, u.login, g.name as "groupName", pg.name as "parentGroupName", pg.id as "parentGroupId", s."totalEntrants", s."totalSortants", s.total
    from (
      select s.user_id, ${sums} from (${rows}) s (user_id, group_id, profile_id, edl_io, n)
      group by s.user_id
      having sum(s.n) > 0
    ) s
    join users u on u.id = s.user_id
    left join groups g on g.id = u.group_id
    left join groups pg on pg.id = g.parent_id
    where ${where}
    ${ordered ? sql`order by lower(u.login)` : sql``}`;
}

export async function adminStats(
  db: Database,
  scope: StatsScope,
  start: string,
  end: string,
): Promise<AdminStatsRow[]> {
  return (await db.execute<AdminStatsRow>(adminStatsQuery(scope, start, end))).rows;
}

export function adminStatsJson(
  pool: pg.Pool,
  scope: StatsScope,
  start: string,
  end: string,
): Promise<string> {
  return asJson(pool, adminStatsQuery(scope, start, end, false), sql`lower(t.login)`);
}

/**
 * The scope's reports per Paris month (yyyy-MM), months with reports only: the same users as
 * `adminStats` (joined and filtered alike), so the months add up to its total.
 */
function adminMonthsQuery(scope: StatsScope, start: string, end: string): SQL {
  const { rows, where } = scoped(scope, start, end, true);
  return sql`
    select to_char(s.month, 'YYYY-MM') as month, ${sums}
    from (${rows}) s (user_id, group_id, profile_id, edl_io, n, month)
    join users u on u.id = s.user_id
    where ${where}
    group by s.month
    having sum(s.n) > 0`;
}

export function adminMonthsJson(
  pool: pg.Pool,
  scope: StatsScope,
  start: string,
  end: string,
): Promise<string> {
  return asJson(pool, adminMonthsQuery(scope, start, end), sql`t.month`);
}
