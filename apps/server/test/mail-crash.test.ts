/**
 * A server process killed (SIGKILL) while its jobs render the PDFs of three reports being e-mailed,
 * and another process started on the same database and blobs: every recipient gets the report
 * (twice under one Message-ID at worst, never not at all), and GET /api/edl/{id}/send shows each
 * message sent.
 */
import { maximalReport } from '../../../packages/documents/test/maximalReport.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { withRecipients } from './mailRecipients.ts';
import { adminHeaders, createAccount, createGroup, saveWithPhotos, type Account } from './reportFixtures.ts';
import { freePort, killStartedServers, startServer, type ServerProcess } from './serverProcess.ts';
import { startSmtpPeer, until, type SmtpPeer } from './smtpPeer.ts';

let server: TestServer;
let a: Account;
let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // The test server answers the requests; the killed process and its successor run the jobs.
  server = await startTestServer({ documentJobs: false, mailJobs: false });
  const admin = await adminHeaders(server.app);
  const groupId = await createGroup(server.app, admin, 'Agence K', false);
  a = await createAccount(server.app, admin, 'crash-mail', groupId);
}, 60_000);

afterAll(async () => {
  killStartedServers();
  await server?.close();
  await smtp?.close();
});

const query = <T extends object>(text: string, values: unknown[] = []) =>
  server.database.pool.query<T>(text, values).then((result) => result.rows);

/** A process running the jobs, as `npm start` on another machine of the cluster would. */
async function jobProcess(): Promise<ServerProcess> {
  const url = (server.database.pool.options as { connectionString: string }).connectionString;
  return startServer(server.dataDir, await freePort(), {
    ...server.storageEnv,
    DATABASE_URL: url,
    SMTP_URL: smtp.url,
    JOBS_DEAD_AFTER_S: '2',
    RENDER_WORKERS: '1',
    LOG_LEVEL: 'warn',
  });
}

describe('a process killed while it e-mails reports', () => {
  it('every recipient gets the report from the process that takes over, and the app sees each sent', async () => {
    const ids: number[] = [];
    const addresses: string[] = [];
    for (let i = 0; i < 3; i++) {
      const to = [`k${i}-a@example.fr`, `k${i}-b@example.fr`];
      addresses.push(...to);
      const report = withRecipients(maximalReport(a.profileId, 1_700_000_035_000 + i), to);
      ids.push(await saveWithPhotos(server.app, a.headers, report, []));
    }
    for (const id of ids) {
      const sent = await server.app.inject({ method: 'PUT', url: `/api/edl/${id}/send`, headers: a.headers });
      expect(sent.statusCode).toBe(202);
    }
    const first = await jobProcess();
    // Killed once a job has been running a while: a maximal report's PDF takes seconds to render.
    await until(
      async () => (await query(`select 1 from graphile_worker.jobs where locked_at is not null`)).length > 0,
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = smtp.received.length;

    const second = await jobProcess();
    await until(
      async () =>
        (
          await query(
            `select 1 from mail_outbox where report_id = any($1) and status in ('pending', 'sending')`,
            [ids],
          )
        ).length === 0,
      180_000,
    );
    second.child.kill('SIGTERM');
    await second.exited;

    const got = new Map<string, Set<string>>();
    for (const message of smtp.received) {
      const messageId = /^Message-ID: (.*)$/im.exec(message.raw)?.[1]?.trim() ?? '';
      for (const to of message.to) got.set(to, (got.get(to) ?? new Set()).add(messageId));
    }
    console.log(`messages before the kill: ${killedAt}, in all: ${smtp.received.length}`);
    // Each address got the report, under one Message-ID however many copies went out.
    for (const address of addresses) expect(got.get(address)?.size, address).toBe(1);
    for (const id of ids) {
      const state = await server.app.inject({
        method: 'GET',
        url: `/api/edl/${id}/send`,
        headers: a.headers,
      });
      const body = state.json<{ inFlight: boolean; messages: { recipient: string; state: string }[] }>();
      expect(body.inFlight).toBe(false);
      expect(body.messages.map((message) => message.state)).toEqual(['sent', 'sent']);
    }
  }, 300_000);
});
