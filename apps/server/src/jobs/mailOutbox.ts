/**
 * E-mail of a report's PDF to its tenants (PUT /api/edl/{id}/send) and of a self-service invitation
 * to its tenant (POST /api/auto-edl) through an outbox table: the request writes one row per
 * recipient, and drizzle/0021's trigger adds one graphile-worker job per row in the same transaction
 * (task 'send_mail', job key 'mail:<row id>': never two jobs for a message).
 *
 * The job marks its row 'sending' in its own committed step, sends, then marks it 'sent'. A refusal
 * that may pass (SMTP peer unreachable, 4xx answer) puts the row back to 'pending' and the queue
 * tries again with exponential backoff (12 attempts over about 16 hours); a permanent one (5xx, the report
 * or invitation deleted) fails the row at once. A row found 'sending' was interrupted mid-send by a
 * crash: it may have gone out, so it is reported failed rather than risk a second copy.
 * The PDF is the report's generated one, else one rendered by the sending's first message and kept
 * (mail_outbox.sha256) for the others: a report's messages share a queue and go one after the other.
 * Too large, it goes as a download link (modules/documents/reportMail.ts). An invitation's
 * credentials are read from it when sending (they are not copied into the outbox).
 */
import { RENTER_KEYS, type LocalReport } from '@constat/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import type { BlobStore } from '../blobs/blobStore.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { invitationMail } from '../modules/autoEdl/invitationMail.ts';
import { loadDocumentInput } from '../modules/documents/input.ts';
import {
  reportMessage,
  storePdf,
  type OutgoingPdf,
  type ReportMailContext,
} from '../modules/documents/reportMail.ts';
import { RenderLimitError, type RenderPool } from './renderPool.ts';

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
}

export const MAIL_TASK = 'send_mail';

/** A refusal that will not pass by trying again: the row fails at once. */
class PermanentMailError extends Error {}

/** SMTP 5xx answers are final; anything else (no peer, 4xx, a dropped line) may pass. */
function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentMailError || error instanceof RenderLimitError) return true;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

export class MailOutbox {
  private readonly pool: pg.Pool;
  private readonly blobs: BlobStore;
  private readonly renderer: RenderPool;
  private readonly mailer: Mailer;
  private readonly log: FastifyBaseLogger;
  /** The app's address (PUBLIC_URL): an invitation's link. */
  private readonly publicUrl: string;
  /** Attachments above this total (bytes) go as download links. */
  private readonly attachmentsMaxBytes: number;

  constructor(
    pool: pg.Pool,
    blobs: BlobStore,
    renderer: RenderPool,
    mailer: Mailer,
    log: FastifyBaseLogger,
    publicUrl: string,
    attachmentsMaxBytes: number,
  ) {
    this.pool = pool;
    this.blobs = blobs;
    this.renderer = renderer;
    this.mailer = mailer;
    this.log = log;
    this.publicUrl = publicUrl;
    this.attachmentsMaxBytes = attachmentsMaxBytes;
  }

  /**
   * Queues one message per recipient of the report; returns the addresses. Refused while an
   * earlier sending of the same report still has messages waiting (a second tap, another device):
   * the tenants would get the report twice.
   */
  async enqueue(reportId: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ document: LocalReport; locale: string }>(
      'select document, locale from reports where id = $1',
      [reportId],
    );
    const row = rows[0];
    if (!row) return [];
    const recipients = recipientsOf(row.document);
    if (recipients.length === 0) throw badRequest('Aucune adresse e-mail de locataire sur cet EDL');
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
      const row = await this.claim(id as number);
      if (!row) return;
      try {
        if (row.auto_edl_id !== null) await this.sendInvitation(row.auto_edl_id, row.recipient);
        else if (row.report_id !== null) await this.sendReport(row.report_id, row);
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
      // Out of the try: the peer has the message, so a failure here must not put the row back to
      // 'pending' (its job, tried again, finds it 'sending' and fails it rather than send again).
      await this.pool.query(`update mail_outbox set status = 'sent', sent_at = now() where id = $1`, [
        row.id,
      ]);
    };
  }

  /** The row, marked 'sending'; null when there is nothing to send (sent, failed, deleted). */
  private async claim(id: number): Promise<Row | null> {
    const { rows } = await this.pool.query<Row>(
      `update mail_outbox set status = 'sending', attempts = attempts + 1 where id = $1 and status = 'pending'
       returning id, report_id, auto_edl_id, recipient, locale`,
      [id],
    );
    if (rows[0]) return rows[0];
    // Left 'sending' by a process that stopped mid-send: it may have gone out.
    await this.pool.query(
      `update mail_outbox set status = 'failed', error = 'interrompu pendant l''envoi' where id = $1 and status = 'sending'`,
      [id],
    );
    return null;
  }

  private async sendReport(reportId: number, row: Row): Promise<void> {
    const pdf = await this.pdfOf(reportId, row.locale);
    const context: ReportMailContext = {
      pool: this.pool,
      blobs: this.blobs,
      publicUrl: this.publicUrl,
      attachmentsMaxBytes: this.attachmentsMaxBytes,
    };
    await this.mailer.send({
      to: row.recipient,
      ...(await reportMessage(context, reportId, row.locale, [pdf])),
    });
  }

  private async sendInvitation(autoEdlId: number, to: string): Promise<void> {
    const { rows } = await this.pool.query<{ login: string; password: string }>(
      'select login, password from auto_edls where id = $1',
      [autoEdlId],
    );
    const invitation = rows[0];
    // Deleted between the claim and now (the row cascades otherwise): its account is gone too.
    if (!invitation) throw new PermanentMailError('auto-EDL deleted');
    await this.mailer.send({ to, ...invitationMail(this.publicUrl, invitation.login, invitation.password) });
  }

  /**
   * The generated PDF of the report, else the one rendered for this sending, else one rendered now
   * in its locale and kept for the sending's other messages.
   */
  private async pdfOf(reportId: number, locale: Row['locale']): Promise<OutgoingPdf> {
    const { rows } = await this.pool.query<{ sha256: string | null }>(
      `select coalesce(
         (select sha256 from report_documents where report_id = $1 and kind = 'edl'),
         (select sha256 from mail_outbox where report_id = $1 and status in ('pending', 'sending')
            and sha256 is not null limit 1)) as sha256`,
      [reportId],
    );
    const sha256 = rows[0]?.sha256;
    const blob = sha256 ? await this.blobs.open(sha256) : null;
    if (sha256 && blob) {
      const chunks: Buffer[] = [];
      for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
      return { kind: 'edl', bytes: Buffer.concat(chunks), sha256 };
    }
    const input = await loadDocumentInput(
      this.pool,
      this.blobs,
      reportId,
      'report',
      locale,
      true,
      this.publicUrl,
    );
    if (!input) throw new PermanentMailError('report deleted');
    const pdf: OutgoingPdf = {
      kind: 'edl',
      bytes: Buffer.from(await this.renderer.render(input)),
      sha256: null,
    };
    const stored = await storePdf(this.blobs, pdf);
    await this.pool.query(
      `update mail_outbox set sha256 = $2 where report_id = $1 and status in ('pending', 'sending')`,
      [reportId, stored],
    );
    return pdf;
  }
}
