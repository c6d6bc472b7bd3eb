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
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { prepared } from '../../db/prepared.ts';
import { groups, reports, users } from '../../db/schema.ts';
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
}

/**
 * Who is calling and what they see, in one round trip (the saved list is the busiest screen): the
 * user, whether a group on their chain shares reports (accounts-costing §6: options inherit), and
 * for a group admin the group's subtree. The same rules as accounts/actor.ts and inheritedGroupOptions.
 */
export async function loadReportScope(pool: pg.Pool, request: FastifyRequest): Promise<ReportScope> {
  const userId = requireUserId(request);
  const rows = await prepared<{
    group_id: number | null;
    admin: boolean;
    shares: boolean;
    subtree: number[];
  }>(
    pool,
    sql`
    with recursive chain(id, parent_id, share_edls) as (
      select g.id, g.parent_id, g.share_edls from ${groups} g join ${users} u on u.group_id = g.id
      where u.id = ${userId}
      union all
      select g.id, g.parent_id, g.share_edls from ${groups} g join chain c on g.id = c.parent_id
    ), subtree(id) as (
      select u.group_id from ${users} u where u.id = ${userId} and u.admin and u.group_id is not null
      union all
      select g.id from ${groups} g join subtree t on g.parent_id = t.id
    )
    select u.group_id, u.admin,
           coalesce((select bool_or(share_edls) from chain), false) as shares,
           array(select id from subtree) as subtree
    from ${users} u where u.id = ${userId}`,
  );
  const [row] = rows;
  if (!row) throw unauthorized('Ce compte n’existe plus');
  const groupId = row.group_id === null ? null : Number(row.group_id);
  let where: SQL | undefined;
  if (row.admin && groupId === null) where = undefined;
  else if (row.admin && groupId !== null) where = inArray(reports.groupId, row.subtree.map(Number));
  else if (row.shares && groupId !== null) where = eq(reports.groupId, groupId);
  else where = eq(reports.userId, userId);
  return { userId, groupId, isAdmin: row.admin, groupSharesEdls: row.shares, where };
}

/** `conditions` within the scope. */
export function within(scope: ReportScope, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(scope.where, ...conditions);
}

export const reportNotFound = () => notFound('EDL introuvable');
