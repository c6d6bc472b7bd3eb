/**
 * Three server processes behind nginx (docs/operations/deployment.md "Behind nginx"), one PostgreSQL,
 * one S3 server (s3rver), one SMTP peer: 20 devices upload 200 reports with their photos through
 * nginx while one process is killed (SIGKILL) and started again. Every upload ends with exactly one
 * report, its photos read back byte for byte through nginx. Then PDFs are asked for and the process
 * rendering one is killed: its job, no longer renewed, runs again elsewhere (JOBS_DEAD_AFTER_S); every
 * PDF ends done, notified once; an event stream held on each process directly hears 'generated' for
 * its reports, whichever process rendered them, and a stream cut by the kill, opened again through
 * nginx, hears on connecting what it missed.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LocalReport } from '@constat/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../harness.ts';
import { sha256 } from '../images.ts';
import { photoSet, uploadReport } from '../reportFixtures.ts';
import { startS3Server, type S3TestServer } from '../s3Server.ts';
import { killStartedServers } from '../serverProcess.ts';
import { mailText, startSmtpPeer, until, type SmtpPeer } from '../smtpPeer.ts';
import { CLUSTER_ADMIN_PASSWORD, startCluster, type Cluster } from './cluster.ts';
import { EventCounter, uploadWithRetries, type Device, type Upload } from './devices.ts';

const UPLOADS = 200;
const DEVICES = 20;
const AGENTS = 4;
/** The process killed, after this many uploads ended. */
const VICTIM = 1;
const KILL_AFTER = 60;
/** PDFs asked for: the first reports, a third of them watched on each process. */
const PDFS = 48;
const METRICS_TOKEN = 'cluster-metrics-token';

let databaseDir: string;
let database: TestDatabase;
let s3: S3TestServer;
let smtp: SmtpPeer;
let cluster: Cluster;
let sql: pg.Client;
let agents: Device[];
const uploads: Upload[] = [];

async function call<T>(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

beforeAll(async () => {
  // Without DATABASE_URL, an embedded PostgreSQL under the temporary folder.
  databaseDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-cluster-db-'));
  database = await createTestDatabase(databaseDir);
  s3 = await startS3Server();
  smtp = await startSmtpPeer();
  cluster = await startCluster(3, {
    DATABASE_URL: database.url,
    STORAGE_URL: s3.storageUrl,
    SMTP_URL: smtp.url,
    // Two cores for three processes: one render at a time each.
    RENDER_WORKERS: '1',
    DATABASE_POOL_SIZE: '6',
    // A dead process's jobs run again after 4 s (locks renewed each second by live ones).
    JOBS_DEAD_AFTER_S: '4',
    METRICS_TOKEN,
  });
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const base = cluster.nginx.base;
  const admin = await call<{ token: string }>(
    base,
    'POST',
    '/api/login',
    {},
    {
      username: 'admin',
      password: CLUSTER_ADMIN_PASSWORD,
    },
  );
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const group = await call<{ id: number }>(base, 'POST', '/api/user-group', asAdmin, {
    name: 'Agence',
    shareEdls: true,
  });
  agents = [];
  for (let i = 0; i < AGENTS; i++) {
    const password = `agent-password-${i}`;
    await call(base, 'POST', '/api/user', asAdmin, {
      login: `agent${i}`,
      email: `agent${i}@agence.fr`,
      groupId: group.id,
      password,
      admin: false,
    });
    const session = await call<{ token: string }>(
      base,
      'POST',
      '/api/login',
      {},
      {
        username: `agent${i}`,
        password,
      },
    );
    const headers = { authorization: `Bearer ${session.token}` };
    const profile = await call<{ id: number }>(base, 'POST', '/api/profile', headers, { name: `agent${i}` });
    agents.push({ headers, profileId: profile.id });
  }
}, 120_000);

afterAll(async () => {
  await sql?.end();
  await cluster?.stop();
  killStartedServers();
  await smtp?.close();
  await s3?.close();
  await database?.drop();
  if (databaseDir) await fs.rm(databaseDir, { recursive: true, force: true });
});

describe('three processes behind nginx, one killed and restarted', () => {
  it('200 uploads from 20 devices: exactly one report each, photos byte-identical through nginx', async () => {
    const base = cluster.nginx.base;
    for (let i = 0; i < UPLOADS; i++) uploads.push(newUpload(i));
    let ended = 0;
    let killed: Promise<void> | null = null;
    const queue = [...uploads];
    await Promise.all(
      Array.from({ length: DEVICES }, async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          await uploadWithRetries(base, item);
          ended += 1;
          // Mid-way, with the other devices' requests in flight: killed, then started again while
          // the uploads go on through the two others.
          if (ended === KILL_AFTER) killed = cluster.kill(VICTIM).then(() => cluster.restart(VICTIM));
        }
      }),
    );
    await killed;
    // The kill was seen: nginx logged the victim's failed requests and routed around it.
    expect(await cluster.nginx.errors()).toContain(`upstream: "http://127.0.0.1:${cluster.ports[VICTIM]}/`);
    const retried = uploads.filter((item) => item.attempts > 1);
    console.log(
      `uploads retried after the kill: ${retried.length}; answers ${JSON.stringify(countBy(uploads.map((u) => u.answers.join('→'))))}`,
    );

    for (const item of uploads) {
      const { rows } = await sql.query<{ id: number }>('select id from reports where idempotency_key = $1', [
        item.key,
      ]);
      expect(rows.map((row) => row.id)).toEqual([item.id]);
      const links = await sql.query<{ sha256: string }>(
        'select sha256 from report_photos where report_id = $1 order by sha256',
        [item.id],
      );
      expect(links.rows.map((row) => row.sha256)).toEqual(item.photos.map(sha256).sort());
    }
    const total = await sql.query<{ n: number }>('select count(*)::int as n from reports');
    expect(total.rows[0]?.n).toBe(UPLOADS);

    // Every photo of every report read back through nginx (from whichever process answers).
    const reads = uploads.flatMap((item) => item.photos.map((bytes) => ({ item, bytes })));
    const readQueue = [...reads];
    await Promise.all(
      Array.from({ length: DEVICES }, async () => {
        for (let next = readQueue.shift(); next; next = readQueue.shift()) {
          const { item, bytes } = next;
          const response = await fetch(`${base}/api/edl/${item.id}/photos/${sha256(bytes)}`, {
            headers: item.agent.headers,
          });
          expect(response.status).toBe(200);
          expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(bytes));
        }
      }),
    );
    // The restarted process serves again, on its own port.
    const health = await fetch(`http://127.0.0.1:${cluster.ports[VICTIM]}/api/ready`);
    expect(health.status).toBe(200);
  }, 150_000);

  it("a process killed mid-render: each PDF renders to the end once; streams hear 'generated', reconnected ones too", async () => {
    expect(uploads).toHaveLength(UPLOADS);
    const asked = uploads.slice(0, PDFS);
    const base = cluster.nginx.base;
    // Every render notifies once, whichever process did it: counted here beside the streams.
    const notified = new Map<number, number>();
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (message) => {
      const event = JSON.parse(message.payload ?? '{}') as { reportId: number; outcome: string };
      if (event.outcome === 'generated')
        notified.set(event.reportId, (notified.get(event.reportId) ?? 0) + 1);
    });
    await listener.query('listen documents_generated');
    // One stream per report, held on process (report index mod 3) directly, not through nginx.
    const streams = asked.map(
      (item, i) =>
        new EventCounter(
          `http://127.0.0.1:${cluster.ports[i % cluster.ports.length]}/api/sse/edl/${item.id}/pdf/has-generated`,
          item.agent.headers,
        ),
    );
    let victim = -1;
    /** Reports whose render job was locked when the victim died. */
    let inFlight: number[] = [];
    const started = Date.now();
    try {
      await Promise.all(streams.map((stream) => stream.connected));
      const queue = [...asked];
      await Promise.all(
        Array.from({ length: DEVICES }, async () => {
          for (let item = queue.shift(); item; item = queue.shift()) {
            const response = await fetch(`${base}/api/edl/${item.id}/pdf/generate`, {
              method: 'POST',
              headers: item.agent.headers,
            });
            expect(response.status).toBe(202);
          }
        }),
      );
      // Once renders flow, the process that renders one (its metrics say so) is killed there and then.
      await until(async () => (await doneCount()) >= 5, 60_000);
      await until(async () => {
        const running = await Promise.all(cluster.ports.map((port) => rendersRunning(port)));
        victim = running.findIndex((count) => count > 0);
        if (victim >= 0) cluster.processes[victim]?.child.kill('SIGKILL');
        return victim >= 0;
      }, 30_000);
      const killedAt = Date.now();
      await cluster.processes[victim]?.exited;
      const locked = await sql.query<{ report: number }>(
        `select split_part(key, ':', 2)::int as report from graphile_worker.jobs
         where task_identifier = 'render_pdf' and locked_by is not null`,
      );
      inFlight = locked.rows.map((row) => row.report);
      console.log(`killed process ${victim} with render jobs locked for reports ${JSON.stringify(inFlight)}`);
      // The victim's streams were cut with it.
      const victims = streams.filter((_, i) => i % cluster.ports.length === victim);
      await until(() => victims.every((stream) => stream.cuts > 0), 10_000);
      await cluster.restart(victim);
      await until(async () => {
        const { rows } = await sql.query(
          `select 1 from report_documents where report_id = any($1::int[]) and status <> 'done'`,
          [inFlight],
        );
        return rows.length === 0;
        // Freed JOBS_DEAD_AFTER_S after the kill, first in its group's queue: not behind the others.
      }, 30_000);
      console.log(
        `the killed render done again ${Math.round((Date.now() - killedAt) / 100) / 10} s after the kill`,
      );
      // Its lock no longer renewed, the job runs again elsewhere: every PDF ends done.
      await until(async () => (await doneCount()) === PDFS, 90_000);
      console.log(
        `all ${PDFS} PDFs done ${Math.round((Date.now() - started) / 1000)} s after they were asked for`,
      );
      // Reconnected through nginx once all are done: they hear on connecting what they missed.
      const missed = victims.filter((stream) => stream.generated === 0).length;
      await Promise.all(
        victims.map((stream, i) =>
          stream.reopen(
            `${base}/api/sse/edl/${asked[i * cluster.ports.length + victim]?.id}/pdf/has-generated`,
          ),
        ),
      );
      console.log(
        `${victims.length} streams cut by the kill reconnected, ${missed} of them had missed 'generated'`,
      );
      expect(missed).toBeGreaterThan(0);
      await until(() => streams.every((stream) => stream.generated > 0), 10_000);
      await until(() => notified.size === PDFS, 10_000);
    } finally {
      streams.forEach((stream) => stream.close());
      await listener.end();
    }
    expect(streams.filter((stream) => stream.failed > 0)).toEqual([]);
    // Rendered once each but the one the kill cut short, rendered again to the end.
    const rows = await sql.query<{
      report_id: number;
      status: string;
      attempts: number;
      sha256: string | null;
    }>(`select report_id, status, attempts, sha256 from report_documents order by report_id`);
    expect(rows.rows.filter((row) => row.status !== 'done' || !row.sha256)).toEqual([]);
    const again = rows.rows.filter((row) => row.attempts !== 1);
    expect(again.length).toBeGreaterThan(0);
    expect(again.every((row) => row.attempts === 2 && inFlight.includes(row.report_id))).toBe(true);
    expect(rows.rows).toHaveLength(PDFS);
    expect([...notified.values()].every((count) => count === 1)).toBe(true);
    // No job left, none failed; the PDFs read back through nginx, the one rendered again too.
    const left = await sql.query(`select 1 from graphile_worker.jobs where task_identifier = 'render_pdf'`);
    expect(left.rows).toEqual([]);
    for (const sample of asked.filter((item, i) => i === 0 || inFlight.includes(item.id as number))) {
      const pdf = await fetch(`${base}/api/edl/${sample.id}.pdf`, { headers: sample.agent.headers });
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  }, 150_000);

  // The mail job (jobs/mailOutbox.ts on graphile-worker) puts a message the peer failed back to
  // pending and tries again with backoff, on whichever process takes the job.
  it('a mail queued while the SMTP peer is down goes out once it comes back, once', async () => {
    const base = cluster.nginx.base;
    // A report of its own (this case runs alone too).
    const item = newUpload(UPLOADS);
    await uploadWithRetries(base, item);
    await smtp.stop();
    const before = smtp.received.length;
    const sent = await fetch(`${base}/api/edl/${item.id}/send`, {
      method: 'PUT',
      headers: item.agent.headers,
    });
    expect(sent.status).toBe(202);
    // A process tried to send and the peer failed it; then the peer comes back.
    await until(() => smtp.failedConnections > 0, 30_000);
    await smtp.restart();
    await until(() => smtp.received.length > before, 30_000);
    const mine = smtp.received.slice(before);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.to).toEqual(['alice@example.fr']);
    expect(mailText(mine[0]?.raw ?? '')).not.toBe('');
  }, 90_000);
});

async function doneCount(): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*)::int as n from report_documents where status = 'done'`,
  );
  return rows[0]?.n ?? 0;
}

/** Render jobs process `port` runs now, from its metrics (0 when it does not answer). */
async function rendersRunning(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).catch(() => null);
  if (!response?.ok) return 0;
  const line = /^constat_jobs_running\{task="render_pdf"\} (\d+)$/m.exec(await response.text());
  return Number(line?.[1] ?? 0);
}

/** Upload `i`: an agent's signed report with two to four photos of 20 to 140 kB. */
function newUpload(i: number): Upload {
  const agent = agents[i % AGENTS] as Device;
  // Some uploads are still sending their photos when the kill lands.
  const photos = photoSet(2 + (i % 3), 10_000 + i, 20_000 + 30_000 * (i % 5));
  const report: LocalReport = uploadReport(agent.profileId, photos, { localId: 1_800_000_000_000 + i });
  return { agent, report, photos, key: `device-${i % DEVICES}:${report.localId}`, attempts: 0, answers: [] };
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
