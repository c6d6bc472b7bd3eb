/**
 * The product as the Playwright suite starts it (e2e/playwright.config.ts `webServer`): the server of
 * `npm start` with a fresh embedded PostgreSQL, serving the built web app. The browser reaches it
 * through a gate on E2E_PORT that the flow can close: a closed gate refuses connections and drops the
 * open ones, as a stopped server does, without waiting for PostgreSQL to stop and start again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';

export const ADMIN = { login: 'admin', password: 'constat-admin-pw' };
const REPO = path.resolve(import.meta.dirname, '..', '..');

export interface Product {
  /** What the browser opens: the gate's address. */
  readonly url: string;
  /** The server itself, for the checks made through its API. */
  readonly apiUrl: string;
  block(): Promise<void>;
  unblock(): Promise<void>;
  stop(): Promise<void>;
}

export async function startProduct(port: number): Promise<Product> {
  const serverPort = port + 1;
  const dataDir = path.join(os.tmpdir(), `constat-engines-${process.pid}`);
  const server = spawn(process.execPath, [path.join(REPO, 'apps/server/src/main.ts')], {
    cwd: path.join(REPO, 'e2e'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(serverPort),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      ADMIN_LOGIN: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '1000',
      DATABASE_URL: '',
    },
  });
  let serverErrors = '';
  let stopping = false;
  server.stderr?.on('data', (chunk: Buffer) => {
    serverErrors += chunk.toString();
    // Its database connections closing as it stops are no news.
    if (!stopping) process.stderr.write(chunk);
  });
  const apiUrl = `http://localhost:${serverPort}`;
  try {
    await waitForHealth(apiUrl, server, () => serverErrors);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  const gate = new Gate(port, serverPort);
  await gate.open();
  return {
    url: `http://localhost:${port}`,
    apiUrl,
    block: () => gate.close(),
    unblock: () => gate.open(),
    stop: async () => {
      stopping = true;
      await gate.close();
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, server: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped while starting:\n${errors()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url}/api/health within 120 s`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** A TCP pass-through from `port` to `target` that can refuse connections and drop the open ones. */
class Gate {
  private listener: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  private readonly port: number;
  private readonly target: number;

  constructor(port: number, target: number) {
    this.port = port;
    this.target = target;
  }

  open(): Promise<void> {
    if (this.listener) return Promise.resolve();
    const listener = net.createServer((client) => {
      const upstream = net.connect(this.target, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    this.listener = listener;
    return new Promise((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(this.port, () => resolve());
    });
  }

  close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    for (const socket of this.sockets) socket.destroy();
    if (!listener) return Promise.resolve();
    return new Promise((resolve) => listener.close(() => resolve()));
  }
}
