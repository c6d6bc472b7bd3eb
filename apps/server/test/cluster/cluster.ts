/**
 * Three real server processes (`src/main.ts`, as `npm start` runs it) on one PostgreSQL database and
 * one S3 server, each with its own DATA_DIR and port, behind nginx running the documented site
 * (docs/operations/nginx-constat.conf): the deployment of docs/operations/deployment.md "Behind
 * nginx", for the cluster test and the bench.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../serverProcess.ts';
import { startNginx, type Nginx } from './nginx.ts';

export const CLUSTER_ADMIN_PASSWORD = 'cluster-admin-password';

export interface Cluster {
  nginx: Nginx;
  ports: number[];
  processes: ServerProcess[];
  /** SIGKILL of process `i`, and its exit. */
  kill(i: number): Promise<void>;
  /** Process `i` started again on its port and DATA_DIR; resolves once it is healthy. */
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `count` processes with `env` and nginx in front. `sharedDataDir`: one DATA_DIR for all (blobs in
 * its files, as on a shared file system) instead of a temporary one each (blobs in STORAGE_URL).
 */
export async function startCluster(
  count: number,
  env: Record<string, string>,
  { nginxPort, sharedDataDir }: { nginxPort?: number; sharedDataDir?: string } = {},
): Promise<Cluster> {
  const listen = nginxPort ?? (await freePort());
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const dataDirs = sharedDataDir
    ? ports.map(() => sharedDataDir)
    : await Promise.all(ports.map(() => fs.mkdtemp(path.join(os.tmpdir(), 'constat-cluster-'))));
  const processEnv = () => ({
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    ADMIN_PASSWORD: CLUSTER_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${listen}`,
    ...env,
  });
  const start = async (i: number) => {
    const server = startServer(dataDirs[i] as string, ports[i] as number, processEnv());
    processes[i] = server;
    await waitForHealth(ports[i] as number, 60_000, server);
  };
  const processes: ServerProcess[] = [];
  // The first applies the migrations and makes the first account, the others then start together
  // (they would wait on the migration lock anyway).
  await start(0);
  await Promise.all(ports.slice(1).map((_, i) => start(i + 1)));
  const nginx = await startNginx(ports, listen);
  return {
    nginx,
    ports,
    processes,
    async kill(i) {
      const server = processes[i] as ServerProcess;
      server.child.kill('SIGKILL');
      await server.exited;
    },
    restart: start,
    async stop() {
      await nginx.stop();
      await Promise.all(
        processes.map(async (server) => {
          if (server.child.exitCode === null && server.child.signalCode === null) {
            server.child.kill('SIGTERM');
            await server.exited;
          }
        }),
      );
      if (!sharedDataDir)
        await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    },
  };
}
