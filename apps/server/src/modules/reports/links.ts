/**
 * Links between reports (a move-out's duplicateFromEdlID; docs/ARCHITECTURE.md "Trust"): a link is followed
 * only to a report its owner sees (scope.ts), both when it is stored and whenever it is read, since scopes
 * change (a user moves, a group stops sharing) and older rows were stored unchecked. A link outside
 * the scope is treated exactly like a link to a report that no longer exists: no link.
 */
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/connection.ts';
import { prepared } from '../../db/prepared.ts';
import { reports } from '../../db/schema.ts';
import { scopeOfUser, within, type ReportScope } from './scope.ts';

/** `sourceId` when it is a report within `scope`, else null. */
export async function sourceWithin(
  db: Database,
  scope: ReportScope | null,
  sourceId: number | null | undefined,
): Promise<number | null> {
  if (sourceId === null || sourceId === undefined || scope === null) return null;
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(within(scope, eq(reports.id, sourceId)));
  return row?.id ?? null;
}

/** The stored source of a report owned by `ownerId`, when its owner still sees it; else null. */
export async function followedSource(
  pool: pg.Pool,
  ownerId: number,
  sourceId: number | null,
): Promise<number | null> {
  if (sourceId === null) return null;
  const scope = await scopeOfUser(pool, ownerId);
  if (scope === null) return null;
  const [row] = await prepared<{ id: number }>(
    pool,
    sql`select ${reports.id} as id from ${reports} where ${within(scope, eq(reports.id, sourceId))}`,
  );
  return row ? Number(row.id) : null;
}
