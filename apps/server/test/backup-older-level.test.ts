/**
 * A backup of a database an earlier release migrated (up to PREVIOUS_RELEASE), restored by this
 * release: the restore rebuilds that earlier schema with the server's own migrations and loads the
 * rows into it; the server's start then applies the newer migrations, as after any upgrade, and
 * finds the agent's reports, photos and PDFs. On the default install's embedded PostgreSQL.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/backup.ts';
import { restoreBackup } from '../src/backup/restore.ts';
import { openBlobStore } from '../src/blobs/openBlobStore.ts';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import { appliedLevel } from '../src/db/migrator.ts';
import { bearer, createTestDatabase, login, startTestServer } from './harness.ts';
import { sha256 } from './images.ts';
import { AGENT, fillPreviousRelease, migrationsUpTo, PREVIOUS_RELEASE } from './previousRelease.ts';

delete process.env.DATABASE_URL;

const work: string[] = [];
async function folder(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  work.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of work) await fs.rm(dir, { recursive: true, force: true });
});

describe('a backup taken at an earlier migration level', () => {
  it(
    'restores into that schema, and the next start migrates it to this release',
    { timeout: 180_000 },
    async () => {
      const sourceDir = await folder('constat-older-');
      const source = await createTestDatabase(sourceDir);
      const migrations = await migrationsUpTo(
        PREVIOUS_RELEASE,
        path.join(await folder('constat-mig-'), 'drizzle'),
      );
      const old = await openDatabase(source.url, 2, migrations);
      const sourceBlobs = await openBlobStore(readConfig({ DATA_DIR: sourceDir }), { alone: false });
      const client = await old.pool.connect();
      const data = await fillPreviousRelease(client, sourceBlobs);
      const level = await appliedLevel(client);
      client.release();

      const into = await folder('constat-older-backups-');
      const { folder: backup, manifest } = await createBackup({
        database: old.pool,
        blobs: sourceBlobs,
        into,
        dataDir: sourceDir,
        log: () => undefined,
      });
      expect(manifest.migration).toEqual(level);
      await old.close();
      sourceBlobs.close();
      await source.drop();

      const targetDir = await folder('constat-older-restored-');
      const target = await createTestDatabase(targetDir);
      const targetBlobs = await openBlobStore(readConfig({ DATA_DIR: targetDir }), { alone: false });
      const summary = await restoreBackup({
        folder: backup,
        databaseUrl: target.url,
        blobs: targetBlobs,
        dataDir: targetDir,
        log: () => undefined,
      });
      targetBlobs.close();
      expect(summary.reports).toBe(2);
      const check = new pg.Client({ connectionString: target.url });
      await check.connect();
      expect(await appliedLevel(check)).toEqual(level);
      await check.end();

      // The start migrates the rest, as `npm start` does after an upgrade.
      const server = await startTestServer({
        existing: { ...target, dataDir: targetDir },
        env: { STORAGE_URL: '' },
      });
      try {
        const headers = bearer((await login(server.app, AGENT)).token);
        const list = await server.app.inject({ method: 'GET', url: '/api/edl', headers });
        expect(list.json<{ id: number }[]>().map((item) => item.id)).toEqual(
          expect.arrayContaining([data.entryId, data.exitId]),
        );
        for (const bytes of data.photos) {
          const photo = await server.app.inject({
            method: 'GET',
            url: `/api/edl/${data.entryId}/photos/${sha256(bytes)}`,
            headers,
          });
          expect(photo.rawPayload.equals(bytes)).toBe(true);
        }
        const pdf = await server.app.inject({ method: 'GET', url: `/api/edl/${data.entryId}.pdf`, headers });
        expect(pdf.rawPayload.equals(data.entryPdf)).toBe(true);
      } finally {
        await server.close();
      }
    },
  );
});
