/**
 * Statistics in SQL over the saved reports: one grouped count per request. Dates are days in
 * Europe/Paris (where the agencies work), turned into a timestamp range so that the report date
 * index can serve the filter.
 */
import type { AdminStatsRow, UserStatsItem } from '@constat/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';

const TIME_ZONE = 'Europe/Paris';

function inRange(start: string, end: string): SQL {
  return sql`r.date >= (${start}::date::timestamp at time zone ${TIME_ZONE})
    and r.date < ((${end}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
}

const counts = sql`count(*) filter (where r.edl_io = 'Entrant')::int as "totalEntrants",
  count(*) filter (where r.edl_io = 'Sortant')::int as "totalSortants",
  count(*)::int as "total"`;

/** The user's own reports per profile (reports filed under a deleted profile count as "Sans profil"). */
export async function userStats(
  db: Database,
  userId: number,
  start: string,
  end: string,
): Promise<UserStatsItem[]> {
  const result = await db.execute<UserStatsItem>(sql`
    select coalesce(p.id, 0)::int as id, coalesce(p.name, 'Sans profil') as name, ${counts}
    from reports r left join profiles p on p.id = r.profile_id
    where r.user_id = ${userId} and ${inRange(start, end)}
    group by p.id, p.name
    order by lower(coalesce(p.name, 'Sans profil'))`);
  return result.rows;
}

/** Which users an admin statistics request covers. */
export type StatsScope = { kind: 'all' } | { kind: 'no-group' } | { kind: 'groups'; ids: number[] };

export async function adminStats(
  db: Database,
  scope: StatsScope,
  start: string,
  end: string,
): Promise<AdminStatsRow[]> {
  const where =
    scope.kind === 'all'
      ? sql`true`
      : scope.kind === 'no-group'
        ? sql`u.group_id is null`
        : sql`u.group_id in (${sql.join(
            scope.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  // A report's group follows its owner's (reports module): a group's reports are read through the
  // report group index instead of counting every report and dropping the other groups' users.
  const reportFilter =
    scope.kind === 'groups'
      ? sql`r.group_id in (${sql.join(
          scope.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`true`;
  const result = await db.execute<AdminStatsRow>(sql`
    select u.id, u.login, g.name as "groupName", pg.name as "parentGroupName", pg.id as "parentGroupId", s."totalEntrants", s."totalSortants", s.total
    from (
      select r.user_id, ${counts} from reports r where ${inRange(start, end)} and ${reportFilter}
      group by r.user_id
    ) s
    join users u on u.id = s.user_id
    left join groups g on g.id = u.group_id
    left join groups pg on pg.id = g.parent_id
    where ${where}
    order by lower(u.login)`);
  return result.rows;
}
