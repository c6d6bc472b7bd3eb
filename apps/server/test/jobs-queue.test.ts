/**
 * The jobs on graphile-worker (src/jobs/jobRunner.ts), against real PostgreSQL and a real
 * SMTP peer: a job is queued in the transaction of its request (rolled back: no job); a PDF asked
 * for twice while waiting renders once; a live process renews its running jobs' locks (a render
 * longer than JOBS_DEAD_AFTER_S runs once); an e-mail refused by an SMTP peer that is down goes out once
 * it is back, once; two processes on one database never run the same job twice; a message written
 * before the queue existed gets its job when a process starts; a send interrupted by a crash is sent
 * again under its Message-ID; the nightly clean-up removes old rows and keeps the rest.
 */
import { makeWorkerUtils } from 'graphile-worker';
import { maximalReport } from '../../../packages/documents/test/maximalReport.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanOldRows } from '../src/jobs/cleanup.ts';
import { releaseStale } from '../src/jobs/jobRunner.ts';
import { requestDocument } from '../src/modules/documents/service.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveWithPhotos,
  uploadReport,
  type Account,
} from './reportFixtures.ts';
import { sendingProcess, startSmtpPeer, until, type Received, type SmtpPeer } from './smtpPeer.ts';

let server: TestServer;
let a: Account;
let groupId: number;
let smtp: SmtpPeer;
let localId = 1_700_000_029_000;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // The test server queues and runs nothing: each test starts the processes that run the jobs.
  server = await startTestServer({ documentJobs: false, mailJobs: false });
  const admin = await adminHeaders(server.app);
  groupId = await createGroup(server.app, admin, 'Agence J', false);
  a = await createAccount(server.app, admin, 'jobs-a', groupId);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const query = <T extends object>(text: string, values: unknown[] = []) =>
  server.database.pool.query<T>(text, values).then((result) => result.rows);

async function newReport(extra: Record<string, unknown> = {}): Promise<number> {
  localId += 1;
  return saveWithPhotos(server.app, a.headers, uploadReport(a.profileId, [], { localId, ...extra }), []);
}

interface JobRow {
  id: string;
  task_identifier: string;
  queue_name: string | null;
  attempts: number;
  revision: number;
  locked_at: Date | null;
}

const jobsKeyed = (key: string) =>
  query<JobRow>(
    `select id, task_identifier, queue_name, attempts, revision, locked_at from graphile_worker.jobs
     where key = $1`,
    [key],
  );

const smtpProcess = (url = smtp.url) => sendingProcess(server, url, { LOG_LEVEL: 'silent' });

describe('a job in the transaction of its request', () => {
  it('a rolled back request leaves no job; a committed one leaves one', async () => {
    const id = await newReport();
    const client = await server.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into report_documents (report_id, kind, status, locale) values ($1, 'edl', 'pending', 'fr')`,
        [id],
      );
      const outbox = await client.query<{ id: number }>(
        `insert into mail_outbox (report_id, recipient, locale) values ($1, 'annule@example.fr', 'fr') returning id`,
        [id],
      );
      // Inside the transaction the jobs are there...
      expect(
        await client.query(`select 1 from graphile_worker.jobs where key = $1`, [`pdf:${id}:edl`]),
      ).toHaveProperty('rowCount', 1);
      expect(
        await client.query(`select 1 from graphile_worker.jobs where key = $1`, [
          `mail:${outbox.rows[0]?.id}`,
        ]),
      ).toHaveProperty('rowCount', 1);
      await client.query('rollback');
    } finally {
      client.release();
    }
    // ...and go with it.
    expect(await jobsKeyed(`pdf:${id}:edl`)).toEqual([]);
    expect(await query(`select 1 from graphile_worker.jobs where key like 'mail:%'`)).toEqual([]);

    await requestDocument(server.database.db, id, 'edl', 'fr');
    const [job] = await jobsKeyed(`pdf:${id}:edl`);
    expect(job).toMatchObject({
      task_identifier: 'render_pdf',
      queue_name: `pdf:g${groupId}`,
      attempts: 0,
    });
  });
});

describe('PDF jobs', () => {
  it('asked for twice while waiting: one job, rendered once', async () => {
    const id = await newReport();
    const route = () =>
      server.app.inject({ method: 'POST', url: `/api/edl/${id}/pdf/generate`, headers: a.headers });
    expect((await route()).statusCode).toBe(202);
    expect((await route()).statusCode).toBe(202);
    // The second request replaced the first one's job (same key, next revision).
    const jobs = await jobsKeyed(`pdf:${id}:edl`);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.revision).toBe(1);
    expect(await query(`select generation, status from report_documents where report_id = $1`, [id])).toEqual(
      [{ generation: 2, status: 'pending' }],
    );
    const renderer = await sendingProcess(server, smtp.url, { LOG_LEVEL: 'silent' });
    try {
      await until(
        async () =>
          (await query(`select 1 from report_documents where report_id = $1 and status = 'done'`, [id]))
            .length === 1,
      );
      await until(async () => (await jobsKeyed(`pdf:${id}:edl`)).length === 0);
    } finally {
      await renderer.close();
    }
    // One render: the row was taken once.
    expect(await query(`select attempts, status from report_documents where report_id = $1`, [id])).toEqual([
      { attempts: 1, status: 'done' },
    ]);
  });
});

describe('locks of running jobs', () => {
  it('a live process renews them: a render longer than JOBS_DEAD_AFTER_S is neither freed nor run twice', async () => {
    localId += 1;
    const id = await saveWithPhotos(server.app, a.headers, maximalReport(a.profileId, localId), []);
    expect(
      (await server.app.inject({ method: 'POST', url: `/api/edl/${id}/pdf/generate`, headers: a.headers }))
        .statusCode,
    ).toBe(202);
    // Two processes, each freeing locks not renewed for a quarter of a second: a maximal report's
    // render takes several times longer, on a quiet machine too.
    const deadAfterS = 0.25;
    const env = { LOG_LEVEL: 'silent', JOBS_DEAD_AFTER_S: String(deadAfterS), RENDER_WORKERS: '1' };
    const processes = [
      await sendingProcess(server, smtp.url, env),
      await sendingProcess(server, smtp.url, env),
    ];
    const lockTimes = new Set<number>();
    let started = 0;
    try {
      await until(async () => {
        const [job] = await jobsKeyed(`pdf:${id}:edl`);
        if (job?.locked_at) lockTimes.add(job.locked_at.getTime());
        const [row] = await query<{ status: string }>(
          `select status from report_documents where report_id = $1`,
          [id],
        );
        if (row?.status === 'running' && started === 0) started = Date.now();
        return row?.status === 'done';
      }, 120_000);
    } finally {
      await Promise.all(processes.map((process) => process.close()));
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`maximal render: ${seconds.toFixed(1)} s, its lock renewed ${lockTimes.size - 1} times`);
    expect(seconds).toBeGreaterThan(3 * deadAfterS);
    expect(lockTimes.size).toBeGreaterThan(2);
    expect(await query(`select attempts, status from report_documents where report_id = $1`, [id])).toEqual([
      { attempts: 1, status: 'done' },
    ]);
  }, 150_000);
});

describe('e-mail jobs', () => {
  it('refused by an SMTP peer that is down, sent once it is back, once', async () => {
    const received: Received[] = [];
    const down = await startSmtpPeer(0, received);
    const port = Number(new URL(down.url).port);
    await down.close();
    const id = await newReport({ extraEmail: 'retour@example.fr', nbExtraEmails: 1 });
    const sender = await smtpProcess(down.url);
    let back: SmtpPeer | null = null;
    try {
      const sent = await sender.app.inject({ method: 'PUT', url: `/api/edl/${id}/send`, headers: a.headers });
      expect(sent.statusCode).toBe(202);
      // Refused: back to pending with the reason, to be tried again later.
      await until(async () => {
        const rows = await query<{ error: string | null }>(
          `select error from mail_outbox where report_id = $1 and recipient = 'alice@example.fr'`,
          [id],
        );
        return rows[0]?.error != null;
      });
      const [failed] = await query<{ status: string; error: string }>(
        `select status, error from mail_outbox where report_id = $1 and recipient = 'alice@example.fr'`,
        [id],
      );
      expect(failed?.status).toBe('pending');
      expect(failed?.error).toMatch(/ECONNREFUSED|connect/i);
      back = await startSmtpPeer(port, received);
      await until(async () => received.length === 2, 30_000);
      await until(
        async () =>
          (await query(`select 1 from mail_outbox where report_id = $1 and status <> 'sent'`, [id]))
            .length === 0,
      );
      // Retried, then done: no job left, and nothing more arrives.
      await until(
        async () => (await query(`select 1 from graphile_worker.jobs where key like 'mail:%'`)).length === 0,
      );
    } finally {
      await sender.close();
      await back?.close();
    }
    expect(
      received
        .map((message) => message.to)
        .flat()
        .sort(),
    ).toEqual(['alice@example.fr', 'retour@example.fr']);
    // The first message was tried while the peer was down, then again.
    const [alice] = await query<{ attempts: number }>(
      `select attempts from mail_outbox where report_id = $1 and recipient = 'alice@example.fr'`,
      [id],
    );
    expect(alice?.attempts).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('two processes on one database never send a message twice', async () => {
    const before = smtp.received.length;
    const reports = [await newReport(), await newReport(), await newReport()];
    const [first, second] = await Promise.all([smtpProcess(), smtpProcess()]);
    const addresses: string[] = [];
    try {
      // Queued in one statement per report, 12 messages each, while both processes are running.
      for (const id of reports) {
        const recipients = Array.from({ length: 12 }, (_, i) => `r${id}-${i}@example.fr`);
        addresses.push(...recipients);
        await query(
          `insert into mail_outbox (report_id, recipient, locale) select $1, unnest($2::text[]), 'fr'`,
          [id, recipients],
        );
      }
      await until(() => smtp.received.length >= before + addresses.length, 60_000);
      await until(
        async () => (await query(`select 1 from graphile_worker.jobs where key like 'mail:%'`)).length === 0,
      );
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    const got = smtp.received.slice(before).flatMap((message) => message.to);
    expect(got.sort()).toEqual([...addresses].sort());
    const rows = await query<{ status: string; attempts: number }>(
      `select distinct status, attempts from mail_outbox where report_id = any($1)`,
      [reports],
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1 }]);
  }, 90_000);

  it('a message written before the queue existed (an upgrade, a restore) goes out when a process starts', async () => {
    const before = smtp.received.length;
    const id = await newReport();
    const [row] = await query<{ id: number }>(
      `insert into mail_outbox (report_id, recipient, locale) values ($1, 'ancien@example.fr', 'fr') returning id`,
      [id],
    );
    await query(`select graphile_worker.remove_job($1)`, [`mail:${row?.id}`]);
    expect(await jobsKeyed(`mail:${row?.id}`)).toEqual([]);
    const sender = await smtpProcess();
    try {
      await until(() => smtp.received.length === before + 1);
      await until(async () => (await jobsKeyed(`mail:${row?.id}`)).length === 0);
    } finally {
      await sender.close();
    }
    expect(smtp.received.slice(before).flatMap((message) => message.to)).toEqual(['ancien@example.fr']);
    expect(await query(`select status from mail_outbox where id = $1`, [row?.id])).toEqual([
      { status: 'sent' },
    ]);
  });

  it('a send interrupted by a crash is sent again under the same Message-ID once its job is freed', async () => {
    const before = smtp.received.length;
    const id = await newReport();
    const [row] = await query<{ id: number }>(
      `insert into mail_outbox (report_id, recipient, locale) values ($1, 'crash@example.fr', 'fr') returning id`,
      [id],
    );
    // As a process that died mid-send leaves it: the row 'sending' under its Message-ID, its job
    // locked an hour ago.
    await query(
      `update mail_outbox set status = 'sending', attempts = 1, message_id = '<coupe@constat.local>' where id = $1`,
      [row?.id],
    );
    await query(
      `update graphile_worker._private_jobs set locked_at = now() - interval '1 hour', locked_by = 'dead', attempts = 1
       where key = $1`,
      [`mail:${row?.id}`],
    );
    const sender = await smtpProcess();
    try {
      // Locked: not taken by the new process.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await query(`select status from mail_outbox where id = $1`, [row?.id])).toEqual([
        { status: 'sending' },
      ]);
      await releaseStale(server.database.pool, ['send_mail'], 10 * 60_000);
      // Its PDF rendered first (none stored), then sent.
      await until(
        async () =>
          (await query(`select 1 from mail_outbox where id = $1 and status = 'sent'`, [row?.id])).length ===
          1,
      );
    } finally {
      await sender.close();
    }
    expect(await query(`select status, attempts, error from mail_outbox where id = $1`, [row?.id])).toEqual([
      { status: 'sent', attempts: 2, error: null },
    ]);
    const resent = smtp.received.slice(before);
    expect(resent.map((message) => message.to)).toEqual([['crash@example.fr']]);
    expect(resent[0]?.raw).toMatch(/^Message-ID: <coupe@constat\.local>\r$/m);
  });
});

describe('the nightly clean-up', () => {
  it('removes old finished messages but each report last sent one, failed jobs and unused queues', async () => {
    const id = await newReport();
    const rows = await query<{ id: number; recipient: string }>(
      `insert into mail_outbox (report_id, recipient, locale, status, created_at, sent_at) values
         ($1, 'vieux-1@example.fr', 'fr', 'sent', now() - interval '200 days', now() - interval '200 days'),
         ($1, 'vieux-2@example.fr', 'fr', 'failed', now() - interval '150 days', null),
         ($1, 'dernier@example.fr', 'fr', 'sent', now() - interval '100 days', now() - interval '100 days'),
         ($1, 'recent@example.fr', 'fr', 'failed', now() - interval '3 days', null)
       returning id, recipient`,
      [id],
    );
    expect(rows).toHaveLength(4);
    const [failedJob] = await query<{ id: string }>(
      `select id from graphile_worker.add_job('render_pdf', '{}'::json, queue_name => 'pdf:g-old', max_attempts => 1)`,
    );
    await query(`select graphile_worker.permanently_fail_jobs(array[$1::bigint])`, [failedJob?.id]);
    const [waiting] = await query<{ id: string }>(
      `select id from graphile_worker.add_job('render_pdf', '{}'::json, run_at => now() + interval '1 day')`,
    );
    const utils = await makeWorkerUtils({ pgPool: server.database.pool });
    try {
      await cleanOldRows(server.database.pool, utils, ['render_pdf', 'send_mail', 'jobs_cleanup']);
    } finally {
      await utils.release();
    }
    // The job still to run stays.
    expect(await query(`select 1 from graphile_worker.jobs where id = $1`, [waiting?.id])).toHaveLength(1);
    await query(`delete from graphile_worker._private_jobs where id = $1`, [waiting?.id]);
    const left = await query<{ recipient: string }>(
      `select recipient from mail_outbox where report_id = $1 order by recipient`,
      [id],
    );
    expect(left.map((row) => row.recipient)).toEqual(['dernier@example.fr', 'recent@example.fr']);
    expect(await query(`select 1 from graphile_worker.jobs where id = $1`, [failedJob?.id])).toEqual([]);
    expect(
      await query(`select 1 from graphile_worker._private_job_queues where queue_name = 'pdf:g-old'`),
    ).toEqual([]);
  });
});
