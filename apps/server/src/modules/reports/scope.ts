/**
 * Which saved reports a signed-in user sees (inspection-core §6, accounts-costing §6). The specs say
 * that a group sharing reports lets its users see all the group's profiles' reports, and that users
 * otherwise see their own; they are silent on admins. Chosen here, in line with what admins already
 * see of accounts (modules/accounts/actor.ts) and with the rule that a deleted user's reports pass to
 * the group admin:
 * - a super admin sees every report;
 * - a group admin sees the reports of their group and its sub-groups;
 * - a user whose group shares reports (shareEdls on the group or an ancestor, as options inherit)
 *   sees the reports of their group (not of its sub-groups, which share among themselves);
 * - anyone else sees only their own reports.
 * A report's group is its owner's group, kept in step when the owner moves (users/routes.ts), so a
 * user's own reports are always among their group's. Anything outside the scope answers 404.
 * A self-service tenant (isAutoEdl) sees only its invitation's base report and, once uploaded, its
 * result (modules/autoEdl: the gate keeps it off every other route).
 */
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { prepared } from '../../db/prepared.ts';
import { autoEdls, groups, reportMonthlyCounts, reports, users } from '../../db/schema.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { requireUserId } from '../auth/authenticate.ts';

export interface ReportScope {
  userId: number;
  groupId: number | null;
  isAdmin: boolean;
  /** The user's group shares its reports (shareEdls on it or an ancestor). */
  groupSharesEdls: boolean;
  /** The condition on `reports` selecting what the user sees; undefined for everything. */
  where: SQL | undefined;
  /** The same condition on `report_monthly_counts` (whose counts follow `reports` exactly). */
  countsWhere: SQL | undefined;
  /** A self-service tenant (users.is_auto_edl). */
  isAutoEdl: boolean;
  /** That tenant's invitation id (its upload goes through modules/autoEdl); else null. */
  autoEdlId: number | null;
}

/** Which rule of the header comment applies to a user (scope kind). */
export type ScopeKind = 'tenant' | 'all' | 'subtree' | 'group' | 'own';

/**
 * The one SQL definition of the rules above, for user `userId`: the CTEs `chain` (the user's group
 * and its ancestors, whose shareEdls the group inherits: accounts-costing §6) and `subtree` (a group
 * admin's group and its descendants), then `scope`: one row (none for a deleted account) with the
 * user's `kind`, `user_id`, `group_id`, `admin`, `shares`, `is_auto_edl` and `auto_edl_id`, and
 * `tenant_reports` (a tenant's base report and result). loadReportScope and the saved list's single
 * statement (reads.ts) both read it, so that the list cannot drift from the other routes. The same
 * rules as accounts/actor.ts and inheritedGroupOptions.
 */
export const scopeCtes = (userId: Placeholder | number) => sql`
    recursive chain(id, parent_id, share_edls) as (
      select g.id, g.parent_id, g.share_edls from ${groups} g join ${users} u on u.group_id = g.id
      where u.id = ${userId}
      union all
      select g.id, g.parent_id, g.share_edls from ${groups} g join chain c on g.id = c.parent_id
    ), subtree(id) as (
      select u.group_id from ${users} u where u.id = ${userId} and u.admin and u.group_id is not null
      union all
      select g.id from ${groups} g join subtree t on g.parent_id = t.id
    ), scope as materialized (
      select u.id as user_id, u.group_id, u.admin, u.is_auto_edl, s.shares,
             case when u.is_auto_edl then 'tenant'
                  when u.admin and u.group_id is null then 'all'
                  when u.admin then 'subtree'
                  when s.shares and u.group_id is not null then 'group'
                  else 'own' end as kind,
             (select a.id from ${autoEdls} a where u.is_auto_edl and a.tenant_user_id = u.id) as auto_edl_id,
             array(select r from ${autoEdls} a, unnest(array[a.duplicate_from_id, a.result_report_id]) r
                   where u.is_auto_edl and a.tenant_user_id = u.id and r is not null) as tenant_reports
      from ${users} u, lateral (select coalesce(bool_or(share_edls), false) as shares from chain) s
      where u.id = ${userId}
    )`;

/**
 * Who is calling and what they see, in one round trip (the saved list, the busiest screen, folds
 * this into its own statement: reads.ts).
 */
export async function loadReportScope(pool: pg.Pool, request: FastifyRequest): Promise<ReportScope> {
  const scope = await scopeOfUser(pool, requireUserId(request));
  if (!scope) throw unauthorized('Ce compte n’existe plus');
  return scope;
}

/** What user `userId` sees (a report's owner, for the links it follows); null for no such user. */
export async function scopeOfUser(pool: pg.Pool, userId: number): Promise<ReportScope | null> {
  const rows = await prepared<{
    kind: ScopeKind;
    group_id: number | null;
    admin: boolean;
    shares: boolean;
    subtree: number[];
    is_auto_edl: boolean;
    auto_edl_id: number | null;
    tenant_reports: number[];
  }>(
    pool,
    sql`with ${scopeCtes(userId)}
    select kind, group_id, admin, is_auto_edl, shares, array(select id from subtree) as subtree,
           auto_edl_id, tenant_reports
    from scope`,
  );
  const [row] = rows;
  if (!row) return null;
  const groupId = row.group_id === null ? null : Number(row.group_id);
  let where: SQL | undefined;
  let countsWhere: SQL | undefined;
  const autoEdlId = row.auto_edl_id === null ? null : Number(row.auto_edl_id);
  switch (row.kind) {
    case 'tenant':
      where = inArray(reports.id, row.tenant_reports.map(Number));
      // A tenant has no list nor statistics (the gate answers 404 there): no count is theirs.
      countsWhere = sql`false`;
      break;
    case 'all':
      where = countsWhere = undefined;
      break;
    case 'subtree': {
      const subtree = row.subtree.map(Number);
      where = inArray(reports.groupId, subtree);
      countsWhere = inArray(reportMonthlyCounts.groupId, subtree);
      break;
    }
    // 'group' implies a group (scopeCtes); 0 matches no report, should that ever change.
    case 'group':
      where = eq(reports.groupId, groupId ?? 0);
      countsWhere = eq(reportMonthlyCounts.groupId, groupId ?? 0);
      break;
    case 'own':
      where = eq(reports.userId, userId);
      countsWhere = eq(reportMonthlyCounts.userId, userId);
      break;
  }
  return {
    userId,
    groupId,
    isAdmin: row.admin,
    groupSharesEdls: row.shares,
    where,
    countsWhere,
    isAutoEdl: row.is_auto_edl,
    autoEdlId,
  };
}

/** `conditions` within the scope. */
export function within(scope: ReportScope, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(scope.where, ...conditions);
}

export const reportNotFound = () => notFound('EDL introuvable');
