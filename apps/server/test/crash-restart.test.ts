/**
 * The server killed (SIGKILL) in the middle of uploads, ten times, and started again each time on
 * the same DATA_DIR, as `npm start` runs it with its embedded PostgreSQL (docs/ARCHITECTURE.md "Trust").
 * After each restart: healthy within 15 s, no temporary upload file left, every report either
 * whole (its row and every photo link, each photo's bytes on disk) or absent, and every retry of
 * every upload answered with one report (the first answer's id when the device had one). Every
 * third round kills PostgreSQL too, as a crash of the whole machine would.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LocalReport } from '@constat/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from './images.ts';
import { photoSet, uploadReport } from './reportFixtures.ts';
import {
  freePort,
  killStartedServers,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './serverProcess.ts';

const ROUNDS = 10;
const REPORTS_PER_ROUND = 6;
const ADMIN_PASSWORD = 'crash-admin-password';

let dataDir: string;
let port: number;
let base: string;
let server: ServerProcess;
let headers: Record<string, string>;
let profileId: number;

afterAll(async () => {
  killStartedServers();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function call<T>(method: string, url: string, body?: unknown, extra: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-crash-'));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startServer(dataDir, port, { ADMIN_PASSWORD, LOG_LEVEL: 'warn' });
  await waitForHealth(port);
  headers = {};
  const admin = await call<{ token: string }>('POST', '/api/login', {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  headers = { authorization: `Bearer ${admin.body.token}` };
  const group = await call<{ id: number }>('POST', '/api/user-group', { name: 'Agence', shareEdls: true });
  const password = 'agent-password-1';
  const created = await call('POST', '/api/user', {
    login: 'agent',
    email: 'agent@agence.fr',
    groupId: group.body.id,
    password,
    admin: false,
  });
  expect(created.status).toBe(201);
  const agent = await call<{ token: string }>('POST', '/api/login', { username: 'agent', password });
  headers = { authorization: `Bearer ${agent.body.token}` };
  profileId = (await call<{ id: number }>('POST', '/api/profile', { name: 'agent' })).body.id;
}, 60_000);

interface Upload {
  report: LocalReport;
  photos: Buffer[];
  key: string;
  /** The id the device was answered before the kill, if any. */
  answered?: number;
}

/** What a device does: each photo (HEAD, then PUT when missing), then the report. */
async function upload(item: Upload): Promise<{ status: number; id: number }> {
  for (const bytes of item.photos) {
    const url = `${base}/api/photos/${sha256(bytes)}`;
    const known = await fetch(url, { method: 'HEAD', headers });
    if (known.status === 200) continue;
    const put = await fetch(url, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'image/jpeg' },
      body: new Uint8Array(bytes),
    });
    if (put.status >= 300) throw new Error(`photo: ${put.status} ${await put.text()}`);
  }
  const saved = await call<{ id: number }>('POST', '/api/edl', item.report, { 'idempotency-key': item.key });
  if (saved.status >= 300) throw new Error(`report: ${saved.status} ${JSON.stringify(saved.body)}`);
  return { status: saved.status, id: saved.body.id };
}

/** The embedded PostgreSQL the running server started (its port is in the log, its password on disk). */
async function databaseClient(): Promise<pg.Client> {
  const ports = [...server.output().matchAll(/embedded PostgreSQL listening on 127\.0\.0\.1:(\d+)/g)];
  const password = (await fs.readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(ports.at(-1)?.[1]),
    user: 'postgres',
    password,
    database: 'constat',
  });
  await client.connect();
  return client;
}

/** The report of `item` as the database holds it: absent, or whole (every photo linked and on disk). */
async function expectWholeOrAbsent(client: pg.Client, item: Upload): Promise<number | null> {
  const rows = await client.query<{ id: number }>('select id from reports where idempotency_key = $1', [
    item.key,
  ]);
  expect(rows.rows.length).toBeLessThanOrEqual(1);
  const id = rows.rows[0]?.id;
  if (id === undefined) return null;
  const links = await client.query<{ sha256: string }>(
    'select sha256 from report_photos where report_id = $1 order by sha256',
    [id],
  );
  expect(links.rows.map((row) => row.sha256)).toEqual(item.photos.map(sha256).sort());
  for (const bytes of item.photos) {
    const hash = sha256(bytes);
    const file = path.join(dataDir, 'blobs', hash.slice(0, 2), hash.slice(2, 4), hash);
    expect((await fs.readFile(file)).equals(bytes)).toBe(true);
  }
  return id;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server killed during uploads, ten times', () => {
  it('restarts healthy within 15 s, keeps every report whole or absent, answers every retry once', async () => {
    const restarts: number[] = [];
    let saved = 0;
    const found = { whole: 0, absent: 0, answeredBeforeKill: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const items: Upload[] = Array.from({ length: REPORTS_PER_ROUND }, (_, i) => {
        const photos = photoSet(3, 100 * round + i + 1, 150_000 + 50_000 * i);
        const report = uploadReport(profileId, photos, { localId: 1_800_000_000_000 + round * 100 + i });
        return { report, photos, key: `device-crash:${report.localId}` };
      });
      const attempts = items.map((item) =>
        upload(item).then(
          (answer) => void (item.answered = answer.id),
          () => undefined,
        ),
      );
      // The kill lands anywhere from the first photos to the last reports.
      await wait(40 + ((round * 97) % 400));
      const postmaster = Number(
        (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      server.child.kill('SIGKILL');
      if (round % 3 === 2) process.kill(postmaster, 'SIGKILL');
      await server.exited;
      await Promise.all(attempts);

      const startedAt = Date.now();
      server = startServer(dataDir, port, { ADMIN_PASSWORD, LOG_LEVEL: 'warn' });
      await waitForHealth(port, 15_000, server);
      restarts.push(Date.now() - startedAt);
      expect(await fs.readdir(path.join(dataDir, 'blobs', 'tmp'))).toEqual([]);

      const client = await databaseClient();
      try {
        for (const item of items) {
          const before = await expectWholeOrAbsent(client, item);
          if (item.answered !== undefined) expect(before).toBe(item.answered);
          found[before === null ? 'absent' : 'whole'] += 1;
          if (item.answered !== undefined) found.answeredBeforeKill += 1;
          const retried = await upload(item);
          expect(retried.status).toBe(before === null ? 201 : 200);
          if (before !== null) expect(retried.id).toBe(before);
          expect(await upload(item)).toEqual({ status: 200, id: retried.id });
          expect(await expectWholeOrAbsent(client, item)).toBe(retried.id);
          saved += 1;
        }
        const total = await client.query<{ n: number }>('select count(*)::int as n from reports');
        expect(total.rows[0]?.n).toBe(saved);
      } finally {
        await client.end();
      }
    }
    console.log(`restart to healthy after SIGKILL (ms): ${restarts.join(', ')}`);
    console.log(`reports after the restarts: ${JSON.stringify(found)}`);
    // The kills landed mid-upload: some reports were saved before, others not yet.
    expect(found.whole).toBeGreaterThan(0);
    expect(found.absent).toBeGreaterThan(0);
    expect(Math.max(...restarts)).toBeLessThan(15_000);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 300_000);
});
