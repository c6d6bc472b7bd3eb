/**
 * A session is one login's refresh-token family (tokens.ts): it lives while the family holds a token
 * neither rotated nor revoked, and its account exists (the tokens go with the account). An access
 * token names its session, and is honoured only while that session lives, so that ending a session
 * (a password change, an admin's reset, a reused refresh token, the account's deletion) refuses its
 * access tokens at once rather than when they expire.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { refreshTokens, users } from '../../db/schema.ts';
import type { AccessClaims } from './tokens.ts';

export interface Session {
  userId: number;
  /** The refresh-token family's id. */
  sessionId: string;
  /** A self-service tenant's account (modules/autoEdl/gate.ts). */
  selfService: boolean;
}

/**
 * Read on every authenticated request, before its body: one statement, prepared once per
 * connection, finding the family's current token through its partial index and the account by key.
 */
function liveSessionQuery(db: Database) {
  return db
    .select({ selfService: users.isAutoEdl })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1)
    .prepare('live_session');
}

export type SessionLookup = (claims: AccessClaims) => Promise<Session | null>;

/** Looks a token's session up: null once it has ended or its account is gone. */
export function sessionLookup(db: Database): SessionLookup {
  const query = liveSessionQuery(db);
  return async ({ userId, sessionId }) => {
    const [row] = await query.execute({ userId, sessionId });
    return row ? { userId, sessionId, selfService: row.selfService } : null;
  };
}

type Writer = Pick<Database, 'delete'>;

/**
 * Ends every session of `userId` but `keep` (the caller's own, on a change of their own password):
 * their refresh tokens stop renewing and their access tokens are refused from the next request.
 */
export async function endSessions(db: Writer, userId: number, keep?: string): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        keep === undefined ? undefined : ne(refreshTokens.familyId, keep),
      ),
    );
}
