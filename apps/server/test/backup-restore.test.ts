/**
 * The restore drill (docs/operations/backups.md): `npm run backup` of a server with reports, photos,
 * signatures, generated PDFs and a download link's PDF, then `npm run restore` into an empty
 * database and an empty blob store; a server opened on them finds every report, photo and PDF,
 * byte for byte, and what was saved after the backup is not there. A restore into a database that
 * is not empty, or from a backup whose blob was damaged, is refused and changes nothing.
 * The programs run as the npm scripts run them (node src/backup/cli.ts); the test needs a PostgreSQL
 * server (DATABASE_URL) to make its empty database on. The default install's drill (embedded
 * PostgreSQL, files) is backup-embedded.test.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.ts';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';
import { sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  photoSet,
  saveWithPhotos,
  uploadReport,
  type Headers,
} from './reportFixtures.ts';
import { mailText, sendingProcess, startSmtpPeer, until, type SmtpPeer } from './smtpPeer.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL;

let server: TestServer;
let smtp: SmtpPeer;
let work: string;
const databases: string[] = [];

/** `npm run backup` / `npm run restore` as npm runs them, in `env`; resolves to the exit and output. */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['src/backup/cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'silent', INIT_CWD: work, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** A new, empty database on the test server. */
async function emptyDatabase(): Promise<string> {
  const name = `constat_restore_${process.pid}_${databases.length}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  databases.push(name);
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * An empty blob store for a restore: with the server's blobs in an S3 server (TEST_STORAGE=s3), a
 * prefix of its bucket nothing uses yet; else DATA_DIR's files (nothing to set).
 */
function emptyStore(prefix: string): Record<string, string> {
  const url = server.storageEnv.STORAGE_URL;
  return url ? { STORAGE_URL: url.replace('?', `/${prefix}/?`) } : {};
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  await client.end();
  return rows[0]?.n ?? 0;
}

/** A server process on a restored database and data folder. */
async function openRestored(
  url: string,
  dataDir: string,
  storageEnv: Record<string, string>,
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const config = readConfig({
    ...storageEnv,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const database = await openDatabase(url, config.databasePoolSize);
  return { app: await buildApp({ config, database }), database };
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-backup-'));
  smtp = await startSmtpPeer();
  server = await startTestServer({ env: { PUBLIC_URL: 'https://constat.example.fr' }, mailJobs: false });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  if (serverUrl && databases.length > 0) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  await fs.rm(work, { recursive: true, force: true });
});

describe.skipIf(!serverUrl)('backup and restore', () => {
  it(
    'a restore into an empty database and store finds every report, photo and PDF',
    { timeout: 180_000 },
    async () => {
      const admin = await adminHeaders(server.app);
      const account = await createAccount(
        server.app,
        admin,
        'backup-a',
        await createGroup(server.app, admin, 'Agence Sauvegarde', false),
      );
      const photos = [photoSet(3, 41), photoSet(2, 42)];
      const ids: number[] = [];
      for (const [i, set] of photos.entries()) {
        const report = uploadReport(account.profileId, set, { localId: 1_700_000_003_001 + i });
        ids.push(await saveWithPhotos(server.app, account.headers, report, set));
      }
      // The first report's PDF generated; the second's rendered when it is e-mailed (as a download link).
      const pdfOf = (app: FastifyInstance, headers: Headers, id: number) =>
        app.inject({ method: 'GET', url: `/api/edl/${id}.pdf`, headers });
      await server.app.inject({
        method: 'POST',
        url: `/api/edl/${ids[0]}/pdf/generate`,
        headers: account.headers,
      });
      await until(async () => (await pdfOf(server.app, account.headers, ids[0] ?? 0)).statusCode === 200);
      const sender = await sendingProcess(server, smtp.url, {
        PUBLIC_URL: 'https://constat.example.fr',
        MAIL_ATTACH_MAX_MB: '0.001',
      });
      await sender.app.inject({ method: 'PUT', url: `/api/edl/${ids[1]}/send`, headers: account.headers });
      await until(() => smtp.received.length === 1);
      await sender.close();
      const link = /https:\/\/constat\.example\.fr(\/api\/telechargement\/[\w-]{43})/.exec(
        mailText(smtp.received[0]?.raw ?? ''),
      )?.[1];
      expect(link).toBeDefined();

      // What the restored server must show, read from the original.
      const before = async (app: FastifyInstance, headers: Headers) => ({
        reports: await Promise.all(
          ids.map(async (id) => (await app.inject({ method: 'GET', url: `/api/edl/${id}`, headers })).json()),
        ),
        photos: await Promise.all(
          photos.flat().map(async (bytes, i) => {
            const id = i < (photos[0]?.length ?? 0) ? ids[0] : ids[1];
            const response = await app.inject({
              method: 'GET',
              url: `/api/edl/${id}/photos/${sha256(bytes)}`,
              headers,
            });
            return response.statusCode === 200
              ? sha256(response.rawPayload)
              : `status ${response.statusCode}`;
          }),
        ),
        pdf: sha256((await pdfOf(app, headers, ids[0] ?? 0)).rawPayload),
        linked: sha256((await app.inject({ method: 'GET', url: link ?? '' })).rawPayload),
      });
      const original = await before(server.app, account.headers);
      expect(original.photos).toEqual(photos.flat().map((bytes) => sha256(bytes)));

      const sourceUrl = (server.database.pool.options as { connectionString: string }).connectionString;
      const backup = await runCli(['backup', 'saved'], {
        DATABASE_URL: sourceUrl,
        DATA_DIR: server.dataDir,
        ...server.storageEnv,
      });
      expect(backup.out).toMatch(/backup written to /);
      expect(backup.code).toBe(0);
      const [folder] = (await fs.readdir(path.join(work, 'saved'))).filter((name) =>
        name.startsWith('constat-'),
      );
      const backupDir = path.join(work, 'saved', folder ?? '');
      const manifest = JSON.parse(await fs.readFile(path.join(backupDir, 'manifest.json'), 'utf8'));
      // 5 photos, a signature image per report's signers, 2 PDFs.
      expect(manifest.blobs.count).toBeGreaterThanOrEqual(7);
      expect(manifest.missingBlobs).toEqual([]);

      // Saved after the backup: not in it.
      const later = photoSet(1, 43);
      await saveWithPhotos(
        server.app,
        account.headers,
        uploadReport(account.profileId, later, { localId: 1_700_000_003_009 }),
        later,
      );

      const targetUrl = await emptyDatabase();
      const targetDir = path.join(work, 'restored-data');
      const targetStorage = emptyStore('restored');
      const restore = await runCli(['restore', path.join('saved', folder ?? '')], {
        DATABASE_URL: targetUrl,
        DATA_DIR: targetDir,
        ...targetStorage,
      });
      expect(restore.out).toContain('restored 2 reports, 5 photos, 2 PDFs');
      expect(restore.code).toBe(0);

      const restored = await openRestored(targetUrl, targetDir, targetStorage);
      try {
        // The same account, its password restored with it.
        const headers = bearer(
          (await login(restored.app, { username: 'backup-a', password: 'backup-a-password-1' })).token,
        );
        const list = await restored.app.inject({ method: 'GET', url: '/api/edl?p=1&l=50', headers });
        expect(list.statusCode).toBe(200);
        // The two reports of the backup; the one saved after it is not there.
        expect(
          list
            .json<{ id: number }[]>()
            .map((report) => report.id)
            .sort(),
        ).toEqual([...ids].sort());
        expect(await before(restored.app, headers)).toEqual(original);
      } finally {
        await restored.app.close();
        await restored.database.close();
      }

      // Again into the same database: refused, nothing changed.
      const tables = await tableCount(targetUrl);
      const again = await runCli(['restore', backupDir], {
        DATABASE_URL: targetUrl,
        DATA_DIR: targetDir,
        ...targetStorage,
      });
      expect(again.code).toBe(1);
      expect(again.out).toContain('the target database is not empty');
      expect(await tableCount(targetUrl)).toBe(tables);

      // A damaged blob in the backup: refused before the database is touched.
      const damaged = path.join(work, 'damaged');
      await fs.cp(backupDir, damaged, { recursive: true });
      const key = (await fs.readFile(path.join(damaged, 'blobs.txt'), 'utf8')).split('\n')[0] ?? '';
      const file = path.join(damaged, 'blobs', key.slice(0, 2), key.slice(2, 4), key);
      const bytes = await fs.readFile(file);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      await fs.writeFile(file, bytes);
      const emptyUrl = await emptyDatabase();
      const refused = await runCli(['restore', damaged], {
        DATABASE_URL: emptyUrl,
        DATA_DIR: path.join(work, 'damaged-data'),
        ...emptyStore('damaged'),
      });
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(`blob ${key}: its bytes do not hash to its name`);
      expect(await tableCount(emptyUrl)).toBe(0);
    },
  );
});
