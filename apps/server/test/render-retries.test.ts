/**
 * A render that fails for another reason than its limits is tried again with backoff, 3 attempts in
 * all (docs/ARCHITECTURE.md "Jobs"). The failure is a real one: the blob store's temporary folder,
 * where the render worker writes the PDF, is replaced by a file, so the write fails (as on a full or
 * read-only disk); put back, the next attempt renders. The streams hear one event: 'generated' once
 * done, or 'failed' after the last attempt.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { adminHeaders, createAccount, saveReport, uploadReport, type Account } from './reportFixtures.ts';
import { until } from './smtpPeer.ts';

interface Row {
  status: string;
  attempts: number;
  error: string | null;
  started_at: Date | null;
}

let server: TestServer;
let agent: Account;
let listener: pg.PoolClient;
const events: { reportId: number; outcome: string }[] = [];
let tmp: string;

beforeAll(async () => {
  // Blobs in DATA_DIR's files, whose temporary folder the test takes away.
  server = await startTestServer({ env: { STORAGE_URL: '', RENDER_WORKERS: '1' } });
  tmp = path.join(server.dataDir, 'blobs', 'tmp');
  agent = await createAccount(server.app, await adminHeaders(server.app), 'agent', null);
  listener = await server.database.pool.connect();
  listener.on('notification', (message) => {
    events.push(JSON.parse(message.payload ?? '{}') as { reportId: number; outcome: string });
  });
  await listener.query('listen documents_generated');
}, 60_000);

afterAll(async () => {
  listener?.release();
  await server?.close();
});

/** Runs `action` while the temporary folder is a file: the render worker cannot write the PDF there. */
async function withBrokenDisk<T>(action: () => Promise<T>): Promise<T> {
  await fs.rm(tmp, { recursive: true, force: true });
  await fs.writeFile(tmp, 'not a folder');
  try {
    return await action();
  } finally {
    await fs.rm(tmp, { force: true });
    await fs.mkdir(tmp);
  }
}

async function newReport(localId: number): Promise<number> {
  const saved = await saveReport(server.app, agent.headers, uploadReport(agent.profileId, [], { localId }));
  expect(saved.statusCode).toBe(201);
  return saved.json<{ id: number }>().id;
}

async function generate(id: number): Promise<void> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/edl/${id}/pdf/generate`,
    headers: agent.headers,
  });
  expect(response.statusCode).toBe(202);
}

async function row(id: number): Promise<Row> {
  const { rows } = await server.database.pool.query<Row>(
    `select status, attempts, error, started_at from report_documents where report_id = $1 and kind = 'edl'`,
    [id],
  );
  return rows[0] as Row;
}

/** Follows the document until `done`, noting when each attempt started. */
async function follow(
  id: number,
  done: (current: Row) => boolean,
): Promise<{ final: Row; starts: number[] }> {
  const starts: number[] = [];
  let final = await row(id);
  await until(async () => {
    final = await row(id);
    const start = final.started_at?.getTime();
    if (start !== undefined && !starts.includes(start)) starts.push(start);
    return done(final);
  }, 60_000);
  return { final, starts };
}

const gaps = (starts: number[]) => starts.slice(1).map((start, i) => (start - (starts[i] as number)) / 1000);

describe('a render that fails for another reason than its limits', () => {
  it('is tried again after a backoff, and renders once the cause is gone: one generated event', async () => {
    const id = await newReport(1_700_000_100_001);
    // The first attempt failed: the document waits for the next, its error kept.
    const first = await withBrokenDisk(async () => {
      await generate(id);
      return follow(id, (current) => current.attempts === 1 && current.error !== null);
    });
    expect(first.final).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.final.error).toMatch(/ENOTDIR|not a directory/i);
    const { final, starts } = await follow(id, (current) => current.status === 'done');
    expect(final).toMatchObject({ status: 'done', attempts: 2, error: null });
    // Not at once: graphile-worker's backoff, e^1 ≈ 2.7 s after the first failure.
    const all = [...new Set([...first.starts, ...starts])];
    expect(all).toHaveLength(2);
    expect(gaps(all)[0]).toBeGreaterThanOrEqual(2.5);
    const pdf = await server.app.inject({ method: 'GET', url: `/api/edl/${id}.pdf`, headers: agent.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await until(() => events.some((event) => event.reportId === id));
    expect(events.filter((event) => event.reportId === id)).toEqual([
      { reportId: id, kind: 'edl', outcome: 'generated' },
    ]);
  }, 90_000);

  it('fails for good after 3 attempts spaced by a growing backoff: one failed event', async () => {
    const id = await newReport(1_700_000_100_002);
    const { final, starts } = await withBrokenDisk(async () => {
      await generate(id);
      return follow(id, (current) => current.status === 'failed');
    });
    expect(final.attempts).toBe(3);
    expect(final.error).toMatch(/ENOTDIR|not a directory/i);
    // e^1 ≈ 2.7 s then e^2 ≈ 7.4 s after each failure (the render itself adds a little).
    expect(starts).toHaveLength(3);
    const [first, second] = gaps(starts);
    expect(first).toBeGreaterThanOrEqual(2.5);
    expect(second).toBeGreaterThanOrEqual(7);
    await until(() => events.some((event) => event.reportId === id));
    expect(events.filter((event) => event.reportId === id)).toEqual([
      { reportId: id, kind: 'edl', outcome: 'failed' },
    ]);
    // Nothing left in the queue for it.
    const jobs = await server.database.pool.query(
      `select 1 from graphile_worker.jobs where key = $1 and attempts < max_attempts`,
      [`pdf:${id}:edl`],
    );
    expect(jobs.rows).toEqual([]);
  }, 90_000);
});
