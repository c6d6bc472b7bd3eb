/**
 * Who may use an image content (docs/ARCHITECTURE.md "Trust"): content-addressed storage is not
 * content-addressed access. An account may use a content it holds a grant for (it sent the bytes, or sent
 * them again as proof of possession when the server already had them), or one that a report within its scope
 * already links (a duplicated move-out re-links its entry's photos without sending them again). A
 * report the caller sees minimised (a tenant's base report: domain minimisedReport) lends it its
 * photos, never the signatures of the people who signed it. A content the caller may not use is answered exactly like one the
 * server does not have: HEAD 404, a report naming it 422 missing-photos.
 */
import { minimisedReport } from '@constat/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.ts';
import { photoBlobs, photoGrants, reportPhotos, reports } from '../../db/schema.ts';
import type { ReportScope } from './scope.ts';

/** The condition that the account of `scope` may use the content whose hash is `sha256`. */
export function usableBy(scope: ReportScope, sha256: AnyPgColumn | SQL | string): SQL {
  const minimised = minimisedReport(scope);
  const signatures =
    minimised === null
      ? sql``
      : sql`and not (${reportPhotos.kind} = 'signature' and ${reportPhotos.reportId} = ${minimised})`;
  return sql`(exists (select 1 from ${photoGrants}
                      where ${photoGrants.userId} = ${scope.userId} and ${photoGrants.sha256} = ${sha256})
           or exists (select 1 from ${reportPhotos} join ${reports} on ${reports.id} = ${reportPhotos.reportId}
                      where ${reportPhotos.sha256} = ${sha256} ${signatures}
                        and ${scope.where ?? sql`true`}))`;
}

/** The server has the content and the account of `scope` may use it (HEAD /api/photos). */
export async function mayUsePhoto(db: Database, scope: ReportScope, sha256: string): Promise<boolean> {
  const [row] = await db
    .select({ sha256: photoBlobs.sha256 })
    .from(photoBlobs)
    .where(and(eq(photoBlobs.sha256, sha256), usableBy(scope, photoBlobs.sha256)));
  return row !== undefined;
}

export async function hasGrant(db: Database, userId: number, sha256: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: photoGrants.userId })
    .from(photoGrants)
    .where(and(eq(photoGrants.userId, userId), eq(photoGrants.sha256, sha256)));
  return row !== undefined;
}

/**
 * Of `hashes` (distinct), those the account of `scope` must send: the server lacks the content or
 * the caller may not use it. One query for a whole save (docs/ARCHITECTURE.md "Budgets"), in the order asked.
 */
export async function imagesToSend(
  db: Database,
  scope: ReportScope,
  hashes: readonly string[],
): Promise<string[]> {
  const wanted = sql`wanted.sha`;
  const result = await db.execute<{ sha: string }>(sql`
    select wanted.sha from unnest(${sql.param([...hashes])}::text[]) with ordinality as wanted(sha, n)
    where not exists (select 1 from ${photoBlobs}
                      where ${photoBlobs.sha256} = ${wanted} and ${usableBy(scope, wanted)})
    order by wanted.n`);
  return result.rows.map((row) => row.sha);
}
