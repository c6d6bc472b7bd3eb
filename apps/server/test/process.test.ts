/**
 * The server as `npm start` runs it: a real process with its own embedded PostgreSQL under DATA_DIR.
 * First start creates the super admin with a password printed once; a second server refuses the
 * same directory; SIGTERM stops the server and its PostgreSQL cleanly (lock released, exit 0).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstUnreachableFolder } from '../src/db/embedded.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const started: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const isRoot = process.getuid?.() === 0;

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

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
