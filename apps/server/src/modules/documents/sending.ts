/**
 * What 'Envoyer aux locataires' asks before sending (docs/ARCHITECTURE.md "Beyond the specification"): the
 * addresses the report would go to, when it last went out, whether a sending is still under way, and
 * where the last message to each address stands. Read from the report and the mail outbox, which keeps
 * a row per message with its state, tries, last error and sending time.
 */
import type { LocalReport } from '@constat/domain';
import type { MessageState } from '@constat/domain/answers';
import type pg from 'pg';
import { recipientsOf } from '../../jobs/mailOutbox.ts';

export interface SendingState {
  recipients: string[];
  /** When the last message of this report went out; null when none has. */
  lastSentAt: Date | null;
  /** Messages of an earlier sending still waiting or going out. */
  inFlight: boolean;
  messages: MessageState[];
}

interface MessageRow {
  recipient: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  error: string | null;
  sent_at: Date | null;
}

/** A pending message with an error was refused once and waits for its next try. */
function stateOf(row: MessageRow): MessageState['state'] {
  if (row.status === 'pending') return row.error === null ? 'waiting' : 'retrying';
  return row.status;
}

export async function sendingState(pool: pg.Pool, reportId: number): Promise<SendingState> {
  const { rows } = await pool.query<{ document: LocalReport; last_sent_at: Date | null; in_flight: boolean }>(
    `select r.document,
            (select max(m.sent_at) from mail_outbox m where m.report_id = r.id and m.status = 'sent') as last_sent_at,
            exists (select 1 from mail_outbox m
                    where m.report_id = r.id and m.status in ('pending', 'sending')) as in_flight
       from reports r where r.id = $1`,
    [reportId],
  );
  const row = rows[0];
  if (!row) return { recipients: [], lastSentAt: null, inFlight: false, messages: [] };
  const messages = await pool.query<MessageRow & { id: number }>(
    `select * from (select distinct on (recipient) id, recipient, status, attempts, error, sent_at
       from mail_outbox where report_id = $1 order by recipient, id desc) last order by id`,
    [reportId],
  );
  return {
    recipients: recipientsOf(row.document),
    lastSentAt: row.last_sent_at,
    inFlight: row.in_flight,
    messages: messages.rows.map((message) => ({
      recipient: message.recipient,
      state: stateOf(message),
      attempts: message.attempts,
      error: message.error,
      sentAt: message.sent_at?.toISOString() ?? null,
    })),
  };
}
