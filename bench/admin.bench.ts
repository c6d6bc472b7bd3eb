/**
 * The users list of a big group (docs/ARCHITECTURE.md "Budgets"): `GET /api/user?group=` for a group of 500
 * users with 2,000 profiles answers in under 50 ms p99, with a fixed number of SQL queries per request,
 * counted at the connection pool, the same for 5 users as for 500 (the server's background jobs
 * poll the same pool now and then: a run may count one more; the fewest seen is the request's). GET /api/me is timed alongside as
 * the machine's baseline: on a loaded machine both grow together. Run in process, the real
 * application through its test harness, on the machine's PostgreSQL (DATABASE_URL names the server;
 * a fresh database is created and dropped), as a super admin and as the group's admin.
 * Run alone with `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/admin.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { startTestServer, type TestServer } from '../apps/server/test/harness.ts';
import { ADMIN } from '../apps/server/test/harness.ts';

const USERS = 500;
const PROFILES_PER_USER = 4;
const RUNS = 300;
const CONCURRENCY = 4;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

async function token(server: TestServer, username: string, password: string): Promise<string> {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  return answer.json<{ token: string }>().token;
}

/** A group with `count` users (the first one its admin, password known) and 4 profiles each. */
async function seedGroup(server: TestServer, name: string, count: number): Promise<number> {
  const sql = server.database.pool;
  const hash = (
    await sql.query<{ hash: string }>(`select password_hash as hash from users where login = $1`, [
      ADMIN.username,
    ])
  ).rows[0]?.hash;
  const group = await sql.query<{ id: number }>(`insert into groups (name) values ($1) returning id`, [name]);
  const groupId = group.rows[0]?.id ?? 0;
  await sql.query(
    `insert into users (login, email, password_hash, group_id, admin)
     select $2 || '.' || i, $2 || '.' || i || '@agence.fr', $3, $1, i = 1 from generate_series(1, $4) i`,
    [groupId, name.toLowerCase(), hash, count],
  );
  await sql.query(
    `insert into profiles (user_id, name, is_default)
     select u.id, 'Profil ' || p, p = 1 from users u, generate_series(1, $2) p where u.group_id = $1`,
    [groupId, PROFILES_PER_USER],
  );
  return groupId;
}

export async function runAdminBenchmark(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('admin users list: skipped (set DATABASE_URL to a PostgreSQL server)');
    return;
  }
  const server = await startTestServer();
  try {
    const big = await seedGroup(server, 'Grand', USERS);
    const small = await seedGroup(server, 'Petit', 5);
    let queries = 0;
    const pool = server.database.pool;
    const original = pool.query.bind(pool);
    pool.query = ((...args: Parameters<typeof pool.query>) => {
      queries += 1;
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as typeof pool.query;

    const callers = [
      { who: 'super admin', token: await token(server, ADMIN.username, ADMIN.password) },
      { who: 'group admin', token: await token(server, 'grand.1', ADMIN.password) },
    ];
    for (const { who, token: jwt } of callers) {
      const timed = async (url: string) => {
        const before = queries;
        const start = performance.now();
        const answer = await server.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${jwt}` },
        });
        const ms = performance.now() - start;
        if (answer.statusCode !== 200) throw new Error(`${who}: ${answer.statusCode} ${answer.body}`);
        return { ms, queries: queries - before, body: answer.body };
      };
      const list = async (groupId: number) => {
        const run = await timed(`/api/user?group=${groupId}`);
        return { ...run, users: (JSON.parse(run.body) as unknown[]).length, bytes: run.body.length };
      };
      if (who === 'super admin') {
        const few = await list(small);
        console.log(`admin users list (${who}), 5 users: ${few.queries} queries per request`);
      }
      for (let i = 0; i < 20; i++) await list(big);
      const times: number[] = [];
      const counts = new Set<number>();
      let shape = { users: 0, bytes: 0 };
      for (let i = 0; i < RUNS; i++) {
        const run = await list(big);
        times.push(run.ms);
        counts.add(run.queries);
        shape = run;
      }
      times.sort((a, b) => a - b);
      const baseline: number[] = [];
      for (let i = 0; i < RUNS; i++) baseline.push((await timed('/api/me')).ms);
      baseline.sort((a, b) => a - b);
      // Under concurrency: CONCURRENCY clients at once (the figures above are one client alone).
      const concurrent: number[] = [];
      for (let i = 0; i < RUNS / CONCURRENCY; i++) {
        const batch = await Promise.all(Array.from({ length: CONCURRENCY }, () => list(big)));
        for (const run of batch) concurrent.push(run.ms);
      }
      concurrent.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      console.log(
        `admin users list (${who}), ${shape.users} users, ${shape.users * PROFILES_PER_USER} profiles, ${(shape.bytes / 1024).toFixed(0)} kB: ` +
          `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (budget 50 ms p99, ${p99 < 50 ? 'within' : 'OVER'}); ` +
          `queries per request: ${Math.min(...counts)} (seen: ${[...counts].sort().join(', ')}); baseline GET /api/me p50 ${percentile(baseline, 50).toFixed(1)} ms, p99 ${percentile(baseline, 99).toFixed(1)} ms; ` +
          `${CONCURRENCY} clients at once: p50 ${percentile(concurrent, 50).toFixed(1)} ms, p99 ${percentile(concurrent, 99).toFixed(1)} ms`,
      );
    }
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAdminBenchmark();
