/**
 * Saved reports at scale (docs/ARCHITECTURE.md "Budgets"), against the real server process on loopback and a
 * dedicated database on the machine's PostgreSQL (DATABASE_URL names the server; the database
 * `constat_bench` is dropped and re-created):
 * - 100,000 saved reports in 50 groups sharing their reports (seeded with generate_series);
 * - the saved list and its search at 50 concurrent clients: p99 under 50 ms. The server keeps the
 *   pages it answered (LIST_CACHE_MB): also timed with every group changing every 10 seconds and
 *   every second (pages built again after each change), and on a second server that keeps none.
 *   The requests take gzip, as the app's browsers do;
 * - a report with 20 photos (5 MB) stored, photos first, in under 300 ms median;
 * - 8 devices uploading such a report at once, and 8 single 5 MB photos at once: zero errors, server
 *   RSS under 512 MB (photos stream to disk).
 * - usage statistics (docs/ARCHITECTURE.md "Budgets"): per group, 'Tous les groupes' and per profile, p99
 *   under 200 ms; the bar chart's months per group and for 'Tous les groupes' too.
 * The load generator shares the machine with the server: each phase prints the CPU per request of
 * the server, its PostgreSQL backends and the load generator, the code's own cost whatever the
 * neighbours do. With taskset and 2+ CPUs the server is pinned to CPU 0 and the load generator to
 * the last CPU (BENCH_PIN=0: not pinned); PostgreSQL runs where the system puts it.
 * Run with `npm run bench -w bench -- reports` (or `list`, `stats`, `uploads` for a part);
 * BENCH_SERVER_NODE_ARGS passes options to the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
 * BENCH_KEEP_DB=1 keeps the seeded database for the next run. Slow (about two minutes), never
 * part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createReport, type LocalReport, type Module } from '@constat/domain';
import pg from 'pg';
import { makeJpeg, sha256 } from '../apps/server/test/images.ts';
import { eachAtMost, IMAGES_AT_ONCE } from '../apps/web/src/features/saving/eachAtMost.ts';
import { backendPids, cpuOf } from './reports/cpu.ts';
import { API_BENCH_PASSWORD, startApiServer } from './benchServer.ts';
import { Client, closedLoop, formatLoad, percentile } from './reports/http.ts';
import { benchLogin, seedReports } from './reports/seed.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3353);
// Another name (BENCH_DATABASE_NAME) lets two checkouts bench on one PostgreSQL without dropping each other's.
const DATABASE = process.env.BENCH_DATABASE_NAME ?? 'constat_bench';
const PASSWORD = API_BENCH_PASSWORD;
const SHAPE = { reports: 100_000, groups: 50, usersPerGroup: 10 };
const SEARCHES = [
  'dupre',
  'Hélène',
  'HELOISE',
  'saint-etienne',
  'rue des lilas',
  'étoile',
  'a42',
  'noel',
  'bénard',
];

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const AT_ONCE = Number(process.env.BENCH_IMAGES_AT_ONCE ?? IMAGES_AT_ONCE);

/** A fresh database, or with BENCH_KEEP_DB=1 the one a previous run seeded (true: seeded). */
async function prepareDatabase(server: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
  await admin.connect();
  try {
    if (KEEP_DB) {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
      if (exists.rowCount) {
        const bench = new pg.Client({ connectionString: databaseUrl(server, DATABASE) });
        await bench.connect();
        const seeded = await bench
          .query<{ n: number }>(`select count(*)::int as n from groups where name like 'Agence bench %'`)
          .then((result) => result.rows[0]?.n === SHAPE.groups)
          .catch(() => false);
        await bench.end();
        if (seeded) return true;
      }
    }
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
    return false;
  } finally {
    await admin.end();
  }
}

/** CPUs to pin the server and the load generator to, when taskset is there and 2+ CPUs are. */
function pinning(): { server: number; load: number } | null {
  const cpus = os.availableParallelism();
  if (process.env.BENCH_PIN === '0' || cpus < 2) return null;
  const taskset = spawnSync('taskset', ['-pc', String(cpus - 1), String(process.pid)], { stdio: 'ignore' });
  return taskset.status === 0 ? { server: 0, load: cpus - 1 } : null;
}

const NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

function startServer(
  url: string,
  dataDir: string,
  cpu: number | null,
  port = PORT,
  env: Record<string, string> = {},
) {
  return startApiServer({ url, dataDir, port, cpu, env, nodeArgs: NODE_ARGS });
}

/** The server's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** A signed report with one photo per element, room after room (the cluster bench sends it too). */
export function report(profileId: number, photos: readonly Buffer[], localId: number): LocalReport {
  const created = createReport({
    edlIO: 'Entrant',
    template: 'default',
    now: localId,
    info: {
      bien: {
        genre: 'Appartement',
        typeLogement: 'T3',
        etat: 'Bon état',
        meuble: 'non',
        presenceCave: 'non',
        presenceParking: 'non',
        presenceGrenier: 'non',
        mandataire: 'Agence du Centre',
        addr: '12 rue des Lilas',
        codePostal: '69003',
        ville: 'Lyon',
        etage: '2',
        numAppart: '21',
      },
      owner: { proprietaireNom: 'M. Durand' },
      renter: { name: 'Hélène Dupré', email: 'helene@example.fr', tel: '0600000000', represented: false },
      nbRenters: 1,
      nbExtraEmails: 0,
    },
  });
  // One photo per element, as an agent takes them, room after room.
  let next = 0;
  const edl = created.edl.map((module: Module) => ({
    ...module,
    entry: module.entry.map((entry) => {
      const bytes = photos[next];
      if (!bytes) return entry;
      const photo = [
        { _ref: `ref:${localId}:${next}`, _context: `${module.id}.${entry.id}`, sha256: sha256(bytes) },
      ];
      next++;
      return { ...entry, rate: { ...entry.rate, photo } };
    }),
  }));
  return { ...created, open: false, profileId, edl };
}

export type ReportsPart = 'list' | 'stats' | 'uploads';
const PARTS: readonly ReportsPart[] = ['list', 'stats', 'uploads'];

export async function runReportsBenchmark(parts: readonly ReportsPart[] = PARTS): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!server) {
    console.log(
      'reports: skipped (set DATABASE_URL to a PostgreSQL server; a constat_bench database is made on it)',
    );
    return;
  }
  console.log(
    `reports: ${SHAPE.reports} saved reports in ${SHAPE.groups} groups, server on 127.0.0.1:${PORT}`,
  );
  const seeded = await prepareDatabase(server);
  const url = databaseUrl(server, DATABASE);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-bench-'));
  const pinned = pinning();
  console.log(
    pinned
      ? `  server pinned to CPU ${pinned.server}, load generator to CPU ${pinned.load} (PostgreSQL not pinned)`
      : '  not pinned (no taskset, one CPU, or BENCH_PIN=0)',
  );
  const child = await startServer(url, dataDir, pinned?.server ?? null);
  const client = new Client(PORT, 64);
  try {
    const seeding = performance.now();
    const sql = new pg.Client({ connectionString: url });
    await sql.connect();
    if (seeded) console.log('  seeded database kept from a previous run (BENCH_KEEP_DB=1)');
    else {
      await seedReports(sql, SHAPE);
      console.log(`  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    }

    const login = async (username: string) => {
      const body = Buffer.from(JSON.stringify({ username, password: PASSWORD }));
      const answer = await client.request('POST', '/api/login', { 'content-type': 'application/json' }, body);
      // Every request then says what the app's browsers say: they take gzip.
      return {
        authorization: `Bearer ${(JSON.parse(answer.body.toString()) as { token: string }).token}`,
        'accept-encoding': 'gzip, deflate, br',
      };
    };
    const users: Record<string, string>[] = [];
    for (let g = 1; g <= SHAPE.groups; g++) users.push(await login(benchLogin(g, 1)));
    const admin = await login('admin');
    const user = (i: number) => users[i % users.length] ?? {};
    const search = (i: number) => `/api/edl?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length] as string)}`;
    const page = (i: number) => `/api/edl?o=${(i % 10) * 20}`;
    // A group user's request, of the list (a page of it) and of a search.
    const userList = (i: number) => ({ path: page(i), headers: user(i) });
    const userSearch = (i: number) => ({ path: search(i), headers: user(i) });

    // Warm-up, then the machine's ceiling for any request (health: one `select 1`), then the
    // budgets: group users (2,000 reports each) at 50 concurrent clients. Each phase also prints
    // the CPU per request of the server, of its PostgreSQL backends and of the load generator.
    const backends = () => backendPids(sql, DATABASE);
    const phase = async (
      name: string,
      seconds: number,
      next: (i: number) => { path: string; headers: Record<string, string> },
      budget?: number,
      clients = 50,
      target = { pid: child.pid ?? 0, client },
    ) => {
      const { result, cpu } = await cpuOf(target.pid, backends, () =>
        closedLoop(target.client, clients, seconds, next),
      );
      const per = (ms: number) => (ms / result.requests).toFixed(2);
      console.log(formatLoad(`  ${name}`, result, budget));
      console.log(
        `${''.padEnd(46)}CPU per request: server ${per(cpu.server)} ms, PostgreSQL ${per(cpu.database)} ms, ` +
          `load generator ${per(cpu.loadGenerator)} ms`,
      );
    };
    // Warm-up of every request kind timed below: each of the server's pooled connections prepares
    // its statements and PostgreSQL settles on their generic plans (the first executions are
    // planned one by one), as on a server that has been running for a while.
    await closedLoop(client, 50, 3, (i) =>
      i % 2 === 0
        ? { path: page(i), headers: i % 10 === 0 ? admin : user(i) }
        : { path: search(i), headers: i % 10 === 1 ? admin : user(i) },
    );
    const load = os.loadavg().map((n) => n.toFixed(1));
    console.log(
      `  load average ${load.join(' ')} on ${os.cpus().length} CPUs before the runs; every phase: 50 concurrent clients unless it says otherwise`,
    );
    await phase('baseline: GET /api/health', 5, () => ({ path: '/api/health', headers: {} }));
    if (parts.includes('list')) {
      await phase('list, group users', 10, userList, 50);
      await phase('search, group users', 10, userSearch, 50);
      // The pages the server keeps (LIST_CACHE_MB) are built again after every change to their
      // group: here every group changes every 10 seconds (thousands of saves and edits a day for
      // each agency, more than any makes), then every second.
      for (const [every, periodMs] of [
        ['10 seconds', 10_000],
        ['second', 1_000],
      ] as const) {
        const changes = await changingEveryGroup(url, periodMs);
        await phase(`list, every group changing each ${every}`, 10, userList, 50);
        await phase(`search, every group changing each ${every}`, 10, userSearch, 50);
        console.log(`${''.padEnd(46)}${await changes.stop()} changes made during these two phases`);
      }
      // And with no page kept at all (LIST_CACHE_MB=0): every request builds its page.
      const uncached = await startServer(url, dataDir, pinned?.server ?? null, PORT + 1, {
        LIST_CACHE_MB: '0',
      });
      const uncachedClient = new Client(PORT + 1, 64);
      try {
        const target = { pid: uncached.pid ?? 0, client: uncachedClient };
        await closedLoop(uncachedClient, 50, 3, (i) => (i % 2 === 0 ? userList(i) : userSearch(i)));
        await phase('list, no page kept (LIST_CACHE_MB=0)', 10, userList, 50, 50, target);
        await phase('search, no page kept (LIST_CACHE_MB=0)', 10, userSearch, 50, 50, target);
      } finally {
        uncachedClient.close();
        uncached.kill('SIGTERM');
        await new Promise((resolve) => uncached.on('exit', resolve));
      }
      // The super admin sees all 100,000.
      await phase('list, super admin (100,000)', 5, (i) => ({
        path: page(i),
        headers: admin,
      }));
      await phase('search, super admin (100,000)', 5, (i) => ({ path: search(i), headers: admin }));
    }
    if (parts.includes('stats')) {
      // Usage statistics (docs/ARCHITECTURE.md "Budgets": under 200 ms p99): every report of a group's
      // subtree, or all 100,000 for 'Tous les groupes'; over everything (whole months only), over the
      // screens' default range (the first of the month to today: this month counted whole) and
      // over a year that starts and ends mid-month (whole months and the days around them).
      // 'Tous les groupes' is a super admin's screen: also timed at 5 super admins at once.
      const day = (date: Date) => date.toISOString().slice(0, 10);
      const today = new Date();
      const ranges = {
        everything: 'start_date=2000-01-01&end_date=2100-12-31',
        'this month': `start_date=${day(today).slice(0, 8)}01&end_date=${day(today)}`,
        'a year from mid-month': `start_date=${day(new Date(today.getTime() - 365 * 86_400_000))}&end_date=${day(today)}`,
      };
      for (const [name, range] of Object.entries(ranges)) {
        await phase(
          `stats per group, ${name}`,
          5,
          (i) => ({
            path: `/api/edl/stats/admin?group_id=${(i % SHAPE.groups) + 1}&${range}`,
            headers: admin,
          }),
          200,
        );
        await phase(
          `stats all groups, ${name}`,
          5,
          () => ({ path: `/api/edl/stats/admin?group_id=all&${range}`, headers: admin }),
          200,
        );
        await phase(
          `stats all groups, ${name}, 5 clients`,
          5,
          () => ({ path: `/api/edl/stats/admin?group_id=all&${range}`, headers: admin }),
          200,
          5,
        );
        // The bar chart's months (fetched beside the totals): the same rows grouped by month.
        await phase(
          `stats per month all groups, ${name}`,
          5,
          () => ({ path: `/api/edl/stats/admin/months?group_id=all&${range}`, headers: admin }),
          200,
        );
        await phase(
          `stats per month per group, ${name}`,
          5,
          (i) => ({
            path: `/api/edl/stats/admin/months?group_id=${(i % SHAPE.groups) + 1}&${range}`,
            headers: admin,
          }),
          200,
        );
        await phase(
          `stats per profile, ${name}`,
          5,
          (i) => ({ path: `/api/edl/stats/user?${range}`, headers: user(i) }),
          200,
        );
      }
    }
    if (parts.includes('list')) await measureTrigramIndex(sql);
    if (parts.includes('uploads')) await uploads(client, child.pid ?? 0, user(0), backends);
    await sql.end();
  } finally {
    client.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
    if (!KEEP_DB) {
      const admin = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
      await admin.connect();
      await admin.query(`drop database if exists ${DATABASE} with (force)`);
      await admin.end();
    }
  }
}

/**
 * Changes one report of each group in turn, so that every group changes once per `periodMs`, as an
 * agent's save or edit would; `stop()` answers how many changes were made.
 */
async function changingEveryGroup(url: string, periodMs: number): Promise<{ stop: () => Promise<number> }> {
  const writer = new pg.Client({ connectionString: url });
  await writer.connect();
  let made = 0;
  let group = 0;
  let pending = Promise.resolve();
  const timer = setInterval(() => {
    group = (group % SHAPE.groups) + 1;
    const target = group;
    pending = pending.then(async () => {
      await writer.query(
        `update reports set comment = 'Relu le ' || now()
         where id = (select max(id) from reports where group_id = (select id from groups where name = $1))`,
        [`Agence bench ${target}`],
      );
      made++;
    });
  }, periodMs / SHAPE.groups);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      await writer.end();
      return made;
    },
  };
}

/** The search's SQL over all 100,000 reports, with and without the trigram index (median of 20). */
async function measureTrigramIndex(sql: pg.Client): Promise<void> {
  const time = async () => {
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      const pattern = `%${SEARCHES[i % SEARCHES.length]?.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}%`;
      const started = performance.now();
      await sql.query('select id from reports where search_text like $1 order by id desc limit 20', [
        pattern,
      ]);
      await sql.query('select count(*) from reports where search_text like $1', [pattern]);
      samples.push(performance.now() - started);
    }
    return percentile(
      samples.sort((a, b) => a - b),
      50,
    );
  };
  const withIndex = await time();
  await sql.query('begin');
  await sql.query('drop index reports_search_trgm_idx');
  const without = await time();
  await sql.query('rollback');
  console.log(
    `  search SQL over 100,000 (page + count), median: ${withIndex.toFixed(1)} ms with the trigram index, ` +
      `${without.toFixed(1)} ms without`,
  );
}

async function uploads(
  client: Client,
  pid: number,
  headers: Record<string, string>,
  backends: () => Promise<number[]>,
): Promise<void> {
  const me = await client.request('GET', '/api/me', headers);
  const profileId = (JSON.parse(me.body.toString()) as { profiles: { id: number }[] }).profiles[0]?.id ?? 0;
  // New photos and reports on every run, also on a database kept from a previous run (a photo the
  // server already has is not sent again, a replayed upload answers 200: neither is measured).
  const run = Date.now();
  let seed = run % 1_000_000_000;
  const photosOf = (count: number, size: number) =>
    Array.from({ length: count }, () => makeJpeg(800, 600, seed++, size));
  // Where a report's time goes: its images (HEAD, PUT) and the report's POST, per upload.
  const split = { images: [] as number[], post: [] as number[] };
  const send = async (photos: readonly Buffer[], localId: number): Promise<number> => {
    let errors = 0;
    const started = performance.now();
    // As the app sends them (features/saving/uploadReport.ts): HEAD then PUT per photo, at most
    // IMAGES_AT_ONCE photos in flight (BENCH_IMAGES_AT_ONCE=1: one after another, as before).
    await eachAtMost(AT_ONCE, photos, async (bytes) => {
      const url = `/api/photos/${sha256(bytes)}`;
      if ((await client.request('HEAD', url, headers)).status === 200) return;
      const put = await client.request('PUT', url, { ...headers, 'content-type': 'image/jpeg' }, bytes);
      if (put.status !== 201) errors++;
    });
    const body = Buffer.from(JSON.stringify(report(profileId, photos, localId)));
    const posted = performance.now();
    split.images.push(posted - started);
    const saved = await client.request(
      'POST',
      '/api/edl',
      { ...headers, 'content-type': 'application/json', 'idempotency-key': `bench:${localId}` },
      body,
    );
    split.post.push(performance.now() - posted);
    return errors + (saved.status === 201 ? 0 : 1);
  };
  const PHOTO = 262_144;

  const times: number[] = [];
  let errors = 0;
  const REPORTS = 15;
  const batchesOf20 = Array.from({ length: REPORTS }, () => photosOf(20, PHOTO));
  const { cpu } = await cpuOf(pid, backends, async () => {
    for (const [r, photos] of batchesOf20.entries()) {
      const started = performance.now();
      errors += await send(photos, run * 100 + r);
      times.push(performance.now() - started);
    }
  });
  times.sort((a, b) => a - b);
  console.log(
    `  report with 20 photos (${((20 * PHOTO) / 1e6).toFixed(1)} MB, ${AT_ONCE} at once), reports one ` +
      `after another: median ` +
      `${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, errors ${errors} ` +
      `(budget median < 300 ms: ${percentile(times, 50) < 300 ? 'met' : 'MISSED'})`,
  );
  const median = (samples: number[]) =>
    percentile(
      samples.sort((a, b) => a - b),
      50,
    ).toFixed(0);
  console.log(
    `${''.padEnd(4)}of which the 20 images (HEAD + PUT each) median ${median(split.images)} ms, ` +
      `the report's POST median ${median(split.post)} ms`,
  );
  // CPU is what the code costs whatever the neighbours do (the wall time above waits on them too).
  console.log(
    `${''.padEnd(4)}CPU per report: server ${(cpu.server / REPORTS).toFixed(0)} ms, PostgreSQL ` +
      `${(cpu.database / REPORTS).toFixed(0)} ms, load generator ${(cpu.loadGenerator / REPORTS).toFixed(0)} ms`,
  );

  const before = await memoryOf(pid);
  let peak = 0;
  const sampler = setInterval(() => void memoryOf(pid).then((m) => (peak = Math.max(peak, m.rss))), 10);
  const batches = Array.from({ length: 8 }, () => photosOf(20, PHOTO));
  let started = performance.now();
  const reportErrors = await Promise.all(batches.map((photos, i) => send(photos, run * 100 + 50 + i)));
  const reportsMs = performance.now() - started;
  const bigPhotos = photosOf(8, 5 * 1024 * 1024);
  started = performance.now();
  const bigAnswers = await Promise.all(
    bigPhotos.map((bytes) =>
      client.request(
        'PUT',
        `/api/photos/${sha256(bytes)}`,
        { ...headers, 'content-type': 'image/jpeg' },
        bytes,
      ),
    ),
  );
  const bigMs = performance.now() - started;
  clearInterval(sampler);
  const memory = await memoryOf(pid);
  const failed = reportErrors.reduce((a, b) => a + b, 0) + bigAnswers.filter((a) => a.status !== 201).length;
  console.log(
    `  8 reports of 20 photos (5 MB each) at once: ${reportsMs.toFixed(0)} ms; 8 single 5 MB photos at once: ` +
      `${bigMs.toFixed(0)} ms; errors ${failed}`,
  );
  console.log(
    `  server RSS: ${before.rss.toFixed(0)} MB before the concurrent uploads, peak ${peak.toFixed(0)} MB during ` +
      `them (process peak ${memory.peak.toFixed(0)} MB, now ${memory.rss.toFixed(0)} MB) ` +
      `(budget < 512 MB: ${Math.max(peak, memory.peak) < 512 ? 'met' : 'MISSED'})`,
  );
}

if (import.meta.main) {
  const asked = process.argv.slice(2).filter((arg): arg is ReportsPart => PARTS.includes(arg as ReportsPart));
  await runReportsBenchmark(asked.length ? asked : PARTS);
}
