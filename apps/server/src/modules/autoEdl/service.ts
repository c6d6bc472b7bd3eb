/**
 * Self-service invitations (accounts-costing §2-§3): creating one makes the tenant's limited account
 * and queues the invitation e-mail (mail_outbox) in the same transaction; deleting one deletes that account (its refresh tokens go with it, its
 * access tokens then meet a missing account); the tenant's one upload is filed under the agent
 * (saveReport with `autoEdl`), which marks the invitation done in the upload's transaction.
 */
import { loginKey, normalizeSearchText, type AutoEdlPreData } from '@constat/domain';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { autoEdls, mailOutbox, reports, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { hashPassword, randomPassword } from '../auth/passwords.ts';

export type AutoEdlRow = typeof autoEdls.$inferSelect;

/** An invitation with the summary of the report it starts from (null once that was deleted). */
export interface AutoEdlListRow extends AutoEdlRow {
  base: { edlIO: string; agent: string | null; renter: string | null; housingRef: string | null } | null;
}

export const autoEdlNotFound = () => notFound('Auto-EDL introuvable');

const LOGIN_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `auto-` and 8 unambiguous characters: easy to type from the e-mail on a phone. */
function tenantLogin(): string {
  return `auto-${[...randomBytes(8)].map((byte) => LOGIN_ALPHABET[byte % LOGIN_ALPHABET.length]).join('')}`;
}

export interface CreateCommand {
  agent: { id: number; groupId: number | null };
  profileId: number;
  duplicateFromId: number;
  email: string;
  preData: AutoEdlPreData;
}

/**
 * The invitation, its tenant account and its e-mail; a login drawn twice (31^8), or one reading as
 * another account's, is drawn again.
 */
export async function createAutoEdl(db: Database, command: CreateCommand): Promise<AutoEdlRow> {
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  for (let attempt = 0; ; attempt += 1) {
    const login = tenantLogin();
    try {
      return await db.transaction(async (tx) => {
        const [tenant] = await tx
          .insert(users)
          .values({
            login,
            loginSkeleton: loginKey(login),
            email: command.email,
            passwordHash,
            isAutoEdl: true,
            canEditPasswords: false,
          })
          .returning({ id: users.id });
        if (!tenant) throw new Error('tenant insert returned nothing');
        const [row] = await tx
          .insert(autoEdls)
          .values({
            agentUserId: command.agent.id,
            groupId: command.agent.groupId,
            profileId: command.profileId,
            duplicateFromId: command.duplicateFromId,
            email: command.email,
            preData: { etage: command.preData.etage.trim(), numAppart: command.preData.numAppart.trim() },
            tenantUserId: tenant.id,
            login,
            password,
          })
          .returning();
        if (!row) throw new Error('auto-EDL insert returned nothing');
        await tx.insert(mailOutbox).values({ autoEdlId: row.id, recipient: row.email, locale: 'fr' });
        return row;
      });
    } catch (error) {
      const drawnTwice =
        isUniqueViolation(error, 'users_login_unique') ||
        isUniqueViolation(error, 'users_login_skeleton_unique');
      if (attempt < 3 && drawnTwice) continue;
      throw error;
    }
  }
}

/** `LIKE` pattern for a substring, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Invitations with their base report's summary, newest first. */
async function queryAutoEdls(db: Database, where: SQL | undefined, limit: number): Promise<AutoEdlListRow[]> {
  const rows = await db
    .select({
      invitation: autoEdls,
      edlIO: reports.edlIO,
      agent: reports.agent,
      renter: reports.renter,
      housingRef: reports.housingRef,
    })
    .from(autoEdls)
    .leftJoin(reports, eq(reports.id, autoEdls.duplicateFromId))
    .where(where)
    .orderBy(desc(autoEdls.id))
    .limit(limit);
  return rows.map(({ invitation, edlIO, agent, renter, housingRef }) => ({
    ...invitation,
    base: edlIO === null ? null : { edlIO, agent, renter, housingRef },
  }));
}

/** Most invitations one list answer holds (an agent has tens, not thousands). */
const MAX_LISTED = 500;

/** The agent's invitations; `search` in the e-mail, login, tenant's name and the base report. */
export async function listAutoEdls(db: Database, agentId: number, search: string): Promise<AutoEdlListRow[]> {
  const needle = normalizeSearchText(search);
  const raw = containing(search.trim());
  const matches = needle
    ? sql`(${autoEdls.email} ilike ${raw} or ${autoEdls.login} ilike ${raw}
          or strpos(${reports.searchText}, ${needle}) > 0
          or strpos(lower(coalesce(${autoEdls.renter}, '')), ${needle}) > 0)`
    : undefined;
  return queryAutoEdls(db, and(eq(autoEdls.agentUserId, agentId), matches), MAX_LISTED);
}

export async function findAutoEdl(db: Database, agentId: number, id: number): Promise<AutoEdlListRow> {
  const [row] = await queryAutoEdls(db, and(eq(autoEdls.agentUserId, agentId), eq(autoEdls.id, id)), 1);
  if (!row) throw autoEdlNotFound();
  return row;
}

/** Deletes the invitation and its tenant account in one transaction. */
export async function deleteAutoEdl(db: Database, agentId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(autoEdls)
      .where(and(eq(autoEdls.agentUserId, agentId), eq(autoEdls.id, id)))
      .returning({ tenantUserId: autoEdls.tenantUserId });
    if (!row) throw autoEdlNotFound();
    if (row.tenantUserId !== null)
      await tx.delete(users).where(and(eq(users.id, row.tenantUserId), eq(users.isAutoEdl, true)));
  });
}

/** The tenant's invitation (GET /api/auto-edl/mine). */
export async function tenantAutoEdl(db: Database, tenantUserId: number): Promise<AutoEdlRow> {
  const [row] = await db.select().from(autoEdls).where(eq(autoEdls.tenantUserId, tenantUserId));
  if (!row) throw autoEdlNotFound();
  return row;
}

/**
 * Where a tenant's upload goes: the inviting agent, the invitation's profile, its base report as
 * the source; the device's key is prefixed with the invitation so it cannot meet one of the agent's.
 */
export async function tenantUploadTarget(
  db: Database,
  autoEdlId: number | null,
): Promise<{ agentUserId: number; profileId: number; duplicateFromId: number | null; keyPrefix: string }> {
  if (autoEdlId === null) throw autoEdlNotFound();
  const [row] = await db.select().from(autoEdls).where(eq(autoEdls.id, autoEdlId));
  if (!row) throw autoEdlNotFound();
  if (row.profileId === null) throw notFound('Profil introuvable');
  return {
    agentUserId: row.agentUserId,
    profileId: row.profileId,
    duplicateFromId: row.duplicateFromId,
    keyPrefix: `auto-edl:${row.id}:`,
  };
}
