/**
 * A report e-mailed without a stored PDF: its PDF is rendered in its group's queue, as any other
 * (never by the mail job itself, which would keep a worker for seconds outside every group's queue),
 * and its messages go once that PDF is stored. And a group's queue left locked by a worker that is
 * gone, with none of its jobs locked, is freed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { withRecipients } from './mailRecipients.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';
import { sendingProcess, startSmtpPeer, until, type SmtpPeer } from './smtpPeer.ts';

let server: TestServer;
let a: Account;
let b: Account;
let groupA: number;
let groupB: number;
let smtp: SmtpPeer;
let localId = 1_700_000_036_000;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // The test server runs no job: each test starts the processes that do.
  server = await startTestServer({ documentJobs: false, mailJobs: false });
  const admin = await adminHeaders(server.app);
  groupA = await createGroup(server.app, admin, 'Agence A', false);
  groupB = await createGroup(server.app, admin, 'Agence B', false);
  a = await createAccount(server.app, admin, 'queue-a', groupA);
  b = await createAccount(server.app, admin, 'queue-b', groupB);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const query = <T extends object>(text: string, values: unknown[] = []) =>
  server.database.pool.query<T>(text, values).then((result) => result.rows);

async function newReport(account: Account, addresses: string[]): Promise<number> {
  localId += 1;
  const report = withRecipients(uploadReport(account.profileId, [], { localId }), addresses);
  return saveWithPhotos(server.app, account.headers, report, []);
}

describe("a report's e-mail without a stored PDF", () => {
  it("asks for the PDF in its group's queue and sends once it is stored", async () => {
    const before = smtp.received.length;
    const ids = [
      await newReport(b, ['b1@example.fr', 'b2@example.fr']),
      await newReport(b, ['b3@example.fr']),
    ];
    const other = await newReport(a, ['a1@example.fr']);
    // Only e-mails run: the PDFs they need wait in their queue.
    const mailer = await sendingProcess(server, smtp.url, { LOG_LEVEL: 'silent' }, { documentJobs: false });
    try {
      for (const id of ids) {
        const sent = await server.app.inject({
          method: 'PUT',
          url: `/api/edl/${id}/send`,
          headers: b.headers,
        });
        expect(sent.statusCode).toBe(202);
      }
      const generate = await server.app.inject({
        method: 'POST',
        url: `/api/edl/${other}/pdf/generate`,
        headers: a.headers,
      });
      expect(generate.statusCode).toBe(202);
      // Each mail job has run and ended, leaving its PDF to the render queue.
      await until(
        async () =>
          (await query(`select 1 from graphile_worker.jobs where task_identifier = 'send_mail'`)).length ===
            0 &&
          (await query(`select 1 from report_documents where report_id = any($1)`, [ids])).length ===
            ids.length,
      );
    } finally {
      await mailer.close();
    }
    const queued = await query<{ key: string; queue_name: string }>(
      `select key, queue_name from graphile_worker.jobs where task_identifier = 'render_pdf' order by key`,
    );
    expect(queued).toEqual(
      [
        ...ids.map((id) => ({ key: `pdf:${id}:edl`, queue_name: `pdf:g${groupB}` })),
        {
          key: `pdf:${other}:edl`,
          queue_name: `pdf:g${groupA}`,
        },
      ].sort((x, y) => x.key.localeCompare(y.key)),
    );
    expect(smtp.received.length).toBe(before);
    expect(
      await query(`select distinct status, attempts from mail_outbox where report_id = any($1)`, [ids]),
    ).toEqual([{ status: 'pending', attempts: 0 }]);
    const waiting = await server.app.inject({
      method: 'GET',
      url: `/api/edl/${ids[0]}/send`,
      headers: b.headers,
    });
    expect(waiting.json<{ messages: { state: string }[] }>().messages.map((m) => m.state)).toEqual([
      'waiting',
      'waiting',
    ]);

    // Renders and e-mails: each message goes once its report's PDF is stored, with that very PDF.
    const worker = await sendingProcess(server, smtp.url, { LOG_LEVEL: 'silent' });
    try {
      await until(() => smtp.received.length === before + 3, 60_000);
      await until(async () => (await query(`select 1 from mail_outbox where status <> 'sent'`)).length === 0);
    } finally {
      await worker.close();
    }
    expect(
      smtp.received
        .slice(before)
        .flatMap((message) => message.to)
        .sort(),
    ).toEqual(['b1@example.fr', 'b2@example.fr', 'b3@example.fr']);
    for (const message of smtp.received.slice(before)) expect(message.raw).toMatch(/application\/pdf/);
    expect(
      await query(`select distinct status, attempts from mail_outbox where report_id = any($1)`, [ids]),
    ).toEqual([{ status: 'sent', attempts: 1 }]);
  }, 120_000);
});

describe("a group's queue locked by a worker that is gone", () => {
  it('is freed though none of its jobs is locked, and its PDF renders', async () => {
    const id = await newReport(a, ['a2@example.fr']);
    const generate = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${id}/pdf/generate`,
      headers: a.headers,
    });
    expect(generate.statusCode).toBe(202);
    // As a stop whose drain was cut leaves it: the queue locked an hour ago, its jobs not locked.
    const locked = await query(
      `update graphile_worker._private_job_queues set locked_by = 'gone', locked_at = now() - interval '1 hour'
       where queue_name = $1 returning 1`,
      [`pdf:g${groupA}`],
    );
    expect(locked.length).toBe(1);
    const worker = await sendingProcess(server, smtp.url, { LOG_LEVEL: 'silent', JOBS_DEAD_AFTER_S: '1' });
    try {
      await until(
        async () =>
          (
            await query<{ status: string }>(`select status from report_documents where report_id = $1`, [id])
          )[0]?.status === 'done',
        20_000,
      );
    } finally {
      await worker.close();
    }
  }, 60_000);
});
