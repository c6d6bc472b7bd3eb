/**
 * The self-service tenant's confinement (inspection-core §6: an auto-EDL user "works only in the
 * self-service flow"): a signed-in isAutoEdl account reaches only the routes marked
 * `config: { selfService: true }` (its session, its invitation, its base report and photos, the one
 * upload) and public ones; every other route answers 404 as if it did not exist. The routes it may
 * reach then narrow what it sees (reports/scope.ts).
 *
 * isAutoEdl is set when the account is created and never changes, and ids are never reused, so the
 * answer per user id is cached: the busiest routes (saved list) do not pay a query for it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to a self-service tenant's token (modules/autoEdl/gate.ts); default: closed. */
    selfService?: boolean;
  }
}

/** Users seen, by id: true for a tenant. Cleared when full rather than tracked by age. */
const MAX_CACHED = 50_000;

export function selfServiceGate(db: Database): (request: FastifyRequest) => Promise<void> {
  const isTenant = new Map<number, boolean>();
  return async (request) => {
    const config = request.routeOptions.config;
    if (config.auth === 'public' || config.selfService) return;
    const credentials = request.credentials;
    if (credentials?.scheme !== 'bearer' || credentials.userId === null) return;
    const userId = credentials.userId;
    let tenant = isTenant.get(userId);
    if (tenant === undefined) {
      const [row] = await db.select({ isAutoEdl: users.isAutoEdl }).from(users).where(eq(users.id, userId));
      // A deleted account is left to the route (loadActor answers 401); not cached.
      if (!row) return;
      tenant = row.isAutoEdl;
      if (isTenant.size >= MAX_CACHED) isTenant.clear();
      isTenant.set(userId, tenant);
    }
    if (tenant) throw notFound();
  };
}
