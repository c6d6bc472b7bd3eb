/**
 * Access tokens are short JWTs (15 min, HS256 with a key shared by every server process through the
 * database) naming their user and their session. Refresh tokens are opaque random strings stored
 * only as SHA-256 hashes, rotated on each use; presenting a token that was already rotated means it
 * leaked, so its whole family (the session, sessions.ts) is revoked.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/connection.ts';
import { refreshTokens } from '../../db/schema.ts';
import { serverSecret } from '../../db/serverSecrets.ts';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const REFRESH_TOKEN_TTL_DAYS = 30;
const ISSUER = 'constat';
const SIGNING_KEY_SETTING = 'jwt-signing-key';
const VERIFIED_TOKENS_KEPT = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a valid access token says: whose it is and which session (refresh-token family) issued it. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface TokenPair {
  token: string;
  refresh: string;
}

export class TokenService {
  private readonly db: Database;
  private readonly key: Uint8Array;

  private constructor(db: Database, key: Uint8Array) {
    this.db = db;
    this.key = key;
  }

  static async create(db: Database): Promise<TokenService> {
    return new TokenService(db, await serverSecret(db, SIGNING_KEY_SETTING));
  }

  private signAccessToken(userId: number, sessionId: string): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /**
   * The claims of a valid access token, or null (expired, forged, `alg: none`, wrong key, no
   * session...). Whether its session still lives is sessions.ts's question, asked on every request.
   */
  async verifyAccessToken(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isInteger(userId) || userId <= 0) return null;
      if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
      const claims = { userId, sessionId };
      this.remember(token, claims, (payload.exp ?? 0) * 1000);
      return claims;
    } catch {
      return null;
    }
  }

  /**
   * Tokens already verified, until they expire: a signed-in client sends the same token with every
   * request, and its WebCrypto HMAC check was a tenth of the saved list's server CPU (measured in
   * bench/reports.bench.ts). Only valid tokens are kept, so a forged one is checked every time;
   * bounded, oldest first out.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  private remember(token: string, claims: AccessClaims, expiresAt: number): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, { claims, expiresAt });
  }

  /** A new pair for a fresh login: a new refresh-token family. */
  async issue(userId: number): Promise<TokenPair> {
    const sessionId = randomUUID();
    return {
      token: await this.signAccessToken(userId, sessionId),
      refresh: await this.storeRefreshToken(this.db, userId, sessionId),
    };
  }

  /** Rotates a refresh token; null when it is unknown, expired, revoked, or reused (family revoked). */
  async rotate(refresh: string): Promise<{ userId: number; pair: TokenPair } | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refresh)))
        .for('update');
      if (!row || row.revokedAt) return null;
      if (row.rotatedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return null;
      }
      if (row.expiresAt.getTime() <= Date.now()) return null;
      await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
      const next = await this.storeRefreshToken(tx, row.userId, row.familyId);
      const token = await this.signAccessToken(row.userId, row.familyId);
      return { userId: row.userId, pair: { token, refresh: next } };
    });
  }

  private async storeRefreshToken(
    db: Pick<Database, 'insert'>,
    userId: number,
    familyId: string,
  ): Promise<string> {
    const refresh = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashToken(refresh),
      expiresAt: sql`now() + make_interval(days => ${REFRESH_TOKEN_TTL_DAYS})`,
    });
    return refresh;
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
