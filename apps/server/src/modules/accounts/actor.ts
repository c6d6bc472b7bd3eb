/**
 * Who is calling and what they may see: a super admin (admin without group) sees every account; a
 * group admin sees their group and its sub-groups; anyone else only themselves. Anything outside
 * that scope answers 404, never revealing that it exists.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { users } from '../../db/schema.ts';
import { forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { requireUserId } from '../auth/authenticate.ts';
import { subtreeIds } from './tree.ts';

export type UserRow = typeof users.$inferSelect;

export interface Actor {
  user: UserRow;
  isSuperAdmin: boolean;
  isAdmin: boolean;
  /** 'all' for a super admin; the group subtree for a group admin; empty otherwise. */
  visibleGroupIds: 'all' | number[];
}

export async function loadActor(db: Database, request: FastifyRequest): Promise<Actor> {
  const userId = requireUserId(request);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized('Ce compte n’existe plus');
  const isSuperAdmin = user.admin && user.groupId === null;
  const visibleGroupIds = isSuperAdmin
    ? 'all'
    : user.admin && user.groupId !== null
      ? await subtreeIds(db, user.groupId)
      : [];
  return { user, isSuperAdmin, isAdmin: user.admin, visibleGroupIds };
}

export function requireAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw forbidden('Cette action est réservée aux administrateurs');
}

export function canSeeGroup(actor: Actor, groupId: number | null): boolean {
  if (actor.visibleGroupIds === 'all') return true;
  return groupId !== null && actor.visibleGroupIds.includes(groupId);
}

export function canSeeUser(actor: Actor, target: Pick<UserRow, 'id' | 'groupId'>): boolean {
  return target.id === actor.user.id || (actor.isAdmin && canSeeGroup(actor, target.groupId));
}

/**
 * Who may list a group's profiles (the saved list's profile filter): an admin who sees the group
 * (else 404); a member of a group that shares reports, for their own group only, since "a group that
 * shares reports lets its users see all group profiles and the group name" (inspection-core §6);
 * anyone else is refused (403), as for every other admin action.
 */
export function assertMayListGroupProfiles(actor: Actor, groupId: number, ownGroupShares: boolean): void {
  if (!actor.isAdmin && groupId === actor.user.groupId && ownGroupShares) return;
  requireAdmin(actor);
  assertGroupVisible(actor, groupId);
}

export function assertGroupVisible(actor: Actor, groupId: number | null): void {
  if (!canSeeGroup(actor, groupId)) throw notFound('Groupe introuvable');
}
