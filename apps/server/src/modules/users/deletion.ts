/**
 * What deleting an account does to its data (accounts-costing §4), so that nothing is orphaned
 * silently; the API answers with what happened and the screens say it before confirming.
 * - A user with a group: their saved reports go to an admin of their group (the nearest group up
 *   the tree that has one, else the admin who deletes), filed under that admin's main profile.
 * - A user without group (only a super admin sees them): their reports are anonymised, kept under
 *   the deleting super admin with no profile and no group; the login, e-mail and profiles go.
 * Profiles and sessions go with the account (foreign keys cascade). The self-service tenants the
 * account invited lose their limited accounts too: the invitations go with their agent, and a
 * tenant account left behind could still log in.
 */
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { autoEdls, profiles, refreshTokens, reports, users } from '../../db/schema.ts';
import type { UserRow } from '../accounts/actor.ts';
import { groupChain } from '../accounts/tree.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ReportsReceiver {
  id: number;
  login: string;
  groupId: number | null;
  profileId: number | null;
}

/** The receiver's default profile, else their first one, else none. */
async function mainProfile(tx: Tx, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(desc(profiles.isDefault), asc(profiles.id))
    .limit(1);
  return row?.id ?? null;
}

/** Who receives the reports of `target`, a member of a group (see the header). */
export async function groupReceiver(tx: Tx, target: UserRow, deleter: UserRow): Promise<ReportsReceiver> {
  for (const group of await groupChain(tx as unknown as Database, target.groupId)) {
    const [admin] = await tx
      .select()
      .from(users)
      .where(and(eq(users.groupId, group.id), eq(users.admin, true), ne(users.id, target.id)))
      .orderBy(asc(users.id))
      .limit(1);
    if (admin) return { ...admin, profileId: await mainProfile(tx, admin.id) };
  }
  return { ...deleter, profileId: await mainProfile(tx, deleter.id) };
}

/** Moves the reports of `userIds` to `receiver` and deletes the accounts and their tenants' accounts. */
export async function deleteAccounts(
  tx: Tx,
  userIds: number[],
  receiver: ReportsReceiver,
  anonymise: boolean,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const moved = await tx
    .update(reports)
    .set({
      userId: receiver.id,
      profileId: anonymise ? null : receiver.profileId,
      groupId: anonymise ? null : receiver.groupId,
      // Upload keys are unique per user, and the receiver may hold one equal to a moved report's
      // (same device, same local id): the former owner's id keeps the moved ones apart.
      idempotencyKey: sql`'moved:' || ${reports.userId} || ':' || ${reports.idempotencyKey}`,
    })
    .where(inArray(reports.userId, userIds))
    .returning({ id: reports.id });
  const invited = await tx
    .select({ id: autoEdls.tenantUserId })
    .from(autoEdls)
    .where(and(inArray(autoEdls.agentUserId, userIds), isNotNull(autoEdls.tenantUserId)));
  const tenantIds = invited.map((row) => row.id).filter((id): id is number => id !== null);
  if (tenantIds.length > 0) {
    await tx.delete(refreshTokens).where(inArray(refreshTokens.userId, tenantIds));
    await tx.delete(users).where(and(inArray(users.id, tenantIds), eq(users.isAutoEdl, true)));
  }
  await tx.delete(refreshTokens).where(inArray(refreshTokens.userId, userIds));
  await tx.delete(users).where(inArray(users.id, userIds));
  return moved.length;
}
