/**
 * The PDF job (graphile-worker task 'render_pdf', queued by drizzle/0021's trigger when a PDF is
 * asked for): renders a report's document in the worker pool, stores it as a blob and notifies the
 * SSE streams. report_documents keeps the document's state as users see it; the queue runs it.
 *
 * One job per report and kind (job key 'pdf:<report>:<kind>'): a new request replaces the one still
 * waiting; made while one renders, it waits for it and renders again. A render stopped by its time or
 * memory limit (RenderLimitError) fails at once: the same document would be stopped again. Another
 * failure is retried by the queue (3 attempts, exponential backoff); the last one fails the document.
 */
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import type { BlobStore } from '../blobs/blobStore.ts';
import { loadDocumentInput } from '../modules/documents/input.ts';
import { GENERATED_CHANNEL, type DocumentEvent } from './documentEvents.ts';
import { RenderLimitError, type RenderPool, type WrittenPdf } from './renderPool.ts';

export const RENDER_TASK = 'render_pdf';

export interface DocumentJobContext {
  pool: pg.Pool;
  blobs: BlobStore;
  renderer: RenderPool;
  log: FastifyBaseLogger;
  /** The app's address, where each PDF's verification address points. */
  publicUrl?: string;
}

interface Payload {
  reportId: number;
  kind: 'edl' | 'convention';
}

function payloadOf(payload: unknown): Payload {
  const { reportId, kind } = (payload ?? {}) as Partial<Payload>;
  if (!Number.isInteger(reportId) || (kind !== 'edl' && kind !== 'convention'))
    throw new Error(`bad render_pdf payload: ${JSON.stringify(payload)}`);
  return { reportId: reportId as number, kind };
}

export function documentTask(context: DocumentJobContext): Task {
  return async (payload, helpers) => {
    const { reportId, kind } = payloadOf(payload);
    const { pool, log } = context;
    const { rows } = await pool.query<{ locale: 'fr' | 'en' | 'es'; generation: number }>(
      `update report_documents set status = 'running', started_at = now(), attempts = attempts + 1
       where report_id = $1 and kind = $2 and status in ('pending', 'running')
       returning locale, generation`,
      [reportId, kind],
    );
    const row = rows[0];
    if (!row) return; // deleted, or done by a job it replaced
    const event: DocumentEvent = { reportId, kind, outcome: 'generated' };
    try {
      await render(context, reportId, kind, row.locale, row.generation);
    } catch (error) {
      log.error({ err: error, reportId, kind }, 'PDF rendering failed');
      const final = error instanceof RenderLimitError || helpers.job.attempts >= helpers.job.max_attempts;
      event.outcome = 'failed';
      // Tried again by the queue: the streams hear only of the last failure.
      const updated = await pool.query(
        `with failed as (
           update report_documents set error = $3, status = case when $5 then 'failed' else 'pending' end
           where report_id = $1 and kind = $2 and generation = $4 returning 1)
         select case when $5 then pg_notify($6, $7) end from failed`,
        [
          reportId,
          kind,
          error instanceof Error ? error.message : String(error),
          row.generation,
          final,
          GENERATED_CHANNEL,
          JSON.stringify(event),
        ],
      );
      // Asked for again meanwhile: the newer request's job takes over.
      if (updated.rowCount === 0) return;
      if (final && kind === 'edl') await failWaitingMail(pool, reportId, error);
      if (!final) throw error;
    }
  };
}

async function render(
  { pool, blobs, renderer, publicUrl }: DocumentJobContext,
  reportId: number,
  kind: Payload['kind'],
  locale: 'fr' | 'en' | 'es',
  generation: number,
): Promise<void> {
  const input = await loadDocumentInput(
    pool,
    blobs,
    reportId,
    kind === 'edl' ? 'report' : 'convention',
    locale,
    true,
    publicUrl,
  );
  if (!input) return; // deleted meanwhile: the row went with it
  // The worker writes the PDF into the blob store's temporary folder as it is produced (one of
  // 2,000 photos weighs 180 MB): it is never whole in memory, and moves into place once done.
  const file = blobs.temporaryPath('pdf');
  let written: WrittenPdf;
  try {
    written = await renderer.renderToFile(input, file);
    await blobs.adopt(written.sha256, file);
  } finally {
    await rm(file, { force: true });
  }
  // A newer request made meanwhile keeps its row pending: this result serves until it is done. The
  // event, and the jobs of the report's messages waiting for this PDF (mailOutbox.ts), go in the same
  // statement: a process killed after it committed has told the streams and queued the messages, and
  // the job run again finds the row done and does neither twice.
  const event: DocumentEvent = { reportId, kind, outcome: 'generated' };
  await pool.query(
    `with stored as (
       update report_documents set sha256 = $3, size = $4, generated_at = now(), error = null,
         status = case when generation = $5 then 'done' else status end
       where report_id = $1 and kind = $2 returning 1)
     select pg_notify($6, $7), case when $2 = 'edl' then constat_mail_after_pdf($1) end from stored`,
    [reportId, kind, written.sha256, written.size, generation, GENERATED_CHANNEL, JSON.stringify(event)],
  );
}

/**
 * The report's messages waiting for a PDF that failed for good (none stored before) fail with its
 * reason: the send screen shows it, and a new sending asks for the PDF again.
 */
async function failWaitingMail(pool: pg.Pool, reportId: number, error: unknown): Promise<void> {
  await pool.query(
    `update mail_outbox m set status = 'failed', error = $2
     from report_documents d
     where m.report_id = $1 and m.status in ('pending', 'sending') and d.report_id = m.report_id and d.kind = 'edl'
       and d.sha256 is null`,
    [reportId, `PDF non généré : ${error instanceof Error ? error.message : String(error)}`],
  );
}
