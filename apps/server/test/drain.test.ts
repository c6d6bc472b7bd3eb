/**
 * SIGTERM drains the server, as a deployment or an orchestrator stops one process of
 * several: `src/main.ts` run as `npm start` runs it. The process stops listening at once, a photo
 * upload in flight finishes and is stored, an open event stream is told to reconnect and ended, then
 * the process exits 0. An upload that does not finish within DRAIN_TIMEOUT_S is cut, stores nothing,
 * and the process exits all the same.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './harness.ts';
import { makeJpeg, sha256 } from './images.ts';
import { uploadReport } from './reportFixtures.ts';
import {
  freePort,
  killStartedServers,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './serverProcess.ts';

const ADMIN_PASSWORD = 'drain-admin-password';

let dataDir: string;
let database: TestDatabase;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-drain-'));
  database = await createTestDatabase(path.join(dataDir, 'pg'));
});
afterAll(async () => {
  killStartedServers();
  await database?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A server process on the test database, signed in as the admin, with one saved report. */
async function serve(name: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(path.join(dataDir, name), port, {
    DATABASE_URL: database.url,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'info',
    ...env,
  });
  await waitForHealth(port, 60_000, server);
  const json = async (url: string, init: RequestInit & { body?: string } = {}) => {
    const response = await fetch(`${base}${url}`, init);
    expect(response.status, `${url}: ${response.status}`).toBeLessThan(300);
    return response.json();
  };
  const { token } = await json('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const authorization = `Bearer ${token}`;
  const headers = { authorization, 'content-type': 'application/json' };
  const profile = await json('/api/profile', {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: name }),
  });
  const localId = 1_700_000_000_000 + port;
  const report = await json('/api/edl', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `drain:${localId}` },
    body: JSON.stringify(uploadReport(profile.id, [], { localId })),
  });
  return { port, server, authorization, reportId: report.id as number, dataDir: path.join(dataDir, name) };
}

/** An event stream, its text so far and its end. */
function openStream(port: number, url: string, authorization: string) {
  let text = '';
  let opened: () => void;
  const connected = new Promise<void>((resolve) => (opened = resolve));
  const ended = new Promise<void>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { authorization } }, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes(': connected')) opened();
        });
        response.on('end', resolve);
      })
      .on('error', reject);
  });
  return { connected, ended, text: () => text };
}

/** A photo upload whose first half is sent; `finish()` sends the rest and resolves with the answer. */
function startUpload(port: number, authorization: string, bytes: Buffer) {
  const half = Math.floor(bytes.length / 2);
  let answered: (answer: { status: number; body: string }) => void;
  let failed: (error: Error) => void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    answered = resolve;
    failed = reject;
  });
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: `/api/photos/${sha256(bytes)}`,
      headers: { authorization, 'content-type': 'image/jpeg', 'content-length': bytes.length },
    },
    (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => answered({ status: response.statusCode ?? 0, body }));
    },
  );
  request.on('error', (error) => failed(error));
  request.write(bytes.subarray(0, half));
  return {
    answer,
    finish() {
      request.end(bytes.subarray(half));
      return answer;
    },
  };
}

/** Resolves once the server's log shows it received the request for `url`. */
async function received(server: ServerProcess, url: string): Promise<void> {
  for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
    if (server.output().includes(`"url":"${url}"`)) return;
  }
  throw new Error(`the server never logged ${url}:\n${server.output()}`);
}

/** Where DATA_DIR's file store keeps `bytes`. */
const blobFile = (home: string, bytes: Buffer) => {
  const key = sha256(bytes);
  return path.join(home, 'blobs', key.slice(0, 2), key.slice(2, 4), key);
};

const refused = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => null,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? String(error),
  );

describe('SIGTERM', () => {
  it('stops listening, tells event streams to reconnect, lets an upload finish, then exits 0', async () => {
    const { port, server, authorization, reportId, dataDir: home } = await serve('graceful');
    const stream = openStream(port, `/api/sse/edl/${reportId}/pdf/has-generated`, authorization);
    await stream.connected;
    const photo = makeJpeg(64, 48, 901, 400_000);
    const upload = startUpload(port, authorization, photo);
    await received(server, `/api/photos/${sha256(photo)}`);

    server.child.kill('SIGTERM');
    await stream.ended;
    expect(stream.text()).toMatch(/retry: 1000\ndata: reconnect\n\n$/);
    // No new connection: the balancer sends it to another process.
    expect(await refused(port)).toBe('ECONNREFUSED');
    expect(server.child.exitCode).toBeNull();

    const answer = await upload.finish();
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ sha256: sha256(photo), size: photo.length });
    expect(await server.exited).toBe(0);
    const stored = blobFile(home, photo);
    expect((await fs.readFile(stored)).equals(photo)).toBe(true);
    expect(server.output()).toContain('SIGTERM received');
  }, 120_000);

  it('cuts an upload still running after DRAIN_TIMEOUT_S, keeps nothing of it, and exits 0', async () => {
    const { port, server, authorization, dataDir: home } = await serve('stalled', { DRAIN_TIMEOUT_S: '1' });
    const photo = makeJpeg(64, 48, 902, 400_000);
    const upload = startUpload(port, authorization, photo);
    await received(server, `/api/photos/${sha256(photo)}`);

    server.child.kill('SIGTERM');
    await expect(upload.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('requests still running after 1 s');
    const stored = blobFile(home, photo);
    await expect(fs.access(stored)).rejects.toThrow();
    // (A temporary file the exit left goes at the next start, as after a crash.)
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rowCount } = await client.query('select 1 from photo_blobs where sha256 = $1', [sha256(photo)]);
    await client.end();
    expect(rowCount).toBe(0);
  }, 120_000);
});
