/** The state of a report's documents, and the generate request (its row; a trigger queues the job). */
import type { Locale } from '@constat/domain';
import type pg from 'pg';

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
 * Asks for (or again for) a report's PDF in `locale`. The row's trigger (drizzle/0021) queues the job
 * in the same statement, replacing one still waiting for the same document.
 */
export async function requestDocument(
  pool: pg.Pool,
  reportId: number,
  kind: PdfKind,
  locale: Locale,
): Promise<void> {
  await pool.query(
    `insert into report_documents (report_id, kind, status, locale) values ($1, $2, 'pending', $3)
     on conflict (report_id, kind) do update set status = 'pending', locale = excluded.locale,
       generation = report_documents.generation + 1, attempts = 0, error = null, requested_at = now()`,
    [reportId, kind, locale],
  );
}
