/**
 * Users (accounts-costing §7): admins list, create and update the accounts they can see. A super
 * admin sees everything and alone may leave a user without group or allow self-service (canAutoEdl);
 * a group admin works inside their group and its sub-groups. Passwords, platform key and deletion:
 * manageRoutes.ts.
 */
import {
  EMAIL_FORMAT_MESSAGE,
  INVALID_FORM_MESSAGE,
  isEmailLike,
  UserSchema,
  validateNewUser,
} from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { groups, reports, users } from '../../db/schema.ts';
import { Id, IdParams, IdText } from '../../http/ids.ts';
import { badRequest, conflict, ErrorSchema, forbidden, notFound } from '../../http/errors.ts';
import { assertGroupVisible, canSeeUser, loadActor, requireAdmin, type Actor } from '../accounts/actor.ts';
import { checkLogo } from '../accounts/logo.ts';
import { presentUser, presentUsers } from '../accounts/present.ts';
import { hashPassword, randomPassword } from '../auth/passwords.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { passwordMail } from './passwordMail.ts';

// Field rules (required, no spaces, e-mail format, group) are the domain's validateNewUser.
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
  async function visibleUser(actor: Actor, id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row || !canSeeUser(actor, row)) throw notFound('Utilisateur introuvable');
    return row;
  }

  async function checkGroupChoice(actor: Actor, groupId: number | null | undefined): Promise<number | null> {
    if (groupId === undefined || groupId === null) {
      if (!actor.isSuperAdmin)
        throw badRequest(INVALID_FORM_MESSAGE, { groupId: 'Vous devez choisir une valeur' });
      return null;
    }
    assertGroupVisible(actor, groupId);
    // A super admin sees every group, including those that do not exist.
    const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
    if (!group) throw notFound('Groupe introuvable');
    return groupId;
  }

  /** Two creations of one login at once: the unique index decides, the loser is told the login is taken. */
  function loginTaken(error: unknown): never {
    if (isUniqueViolation(error, 'users_login_unique')) throw conflict(LOGIN_TAKEN);
    throw error;
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
      requireAdmin(actor);
      const { group } = request.query;
      let where;
      if (group !== undefined) {
        assertGroupVisible(actor, group);
        where = eq(users.groupId, group);
      } else if (actor.visibleGroupIds === 'all') {
        where = isNull(users.groupId);
      } else {
        where = inArray(users.groupId, actor.visibleGroupIds);
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
        response: { 201: UserSchema, 409: ErrorSchema.describe('Login already taken') },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, request);
      requireAdmin(actor);
      const body = request.body;
      const errors = validateNewUser(body, { isSuperAdmin: actor.isSuperAdmin });
      if (Object.keys(errors).length > 0) throw badRequest(INVALID_FORM_MESSAGE, errors);
      const groupId = await checkGroupChoice(actor, body.groupId);
      if (body.canAutoEdl && !actor.isSuperAdmin)
        throw forbidden('Seul un super administrateur peut activer les Auto-EDL');
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.login})`, body.login.toLowerCase()));
      if (taken) throw conflict(LOGIN_TAKEN);
      const password = body.password?.trim() ? body.password : randomPassword();
      const [row] = await db
        .insert(users)
        .values({
          login: body.login,
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
      return presentUser(db, await visibleUser(actor, request.params.id));
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
      requireAdmin(actor);
      const target = await visibleUser(actor, request.params.id);
      const body = request.body;
      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.groupId !== undefined) changes.groupId = await checkGroupChoice(actor, body.groupId);
      if (body.canAutoEdl !== undefined) {
        if (!actor.isSuperAdmin) throw forbidden('Seul un super administrateur peut activer les Auto-EDL');
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
