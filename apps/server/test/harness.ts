/**
 * Integration-test harness: a real PostgreSQL database per test file (a fresh database on the
 * server named by DATABASE_URL, else an embedded PostgreSQL in a temporary directory), migrated,
 * with the real application on top. Requests go through `app.inject`, the full Fastify pipeline.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import { ensureFirstAccount } from '../src/bootstrap.ts';
import { readConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import { testStorageEnv } from './s3Server.ts';

export const ADMIN = { username: 'admin', password: 'constat-admin-pw' };

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  sentMail: MailMessage[];
  /** The server's DATA_DIR (photos under blobs/ unless STORAGE_URL). */
  dataDir: string;
  /** STORAGE_URL when the blobs are in an S3 server (TEST_STORAGE=s3), else nothing. */
  storageEnv: Record<string, string>;
  close(): Promise<void>;
}

export interface TestServerOptions extends Pick<
  AppOptions,
  'loginLimits' | 'logStream' | 'documentJobs' | 'mailJobs'
> {
  /** More environment for readConfig, e.g. PUBLIC_URL or LOG_LEVEL. */
  env?: Record<string, string>;
  /** A database (and DATA_DIR) made beforehand, e.g. an earlier release's; removed by close(). */
  existing?: TestDatabase & { dataDir: string };
}

export async function startTestServer({
  env,
  existing,
  ...options
}: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = existing?.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'constat-test-')));
  const { url, drop } = existing ?? (await createTestDatabase(dataDir));
  // TEST_STORAGE=s3: an S3 server of its own, unless the test names a store ('' for the files).
  const storage =
    env && 'STORAGE_URL' in env ? { env: {}, close: async () => undefined } : await testStorageEnv();
  const config = readConfig({
    ...storage.env,
    DATA_DIR: dataDir,
    ADMIN_LOGIN: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database = await openDatabase(url, config.databasePoolSize);
  const sentMail: MailMessage[] = [];
  const app = await buildApp({
    config,
    database,
    mailer: { send: async (message) => void sentMail.push(message) },
    ...options,
  });
  await ensureFirstAccount(database.db, config, app.log);
  return {
    app,
    database,
    sentMail,
    dataDir,
    storageEnv: config.storage ? { STORAGE_URL: env?.STORAGE_URL ?? storage.env.STORAGE_URL ?? '' } : {},
    async close() {
      const closing = app.close();
      // The tests are over: a keep-alive connection whose last answer (a streamed photo) finished
      // just after close() began would otherwise hold it for Fastify's 72 s keep-alive timeout.
      app.server.closeAllConnections();
      await closing;
      await database.close();
      await drop();
      await storage.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database of its own on DATABASE_URL's server (else an embedded one under `dataDir`). */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres(dataDir, () => undefined);
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const name = `constat_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Logs in and returns the token pair (asserting success). */
export async function login(
  app: FastifyInstance,
  credentials = ADMIN,
): Promise<{ token: string; refresh: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
