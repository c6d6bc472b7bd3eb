/**
 * The server as `npm start` runs it: a real process with its own embedded PostgreSQL under DATA_DIR.
 * First start creates the super admin with a password printed once; a second server refuses the
 * same directory; SIGTERM stops the server and its PostgreSQL cleanly (lock released, exit 0).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstUnreachableFolder } from '../src/db/embedded.ts';
import { freePort, killStartedServers, startServer, waitForHealth } from './serverProcess.ts';

const isRoot = process.getuid?.() === 0;

afterAll(killStartedServers);

describe('the server process with its embedded PostgreSQL', () => {
  it('bootstraps an admin, guards its data directory, and stops cleanly on SIGTERM', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-process-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitForHealth(port);

    const password = /password '([^']+)' \(shown once\)/.exec(first.output())?.[1];
    expect(password).toBeTruthy();
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);

    const second = startServer(dataDir, await freePort());
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('is in use by another Constat server');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM received, shutting down');
    await expect(fs.access(path.join(dataDir, 'server.lock'))).rejects.toThrow();
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    await expect(fs.access(pidFile)).rejects.toThrow();

    // A restart on the same directory keeps the data: same admin, no new password printed.
    const again = startServer(dataDir, port);
    await waitForHealth(port);
    expect(again.output()).not.toContain('shown once');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 120_000);
});

/** Whether `pid` is a live process (a zombie, which no longer runs, counts as gone). */
async function running(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat !== null && !/^\d+ \(.*\) Z/.test(stat);
}

const postmasterPid = async (dataDir: string) =>
  Number((await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);

/**
 * As root, PostgreSQL runs as 'postgres' and takes a pid it may not signal (another user's) for no
 * live postmaster: the processes playing a reused pid run as 'postgres' too, as its own would.
 */
function asPostgres(): { uid?: number; gid?: number } {
  if (!isRoot) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

describe('a restart after a crash', () => {
  let dataDir: string;
  let port: number;
  /** A process that is neither Constat nor PostgreSQL, to play a reused pid. */
  let stranger: ChildProcess;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-crash-'));
    port = await freePort();
    stranger = spawn('sleep', ['600'], { stdio: 'ignore', ...asPostgres() });
    const first = startServer(dataDir, port);
    await waitForHealth(port);
    first.child.kill('SIGTERM');
    await first.exited;
  }, 60_000);
  afterAll(async () => {
    stranger.kill('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('after SIGKILL: stops the orphan PostgreSQL, removes temporary files, healthy within 15 s', async () => {
    const server = startServer(dataDir, port);
    await waitForHealth(port);
    const orphan = await postmasterPid(dataDir);
    const part = path.join(dataDir, 'blobs', 'tmp', `${'a'.repeat(64)}.0123456789ab.part`);
    await fs.writeFile(part, '');
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await running(orphan)).toBe(true);

    const startedAt = Date.now();
    const again = startServer(dataDir, port);
    await waitForHealth(port, 15_000);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(await running(orphan)).toBe(false);
    await expect(fs.access(part)).rejects.toThrow();
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);

  it('a lock or postmaster.pid naming a reused pid (another program now) does not block the start', async () => {
    const pid = String(stranger.pid);
    await fs.writeFile(path.join(dataDir, 'server.lock'), pid);
    await fs.writeFile(
      path.join(dataDir, 'postgres', 'postmaster.pid'),
      `${pid}\n${path.join(dataDir, 'postgres')}\n1795628771\n5999\n/tmp\n127.0.0.1\n  2146946         9\nready   \n`,
    );
    const server = startServer(dataDir, port);
    await waitForHealth(port, 15_000);
    expect(await running(stranger.pid ?? 0)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('the same for a postmaster.pid naming a process that exited but is not reaped yet (a zombie)', async () => {
    // The shell's background child exits at once; `sleep 5`, which the shell became, never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 5'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      ...asPostgres(),
    });
    const zombie = Number(await new Promise<string>((resolve) => parent.stdout?.once('data', resolve)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await fs.readFile(`/proc/${zombie}/stat`, 'utf8')).toMatch(/^\d+ \(sleep\) Z/);
    await fs.writeFile(
      path.join(dataDir, 'postgres', 'postmaster.pid'),
      `${zombie}\n${path.join(dataDir, 'postgres')}\n1795628771\n5999\n/tmp\n127.0.0.1\n  2146946         9\nready   \n`,
    );
    const server = startServer(dataDir, port);
    await waitForHealth(port, 15_000, server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    parent.kill('SIGKILL');
  }, 60_000);

  it('the same for a lock naming a live process started at another time than the one recorded', async () => {
    const lock = { pid: process.pid, startTime: 1, bootId: 'another-boot' };
    await fs.writeFile(path.join(dataDir, 'server.lock'), JSON.stringify(lock));
    const server = startServer(dataDir, port);
    await waitForHealth(port, 15_000);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('when PostgreSQL cannot start, says why in one line (never an uncaught undefined)', async () => {
    // A setting PostgreSQL refuses (a major version it cannot open is said before: pg-major.test.ts).
    const settings = path.join(dataDir, 'postgres', 'postgresql.auto.conf');
    const kept = await fs.readFile(settings, 'utf8');
    await fs.appendFile(settings, "shared_buffers = 'banana'\n");
    const server = startServer(dataDir, port);
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^Cannot start the embedded PostgreSQL of .*: .*FATAL: .*postgresql\.auto\.conf/,
    );
    expect(server.output()).not.toContain('undefined');
    await fs.writeFile(settings, kept);
    await expect(fs.access(path.join(dataDir, 'server.lock'))).rejects.toThrow();
  }, 60_000);
});

describe('started by root from a folder other users cannot enter (mode 0700)', () => {
  it.skipIf(!isRoot)('stops with one line saying what to do, not a crash', async () => {
    const home = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-home-'));
    await fs.chmod(home, 0o700);
    const dataDir = path.join(home, 'data');
    const server = startServer(dataDir, await freePort());
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`cannot enter ${home} (mode 0700) to reach DATA_DIR ${dataDir}`);
    expect(lines[0]).toContain(
      'Set DATA_DIR to a folder other users can enter (e.g. DATA_DIR=/var/lib/constat)',
    );
    expect(lines[0]).not.toContain('EACCES');
    await fs.rm(home, { recursive: true, force: true });
  });

  it("finds the first folder on the way the 'postgres' user cannot enter", async () => {
    const top = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-reach-'));
    const inner = path.join(top, 'a', 'b');
    await fs.mkdir(inner, { recursive: true });
    await fs.writeFile(path.join(inner, 'initdb'), '');
    const stranger = { uid: 65534, gid: 65534 };
    await fs.chmod(top, 0o755);
    expect(await firstUnreachableFolder(path.join(inner, 'initdb'), stranger)).toBeNull();
    await fs.chmod(path.join(top, 'a'), 0o700);
    expect(await firstUnreachableFolder(path.join(inner, 'initdb'), stranger)).toBe(path.join(top, 'a'));
    await fs.chmod(path.join(top, 'a'), 0o711);
    expect(await firstUnreachableFolder(inner, stranger)).toBeNull();
    // The owner's and the group's bits count for them.
    const owner = await fs.stat(top);
    await fs.chmod(top, 0o700);
    expect(await firstUnreachableFolder(inner, { uid: owner.uid, gid: 12345 })).toBeNull();
    expect(await firstUnreachableFolder(inner, stranger)).toBe(top);
    await fs.chmod(top, 0o710);
    expect(await firstUnreachableFolder(inner, { uid: 12345, gid: owner.gid })).toBeNull();
    await fs.chmod(top, 0o755);
    await fs.rm(top, { recursive: true, force: true });
  });
});
