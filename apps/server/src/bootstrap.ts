/**
 * First start: an empty database gets a super admin (admin, no group) from ADMIN_LOGIN /
 * ADMIN_PASSWORD, or 'admin' with a random password printed once in the log.
 */
import { loginKey, normaliseLogin } from '@constat/domain';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/connection.ts';
import { users } from './db/schema.ts';
import { hashPassword, randomPassword } from './modules/auth/passwords.ts';

export async function ensureFirstAccount(
  db: Database,
  config: { adminLogin: string; adminPassword: string | undefined },
  log: FastifyBaseLogger,
): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return;
  const password = config.adminPassword ?? randomPassword();
  await db
    .insert(users)
    .values({
      login: normaliseLogin(config.adminLogin),
      loginSkeleton: loginKey(config.adminLogin),
      email: `${config.adminLogin}@constat.local`,
      passwordHash: await hashPassword(password),
      admin: true,
      groupId: null,
      canAutoEdl: true,
    })
    .onConflictDoNothing();
  if (config.adminPassword) {
    log.info(`First account created: super admin '${config.adminLogin}' (password from ADMIN_PASSWORD)`);
  } else {
    log.warn(
      `First account created: super admin '${config.adminLogin}' with password '${password}' (shown once)`,
    );
  }
}
