/** The state of a report's documents, and the generate request (its row; a trigger queues the job). */
import type { Locale } from '@constat/domain';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/connection.ts';

export type PdfKind = 'edl' | 'convention';

export interface DocumentState {
  status: 'pending' | 'running' | 'done' | 'failed';
  sha256: string | null;
  size: number | null;
}

export async function documentState(
  pool: pg.Pool,
  reportId: number,
  kind: PdfKind,
): Promise<DocumentState | null> {
  const { rows } = await pool.query<DocumentState>(
    'select status, sha256, size from report_documents where report_id = $1 and kind = $2',
    [reportId, kind],
  );
  return rows[0] ?? null;
}

/**
 * Asks for (or again for) a report's PDF in `locale`, in `db`'s transaction when it is one (a signing
 * asks for its agreement's PDF in its own). The row's trigger (drizzle/0021) queues the job in the
 * same statement, replacing one still waiting for the same document.
 */
export async function requestDocument(
  db: Pick<Database, 'execute'>,
  reportId: number,
  kind: PdfKind,
  locale: Locale,
): Promise<void> {
  await db.execute(
    sql`insert into report_documents (report_id, kind, status, locale) values (${reportId}, ${kind}, 'pending', ${locale})
     on conflict (report_id, kind) do update set status = 'pending', locale = excluded.locale,
       generation = report_documents.generation + 1, attempts = 0, error = null, requested_at = now()`,
  );
}
