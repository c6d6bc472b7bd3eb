/**
 * Bounded work (docs/ARCHITECTURE.md "Trust"), against the real server (`npm start`'s main.ts):
 * - the time for a normal report's PDF of one agency while one of the largest reports the server
 *   takes renders for another agency (budget: under 3 s), beside the same PDF with nothing else
 *   rendering. The largest reports (packages/documents/test/maximalReport.ts): every text field at
 *   its limit up to the million characters of a report, or 5,000 elements and 2,000 photos;
 * - the server's memory (RSS of the process, its render worker threads included) while each renders
 *   (budget: under 1 GB), and that render's time (under its limit, RENDER_TIME_S).
 * Needs a PostgreSQL server (DATABASE_URL; the database `constat_bench_bounded` is dropped and made
 * again). Run alone: `npm run bench -w bench -- bounded` (about a minute).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createReport, MAX_REPORT_PHOTOS, type LocalReport } from '@constat/domain';
import pg from 'pg';
import { INFO } from '../packages/documents/test/fixture.ts';
import {
  maximalReport,
  mostElementsReport,
  UPLOAD_CAP_BYTES,
} from '../packages/documents/test/maximalReport.ts';
import { makeJpeg } from '../apps/server/test/images.ts';
import { startServer } from './pdf.bench.ts';
import { Client } from './reports/http.ts';

const PORT = Number(process.env.BENCH_BOUNDED_PORT ?? 3355);
const DATABASE = 'constat_bench_bounded';
const PASSWORD = 'constat-bench-admin';
const ONE_PAGE_BUDGET_MS = 3000;
const RSS_BUDGET_MB = 1024;

type Headers = Record<string, string>;
const json = (body: unknown) => Buffer.from(JSON.stringify(body));
const JSON_HEADERS = { 'content-type': 'application/json' };

/** The resident memory of a process (all its threads), from Linux's /proc. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

async function call(client: Client, method: string, url: string, headers: Headers, body?: unknown) {
  const answer = await client.request(
    method,
    url,
    body === undefined ? headers : { ...headers, ...JSON_HEADERS },
    body === undefined ? undefined : json(body),
  );
  if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${answer.body.toString()}`);
  return answer.body.length ? (JSON.parse(answer.body.toString()) as Record<string, unknown>) : {};
}

async function agency(client: Client, admin: Headers, name: string) {
  const group = await call(client, 'POST', '/api/user-group', admin, { name, shareEdls: false });
  const login = name.toLowerCase();
  const password = `${login}-password-1`;
  await call(client, 'POST', '/api/user', admin, {
    login,
    email: `${login}@agence.fr`,
    groupId: group.id,
    password,
    admin: false,
  });
  const token = await call(client, 'POST', '/api/login', {}, { username: login, password });
  const headers = { authorization: `Bearer ${String(token.token)}` };
  const profile = await call(client, 'POST', '/api/profile', headers, { name });
  return { headers, profileId: Number(profile.id) };
}

/** A report as an agent signs it: the default rooms, no photos. */
function normalReport(profileId: number, localId: number): LocalReport {
  return {
    ...createReport({ edlIO: 'Entrant', template: 'default', info: INFO, now: localId }),
    open: false,
    profileId,
  };
}

export async function runBoundedBenchmark(): Promise<void> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    console.log('bounded work (a PDF beside a maximal report, memory): skipped (no DATABASE_URL)');
    return;
  }
  const base = new URL(server);
  base.pathname = '/postgres';
  const setup = new pg.Client({ connectionString: base.toString() });
  await setup.connect();
  await setup.query(`drop database if exists ${DATABASE} with (force)`);
  await setup.query(`create database ${DATABASE}`);
  await setup.end();
  base.pathname = `/${DATABASE}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-bench-bounded-'));
  const child = await startServer(base.toString(), dataDir, PORT);
  const pid = child.pid ?? 0;
  const client = new Client(PORT, 4);
  try {
    const rssStarted = rssMb(pid);
    const token = await call(client, 'POST', '/api/login', {}, { username: 'admin', password: PASSWORD });
    const admin = { authorization: `Bearer ${String(token.token)}` };
    const big = await agency(client, admin, 'Grande');
    const small = await agency(client, admin, 'Petite');
    const save = async (headers: Headers, report: LocalReport) =>
      Number(
        (
          await call(
            client,
            'POST',
            '/api/edl',
            { ...headers, 'idempotency-key': `bench:${report.localId}` },
            report,
          )
        ).id,
      );
    // Photos as the app sends them (800 px JPEGs of about 90 kB), one per element up to the bound.
    const photoShas: string[] = [];
    for (let i = 0; i < MAX_REPORT_PHOTOS; i++) {
      const photo = makeJpeg(800, 800, i + 1, 90_000);
      const sha = createHash('sha256').update(photo).digest('hex');
      const put = await client.request(
        'PUT',
        `/api/photos/${sha}`,
        { ...big.headers, 'content-type': 'image/jpeg' },
        photo,
      );
      if (put.status >= 300) throw new Error(`photo upload: ${put.status}`);
      photoShas.push(sha);
    }
    const largest = {
      'every text field at its limit': maximalReport(big.profileId, 1_700_000_000_000),
      '5 000 elements and 2 000 photos of one image': mostElementsReport(
        big.profileId,
        1_700_000_000_100,
        photoShas.slice(0, 1),
      ),
      '5 000 elements and 2 000 distinct photos (180 MB)': mostElementsReport(
        big.profileId,
        1_700_000_000_200,
        photoShas,
      ),
    };
    const ids = new Map<string, number>();
    for (const [name, report] of Object.entries(largest)) ids.set(name, await save(big.headers, report));
    const smallIds: number[] = [];
    for (let i = 1; i <= 5; i++)
      smallIds.push(await save(small.headers, normalReport(small.profileId, 1_700_000_000_000 + i)));

    /** Asks for a PDF; resolves with the ms until the saved report shows it generated (NaN: failed). */
    const pdf = async (headers: Headers, id: number, limitMs = 300_000) => {
      const t0 = performance.now();
      await call(client, 'POST', `/api/edl/${id}/pdf/generate`, headers);
      while (performance.now() - t0 < limitMs) {
        const summary = await call(client, 'GET', `/api/edl/${id}`, headers);
        if ((summary.pdfsGenerated as string[]).includes('edl')) return performance.now() - t0;
        if (!(summary.pdfsGenerating as string[]).includes('edl')) return Number.NaN;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return Number.NaN;
    };

    const rssSaved = rssMb(pid);
    await pdf(small.headers, smallIds.pop() ?? 0); // the render workers start
    const idle = await pdf(small.headers, smallIds.pop() ?? 0);
    const rssReady = rssMb(pid);
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const seconds = (ms: number) => (Number.isNaN(ms) ? 'FAILED' : `${(ms / 1000).toFixed(1)} s`);
    console.log(
      `Server RSS: ${rssStarted.toFixed(0)} MB started, ${rssSaved.toFixed(0)} MB with the reports saved, ${rssReady.toFixed(0)} MB with the render workers started`,
    );
    console.log(
      `A normal report's PDF (default rooms, no photos), nothing else rendering: ${idle.toFixed(0)} ms`,
    );
    for (const [name, report] of Object.entries(largest)) {
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
      const bigDone = pdf(big.headers, ids.get(name) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // under way
      const beside = await pdf(small.headers, smallIds.pop() ?? 0);
      const bigMs = await bigDone;
      clearInterval(sampler);
      const json = Buffer.byteLength(JSON.stringify(report)) / 1024 / 1024;
      console.log(
        `Largest report, ${name} (${json.toFixed(2)} MiB of JSON, cap ${UPLOAD_CAP_BYTES / 1024 / 1024} MiB): rendered by the server in ${seconds(bigMs)} (limit 60 s)`,
      );
      console.log(
        `  another agency's normal PDF meanwhile: ${beside.toFixed(0)} ms (budget < ${ONE_PAGE_BUDGET_MS} ms: ${verdict(beside < ONE_PAGE_BUDGET_MS)})`,
      );
      console.log(
        `  server RSS, workers included: peak ${peak.toFixed(0)} MB (budget < ${RSS_BUDGET_MB} MB: ${verdict(peak < RSS_BUDGET_MB)}), ${before.toFixed(0)} MB before it, ${rssMb(pid).toFixed(0)} MB after`,
      );
    }
  } finally {
    client.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await runBoundedBenchmark();
