/**
 * One process or three behind nginx (docs/operations/deployment.md "Behind nginx"), in one run on one
 * database: the saved list's p99 at 50 concurrent clients and reports uploaded per second (8 devices
 * at once, photos first), through nginx running the documented site with one upstream, then with
 * three. Prints both and their ratio (3 / 1). On a 2-core machine three processes add no CPU: the
 * ratio shows the cost of the extra processes and the proxying, expected about 1 with no error.
 *
 * One process, then three (each its own port, one DATA_DIR whose blob files they share, as on a shared
 * file system), each time behind nginx; the database pools of the three add up to the one's.
 * The database `constat_bench_cluster` (BENCH_CLUSTER_DATABASE_NAME) on DATABASE_URL's server is
 * dropped, made and seeded with the reports bench's 100,000 reports in 50 groups, then dropped.
 * Run with `npm run bench -w bench -- cluster`; never part of `npm test`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CLUSTER_ADMIN_PASSWORD, startCluster } from '../apps/server/test/cluster/cluster.ts';
import type { Cluster } from '../apps/server/test/cluster/cluster.ts';
import { makeJpeg, sha256 } from '../apps/server/test/images.ts';
import { eachAtMost, IMAGES_AT_ONCE } from '../apps/web/src/features/saving/eachAtMost.ts';
import { report } from './reports.bench.ts';
import { backendPids, cpuOf, type CpuFigures } from './reports/cpu.ts';
import { Client, closedLoop, formatLoad, type LoadFigures } from './reports/http.ts';
import { benchLogin, seedReports } from './reports/seed.ts';

const DATABASE = process.env.BENCH_CLUSTER_DATABASE_NAME ?? 'constat_bench_cluster';
const SHAPE = { reports: 100_000, groups: 50, usersPerGroup: 10 };
const LIST_SECONDS = 10;
const UPLOAD = { devices: 8, reports: 200, photos: 4, photoBytes: 100_000 };

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(server: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

interface Figures {
  list: LoadFigures;
  /** CPU ms per list request: the server processes together, their PostgreSQL backends, the generator. */
  listCpu: CpuFigures;
  uploadsPerSecond: number;
  uploadErrors: number;
}

/** The saved list, then the uploads, through the cluster's nginx; `seed` keeps each run's photos new. */
async function measure(label: string, cluster: Cluster, database: string, seed: number): Promise<Figures> {
  const client = new Client(Number(new URL(cluster.nginx.base).port), 64);
  const sql = new pg.Client({ connectionString: database });
  await sql.connect();
  try {
    const login = async (username: string) => {
      const body = Buffer.from(JSON.stringify({ username, password: CLUSTER_ADMIN_PASSWORD }));
      const answer = await client.request('POST', '/api/login', { 'content-type': 'application/json' }, body);
      if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status}`);
      const { token } = JSON.parse(answer.body.toString()) as { token: string };
      return { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    };
    const users: Record<string, string>[] = [];
    for (let g = 1; g <= SHAPE.groups; g++) users.push(await login(benchLogin(g, 1)));
    const userList = (i: number) => ({
      path: `/api/edl?o=${(i % 10) * 20}`,
      headers: users[i % users.length] ?? {},
    });
    // Warm-up: every process's pooled connections prepare their statements.
    await closedLoop(client, 50, 3, userList);
    const pids = cluster.processes.map((server) => server.child.pid ?? 0);
    const { result: list, cpu } = await cpuOf(
      pids,
      () => backendPids(sql, new URL(database).pathname.slice(1)),
      () => closedLoop(client, 50, LIST_SECONDS, userList),
    );
    const per = (ms: number) => (ms / list.requests).toFixed(2);
    console.log(formatLoad(`  ${label}: saved list, 50 clients`, list, 50));
    console.log(
      `${''.padEnd(46)}CPU per request: servers ${per(cpu.server)} ms, PostgreSQL ${per(cpu.database)} ms, ` +
        `load generator ${per(cpu.loadGenerator)} ms`,
    );

    const headers = users[0] ?? {};
    const me = await client.request('GET', '/api/me', headers);
    const profileId = (JSON.parse(me.body.toString()) as { profiles: { id: number }[] }).profiles[0]?.id ?? 0;
    let next = seed;
    const uploads = Array.from({ length: UPLOAD.reports }, (_, r) => {
      const photos = Array.from({ length: UPLOAD.photos }, () => makeJpeg(64, 48, next++, UPLOAD.photoBytes));
      return { photos, localId: seed * 1000 + r };
    });
    let errors = 0;
    const send = async ({ photos, localId }: (typeof uploads)[number]) => {
      await eachAtMost(IMAGES_AT_ONCE, photos, async (bytes) => {
        const url = `/api/photos/${sha256(bytes)}`;
        if ((await client.request('HEAD', url, headers)).status === 200) return;
        const put = await client.request('PUT', url, { ...headers, 'content-type': 'image/jpeg' }, bytes);
        if (put.status !== 201) errors++;
      });
      const body = Buffer.from(JSON.stringify(report(profileId, photos, localId)));
      const saved = await client.request(
        'POST',
        '/api/edl',
        { ...headers, 'content-type': 'application/json', 'idempotency-key': `cluster:${localId}` },
        body,
      );
      if (saved.status !== 201) errors++;
    };
    const queue = [...uploads];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: UPLOAD.devices }, async () => {
        for (let item = queue.shift(); item; item = queue.shift()) await send(item);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const uploadsPerSecond = UPLOAD.reports / seconds;
    console.log(
      `  ${label}: ${UPLOAD.reports} reports of ${UPLOAD.photos} photos (${UPLOAD.photoBytes / 1000} kB) ` +
        `from ${UPLOAD.devices} devices at once: ${seconds.toFixed(1)} s, ${uploadsPerSecond.toFixed(1)} reports/s, ` +
        `errors ${errors}`,
    );
    return { list, listCpu: cpu, uploadsPerSecond, uploadErrors: errors };
  } finally {
    client.close();
    await sql.end();
  }
}

export async function runClusterBenchmark(): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!server) {
    console.log('cluster: skipped (set DATABASE_URL to a PostgreSQL server; a database is made on it)');
    return;
  }
  const cores = os.availableParallelism();
  console.log(`cluster: 1 and 3 server processes behind nginx, ${cores} CPUs, database ${DATABASE}`);
  await admin(server, `drop database if exists ${DATABASE} with (force)`);
  await admin(server, `create database ${DATABASE}`);
  const url = databaseUrl(server, DATABASE);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-bench-cluster-'));
  const figures: Figures[] = [];
  try {
    for (const count of [1, 3]) {
      const cluster = await startCluster(
        count,
        {
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: String(poolSize(count)),
          LOGIN_LIMIT_PER_IP: '100000',
          RENDER_WORKERS: '1',
        },
        { sharedDataDir: dataDir },
      );
      try {
        if (count === 1) await seed(url);
        const label = count === 1 ? '1 process  ' : `${count} processes`;
        console.log(`  ${label}: DATABASE_POOL_SIZE ${poolSize(count)} each`);
        figures.push(await measure(label, cluster, url, count * 1_000_000));
      } finally {
        await cluster.stop();
      }
    }
    const [one, three] = figures as [Figures, Figures];
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log(
      `  ratio 3 / 1: saved list p99 ${ratio(three.list.p99, one.list.p99)} (lower is better), ` +
        `list requests/s ${ratio(three.list.perSecond, one.list.perSecond)}, ` +
        `uploads/s ${ratio(three.uploadsPerSecond, one.uploadsPerSecond)}, servers' CPU per list request ` +
        `${ratio(three.listCpu.server / three.list.requests, one.listCpu.server / one.list.requests)}; errors: ` +
        `${one.list.errors + one.uploadErrors} with 1, ${three.list.errors + three.uploadErrors} with 3`,
    );
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
    await admin(server, `drop database if exists ${DATABASE} with (force)`);
  }
}

/**
 * Connections per process: the default's (2 × cores + 2) in all, one each for listening to events
 * and the rest shared (docs/operations/configuration.md): the database does the same work either way.
 */
function poolSize(processes: number): number {
  const total = 2 * os.availableParallelism() + 2;
  return Math.max(2, Math.ceil((total - 1) / processes) + 1);
}

async function seed(url: string): Promise<void> {
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const seeding = performance.now();
  await seedReports(sql, SHAPE);
  await sql.end();
  console.log(`  seeded ${SHAPE.reports} reports in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
}

if (import.meta.main) await runClusterBenchmark();
