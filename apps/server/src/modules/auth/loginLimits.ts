/**
 * Brute-force protection of logins without a lockout button for strangers. Three limits:
 * - per client address, any account: the rate-limit plugin on the route (LOGIN_LIMIT_PER_IP a minute);
 * - per account and address: a few failures, then that address waits (the owner, elsewhere, does not);
 * - per account, all addresses together: a much higher threshold over a longer window, against
 *   guessing spread over many addresses. Reaching it does lock the account, for everyone, for a while.
 * Failures are rows in the database, so the limits hold across server processes.
 */
import { and, count, eq, gt, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { loginFailures } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

export interface LoginLimits {
  /** Login requests per client address and minute (any account, success or not). */
  perIpPerMinute: number;
  /** Failures allowed for one account from one address within the window. */
  perAddress: { failures: number; windowMinutes: number };
  /** Failures allowed for one account from all addresses together within the window. */
  perAccount: { failures: number; windowMinutes: number };
}

export const DEFAULT_LOGIN_LIMITS: Omit<LoginLimits, 'perIpPerMinute'> = {
  perAddress: { failures: 5, windowMinutes: 15 },
  perAccount: { failures: 100, windowMinutes: 60 },
};

const since = (minutes: number) => gt(loginFailures.at, sql`now() - make_interval(mins => ${minutes})`);

export class LoginGuard {
  private readonly db: Database;
  private readonly limits: LoginLimits;

  constructor(db: Database, limits: LoginLimits) {
    this.db = db;
    this.limits = limits;
  }

  /** Failures older than this count for nothing. */
  private get longestWindow(): number {
    return Math.max(this.limits.perAddress.windowMinutes, this.limits.perAccount.windowMinutes);
  }

  /** Throws 429 when this account may not be tried now from this address. */
  async check(login: string, address: string): Promise<void> {
    const { perAddress, perAccount } = this.limits;
    const [counted] = await this.db
      .select({
        fromAddress: count(
          sql`case when ${loginFailures.address} = ${address} and ${since(perAddress.windowMinutes)} then 1 end`,
        ),
        total: count(sql`case when ${since(perAccount.windowMinutes)} then 1 end`),
      })
      .from(loginFailures)
      .where(and(eq(loginFailures.login, login), since(this.longestWindow)));
    if ((counted?.fromAddress ?? 0) >= perAddress.failures || (counted?.total ?? 0) >= perAccount.failures) {
      throw new ApiError(
        429,
        'rate-limited',
        'Trop de tentatives de connexion pour ce compte, veuillez réessayer dans quelques minutes',
      );
    }
  }

  async recordFailure(login: string, address: string): Promise<void> {
    await this.db.insert(loginFailures).values({ login, address });
    await this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.login, login), not(since(this.longestWindow))));
  }

  /** A success clears this address's failures; those from elsewhere keep counting. */
  async recordSuccess(login: string, address: string): Promise<void> {
    await this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.login, login), eq(loginFailures.address, address)));
  }
}
