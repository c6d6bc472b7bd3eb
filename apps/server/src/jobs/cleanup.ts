/**
 * The nightly clean-up of the job tables ('jobs_cleanup', once a day for the cluster, jobRunner.ts).
 * graphile-worker deletes a job once it succeeded; our tasks end their failures themselves (the row
 * says 'failed'), so few jobs are left failed for good: those go, with the queues and task names no
 * job uses any more (a report's e-mail queue lives as long as its sending).
 * Outbox messages sent or failed more than MAIL_RETENTION ago go too, but for each report's last
 * sent message: the send screen shows when the report was last sent (modules/documents/sending.ts).
 * report_documents rows stay: one per report and kind, they are the document's state and go with
 * the report.
 */
import type { WorkerUtils } from 'graphile-worker';
import type pg from 'pg';

export const CLEANUP_TASK = 'jobs_cleanup';
const MAIL_RETENTION = '90 days';

/** `keep`: the task names this server runs (kept even with no job). */
export async function cleanOldRows(pool: pg.Pool, utils: WorkerUtils, keep: string[]): Promise<void> {
  await pool.query(
    `delete from mail_outbox m
     where m.status in ('sent', 'failed') and m.created_at < now() - interval '${MAIL_RETENTION}'
       and (m.report_id is null or m.id is distinct from
         (select max(l.id) from mail_outbox l where l.report_id = m.report_id and l.status = 'sent'))`,
  );
  await utils.cleanup({
    tasks: ['DELETE_PERMAFAILED_JOBS', 'GC_JOB_QUEUES', 'GC_TASK_IDENTIFIERS'],
    taskIdentifiersToKeep: keep,
  });
}
