/**
 * For load balancers and monitoring: GET /api/health says the process is alive, GET
 * /api/ready that its database and blob store answer (503 otherwise, saying which), and GET
 * /api/metrics gives Prometheus's text format to the bearer of METRICS_TOKEN only (404 without it):
 * requests per route, job queues, blob bytes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { serializerCompiler, validatorCompiler } from '@fastify/type-provider-zod';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileBlobStore } from '../src/blobs/blobStore.ts';
import { healthRoutes } from '../src/modules/health/routes.ts';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';
import { sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  photoSet,
  putPhoto,
  saveWithPhotos,
  uploadReport,
} from './reportFixtures.ts';
import { startS3Server, type S3TestServer } from './s3Server.ts';
import { freePort } from './serverProcess.ts';

describe('GET /api/health and GET /api/ready, files under DATA_DIR', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { STORAGE_URL: '' } });
  });
  afterAll(() => server.close());

  it('says the process is alive', async () => {
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready with its database and blob folder, and not while the folder is gone', async () => {
    const ready = await server.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      backup: { lastSuccessAgeSeconds: null, failuresSince: 0 },
    });

    const blobs = path.join(server.dataDir, 'blobs');
    await fs.rename(blobs, `${blobs}.away`);
    try {
      const unready = await server.app.inject({ url: '/api/ready' });
      expect(unready.statusCode).toBe(503);
      expect(unready.json()).toEqual({
        code: 'unavailable',
        message: 'Service indisponible',
        detail: { database: 'ok', storage: 'unavailable' },
      });
      // Alive all the same: an orchestrator must not restart it for that.
      expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await fs.rename(`${blobs}.away`, blobs);
    }
    expect((await server.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('GET /api/ready with STORAGE_URL', () => {
  let s3: S3TestServer;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ env: { STORAGE_URL: s3.storageUrl } });
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('is not ready while the S3 server is down, and ready again once it is back', async () => {
    expect((await server.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    await s3.stop();
    try {
      const unready = await server.app.inject({ url: '/api/ready' });
      expect(unready.statusCode).toBe(503);
      expect(unready.json().detail).toEqual({ database: 'ok', storage: 'unavailable' });
    } finally {
      await s3.restart();
    }
    expect((await server.app.inject({ url: '/api/ready' })).json()).toEqual({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      backup: { lastSuccessAgeSeconds: null, failuresSince: 0 },
    });
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 saying the database is unreachable', async () => {
    // A PostgreSQL address where nothing listens: connections are refused.
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/constat`,
      connectionTimeoutMillis: 1000,
    });
    pool.on('error', () => undefined);
    const dir = await fs.mkdtemp(path.join(process.env.TMPDIR ?? '/tmp', 'constat-ready-'));
    const blobs = await FileBlobStore.open(dir);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes, { prefix: '/api', pool, blobs });
    try {
      const unready = await app.inject({ url: '/api/ready' });
      expect(unready.statusCode).toBe(503);
      expect(unready.json().detail).toEqual({ database: 'unavailable', storage: 'ok' });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await pool.end();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/metrics', () => {
  const TOKEN = 'metrics-token-for-the-tests';
  let server: TestServer;
  beforeAll(async () => {
    // No PDF rendered in this process: a requested one stays pending in the queue.
    server = await startTestServer({ env: { METRICS_TOKEN: TOKEN }, documentJobs: false });
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const response = await server.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  /** The value of one sample line (`name{labels} value`), 0 when there is none. */
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((row) => row.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it('is not there without METRICS_TOKEN', async () => {
    const plain = await startTestServer();
    try {
      const response = await plain.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers 401 without the token or with another one, a user token included', async () => {
    const user = (await login(server.app)).token;
    for (const headers of [{}, bearer('not-the-token'), bearer(user), { authorization: TOKEN }]) {
      const response = await server.app.inject({ url: '/api/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthorized');
    }
  });

  it("counts requests and their durations per route pattern, in Prometheus's text format", async () => {
    const before = await scrape();
    const health =
      'constat_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}';
    for (let i = 0; i < 3; i++) await server.app.inject({ url: '/api/health' });
    const admin = await adminHeaders(server.app);
    await server.app.inject({ url: '/api/edl/987654', headers: admin });
    await server.app.inject({ url: '/api/edl/987655', headers: admin });

    const response = await server.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, health) - sample(before, health)).toBe(3);
    const byId =
      'constat_http_request_duration_seconds_count{method="GET",route="/api/edl/:id",status_code="404"}';
    expect(sample(text, byId)).toBe(2);
    expect(text).toContain(
      'constat_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"',
    );
    expect(text).not.toContain('/api/edl/987654');
    expect(sample(text, 'constat_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('tells the job queues waiting and failed, and the blob bytes written and read', async () => {
    const admin = await adminHeaders(server.app);
    const agent = await createAccount(server.app, admin, 'agent-metrics', null);
    const photos = photoSet(2, 3300, 30_000);
    const id = await saveWithPhotos(server.app, agent.headers, uploadReport(agent.profileId, photos), photos);
    const generate = await server.app.inject({
      method: 'POST',
      url: `/api/edl/${id}/pdf/generate`,
      headers: agent.headers,
    });
    expect(generate.statusCode).toBe(202);
    // An e-mail the outbox gave up on.
    await server.database.pool.query(
      `insert into mail_outbox (report_id, recipient, locale, status, attempts, error)
       values ($1, 'locataire@example.fr', 'fr', 'failed', 1, 'SMTP injoignable')`,
      [id],
    );
    const photo = await server.app.inject({
      url: `/api/edl/${id}/photos/${sha256(photos[0] as Buffer)}`,
      headers: agent.headers,
    });
    expect(photo.statusCode).toBe(200);

    const text = await scrape();
    expect(sample(text, 'constat_jobs{queue="pdf",state="pending"}')).toBe(1);
    expect(sample(text, 'constat_jobs{queue="pdf",state="failed"}')).toBe(0);
    expect(sample(text, 'constat_jobs{queue="mail",state="failed"}')).toBe(1);
    expect(sample(text, 'constat_jobs{queue="mail",state="pending"}')).toBe(0);
    const bytes = photos.reduce((total, bytes) => total + bytes.length, 0);
    expect(sample(text, 'constat_blob_bytes_total{direction="written"}')).toBe(bytes);
    expect(sample(text, 'constat_blob_bytes_total{direction="read"}')).toBe((photos[0] as Buffer).length);
    // A photo sent again is checked, not written again.
    await putPhoto(server.app, agent.headers, photos[1] as Buffer);
    expect(sample(await scrape(), 'constat_blob_bytes_total{direction="written"}')).toBe(bytes);
  });
});
