/**
 * The restore drill on the default install: the embedded PostgreSQL under DATA_DIR (no
 * DATABASE_URL, whatever the environment says) and the blobs in DATA_DIR's files. Reports with photos
 * and PDFs are saved, `npm run backup` runs beside the running server while uploads keep arriving,
 * then `npm run restore` fills a new DATA_DIR, and a server opened on it finds every report of the
 * backup, its photos and its PDF byte for byte. No PostgreSQL client program is used.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
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
import { until } from './smtpPeer.ts';

// The default install: the harness starts an embedded PostgreSQL when DATABASE_URL is unset.
delete process.env.DATABASE_URL;

const serverDir = path.resolve(import.meta.dirname, '..');
let server: TestServer;
let work: string;

/** `npm run backup` / `npm run restore` as npm runs them, without DATABASE_URL. */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const { DATABASE_URL: _unused, STORAGE_URL: _files, ...inherited } = process.env;
    const child = spawn(process.execPath, ['src/backup/cli.ts', ...args], {
      cwd: serverDir,
      env: { ...inherited, LOG_LEVEL: 'silent', INIT_CWD: work, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** Everything a user sees of `ids`: each report, each photo's bytes, each PDF's bytes (hashed). */
async function seen(app: FastifyInstance, headers: Headers, ids: number[]) {
  const out: Record<number, { report: unknown; photos: string[]; pdf: string | null }> = {};
  for (const id of ids) {
    const report = await app.inject({ method: 'GET', url: `/api/edl/${id}`, headers });
    // The document names its photos by URL (…/photos/<sha256>).
    const keys = [...new Set([...report.body.matchAll(/photos\/([0-9a-f]{64})/g)].map((m) => m[1]))];
    expect(keys.length).toBeGreaterThanOrEqual(3);
    const photos: string[] = [];
    for (const key of keys) {
      const photo = await app.inject({ method: 'GET', url: `/api/edl/${id}/photos/${key}`, headers });
      photos.push(photo.statusCode === 200 ? sha256(photo.rawPayload) : `status ${photo.statusCode}`);
    }
    const pdf = await app.inject({ method: 'GET', url: `/api/edl/${id}.pdf`, headers });
    out[id] = { report: report.json(), photos, pdf: pdf.statusCode === 200 ? sha256(pdf.rawPayload) : null };
  }
  return out;
}

async function listIds(app: FastifyInstance, headers: Headers): Promise<number[]> {
  const list = await app.inject({ method: 'GET', url: '/api/edl?p=1&l=100', headers });
  expect(list.statusCode, list.body).toBe(200);
  return list
    .json<{ id: number }[]>()
    .map((report) => report.id)
    .sort((a, b) => a - b);
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-drill-'));
  await fs.chmod(work, 0o755);
  server = await startTestServer({ env: { STORAGE_URL: '' } });
});

afterAll(async () => {
  await server?.close();
  await fs.rm(work, { recursive: true, force: true });
});

describe('restore drill on the default install (embedded PostgreSQL, files)', () => {
  it(
    'backs up under upload load and restores every report, photo and PDF byte for byte',
    { timeout: 300_000 },
    async () => {
      expect(server.storageEnv).toEqual({});
      const admin = await adminHeaders(server.app);
      const account = await createAccount(
        server.app,
        admin,
        'drill-a',
        await createGroup(server.app, admin, 'Agence Exercice', false),
      );
      const save = (n: number) => {
        const set = photoSet(3, 500 + n, 150_000);
        return saveWithPhotos(
          server.app,
          account.headers,
          uploadReport(account.profileId, set, { localId: 1_700_000_100_000 + n }),
          set,
        );
      };
      const before: number[] = [];
      for (let n = 0; n < 12; n += 1) before.push(await save(n));
      const pdfIds = before.slice(0, 3);
      for (const id of pdfIds)
        await server.app.inject({
          method: 'POST',
          url: `/api/edl/${id}/pdf/generate`,
          headers: account.headers,
        });
      await until(async () => {
        for (const id of pdfIds) {
          const pdf = await server.app.inject({
            method: 'GET',
            url: `/api/edl/${id}.pdf`,
            headers: account.headers,
          });
          if (pdf.statusCode !== 200) return false;
        }
        return true;
      }, 120_000);

      // Uploads keep arriving while the backup runs beside the server.
      let uploading = true;
      const during: number[] = [];
      const uploads = (async () => {
        for (let n = 100; uploading; n += 1) during.push(await save(n));
      })();
      const started = Date.now();
      const backup = await runCli(['backup', 'saved'], { DATA_DIR: server.dataDir });
      const backupMs = Date.now() - started;
      uploading = false;
      await uploads;
      expect(backup.out).toMatch(/backup written to /);
      expect(backup.code).toBe(0);
      expect(during.length).toBeGreaterThan(0);

      const [folder] = (await fs.readdir(path.join(work, 'saved'))).filter((name) =>
        name.startsWith('constat-'),
      );
      const backupDir = path.join(work, 'saved', folder ?? '');
      const manifest = JSON.parse(await fs.readFile(path.join(backupDir, 'manifest.json'), 'utf8')) as {
        tables: { name: string; rows: number }[];
        database: { bytes: number };
        blobs: { count: number; bytes: number };
        missingBlobs: string[];
      };
      expect(manifest.missingBlobs).toEqual([]);
      const inBackup = manifest.tables.find((table) => table.name === 'reports')?.rows ?? 0;
      expect(inBackup).toBeGreaterThanOrEqual(before.length);
      const original = await seen(server.app, account.headers, await listIds(server.app, account.headers));

      const restoredDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-drill-restored-'));
      const restoreStarted = Date.now();
      const restore = await runCli(['restore', path.join('saved', folder ?? '')], { DATA_DIR: restoredDir });
      const restoreMs = Date.now() - restoreStarted;
      expect(restore.out).toContain(`restored ${inBackup} reports, ${inBackup * 3} photos, 3 PDFs`);
      expect(restore.code).toBe(0);
      // The self-signed seal came along: the restored server signs as the original did.
      const seal = (dir: string) => fs.readFile(path.join(dir, 'seal', 'self-signed.json'), 'utf8');
      expect(await seal(restoredDir)).toBe(await seal(server.dataDir));
      expect((await fs.stat(backupDir)).mode & 0o777).toBe(0o700);
      console.log(
        `drill: ${inBackup} reports (${during.length} uploaded during the backup), ${manifest.blobs.count} blobs; ` +
          `backup ${backupMs} ms, ${((manifest.database.bytes + manifest.blobs.bytes) / 1e6).toFixed(1)} MB ` +
          `(database ${(manifest.database.bytes / 1e3).toFixed(0)} kB); restore ${restoreMs} ms`,
      );

      const embedded = await startEmbeddedPostgres(restoredDir, () => undefined);
      const config = readConfig({
        DATA_DIR: restoredDir,
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(restoredDir, 'no-web'),
      });
      const database = await openDatabase(embedded.url, config.databasePoolSize);
      const app = await buildApp({ config, database });
      try {
        const headers = bearer(
          (await login(app, { username: 'drill-a', password: 'drill-a-password-1' })).token,
        );
        const ids = await listIds(app, headers);
        // Every report saved before the backup, and only reports the original has.
        expect(ids).toHaveLength(inBackup);
        for (const id of before) expect(ids).toContain(id);
        const restored = await seen(app, headers, ids);
        for (const id of ids) expect(restored[id]).toEqual(original[id]);
        for (const id of pdfIds) expect(restored[id]?.pdf).not.toBeNull();
        // A report saved on the restored server gets a new id, after every restored one.
        const set = photoSet(1, 999);
        const next = await saveWithPhotos(
          app,
          headers,
          uploadReport(account.profileId, set, { localId: 1_700_000_199_999 }),
          set,
        );
        expect(next).toBeGreaterThan(Math.max(...ids));
      } finally {
        await app.close();
        await database.close();
        await embedded.stop();
        await fs.rm(restoredDir, { recursive: true, force: true });
      }
    },
  );
});
