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
import { effectiveUserOptions } from '@constat/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { reports } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { loadActor, type Actor } from '../accounts/actor.ts';
import { groupChain } from '../accounts/tree.ts';

export interface ReportScope {
  actor: Actor;
  /** The user's group shares its reports (inherited option). */
  groupSharesEdls: boolean;
  /** The condition on `reports` selecting what the user sees; undefined for everything. */
  where: SQL | undefined;
}

export async function loadReportScope(db: Database, request: FastifyRequest): Promise<ReportScope> {
  const actor = await loadActor(db, request);
  const { user } = actor;
  const { groupSharesEdls } = effectiveUserOptions(user, await groupChain(db, user.groupId));
  let where: SQL | undefined;
  if (actor.visibleGroupIds === 'all') where = undefined;
  else if (actor.isAdmin && actor.visibleGroupIds.length > 0)
    where = inArray(reports.groupId, actor.visibleGroupIds);
  else if (groupSharesEdls && user.groupId !== null) where = eq(reports.groupId, user.groupId);
  else where = eq(reports.userId, user.id);
  return { actor, groupSharesEdls, where };
}

/** `condition` within the scope. */
export function within(scope: ReportScope, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(scope.where, ...conditions);
}

export const reportNotFound = () => notFound('EDL introuvable');
