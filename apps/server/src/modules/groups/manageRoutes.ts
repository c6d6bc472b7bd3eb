/**
 * Group deletion and the profiles of a group's members (accounts-costing §4, §7; who may: the
 * domain's groupPolicy, by which a sharing group's members list their own group's profiles too).
 * - A sub-group: its users, its saved reports and its own sub-groups move to its parent.
 * - A top-level group (super admin only): its users, sub-groups and their users are deleted, and
 *   their reports anonymised (kept under the deleting super admin, without profile nor group).
 * A group admin deletes groups below their own, never their own group.
 */
import { groupPolicy, ProfileSchema } from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { groups, profiles, reports, users } from '../../db/schema.ts';
import { IdParams } from '../../http/ids.ts';
import { authorize } from '../access/authorize.ts';
import { groupNotFound, loadActor } from '../accounts/actor.ts';
import { presentProfile } from '../accounts/present.ts';
import { subtreeIds } from '../accounts/tree.ts';
import { deleteAccounts } from '../users/deletion.ts';
import { GroupDeletionSchema } from '@constat/domain/answers';

const MemberProfile = ProfileSchema.extend({ userId: z.number().int(), login: z.string() });

export const groupManageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.delete(
    '/user-group/:id',
    {
      schema: {
        tags: ['groups'],
        summary:
          'Delete a group: a sub-group hands everything to its parent; a top-level group takes its users along',
        params: IdParams,
        response: { 200: GroupDeletionSchema },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      authorize(groupPolicy.delete(actor.subject, { id: request.params.id }), groupNotFound);
      const [group] = await db.select().from(groups).where(eq(groups.id, request.params.id));
      if (!group) throw groupNotFound();
      const parentId = group.parentId;
      if (parentId !== null) {
        const [parent] = await db.select().from(groups).where(eq(groups.id, parentId));
        if (!parent) throw groupNotFound();
        return db.transaction(async (tx) => {
          const moved = await tx
            .update(users)
            .set({ groupId: parentId })
            .where(eq(users.groupId, group.id))
            .returning({ id: users.id });
          const movedReports = await tx
            .update(reports)
            .set({ groupId: parentId })
            .where(eq(reports.groupId, group.id))
            .returning({ id: reports.id });
          // Its sub-groups join its parent's: one reading as a sibling there keeps its name, without
          // skeleton (as a look-alike from before the rule), rather than fail the deletion.
          await tx.update(groups).set({ nameSkeleton: null }).where(eq(groups.id, group.id));
          const children = await tx
            .update(groups)
            .set({
              parentId,
              nameSkeleton: sql`case when exists (select 1 from groups sibling where sibling.parent_id = ${parentId}
                and sibling.name_skeleton = "groups"."name_skeleton") then null else "groups"."name_skeleton" end`,
            })
            .where(eq(groups.parentId, group.id))
            .returning({ id: groups.id });
          await tx.delete(groups).where(eq(groups.id, group.id));
          return {
            movedTo: { id: parent.id, name: parent.name },
            users: moved.length,
            groups: children.length,
            reports: movedReports.length,
          };
        });
      }
      // Only a super admin sees a top-level group that is not their own.
      const subtree = await subtreeIds(db, group.id);
      return db.transaction(async (tx) => {
        const members = await tx.select({ id: users.id }).from(users).where(inArray(users.groupId, subtree));
        const receiver = { ...actor.user, profileId: null };
        const anonymised = await deleteAccounts(
          tx,
          members.map((m) => m.id),
          receiver,
          true,
        );
        // Reports of the subtree whose owners had already left it lose the group as well.
        await tx.update(reports).set({ groupId: null }).where(inArray(reports.groupId, subtree));
        // Top-level for a moment before they go: without skeleton, so as not to meet a top-level namesake.
        await tx
          .update(groups)
          .set({ parentId: null, nameSkeleton: null })
          .where(inArray(groups.id, subtree));
        await tx.delete(groups).where(inArray(groups.id, subtree));
        return { movedTo: null, users: members.length, groups: subtree.length - 1, reports: anonymised };
      });
    },
  );

  app.get(
    '/user-group/:id/profiles',
    {
      schema: {
        tags: ['groups'],
        summary: 'The profiles of the users of a group',
        params: IdParams,
        response: { 200: z.array(MemberProfile) },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      authorize(groupPolicy.profiles(actor.subject, { id: request.params.id }), groupNotFound);
      const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, request.params.id));
      if (!group) throw groupNotFound();
      const rows = await db
        .select({ profile: profiles, login: users.login })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(users.groupId, group.id))
        .orderBy(asc(users.login), asc(profiles.name));
      return rows.map(({ profile, login }) => ({
        ...presentProfile(profile),
        userId: profile.userId,
        login,
      }));
    },
  );
};
