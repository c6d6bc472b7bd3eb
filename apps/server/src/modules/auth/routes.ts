/**
 * Session calls (inspection-core §7 "Session"): login, refresh, and the signed-in user.
 * Logins are limited per client address, per account and address, and per account (loginLimits.ts).
 */
import { normaliseLogin, UserSchema, validateLogin } from '@constat/domain';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { randomBytes } from 'node:crypto';
import { desc, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { users } from '../../db/schema.ts';
import { ApiError, badRequest, ErrorSchema, unauthorized } from '../../http/errors.ts';
import { loadActor } from '../accounts/actor.ts';
import { presentUser } from '../accounts/present.ts';
import { limitedAccess } from '../costing/publicAccess.ts';
import { publicOwner, PublicOwnerSchema } from './publicOwner.ts';
import { LoginGuard, type LoginLimits } from './loginLimits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';

export interface AuthRoutesOptions {
  db: Database;
  tokens: TokenService;
  loginLimits: LoginLimits;
}

const TokenPairSchema = z.object({
  token: z.string().describe('Access token (JWT, 15 minutes)'),
  refresh: z.string().describe('Opaque refresh token, rotated on each use'),
});

const INVALID_CREDENTIALS = 'Les identifiants ne sont pas valides';

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, tokens, loginLimits },
) => {
  const guard = new LoginGuard(db, loginLimits);
  // Verified for unknown logins, so that they cost as much as a wrong password.
  const dummyHash = await hashPassword(randomBytes(16).toString('base64url'));
  app.post(
    '/login',
    {
      config: { auth: 'public', rateLimit: { max: loginLimits.perIpPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['session'],
        summary: 'Log in with a login and a password',
        body: z.strictObject({
          username: z.string().max(200).describe('The account login'),
          password: z.string().max(500),
        }),
        response: { 200: TokenPairSchema, 401: ErrorSchema.describe('Wrong login or password') },
      },
    },
    async (request) => {
      const username = request.body.username.trim();
      const { password } = request.body;
      const missing = validateLogin({ login: username, password });
      if (missing) throw badRequest(missing);
      // Logins are stored in their normal form. One kept as it was (it would have read as another's,
      // src/db/lookalikeKeys.ts) is found by what is typed, and comes first when both match.
      const login = normaliseLogin(username);
      const typed = username.toLowerCase();
      await guard.check(login, request.ip);
      const [user] = await db
        .select()
        .from(users)
        .where(inArray(sql`lower(${users.login})`, [login, typed]))
        .orderBy(desc(sql`lower(${users.login}) = ${typed}`))
        .limit(1);
      // An unknown login costs one argon2 verification too: the answer's delay tells nothing.
      const valid = await verifyPassword(user?.passwordHash ?? dummyHash, password);
      if (!user || !valid) {
        await guard.recordFailure(login, request.ip);
        throw new ApiError(401, 'invalid-credentials', INVALID_CREDENTIALS);
      }
      await guard.recordSuccess(login, request.ip);
      return tokens.issue(user.id);
    },
  );

  app.post(
    '/login/refresh',
    {
      config: { auth: 'public', rateLimit: { max: loginLimits.perIpPerMinute * 3, timeWindow: '1 minute' } },
      schema: {
        tags: ['session'],
        summary: 'Exchange a refresh token for a new pair (the old one stops working)',
        body: z.strictObject({ refresh: z.string().min(1).max(200) }),
        response: {
          200: TokenPairSchema,
          401: ErrorSchema.describe('Unknown, expired, revoked or reused refresh token'),
        },
      },
    },
    async (request) => {
      const rotated = await tokens.rotate(request.body.refresh);
      if (!rotated) throw unauthorized('Jeton de renouvellement invalide');
      return rotated.pair;
    },
  );

  // HEAD /me is Fastify's automatic HEAD route of GET /me: same checks, no body.
  app.get(
    '/me',
    {
      config: { selfService: true, auth: ['bearer', 'limited'] },
      schema: {
        tags: ['session'],
        summary: 'The signed-in user with their profiles; with a public costing link, its report’s owner',
        description:
          'With `Limited <edlId>#<token>` (accounts-costing §6 "the user for public action"): only what ' +
          'the public page shows of the agency whose costing it is, nothing personal.',
        response: { 200: z.union([UserSchema, PublicOwnerSchema]) },
      },
    },
    async (request) => {
      const limited = await limitedAccess(db, request);
      if (limited) return publicOwner(db, limited.ownerId);
      const actor = await loadActor(db, request);
      return presentUser(db, actor.user);
    },
  );
};
