/**
 * Fairness of the PDF queue with e-mails (docs/ARCHITECTURE.md "Jobs"): group A's one-page PDF
 * alone, then while group B e-mails six maximal reports (`PUT /api/edl/{id}/send`, no PDF stored:
 * each has to be rendered). Budget: A's PDF under 3 s either way. Also prints when B's last message
 * went out. Needs a PostgreSQL server (DATABASE_URL; the database `constat_bench_mailfair` is dropped
 * and re-created); the messages go to the server's DATA_DIR/outbox (no SMTP_URL).
 * Run alone: `node mailFairness.bench.ts` in bench/.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RENTER_KEYS, type LocalReport } from '@constat/domain';
import pg from 'pg';
import { sampleReport } from '../packages/documents/test/fixture.ts';
import { maximalReport } from '../packages/documents/test/maximalReport.ts';
import { API_BENCH_PASSWORD, startApiServer } from './benchServer.ts';
import { signedAsDevice } from './pdf.bench.ts';

const PORT = Number(process.env.BENCH_MAILFAIR_PORT ?? 3358);
const DATABASE = 'constat_bench_mailfair';
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET_MS = 3000;

type Headers = Record<string, string>;

async function call<T>(
  method: string,
  url: string,
  headers: Headers,
  body?: unknown,
  extra: Headers = {},
): Promise<T> {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { ...headers, ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function login(username: string, password: string): Promise<Headers> {
  const { token } = await call<{ token: string }>('POST', '/api/login', {}, { username, password });
  return { authorization: `Bearer ${token}` };
}

/** An agent of a new group, signed in, with a profile. */
async function agentOf(admin: Headers, name: string): Promise<{ headers: Headers; profileId: number }> {
  const group = await call<{ id: number }>('POST', '/api/user-group', admin, { name, shareEdls: false });
  const password = `${name}-bench-password`;
  await call('POST', '/api/user', admin, {
    login: name,
    email: `${name}@bench.fr`,
    groupId: group.id,
    password,
    admin: false,
  });
  const headers = await login(name, password);
  const profile = await call<{ id: number }>('POST', '/api/profile', headers, { name });
  return { headers, profileId: profile.id };
}

/** `report` e-mailed to one tenant only. */
function toOneTenant(report: LocalReport, address: string): LocalReport {
  const first = RENTER_KEYS[0];
  return {
    ...report,
    nbRenters: 1,
    [first]: { ...report[first], email: address },
    extraEmail: '',
    extraEmail2: '',
    extraEmail3: '',
  };
}

async function save(headers: Headers, report: LocalReport): Promise<number> {
  const saved = await call<{ id: number }>('POST', '/api/edl', headers, signedAsDevice(report), {
    'idempotency-key': `bench:${report.localId}`,
  });
  return saved.id;
}

/** Asks for report `id`'s PDF and waits for it; the milliseconds it took. */
async function timedPdf(headers: Headers, id: number): Promise<number> {
  const t0 = performance.now();
  await call('POST', `/api/edl/${id}/pdf/generate`, headers);
  while (performance.now() - t0 < 120_000) {
    const pdf = await fetch(`${BASE}/api/edl/${id}.pdf`, { headers });
    await pdf.arrayBuffer();
    if (pdf.status === 200) return performance.now() - t0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}

export async function runMailFairnessBenchmark(): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!server) {
    console.log("group A's PDF while group B e-mails: skipped (no DATABASE_URL)");
    return;
  }
  const base = new URL(server);
  base.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  base.pathname = `/${DATABASE}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-bench-mailfair-'));
  const child = await startApiServer({ url: base.toString(), dataDir, port: PORT });
  try {
    const root = await login('admin', API_BENCH_PASSWORD);
    const a = await agentOf(root, 'agencea');
    const b = await agentOf(root, 'agenceb');
    // Group A: a one-page report (no photos), its signature image uploaded.
    const sample = sampleReport('Entrant', { rooms: 0, perRoom: 0, distinct: 0 });
    for (const sig of Object.values(sample.input.report.signatures ?? {})) {
      const bytes = sig.sha256 ? sample.input.images(sig.sha256) : undefined;
      if (!bytes || !sig.sha256) continue;
      await fetch(`${BASE}/api/photos/${sig.sha256}`, {
        method: 'PUT',
        headers: { ...a.headers, 'content-type': 'image/png' },
        body: Buffer.from(bytes),
      });
    }
    const small = (localId: number) =>
      save(a.headers, { ...sample.input.report, localId, profileId: a.profileId });
    const [cold, alone, loaded] = [
      await small(1_900_000_000_001),
      await small(1_900_000_000_002),
      await small(1_900_000_000_003),
    ];
    const big: number[] = [];
    for (let i = 0; i < 6; i++) {
      const report = maximalReport(b.profileId, 1_900_000_001_000 + i);
      big.push(await save(b.headers, toOneTenant(report, `locataire${i}@bench.fr`)));
    }

    // The first render starts the worker threads and loads the fonts: timed apart.
    const coldMs = await timedPdf(a.headers, cold);
    const aloneMs = await timedPdf(a.headers, alone);
    const t0 = performance.now();
    for (const id of big) await call('PUT', `/api/edl/${id}/send`, b.headers);
    const loadedMs = await timedPdf(a.headers, loaded);
    let lastSentMs = Infinity;
    while (performance.now() - t0 < 300_000) {
      const states = await Promise.all(
        big.map((id) =>
          call<{ lastSentAt: string | null; inFlight: boolean }>('GET', `/api/edl/${id}/send`, b.headers),
        ),
      );
      if (states.every((state) => state.lastSentAt !== null && !state.inFlight)) {
        lastSentMs = performance.now() - t0;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const verdict = (ms: number) => (ms < BUDGET_MS ? 'met' : 'MISSED');
    console.log(`group A's first one-page PDF (worker start): ${coldMs.toFixed(0)} ms`);
    console.log(
      `group A's one-page PDF alone: ${aloneMs.toFixed(0)} ms (budget < ${BUDGET_MS} ms: ${verdict(aloneMs)})`,
    );
    console.log(
      `group A's one-page PDF while group B e-mails 6 maximal reports: ${loadedMs.toFixed(0)} ms (budget < ${BUDGET_MS} ms: ${verdict(loadedMs)})`,
    );
    console.log(`group B's 6 reports rendered and e-mailed in ${(lastSentMs / 1000).toFixed(1)} s`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await runMailFairnessBenchmark();
