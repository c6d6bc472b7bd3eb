/**
 * Which of the login screen's JavaScript runs (its unused part under 30 kB): the built app
 * served as `npm start` serves it, the login opened cold in Debian's Chromium, V8's coverage taken as
 * Lighthouse's 'unused-javascript' audit takes it (function granularity, a function that never ran
 * is unused), each script's unused share applied to its gzip size. Sizes do not depend on the load.
 * With source maps in dist (a build with `build.sourcemap`), the unused bytes per source module too.
 * Run: `cd bench && npm exec -- node loginCoverage.ts` (BENCH_PORT, default 3461).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { startServer } from './benchServer.ts';

interface Range {
  startOffset: number;
  endOffset: number;
  count: number;
}
interface ScriptCoverage {
  scriptId: string;
  url: string;
  functions: { ranges: Range[] }[];
}

const DIST = path.join(import.meta.dirname, '../apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 3461);
const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6);

/** Unused characters as Lighthouse counts them: any never-run range is unused. */
function unusedMask(coverage: ScriptCoverage, length: number): Uint8Array {
  const unused = new Uint8Array(length);
  for (const fn of coverage.functions) {
    for (const range of fn.ranges) if (range.count === 0) unused.fill(1, range.startOffset, range.endOffset);
  }
  return unused;
}

/** Unused characters per source module, when the script has a source map. */
function bySource(file: string, source: string, unused: Uint8Array, into: Map<string, number>): void {
  const mapFile = path.join(DIST, `${file}.map`);
  if (!fs.existsSync(mapFile)) return;
  const map = new TraceMap(fs.readFileSync(mapFile, 'utf8'));
  let line = 1;
  let column = 0;
  for (let i = 0; i < source.length; i++) {
    if (unused[i]) {
      const name = originalPositionFor(map, { line, column }).source ?? '(none)';
      into.set(name, (into.get(name) ?? 0) + 1);
    }
    if (source[i] === '\n') {
      line++;
      column = 0;
    } else column++;
  }
}

const server = await startServer(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { detailed: false });
  await page.goto(`${server.base}/`, { waitUntil: 'networkidle' });
  // The form answers once the login's script runs (features/login/plainLogin.ts; the app's own form
  // when the app opens on the login: a session refused, no storage).
  await page
    .locator('#login-shell-form[data-live], [data-route=login] input[name="login"]')
    .first()
    .waitFor();
  const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  let total = 0;
  let unusedTotal = 0;
  const rows: [number, string][] = [];
  const modules = new Map<string, number>();
  for (const coverage of result) {
    if (!coverage.url.startsWith(server.base)) continue;
    const { scriptSource: source } = await cdp.send('Debugger.getScriptSource', {
      scriptId: coverage.scriptId,
    });
    const unused = unusedMask(coverage, source.length);
    const unusedChars = unused.reduce((sum, flag) => sum + flag, 0);
    const gzip = zlib.gzipSync(source, { level: 9 }).length;
    const unusedGzip = Math.round((gzip * unusedChars) / source.length);
    total += gzip;
    unusedTotal += unusedGzip;
    const file = new URL(coverage.url).pathname.replace(/^\//, '');
    rows.push([unusedGzip, `${kB(unusedGzip)} kB unused of ${kB(gzip)} kB gzip  ${file}`]);
    if (process.env.BENCH_COVERAGE_MODULES === '1') bySource(file, source, unused, modules);
  }
  console.log(
    rows
      .sort((a, b) => b[0] - a[0])
      .map((row) => row[1])
      .join('\n'),
  );
  if (modules.size > 0) {
    console.log('\nunused characters (minified) per source module:');
    const top = [...modules].sort((a, b) => b[1] - a[1]).slice(0, 60);
    for (const [name, chars] of top) console.log(`${kB(chars)} k  ${name.replace(/.*node_modules\//, '')}`);
  }
  console.log(`\nlogin: ${kB(unusedTotal)} kB unused of ${kB(total)} kB gzip JavaScript`);
} finally {
  await browser.close();
  await server.stop();
}
