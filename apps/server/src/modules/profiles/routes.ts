/**
 * Profiles of the signed-in user (accounts-costing §7): create, rename, set default, delete, and the
 * 4-digit passcode (stored scrambled). Another user's profile answers 404.
 */
import {
  displayNameCharactersError,
  displayNameKey,
  effectiveUserOptions,
  isValidPasscode,
  normaliseDisplayName,
  PASSCODE_FORMAT_MESSAGE,
  PROFILE_NAME_LOOKALIKE_MESSAGE,
  ProfileSchema,
  scramblePasscode,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { profiles, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { IdParams } from '../../http/ids.ts';
import { badRequest, conflict, ErrorSchema, forbidden, notFound } from '../../http/errors.ts';
import { loadActor } from '../accounts/actor.ts';
import { presentProfile } from '../accounts/present.ts';
import { groupChain } from '../accounts/tree.ts';

const NAME_TAKEN = ErrorSchema.describe(
  'Another profile of this account has this name, or one reading alike',
);
const ProfileName = z.string().trim().min(1, 'Le nom du profil est obligatoire').max(100);

const PROFILE_NAME_TAKEN = 'Un profil porte déjà ce nom';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Changes that must not interleave within one account (profile count, main profile) take this lock. */
async function lockAccount(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  async function ownProfile(userId: number, id: number) {
    const [row] = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, id), eq(profiles.userId, userId)));
    if (!row) throw notFound('Profil introuvable');
    return row;
  }

  /**
   * Two profiles of one account never share a name (the selection screen tells them apart by it):
   * the database's unique index decides, this turns its answer into the user's message.
   */
  function nameTaken(error: unknown): never {
    if (isUniqueViolation(error, 'profiles_user_name_unique')) throw conflict(PROFILE_NAME_TAKEN);
    if (isUniqueViolation(error, 'profiles_user_name_skeleton_unique'))
      throw conflict(PROFILE_NAME_LOOKALIKE_MESSAGE);
    throw error;
  }

  /**
   * Nor may they read alike (the domain's displayNameKey): the name as stored and its skeleton, or
   * why not. The same name answers as such rather than as a look-alike.
   */
  async function checkName(userId: number, typed: string, self?: number) {
    const nameError = displayNameCharactersError(typed);
    if (nameError) throw badRequest(nameError);
    const name = normaliseDisplayName(typed);
    const nameSkeleton = displayNameKey(name);
    const same = sql<boolean>`lower(${profiles.name}) = lower(${name})`;
    const found = await db
      .select({ same })
      .from(profiles)
      .where(
        and(
          eq(profiles.userId, userId),
          or(same, eq(profiles.nameSkeleton, nameSkeleton)),
          self === undefined ? undefined : ne(profiles.id, self),
        ),
      );
    if (found.length > 0)
      throw conflict(found.some((row) => row.same) ? PROFILE_NAME_TAKEN : PROFILE_NAME_LOOKALIKE_MESSAGE);
    return { name, nameSkeleton };
  }

  app.post(
    '/profile',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Create a profile; the first one becomes the default',
        body: z.strictObject({ name: ProfileName }),
        response: { 201: ProfileSchema, 409: NAME_TAKEN },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      const { uniqueProfile } = effectiveUserOptions(actor.user, await groupChain(db, actor.user.groupId));
      const { name, nameSkeleton } = await checkName(actor.user.id, request.body.name);
      const row = await db
        .transaction(async (tx) => {
          // One creation at a time per account (two taps, two tabs): the count below stays true.
          await lockAccount(tx, actor.user.id);
          const [existing] = await tx
            .select({ value: count() })
            .from(profiles)
            .where(eq(profiles.userId, actor.user.id));
          const owned = existing?.value ?? 0;
          if (uniqueProfile && owned > 0) throw forbidden('Votre compte est limité à un seul profil');
          const [inserted] = await tx
            .insert(profiles)
            .values({ userId: actor.user.id, name, nameSkeleton, isDefault: owned === 0 })
            .returning();
          return inserted;
        })
        .catch(nameTaken);
      if (!row) throw new Error('profile insert returned nothing');
      return reply.status(201).send(presentProfile(row));
    },
  );

  app.put(
    '/profile/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Rename a profile',
        params: IdParams,
        body: z.strictObject({ name: ProfileName }),
        response: { 200: ProfileSchema, 409: NAME_TAKEN },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      await ownProfile(actor.user.id, request.params.id);
      const renamed = await checkName(actor.user.id, request.body.name, request.params.id);
      const [row] = await db
        .update(profiles)
        .set(renamed)
        .where(eq(profiles.id, request.params.id))
        .returning()
        .catch(nameTaken);
      if (!row) throw notFound('Profil introuvable');
      return presentProfile(row);
    },
  );

  app.put(
    '/profile/:id/default',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Make this profile the main one (Profil principal)',
        params: IdParams,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      await ownProfile(actor.user.id, request.params.id);
      const row = await db.transaction(async (tx) => {
        // Two changes of the main profile at once took the rows' locks in opposite orders
        // (deadlock); one change at a time per account.
        await lockAccount(tx, actor.user.id);
        await tx
          .update(profiles)
          .set({ isDefault: false })
          .where(and(eq(profiles.userId, actor.user.id), ne(profiles.id, request.params.id)));
        const [updated] = await tx
          .update(profiles)
          .set({ isDefault: true })
          .where(eq(profiles.id, request.params.id))
          .returning();
        // Deleted since the check above: roll back, the account keeps its main profile.
        if (!updated) throw notFound('Profil introuvable');
        return updated;
      });
      return presentProfile(row);
    },
  );

  app.delete(
    '/profile/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Delete a profile; if it was the main one, the oldest remaining becomes main',
        params: IdParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      await db.transaction(async (tx) => {
        // The main profile passes on: serialised with the other changes of the main profile, and
        // read under the lock (it may have become or stopped being the main one meanwhile).
        await lockAccount(tx, actor.user.id);
        const [profile] = await tx
          .delete(profiles)
          .where(and(eq(profiles.id, request.params.id), eq(profiles.userId, actor.user.id)))
          .returning();
        if (!profile) throw notFound('Profil introuvable');
        if (!profile.isDefault) return;
        const [next] = await tx
          .select()
          .from(profiles)
          .where(eq(profiles.userId, actor.user.id))
          .orderBy(asc(profiles.id))
          .limit(1);
        if (next) await tx.update(profiles).set({ isDefault: true }).where(eq(profiles.id, next.id));
      });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/profile/:id/passcode',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Set (4 digits) or remove (null) the passcode of a profile',
        params: IdParams,
        body: z.strictObject({ passcode: z.string().nullable() }),
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      await ownProfile(actor.user.id, request.params.id);
      const { passcode } = request.body;
      if (passcode !== null && !isValidPasscode(passcode)) throw badRequest(PASSCODE_FORMAT_MESSAGE);
      const [row] = await db
        .update(profiles)
        .set({ passcode: passcode === null ? null : scramblePasscode(passcode) })
        .where(eq(profiles.id, request.params.id))
        .returning();
      if (!row) throw notFound('Profil introuvable');
      return presentProfile(row);
    },
  );
};
