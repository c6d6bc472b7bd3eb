/**
 * Documents (docs/ARCHITECTURE.md "Budgets"):
 * - a report of 25 rooms and 150 photos (800x800 JPEG) rendered to PDF in under 1.5 s, in process;
 * - the photos embedded as they are: PDF size close to the photos' total;
 * - GET /api/edl p99 under 100 ms while 4 such PDFs render in the server's worker threads (needs a
 *   PostgreSQL server, DATABASE_URL; the database `constat_bench_pdf` is dropped and re-created).
 * Run alone: `node pdf.bench.ts` in bench/ (about half a minute).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderPdf } from '@constat/documents/node';
import { fingerprintText, uploadFingerprintInput, type LocalReport } from '@constat/domain';
import pg from 'pg';
import { sampleReport } from '../packages/documents/test/fixture.ts';
import { API_BENCH_PASSWORD, startApiServer } from './benchServer.ts';
import { Client, closedLoop, formatLoad } from './reports/http.ts';

const PORT = Number(process.env.BENCH_PDF_PORT ?? 3354);
const DATABASE = 'constat_bench_pdf';
const PASSWORD = API_BENCH_PASSWORD;
const PHOTO_BYTES = 90_000;

/** 25 rooms x 6 photos, each a distinct 800x800 JPEG of about 90 kB (a phone photo after resize). */
const big = () =>
  sampleReport('Entrant', { rooms: 27, perRoom: 6, photoSize: 800, distinct: 150, padTo: PHOTO_BYTES });

export async function runPdfRender(): Promise<void> {
  const sample = big();
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now();
    size = (await renderPdf(sample.input)).length;
    times.push(performance.now() - t0);
  }
  const best = Math.min(...times.slice(1));
  const median = times.slice(1).sort((a, b) => a - b)[1] ?? best;
  console.log(
    `PDF of ${sample.photoCount} photos: median ${median.toFixed(0)} ms, best ${best.toFixed(0)} ms (budget < 1500 ms: ${median < 1500 ? 'met' : 'MISSED'})`,
  );
  console.log(
    `PDF size ${(size / 1e6).toFixed(2)} MB for ${(sample.photoBytes / 1e6).toFixed(2)} MB of photos (x${(size / sample.photoBytes).toFixed(3)})`,
  );
}

/** The server on `port` over `url` (bounded.bench.ts too), once it answers its health check. */
export function startServer(url: string, dataDir: string, port = PORT) {
  return startApiServer({ url, dataDir, port });
}

export /** The upload with the fingerprint its device would have signed (the server refuses any other). */
function signedAsDevice(report: LocalReport): LocalReport {
  const text = fingerprintText(uploadFingerprintInput(report));
  return { ...report, fingerprint: createHash('sha256').update(text, 'utf8').digest('hex') };
}

async function runPdfUnderLoad(): Promise<void> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    console.log('GET /api/edl while 4 PDFs render: skipped (no DATABASE_URL)');
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
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-bench-pdf-'));
  const child = await startServer(base.toString(), dataDir);
  const client = new Client(PORT, 8);
  try {
    const json = (body: unknown) => Buffer.from(JSON.stringify(body));
    const jsonHeaders = { 'content-type': 'application/json' };
    const login = await client.request(
      'POST',
      '/api/login',
      jsonHeaders,
      json({ username: 'admin', password: PASSWORD }),
    );
    const auth = {
      authorization: `Bearer ${(JSON.parse(login.body.toString()) as { token: string }).token}`,
    };
    const profile = await client.request(
      'POST',
      '/api/profile',
      { ...auth, ...jsonHeaders },
      json({ name: 'Bench' }),
    );
    const profileId = (JSON.parse(profile.body.toString()) as { id: number }).id;
    const sample = big();
    const report = sample.input.report;
    const hashes = new Set(
      report.edl.flatMap((m) => m.entry.flatMap((e) => (e.rate?.photo ?? []).map((p) => p.sha256 ?? ''))),
    );
    for (const sig of Object.values(report.signatures ?? {})) if (sig.sha256) hashes.add(sig.sha256);
    for (const hash of hashes) {
      const bytes = sample.input.images(hash);
      if (!bytes) continue;
      const mime = bytes[0] === 0x89 ? 'image/png' : 'image/jpeg';
      await client.request(
        'PUT',
        `/api/photos/${hash}`,
        { ...auth, 'content-type': mime },
        Buffer.from(bytes),
      );
    }
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const localId = report.localId + i;
      const saved = await client.request(
        'POST',
        '/api/edl',
        { ...auth, ...jsonHeaders, 'idempotency-key': `bench:${localId}` },
        json(signedAsDevice({ ...report, localId, profileId })),
      );
      // A refused save would leave the loop below waiting for PDFs nobody asked for.
      if (saved.status !== 201) throw new Error(`POST /api/edl: ${saved.status} ${saved.body.toString()}`);
      ids.push((JSON.parse(saved.body.toString()) as { id: number }).id);
    }
    const idle = await closedLoop(client, 4, 3, () => ({ path: '/api/edl', headers: auth }));
    console.log(formatLoad('GET /api/edl, idle', idle));
    const t0 = performance.now();
    for (const id of ids) await client.request('POST', `/api/edl/${id}/pdf/generate`, auth);
    let done = 0;
    const loaded = closedLoop(client, 4, 6, () => ({ path: '/api/edl', headers: auth }));
    while (done < 4 && performance.now() - t0 < 60_000) {
      const list = await client.request('GET', '/api/edl', auth);
      done = (JSON.parse(list.body.toString()) as { pdfsGenerated: string[] }[]).filter((r) =>
        r.pdfsGenerated.includes('edl'),
      ).length;
      if (done < 4) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const allDone = performance.now() - t0;
    console.log(formatLoad('GET /api/edl while 4 PDFs render', await loaded, 100));
    console.log(`4 PDFs of ${sample.photoCount} photos rendered by the server in ${allDone.toFixed(0)} ms`);
  } finally {
    client.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await runPdfRender();
  await runPdfUnderLoad();
}
