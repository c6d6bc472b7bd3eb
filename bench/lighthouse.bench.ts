/**
 * Lighthouse (docs/ARCHITECTURE.md "Budgets"): the mobile preset (a mid-range phone on slow 4G, simulated),
 * against the product started as `npm start` starts it, in Debian's Chromium through chrome-launcher (no
 * browser download). The login screen: three cold runs, each in a fresh browser. 'EDLs en cours' and the
 * editor of a 25-room report: signed in, the service worker's precache warm (how agents open the
 * app), three runs each in one browser profile kept between runs. Medians beside the budgets.
 *
 * BENCH_LIGHTHOUSE_SCREENS=login,list,editor audits some screens only; BENCH_LIGHTHOUSE_LIST_REPORTS=<n> puts n
 * 25-room reports on the device (1 by default; the list then shows n items); BENCH_LIGHTHOUSE_REPORTS=<dir>
 * keeps each run's report and trace (BENCH_LIGHTHOUSE_SAMPLES=1: with JavaScript CPU samples). Each run also prints its main thread's wall time over CPU time:
 * far above 1, other work on the machine slowed the page, and Lighthouse's figures with it; and TBT's sum
 * taken over CPU time, which such work does not inflate (to compare builds, not Lighthouse's figure).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { median, signedInSession, startServer } from './benchServer.ts';
import { keepHighPriority } from './highPriority.ts';
import { largeReport } from './editor.bench.ts';
import { seedReport } from '../e2e/tests/support/seedReport.ts';

const RUNS = 3;
const BUDGET = { score: 0.95, lcpMs: 2000, tbtMs: 150 };

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  unusedJsBytes: number;
  /** The page's main thread: its tasks' wall time over their CPU time (1 on an idle machine). */
  load: number;
  /** The machine's load average over the last minute when the run ended. */
  loadAverage: number;
  /** TBT's sum over the page's tasks' CPU time instead of their wall time (cpuBlockingTime). */
  cpuTbtMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The tasks of the page's main thread: the renderer's that ran the most. */
function pageTasks(trace: { traceEvents: TraceEvent[] }): TraceEvent[] {
  const mains = trace.traceEvents.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  let best: { wall: number; tasks: TraceEvent[] } = { wall: 0, tasks: [] };
  for (const main of mains) {
    const tasks = trace.traceEvents.filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X',
    );
    const wall = tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (wall > best.wall) best = { wall, tasks };
  }
  return best.tasks;
}

/**
 * Lighthouse's mobile preset slows the tasks it observed by 4, so a machine busy with other work
 * (other processes taking the CPU) inflates TBT and the paints: their wall time over their CPU time
 * says by how much, and the bench prints it beside the figures.
 */
function mainThreadLoad(tasks: readonly TraceEvent[]): number {
  const wall = tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const cpu = tasks.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0);
  return cpu > 0 ? wall / cpu : NaN;
}

/**
 * TBT's sum (each task's part above 50 ms once slowed by 4) over the tasks' CPU time instead of their
 * wall time, which a busy machine does not inflate: a figure to compare two builds on a shared
 * machine, not Lighthouse's (it counts every task from the page's first one with a script on, where
 * Lighthouse starts at its simulated first paint).
 */
function cpuBlockingTime(trace: { traceEvents: TraceEvent[] }, tasks: readonly TraceEvent[]): number {
  const [main] = tasks;
  const firstScript = trace.traceEvents.find(
    (e) => e.name === 'EvaluateScript' && e.pid === main?.pid && e.tid === main.tid,
  );
  if (!firstScript) return NaN;
  return tasks
    .filter((task) => task.ts + (task.dur ?? 0) >= firstScript.ts)
    .reduce((sum, task) => sum + Math.max(0, (4 * (task.tdur ?? task.dur ?? 0)) / 1000 - 50), 0);
}

/**
 * Chromium through chrome-launcher, its threads kept at a high priority on the shared machine
 * (highPriority.ts); `kill` ends both.
 */
async function launchChrome(): Promise<{ port: number; kill: () => void }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  const release = keepHighPriority(chrome.pid);
  return {
    port: chrome.port,
    kill: () => {
      release();
      chrome.kill();
    },
  };
}

/** One Lighthouse run in a running browser; `keepStorage` keeps the session and the precache. */
async function lighthouseRun(port: number, url: string, keepStorage: boolean): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    // With BENCH_LIGHTHOUSE_SAMPLES=1, the kept traces hold the JavaScript's CPU samples too (which
    // functions each long task ran); sampling slows the page a little, so not for the figures.
    ...(process.env.BENCH_LIGHTHOUSE_SAMPLES === '1'
      ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
      : {}),
  });
  if (!result) throw new Error('Lighthouse returned no result');
  saveReport(url, result.lhr, result.artifacts.Trace);
  const { categories, audits } = result.lhr;
  const trace = result.artifacts.Trace as unknown as { traceEvents: TraceEvent[] };
  const tasks = pageTasks(trace);
  return {
    score: categories.performance?.score ?? 0,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    unusedJsBytes:
      (audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)
        ?.overallSavingsBytes ?? 0,
    load: mainThreadLoad(tasks),
    loadAverage: os.loadavg()[0] ?? NaN,
    cpuTbtMs: cpuBlockingTime(trace, tasks),
  };
}

/** With BENCH_LIGHTHOUSE_REPORTS=<dir>, each run's full report (opportunities, diagnostics) is kept there. */
function saveReport(url: string, lhr: object, trace: object): void {
  const dir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = new URL(url).hash.replace(/[^a-z0-9-]+/gi, '_') || 'login';
  const stamp = `${name}-${Date.now()}`;
  fs.writeFileSync(path.join(dir, `${stamp}.json`), JSON.stringify(lhr));
  fs.writeFileSync(path.join(dir, `${stamp}.trace.json`), JSON.stringify(trace));
}

async function audit(url: string): Promise<Figures> {
  const chrome = await launchChrome();
  try {
    return await lighthouseRun(chrome.port, url, false);
  } finally {
    chrome.kill();
  }
}

/** How many 25-room reports the device holds (BENCH_LIGHTHOUSE_LIST_REPORTS, 1 by default). */
const LIST_REPORTS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_LIST_REPORTS ?? 1));

/**
 * Signs in as the app keeps a session (localStorage), waits for the service worker to control the
 * page (its precache complete), stores 25-room reports on the device and opens the first once.
 */
async function warmSignedIn(port: number, base: string): Promise<number> {
  const { security, profileId } = await signedInSession(base);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no browser context');
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.evaluate(
      ({ security, profileId }) => {
        localStorage.setItem('security', security);
        localStorage.setItem('profile', String(profileId));
      },
      { security, profileId },
    );
    // A new document, so that the app starts with the session just stored.
    await page.goto(`${base}/#/edls/en-cours`);
    await page.reload();
    await page.locator('[data-route=edlsLocal]').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
      }
    });
    const localId = 1_700_000_000_000;
    for (let i = 0; i < LIST_REPORTS; i++) await seedReport(page, largeReport(localId + i));
    await page.evaluate((id) => (location.hash = `#/edl/${id}`), localId);
    await page.locator('[data-route=edl]').waitFor();
    await page.close();
    return localId;
  } finally {
    await browser.close();
  }
}

async function auditWarm(base: string, label: string, paths: (localId: number) => string[]): Promise<void> {
  const chrome = await launchChrome();
  try {
    const localId = await warmSignedIn(chrome.port, base);
    for (const screenPath of paths(localId)) {
      const runs: Figures[] = [];
      const held = LIST_REPORTS === 1 ? '' : `, ${LIST_REPORTS} reports on the device`;
      console.log(`lighthouse, ${label} ${screenPath} (mobile preset, precache warm${held}, ${RUNS} runs)`);
      for (let i = 1; i <= RUNS; i++) {
        const figures = await lighthouseRun(chrome.port, `${base}/${screenPath}`, true);
        runs.push(figures);
        console.log(row(`run ${i}`, figures));
      }
      printMedian(runs);
    }
  } finally {
    chrome.kill();
  }
}

function printMedian(allRuns: readonly Figures[]): void {
  // A run Lighthouse could not finish (no paint recorded: NaN) is left out of the median.
  const runs = allRuns.filter((run) => Number.isFinite(run.lcpMs));
  if (runs.length < allRuns.length)
    console.log(`  (${allRuns.length - runs.length} run(s) without figures left out)`);
  const middle: Figures = {
    score: median(runs.map((r) => r.score)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    unusedJsBytes: median(runs.map((r) => r.unusedJsBytes)),
    load: median(runs.map((r) => r.load)),
    loadAverage: median(runs.map((r) => r.loadAverage)),
    cpuTbtMs: median(runs.map((r) => r.cpuTbtMs)),
  };
  console.log(row('median', middle));
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  if (middle.load > 1.5) {
    console.log(
      `  (a busy machine: the main thread's tasks took ${middle.load.toFixed(1)} times their CPU time, and Lighthouse slows what it observed)`,
    );
  }
  console.log(
    `  budget   performance >= ${BUDGET.score} (${verdict(middle.score >= BUDGET.score)}), LCP <= ${BUDGET.lcpMs / 1000} s (${verdict(middle.lcpMs <= BUDGET.lcpMs)}), TBT <= ${BUDGET.tbtMs} ms (${verdict(middle.tbtMs <= BUDGET.tbtMs)})`,
  );
}

const row = (label: string, f: Figures) =>
  `  ${label.padEnd(8)} performance ${f.score.toFixed(2)}  FCP ${(f.fcpMs / 1000).toFixed(2)} s  LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(f.tbtMs)} ms  unused JS ${(f.unusedJsBytes / 1000).toFixed(1)} kB  wall/CPU ${f.load.toFixed(1)}  load average ${f.loadAverage.toFixed(2)}  (TBT from CPU time ${Math.round(f.cpuTbtMs)} ms)`;

/** BENCH_LIGHTHOUSE_SCREENS=login,list,editor (the default: all three) audits some of them. */
const SCREENS = new Set((process.env.BENCH_LIGHTHOUSE_SCREENS ?? 'login,list,editor').split(','));

export async function runLighthouseBenchmark(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3335));
  try {
    if (SCREENS.has('login')) {
      const runs: Figures[] = [];
      console.log(`lighthouse, login screen (mobile preset, ${RUNS} cold runs)`);
      for (let i = 1; i <= RUNS; i++) {
        const figures = await audit(`${server.base}/`);
        runs.push(figures);
        console.log(row(`run ${i}`, figures));
      }
      printMedian(runs);
    }
    const warm = (localId: number) => [
      ...(SCREENS.has('list') ? ['#/edls/en-cours'] : []),
      ...(SCREENS.has('editor') ? [`#/edl/${localId}`] : []),
    ];
    if (SCREENS.has('list') || SCREENS.has('editor')) await auditWarm(server.base, 'signed in', warm);
  } finally {
    await server.stop();
  }
}
