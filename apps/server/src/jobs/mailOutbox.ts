/**
 * E-mail of a report's PDF to its tenants (PUT /api/edl/{id}/send) and of a self-service invitation
 * to its tenant (POST /api/auto-edl) through an outbox table: the request writes one row per
 * recipient, and drizzle/0021's trigger adds one graphile-worker job per row in the same transaction
 * (task 'send_mail', job key 'mail:<row id>').
 *
 * A message never renders its PDF: a render takes seconds and the group's queue of PDFs is what
 * keeps one agency's big reports from holding up another's. When the report has no stored PDF, the
 * job asks for it (report_documents: rendered in the group's queue like any other) and ends; the
 * statement that stores the PDF queues the report's waiting messages again (drizzle/0025).
 *
 * With its content ready, the job marks its row 'sending' with a Message-ID in its own commit, sends,
 * then marks it 'sent'. A refusal that may pass (SMTP peer unreachable, 4xx answer) puts the row back
 * to 'pending' and the queue tries again with exponential backoff (12 attempts over about 16 hours);
 * a permanent one (5xx, the report or invitation deleted) fails the row at once. A row found 'sending'
 * was cut off by a crash mid-send (its job freed, jobRunner.ts): it is sent again under the same
 * Message-ID, so that a copy the peer had already taken is recognisable as a duplicate, rather than
 * a tenant never getting the copy the law asks for. Too large, the PDF goes as a download link
 * (modules/documents/reportMail.ts). An invitation's credentials are read from it when sending.
 */
import { RENTER_KEYS, type LocalReport } from '@constat/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import type { BlobStore } from '../blobs/blobStore.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { invitationMail } from '../modules/autoEdl/invitationMail.ts';
import { reportMessage, type OutgoingPdf, type ReportMailContext } from '../modules/documents/reportMail.ts';

/** One address, no line breaks (header injection) nor spaces. */
const EMAIL = /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+\.[^\s@<>(),;:"\\]+$/;

/** The tenants' and extra addresses of a report, each once; an invalid one is refused. */
export function recipientsOf(report: LocalReport): string[] {
  const addresses = [
    ...RENTER_KEYS.slice(0, report.nbRenters).map((key) => report[key]?.email),
    report.extraEmail,
    report.extraEmail2,
    report.extraEmail3,
  ].filter((address): address is string => typeof address === 'string' && address.trim() !== '');
  const invalid = addresses.filter((address) => /[\r\n]/.test(address) || !EMAIL.test(address.trim()));
  if (invalid.length > 0)
    throw badRequest('Adresse e-mail invalide', { invalid: invalid.map((a) => JSON.stringify(a)) });
  return [...new Set(addresses.map((address) => address.trim()))];
}

/** The advisory lock space of a report's sending (the report id is the lock's second key). */
const SEND_LOCK_SPACE = 24_004;
const SENDING_IN_FLIGHT = "L'envoi précédent de cet EDL est encore en cours";

interface Row {
  id: number;
  report_id: number | null;
  auto_edl_id: number | null;
  recipient: string;
  locale: 'fr' | 'en' | 'es';
  message_id: string | null;
}

export const MAIL_TASK = 'send_mail';

/** A refusal that will not pass by trying again: the row fails at once. */
class PermanentMailError extends Error {}

/** SMTP 5xx answers are final; anything else (no peer, 4xx, a dropped line) may pass. */
function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentMailError) return true;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

export class MailOutbox {
  private readonly pool: pg.Pool;
  private readonly blobs: BlobStore;
  private readonly mailer: Mailer;
  private readonly log: FastifyBaseLogger;
  /** The app's address (PUBLIC_URL): an invitation's link. */
  private readonly publicUrl: string;
  /** Attachments above this total (bytes) go as download links. */
  private readonly attachmentsMaxBytes: number;

  constructor(
    pool: pg.Pool,
    blobs: BlobStore,
    mailer: Mailer,
    log: FastifyBaseLogger,
    publicUrl: string,
    attachmentsMaxBytes: number,
  ) {
    this.pool = pool;
    this.blobs = blobs;
    this.mailer = mailer;
    this.log = log;
    this.publicUrl = publicUrl;
    this.attachmentsMaxBytes = attachmentsMaxBytes;
  }

  /**
   * Queues one message per recipient of the report, or to `only` of them (sent again after a
   * failure); returns the addresses. Refused while an earlier sending of the same report still has
   * messages waiting (a second tap, another device): the tenants would get the report twice.
   */
  async enqueue(reportId: number, only?: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ document: LocalReport; locale: string }>(
      'select document, locale from reports where id = $1',
      [reportId],
    );
    const row = rows[0];
    if (!row) return [];
    const all = recipientsOf(row.document);
    if (all.length === 0) throw badRequest('Aucune adresse e-mail de locataire sur cet EDL');
    const recipients = only === undefined ? all : all.filter((address) => address === only.trim());
    if (recipients.length === 0) throw badRequest("Cette adresse n'est pas une adresse de cet EDL");
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      // One sending of a report at a time, across server processes.
      await client.query('select pg_advisory_xact_lock($1, $2)', [SEND_LOCK_SPACE, reportId]);
      const inFlight = await client.query(
        `select 1 from mail_outbox where report_id = $1 and status in ('pending', 'sending') limit 1`,
        [reportId],
      );
      if (inFlight.rowCount) throw conflict(SENDING_IN_FLIGHT);
      // The trigger queues each row's job in this transaction.
      await client.query(
        `insert into mail_outbox (report_id, recipient, locale) select $1, unnest($2::text[]), $3`,
        [reportId, recipients, row.locale],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    return recipients;
  }

  /** The graphile-worker task that sends one row. */
  task(): Task {
    return async (payload, helpers) => {
      const id = (payload as { id?: unknown } | null)?.id;
      if (!Number.isInteger(id)) throw new Error(`bad send_mail payload: ${JSON.stringify(payload)}`);
      const row = await this.load(id as number);
      if (!row) return;
      try {
        const message =
          row.auto_edl_id !== null
            ? await this.invitationMessage(row.auto_edl_id)
            : await this.reportMessageOf(row.report_id ?? 0, row.locale);
        // Waiting for the report's PDF: the statement that stores it queues this message again.
        if (!message) return;
        const messageId = await this.markSending(row);
        await this.mailer.send({ to: row.recipient, messageId, ...message });
      } catch (error) {
        const final = isPermanent(error) || helpers.job.attempts >= helpers.job.max_attempts;
        this.log.error({ err: error, outboxId: row.id, final }, 'e-mail not sent');
        await this.pool.query(`update mail_outbox set status = $3, error = $2 where id = $1`, [
          row.id,
          error instanceof Error ? error.message : String(error),
          final ? 'failed' : 'pending',
        ]);
        if (!final) throw error;
        return;
      }
      // Out of the try: the peer has the message, so a failure here must not fail the row (its
      // job, tried again, finds it 'sending' and sends it again under the same Message-ID).
      await this.pool.query(
        `update mail_outbox set status = 'sent', sent_at = now(), error = null where id = $1`,
        [row.id],
      );
    };
  }

  /**
   * The row still to send: 'pending', or 'sending' when a crash cut its send off (it is sent again
   * under its Message-ID); null when there is nothing to send (sent, failed, deleted).
   */
  private async load(id: number): Promise<Row | null> {
    const { rows } = await this.pool.query<Row>(
      `select id, report_id, auto_edl_id, recipient, locale, message_id from mail_outbox
       where id = $1 and status in ('pending', 'sending')`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Marks the row 'sending' in its own commit, just around the SMTP exchange, and returns its
   * Message-ID (made once: every try of the message carries the same).
   */
  private async markSending(row: Row): Promise<string> {
    const { rows } = await this.pool.query<{ message_id: string }>(
      `update mail_outbox set status = 'sending', attempts = attempts + 1,
         message_id = coalesce(message_id, $2) where id = $1 returning message_id`,
      [row.id, `<${randomUUID()}@constat.local>`],
    );
    const messageId = rows[0]?.message_id;
    if (!messageId) throw new PermanentMailError('outbox row deleted');
    return messageId;
  }

  /** The report's message, or null while its PDF is not stored yet (asked for, if need be). */
  private async reportMessageOf(
    reportId: number,
    locale: Row['locale'],
  ): Promise<Omit<MailMessage, 'to'> | null> {
    const pdf = await this.storedPdf(reportId, locale);
    if (!pdf) return null;
    const context: ReportMailContext = {
      pool: this.pool,
      blobs: this.blobs,
      publicUrl: this.publicUrl,
      attachmentsMaxBytes: this.attachmentsMaxBytes,
    };
    return reportMessage(context, reportId, locale, [pdf]);
  }

  private async invitationMessage(autoEdlId: number): Promise<Omit<MailMessage, 'to'>> {
    const { rows } = await this.pool.query<{ login: string; password: string }>(
      'select login, password from auto_edls where id = $1',
      [autoEdlId],
    );
    const invitation = rows[0];
    // Deleted between the queueing and now (the row cascades otherwise): its account is gone too.
    if (!invitation) throw new PermanentMailError('auto-EDL deleted');
    return invitationMail(this.publicUrl, invitation.login, invitation.password);
  }

  /**
   * The report's stored PDF (or the one an earlier sending rendered), else null once the report's
   * PDF is asked for: rendered in its group's queue, it queues this message again when stored. A
   * render already asked for (pending, running) is waited for, not asked again.
   */
  private async storedPdf(reportId: number, locale: Row['locale']): Promise<OutgoingPdf | null> {
    const { rows } = await this.pool.query<{ sha256: string | null; status: string | null }>(
      `select coalesce(d.sha256,
         (select sha256 from mail_outbox where report_id = r.id and sha256 is not null
            and status in ('pending', 'sending') limit 1)) as sha256, d.status
       from reports r left join report_documents d on d.report_id = r.id and d.kind = 'edl'
       where r.id = $1`,
      [reportId],
    );
    const row = rows[0];
    if (!row) throw new PermanentMailError('report deleted');
    const blob = row.sha256 ? await this.blobs.open(row.sha256) : null;
    if (row.sha256 && blob) {
      const chunks: Buffer[] = [];
      for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
      return { kind: 'edl', bytes: Buffer.concat(chunks), sha256: row.sha256 };
    }
    if (row.status !== 'pending' && row.status !== 'running') {
      // As requestDocument does; its trigger queues the render in the group's queue.
      await this.pool.query(
        `insert into report_documents (report_id, kind, status, locale) values ($1, 'edl', 'pending', $2)
         on conflict (report_id, kind) do update set status = 'pending', locale = excluded.locale,
           generation = report_documents.generation + 1, attempts = 0, error = null, requested_at = now()`,
        [reportId, locale],
      );
    }
    return null;
  }
}
