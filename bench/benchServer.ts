/**
 * The real product for a browser benchmark: the built web app served by the server as `npm start`
 * starts it, on its own port with its own embedded PostgreSQL in a temporary directory, an account
 * and a profile made through the API, and Debian's Chromium (never a downloaded browser).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

const ROOT = path.join(import.meta.dirname, '..');
const ADMIN = { login: 'admin', password: 'bench-admin-pw' };

export interface BenchServer {
  base: string;
  stop: () => Promise<void>;
}

export async function startServer(port: number): Promise<BenchServer> {
  const base = `http://localhost:${port}`;
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'constat-bench-'));
  const server: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_LOGIN: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (await answersHealth(base)) return { base, stop };
  await stop();
  throw new Error('the server did not start');
}

/** Whether the server at `base` answers its health check within a minute. */
async function answersHealth(base: string): Promise<boolean> {
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

export const API_BENCH_PASSWORD = 'constat-bench-admin';

/**
 * The API server alone (apps/server/src/main.ts) on `port` over the database `url`, its files in
 * `dataDir`, once it answers; `cpu` pins it to one core (taskset), as the list benchmarks measure it.
 */
export async function startApiServer(options: {
  url: string;
  dataDir: string;
  port: number;
  cpu?: number | null;
  env?: Record<string, string>;
  nodeArgs?: readonly string[];
}): Promise<ChildProcess> {
  const { url, dataDir, port, cpu = null, env = {}, nodeArgs = [] } = options;
  const node = [process.execPath, ...nodeArgs, 'src/main.ts'];
  const [command, ...args] = cpu === null ? node : ['taskset', '-c', String(cpu), ...node];
  const child = spawn(command as string, args, {
    cwd: path.join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      ADMIN_PASSWORD: API_BENCH_PASSWORD,
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (await answersHealth(`http://127.0.0.1:${port}`)) return child;
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

/** Logs in through the API and makes a profile; what the app keeps in localStorage to start signed in. */
export async function signedInSession(base: string): Promise<{ security: string; profileId: number }> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.login, password: ADMIN.password }),
  });
  const { token, refresh } = (await login.json()) as { token: string; refresh: string };
  const profile = await fetch(`${base}/api/profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Banc' }),
  });
  const { id } = (await profile.json()) as { id: number };
  return {
    security: JSON.stringify({ login: ADMIN.login, jwtToken: token, refreshToken: refresh }),
    profileId: id,
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
