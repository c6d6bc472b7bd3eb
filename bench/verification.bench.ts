/**
 * The public verification route, GET /api/verifier/{id}/{fingerprint}: a wrong fingerprint of the
 * largest report the server takes (maximalReport: every text at its limit, about 1 MB of JSON),
 * against an id no report has. Both answer the same 404; their times should be the same too, or the
 * route tells which ids exist (and lets anyone make the server load and hash a large report per
 * request). The two 404s are interleaved, so that the machine's load weighs on both alike. The
 * report's own fingerprint is timed after them, for reference: that answer, to the holder of the
 * document, reads the report. Run in process, the real application through its test harness, on the
 * machine's PostgreSQL (DATABASE_URL names the server; a fresh database is created and dropped).
 * Run alone with `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/verification.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { shortFingerprint } from '@constat/domain';
import { maximalReport } from '../packages/documents/test/maximalReport.ts';
import { startTestServer, type TestServer } from '../apps/server/test/harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveWithPhotos,
} from '../apps/server/test/reportFixtures.ts';
import { reportFingerprint } from '../apps/server/src/modules/verification/service.ts';

const RUNS = 200;
const WARM_UP = 10;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/** `digits` with its last hex digit changed. */
const changed = (digits: string) => `${digits.slice(0, -1)}${digits.endsWith('0') ? '1' : '0'}`;

async function timed(server: TestServer, url: string, status: number): Promise<number> {
  const start = performance.now();
  const answer = await server.app.inject({ url, remoteAddress: '10.1.2.3' });
  const ms = performance.now() - start;
  if (answer.statusCode !== status) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  return ms;
}

export async function runVerificationBenchmark(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('verification route: skipped (set DATABASE_URL to a PostgreSQL server)');
    return;
  }
  const server = await startTestServer({ env: { LOGIN_LIMIT_PER_IP: String(100 * RUNS) } });
  try {
    const { app } = server;
    const admin = await adminHeaders(app);
    const account = await createAccount(
      app,
      admin,
      'verif-bench',
      await createGroup(app, admin, 'Bench', false),
    );
    const report = maximalReport(account.profileId, 1_700_000_000_000);
    const id = await saveWithPhotos(app, account.headers, report, []);
    const fingerprint = shortFingerprint(reportFingerprint(report));
    const kinds = {
      'unknown id': { url: `/api/verifier/${id + 1_000_000}/${changed(fingerprint)}`, status: 404 },
      'largest report, wrong fingerprint': {
        url: `/api/verifier/${id}/${changed(fingerprint)}`,
        status: 404,
      },
      'largest report, its fingerprint': { url: `/api/verifier/${id}/${fingerprint}`, status: 200 },
    };
    const times = Object.fromEntries(Object.keys(kinds).map((name) => [name, [] as number[]]));
    // The two 404s alternate, each first in every other round; the 200, which reads the report (a
    // megabyte to parse and collect), is timed after them, so that it slows neither.
    const refusals = Object.entries(kinds).filter(([, kind]) => kind.status === 404);
    for (const round of [refusals, Object.entries(kinds).filter(([, kind]) => kind.status === 200)]) {
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const order = i % 2 === 0 ? round : [...round].reverse();
        for (const [name, { url, status }] of order) {
          const ms = await timed(server, url, status);
          if (i >= WARM_UP) times[name]?.push(ms);
        }
      }
    }
    const bytes = JSON.stringify(report).length;
    console.log(
      `verification route, ${RUNS} calls of each (report of ${(bytes / 1e6).toFixed(1)} MB of JSON):`,
    );
    for (const [name, values] of Object.entries(times)) {
      values.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(40)} median ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`,
      );
    }
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runVerificationBenchmark();
