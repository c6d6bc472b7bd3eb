/**
 * Users (accounts-costing §7): admins list, create and update the accounts they can see. A super
 * admin sees everything and alone may leave a user without group or allow self-service (canAutoEdl);
 * a group admin works inside their group and its sub-groups. Passwords, platform key and deletion:
 * manageRoutes.ts.
 */
import {
  canSeeGroup,
  EMAIL_FORMAT_MESSAGE,
  groupPolicy,
  hasPlatformRights,
  INVALID_FORM_MESSAGE,
  isEmailLike,
  LOGIN_LOOKALIKE_MESSAGE,
  loginKey,
  normaliseLogin,
  platformPolicy,
  REFUSALS,
  userPolicy,
  UserSchema,
  validateNewUser,
  visibleGroups,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { groups, reports, users } from '../../db/schema.ts';
import { Id, IdParams, IdText } from '../../http/ids.ts';
import { badRequest, conflict, ErrorSchema, forbidden, notFound } from '../../http/errors.ts';
import { authorize } from '../access/authorize.ts';
import { groupNotFound, loadActor, userNotFound, type Actor } from '../accounts/actor.ts';
import { targetUser } from './target.ts';
import { checkLogo } from '../accounts/logo.ts';
import { presentUser, presentUsers } from '../accounts/present.ts';
import { hashPassword, randomPassword } from '../auth/passwords.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { passwordMail } from './passwordMail.ts';

// Field rules (required, no spaces nor invisible characters, e-mail format, group) are the domain's
// validateNewUser; the login is stored in its normal form, with its confusable skeleton.
const Login = z.string().trim().max(100);
const Email = z.string().trim().max(254);
const LOGIN_TAKEN = 'Cet identifiant est déjà utilisé';

const UserOptions = {
  admin: z.boolean().optional(),
  canAutoEdl: z.boolean().optional(),
  uniqueProfile: z.boolean().optional(),
  defaultListAllProfiles: z.boolean().optional(),
  hideLegend: z.boolean().optional(),
};

const CreateUserBody = z.strictObject({
  login: Login,
  email: Email,
  groupId: Id.nullable().optional().describe('Required unless a super admin creates it'),
  password: z.string().max(200).optional().describe('Empty: a random password is e-mailed to the user'),
  ...UserOptions,
});

const UpdateUserBody = z.strictObject({
  groupId: Id.nullable().optional(),
  email: Email.optional(),
  logo: z.string().max(400_000).nullable().optional(),
  ...UserOptions,
});

export const userRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: Mailer; publicUrl: string }> = async (
  app,
  { db, mailer, publicUrl },
) => {
  async function checkGroupChoice(actor: Actor, groupId: number | null | undefined): Promise<number | null> {
    if (groupId === undefined || groupId === null) {
      if (!hasPlatformRights(actor.subject))
        throw badRequest(INVALID_FORM_MESSAGE, { groupId: 'Vous devez choisir une valeur' });
      return null;
    }
    // A super admin sees every group, including those that do not exist.
    const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
    if (!group || !canSeeGroup(actor.subject, groupId)) throw groupNotFound();
    return groupId;
  }

  /**
   * Two creations of one login, or of two look-alikes, at once: the unique indexes decide, the loser
   * is told why.
   */
  function loginTaken(error: unknown): never {
    if (isUniqueViolation(error, 'users_login_unique')) throw conflict(LOGIN_TAKEN);
    if (isUniqueViolation(error, 'users_login_skeleton_unique')) throw conflict(LOGIN_LOOKALIKE_MESSAGE);
    throw error;
  }

  /** The same login, or one that reads alike (one indexed lookup each); a message names no account. */
  async function checkLoginFree(login: string, skeleton: string): Promise<void> {
    const same = sql<boolean>`lower(${users.login}) = ${login}`;
    const found = await db
      .select({ same })
      .from(users)
      .where(or(same, eq(users.loginSkeleton, skeleton)));
    if (found.length > 0)
      throw conflict(found.some((row) => row.same) ? LOGIN_TAKEN : LOGIN_LOOKALIKE_MESSAGE);
  }

  app.get(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Users of a group, or (super admin, no group given) users without group',
        querystring: z.object({ group: IdText.optional() }),
        response: { 200: z.array(UserSchema) },
      },
      // A group of 500 users with their profiles: checking every object of the answer against the
      // schema cost more than the rest of the request. The presenter builds the typed User shape
      // (the compiler checks it); the schema stays for the documentation.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const actor = await loadActor(db, request);
      const { group } = request.query;
      let where;
      if (group !== undefined) {
        authorize(groupPolicy.users(actor.subject, { id: group }), groupNotFound);
        where = eq(users.groupId, group);
      } else {
        authorize(platformPolicy.administer(actor.subject), groupNotFound);
        const visible = visibleGroups(actor.subject);
        where = visible === 'all' ? isNull(users.groupId) : inArray(users.groupId, [...visible]);
      }
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.login})`));
      return presentUsers(db, rows);
    },
  );

  app.post(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Create a user',
        body: CreateUserBody,
        response: { 201: UserSchema, 409: ErrorSchema.describe('Login already taken, or one reading alike') },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      authorize(platformPolicy.administer(actor.subject), userNotFound);
      const body = request.body;
      const errors = validateNewUser(body, actor.subject);
      if (Object.keys(errors).length > 0) throw badRequest(INVALID_FORM_MESSAGE, errors);
      const groupId = await checkGroupChoice(actor, body.groupId);
      if (body.canAutoEdl && !hasPlatformRights(actor.subject))
        throw forbidden(REFUSALS['self-service-grant']);
      const login = normaliseLogin(body.login);
      const loginSkeleton = loginKey(body.login);
      await checkLoginFree(login, loginSkeleton);
      const password = body.password?.trim() ? body.password : randomPassword();
      const [row] = await db
        .insert(users)
        .values({
          login,
          loginSkeleton,
          email: body.email,
          passwordHash: await hashPassword(password),
          groupId,
          admin: body.admin ?? false,
          canAutoEdl: body.canAutoEdl ?? false,
          uniqueProfile: body.uniqueProfile ?? false,
          defaultListAllProfiles: body.defaultListAllProfiles ?? false,
          hideLegend: body.hideLegend ?? false,
        })
        .returning()
        .catch(loginTaken);
      if (!row) throw new Error('user insert returned nothing');
      if (!body.password?.trim()) {
        await mailer.send({ to: row.email, ...passwordMail(publicUrl, row.login, password) });
      }
      return reply.status(201).send(await presentUser(db, row));
    },
  );

  app.get(
    '/user/:id',
    { schema: { tags: ['users'], summary: 'One user', params: IdParams, response: { 200: UserSchema } } },
    async (request) => {
      const actor = await loadActor(db, request);
      return presentUser(db, await targetUser(db, actor, 'see', request.params.id));
    },
  );

  app.patch(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the changed fields of a user',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const actor = await loadActor(db, request);
      const target = await targetUser(db, actor, 'edit', request.params.id);
      const body = request.body;
      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.groupId !== undefined) changes.groupId = await checkGroupChoice(actor, body.groupId);
      if (body.canAutoEdl !== undefined) {
        authorize(userPolicy.grantSelfService(actor.subject, target), userNotFound);
        changes.canAutoEdl = body.canAutoEdl;
      }
      for (const key of ['admin', 'uniqueProfile', 'defaultListAllProfiles', 'hideLegend'] as const) {
        if (body[key] !== undefined) changes[key] = body[key];
      }
      if (body.email !== undefined) {
        if (!isEmailLike(body.email)) throw badRequest(INVALID_FORM_MESSAGE, { email: EMAIL_FORMAT_MESSAGE });
        changes.email = body.email;
      }
      if (body.logo !== undefined) changes.logo = checkLogo(body.logo);
      if (Object.keys(changes).length === 0) return presentUser(db, target);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(users).set(changes).where(eq(users.id, target.id)).returning();
        if (!updated) throw notFound('Utilisateur introuvable');
        // A user's saved reports belong to their group's shared list: they move with the user.
        if (changes.groupId !== undefined && changes.groupId !== target.groupId) {
          await tx.update(reports).set({ groupId: changes.groupId }).where(eq(reports.userId, target.id));
        }
        return updated;
      });
      return presentUser(db, row);
    },
  );
};
