/**
 * Runs every benchmark and prints its figures. Benchmarks measure; they never fail a build.
 */
import { runBundleBenchmark } from './bundle.bench.ts';
import { runDomainBenchmarks } from './domain.bench.ts';
import { runEditorBenchmarks } from './editor.bench.ts';
import { runPhotoBenchmarks } from './photos.bench.ts';

await runDomainBenchmarks();
runBundleBenchmark();
await runEditorBenchmarks();
await runPhotoBenchmarks();
