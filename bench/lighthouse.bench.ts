/**
 * Lighthouse on the login screen (issue 27): the mobile preset (a mid-range phone on slow 4G,
 * simulated), against the product started as `npm start` starts it, in Debian's Chromium through
 * chrome-launcher (no browser download). Three cold runs, each in a fresh browser; the median is
 * printed beside the budgets.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, startServer } from './benchServer.ts';

const RUNS = 3;
const BUDGET = { score: 0.95, lcpMs: 2000, tbtMs: 150 };

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  unusedJsBytes: number;
}

async function audit(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    return {
      score: categories.performance?.score ?? 0,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      unusedJsBytes:
        (audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)
          ?.overallSavingsBytes ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

const row = (label: string, f: Figures) =>
  `  ${label.padEnd(8)} performance ${f.score.toFixed(2)}  FCP ${(f.fcpMs / 1000).toFixed(2)} s  LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(f.tbtMs)} ms  unused JS ${(f.unusedJsBytes / 1000).toFixed(1)} kB`;

export async function runLighthouseBenchmark(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3335));
  try {
    const runs: Figures[] = [];
    console.log(`lighthouse, login screen (mobile preset, ${RUNS} cold runs)`);
    for (let i = 1; i <= RUNS; i++) {
      const figures = await audit(`${server.base}/`);
      runs.push(figures);
      console.log(row(`run ${i}`, figures));
    }
    const middle: Figures = {
      score: median(runs.map((r) => r.score)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      unusedJsBytes: median(runs.map((r) => r.unusedJsBytes)),
    };
    console.log(row('median', middle));
    console.log(
      `  budget   performance >= ${BUDGET.score} (${middle.score >= BUDGET.score ? 'met' : 'NOT met'}), LCP <= ${BUDGET.lcpMs / 1000} s (${middle.lcpMs <= BUDGET.lcpMs ? 'met' : 'NOT met'}), TBT <= ${BUDGET.tbtMs} ms (${middle.tbtMs <= BUDGET.tbtMs ? 'met' : 'NOT met'})`,
    );
  } finally {
    await server.stop();
  }
}
