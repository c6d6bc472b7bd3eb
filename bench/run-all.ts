/**
 * Runs the benchmarks and prints their figures with their budgets. Benchmarks measure; they never
 * fail a build. `npm run bench -w bench` runs them all; `npm run bench -w bench -- <name>...` runs
 * some: domain, bundle, editor, photos, exitpdf, selfservice, reports (= list, stats, uploads), costing,
 * verification, bounded, lighthouse, cluster, mailfair.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runBoundedBenchmark } from './bounded.bench.ts';
import { runBundleBenchmark } from './bundle.bench.ts';
import { runClusterBenchmark } from './cluster.bench.ts';
import { runCostingBenchmarks } from './costing.bench.ts';
import { runDomainBenchmarks } from './domain.bench.ts';
import { runEditorBenchmarks } from './editor.bench.ts';
import { runExitPdfBenchmark } from './exitPdf.bench.ts';
import { runLighthouseBenchmark } from './lighthouse.bench.ts';
import { runMailFairnessBenchmark } from './mailFairness.bench.ts';
import { runPhotoBenchmarks } from './photos.bench.ts';
import { runReportsBenchmark, type ReportsPart } from './reports.bench.ts';
import { runSealBenchmark } from './seal.bench.ts';
import { runSelfServiceBenchmark } from './selfservice.bench.ts';
import { runVerificationBenchmark } from './verification.bench.ts';

/**
 * The costing screen in Chromium with GET /api/edl/{id}/costing over HTTP (costing.bench.ts, its own
 * server), then, given a PostgreSQL server, the same read in process through the server's test
 * harness with its CPU per request (apps/server/test/costing.bench.ts).
 */
async function runCostingBenchmark(): Promise<void> {
  await runCostingBenchmarks();
  const database = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!database) {
    console.log(
      'costing in process: skipped (set DATABASE_URL to a PostgreSQL server; a test database is made on it)',
    );
    return;
  }
  spawnSync(process.execPath, ['test/costing.bench.ts'], {
    cwd: path.join(import.meta.dirname, '../apps/server'),
    env: { ...process.env, DATABASE_URL: database },
    stdio: 'inherit',
  });
}

const BENCHMARKS: Record<string, () => unknown> = {
  domain: runDomainBenchmarks,
  bundle: runBundleBenchmark,
  editor: runEditorBenchmarks,
  photos: runPhotoBenchmarks,
  exitpdf: runExitPdfBenchmark,
  seal: runSealBenchmark,
  selfservice: runSelfServiceBenchmark,
  // Need a PostgreSQL server (DATABASE_URL); skipped with a line saying so otherwise.
  reports: () => runReportsBenchmark(),
  costing: runCostingBenchmark,
  verification: runVerificationBenchmark,
  bounded: runBoundedBenchmark,
  lighthouse: runLighthouseBenchmark,
  // Needs a PostgreSQL server (DATABASE_URL) and Debian's nginx.
  cluster: runClusterBenchmark,
  // Needs a PostgreSQL server (DATABASE_URL).
  mailfair: runMailFairnessBenchmark,
};
const REPORT_PARTS: readonly ReportsPart[] = ['list', 'stats', 'uploads'];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHMARKS) && !REPORT_PARTS.includes(name as ReportsPart));
if (unknown.length) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}: ${[...Object.keys(BENCHMARKS), ...REPORT_PARTS].join(', ')}`,
  );
  process.exit(1);
}
const parts = REPORT_PARTS.filter((part) => asked.includes(part));
for (const [name, run] of Object.entries(BENCHMARKS)) {
  if (asked.length === 0 || asked.includes(name)) await run();
}
if (parts.length) await runReportsBenchmark(parts);
