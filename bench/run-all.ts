/**
 * Runs every benchmark and prints its figures. Benchmarks measure; they never fail a build.
 */
import { runBundleBenchmark } from './bundle.bench.ts';
import { runDomainBenchmarks } from './domain.bench.ts';
import { runEditorBenchmarks } from './editor.bench.ts';
import { runPhotoBenchmarks } from './photos.bench.ts';
import { runReportsBenchmark } from './reports.bench.ts';

await runDomainBenchmarks();
runBundleBenchmark();
await runEditorBenchmarks();
await runPhotoBenchmarks();
// Needs a PostgreSQL server (DATABASE_URL); skipped with a line saying so otherwise.
await runReportsBenchmark();
