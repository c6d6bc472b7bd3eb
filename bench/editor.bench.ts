/**
 * The report editor's budgets (docs/ARCHITECTURE.md "Budgets"), in this machine's Chromium against the built
 * app served by the real server (port 3342, its own embedded PostgreSQL in a temporary directory):
 *   - a large report (25 rooms x 15 elements x 3 parts) opens in the editor in under 500 ms;
 *   - a keystroke in an observation renders in under 16 ms (median) with the CPU slowed down 4 times;
 *   - an edit is in IndexedDB within 300 ms of the last keystroke.
 * Figures are printed, never asserted: benchmarks measure, the tests decide.
 */
import type { Page } from '@playwright/test';
import { buildEntry, createReport, type LocalReport, type Module } from '@constat/domain';
import { T3_WITH_CELLAR, seedReport } from '../e2e/tests/support/seedReport.ts';
import { launchChromium, median, signedInSession, startServer } from './benchServer.ts';

const PORT = 3342;
const BASE = `http://localhost:${PORT}`;
const CPU_SLOWDOWN = 4;
/** Catalogue containers whose parts are cut to 3, so the tree has the budget's shape. */
const ELEMENTS = ['Porte', 'Fenêtre', 'Placard', 'Electricité', 'Ensemble évier'];

/** 25 rooms x 15 elements x 3 parts, with the catalogue's rates (the shape the editor really gets). */
export function largeReport(localId: number): LocalReport {
  const base = createReport({ edlIO: 'Entrant', template: 'default', info: T3_WITH_CELLAR, now: localId });
  const edl: Module[] = Array.from({ length: 25 }, (_, m) => ({
    id: m + 1,
    name: `Pièce ${m + 1}`,
    opened: false,
    entry: Array.from({ length: 15 }, (_, e) => {
      const entry = buildEntry(ELEMENTS[e % ELEMENTS.length] ?? 'Porte', e + 1);
      return {
        ...entry,
        name: `${entry.name} ${e + 1}`,
        content: entry.content?.slice(0, 3).map((sub) => ({
          ...sub,
          rate: { ...sub.rate, condition: 'Bon état', other: 'RAS' },
        })),
      };
    }),
  }));
  return { ...base, edl };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Opens the editor by in-app navigation; resolves with the time until its 25 rooms are painted. */
function openTime(page: Page, localId: number): Promise<number> {
  return page.evaluate(
    (localId) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const done = () =>
          document.querySelectorAll(`[data-route=edl] .column-modules .element-row`).length >= 25 &&
          document.querySelector('[data-route=edl]:not(.ion-page-hidden):not(.ion-page-invisible)') !== null;
        const check = () => {
          if (done()) requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(check);
        };
        location.hash = `#/edl/${localId}`;
        requestAnimationFrame(check);
      }),
    localId,
  );
}

/**
 * Keystroke figures, per key typed into a textarea:
 *   - `key`: from the keydown (its event time, so time queued behind other work counts) to the DOM
 *     updated and laid out after the input event: what the main thread owes before the next frame;
 *   - `render`: from the input event's dispatch to the same point: the app's own work (React's
 *     render of the change and the layout it causes).
 * Characters typed without a keydown (Playwright inserts 'é' as text) count in `render` only.
 */
const instrumentKeystrokes = () => {
  const state = window as unknown as {
    __bench: { keydown: number | null; input: number; keys: number[]; renders: number[] };
  };
  state.__bench = { keydown: null, input: 0, keys: [], renders: [] };
  const bench = state.__bench;
  document.addEventListener('keydown', (event) => (bench.keydown = event.timeStamp), true);
  // Capture on document runs before React's listener on its root; bubbling to window runs after.
  document.addEventListener('input', () => (bench.input = performance.now()), true);
  window.addEventListener('input', () => {
    void document.body.getBoundingClientRect();
    const now = performance.now();
    bench.renders.push(now - bench.input);
    if (bench.keydown !== null) bench.keys.push(now - bench.keydown);
    bench.keydown = null;
  });
};

interface KeyFigures {
  keys: number[];
  renders: number[];
  input: number;
}

const readKeys = (page: Page) => page.evaluate(() => (window as unknown as { __bench: KeyFigures }).__bench);

function describe(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? NaN;
  return `median ${ms(median(values))}, p95 ${ms(p95)} (${values.length})`;
}

/** The same keystrokes into a bare textarea: the browser's own cost on this machine, for scale. */
async function bareTextareaFigures(page: Page, text: string): Promise<KeyFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.setContent('<textarea rows="4" style="width: 320px; font-size: 16px">RAS</textarea>');
  await page.evaluate(instrumentKeystrokes);
  await page.click('textarea');
  await page.keyboard.type(text, { delay: 80 });
  return readKeys(page);
}

/** Records when the last IndexedDB write transaction completed (wraps IDBObjectStore.put). */
const recordWrites = () => {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    const request = put.apply(this, args);
    this.transaction.addEventListener('complete', () => {
      (window as unknown as { __written: number }).__written = performance.now();
    });
    return request;
  };
};

export async function runEditorBenchmarks(): Promise<void> {
  console.log(`editor: 25 rooms x 15 elements x 3 parts, Chromium, port ${PORT}`);
  const server = await startServer(PORT);
  const browser = await launchChromium();
  try {
    const { security, profileId } = await signedInSession(server.base);
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 } });
    await context.addInitScript(
      ({ security, profileId }) => {
        localStorage.setItem('security', security);
        localStorage.setItem('profile', String(profileId));
      },
      { security, profileId },
    );
    await context.addInitScript(recordWrites);
    const page = await context.newPage();
    await page.goto('/#/edls/en-cours');
    await page.locator('[data-route=edlsLocal]').waitFor();
    const ids = Array.from({ length: 6 }, (_, i) => 1_700_000_000_000 + i);
    for (const id of ids) await seedReport(page, largeReport(id));
    const bytes = JSON.stringify(largeReport(ids[0] ?? 0)).length;
    console.log(`  report: ${(bytes / 1024).toFixed(0)} kB of JSON, ${25 * 15 * 3} rated parts`);

    // Open: first in-app open (chunk fetched), then warm opens of other reports, normal CPU and x4.
    const cdp = await context.newCDPSession(page);
    const opens: { cpu: number; times: number[] }[] = [
      { cpu: 1, times: [] },
      { cpu: CPU_SLOWDOWN, times: [] },
    ];
    let next = 0;
    for (const run of opens) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: run.cpu });
      for (let i = 0; i < 3; i++) {
        await page.evaluate(() => (location.hash = '#/edls/en-cours'));
        await page.locator('[data-route=edlsLocal]').waitFor();
        run.times.push(await openTime(page, ids[next++] ?? 0));
      }
    }
    const [normal, slowed] = opens;
    console.log(
      `  open in the editor        first ${ms(normal?.times[0] ?? NaN)}, then ${normal?.times.slice(1).map(ms).join(', ')} (CPU x1)`,
    );
    console.log(`  open in the editor        ${slowed?.times.map(ms).join(', ')} (CPU x${CPU_SLOWDOWN})`);

    // Keystrokes in the observation of a part, every column mounted, CPU x4.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Ionic keeps the pages it navigated from; the newest editor page is the last one.
    const editor = page.locator('[data-route=edl]').last();
    await editor.locator('.column-modules .element-row').first().click();
    await editor.locator('.column-entries .element-row').first().click();
    await editor.locator('.column-subEntries .element-row').first().click();
    const observation = editor.locator('.column-rate textarea.observation-text');
    await observation.click();
    await page.keyboard.press('End');
    await page.evaluate(instrumentKeystrokes);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const writes: number[] = [];
    const text = (burst: number) => ` mur ${burst} rayé`;
    for (let burst = 0; burst < 5; burst++) {
      // Typing at ~12 keys/s; the pause after each burst lets the 200 ms debounce commit.
      await page.keyboard.type(text(burst), { delay: 80 });
      const lastKey = (await readKeys(page)).input;
      await page.waitForFunction(
        (after) => ((window as unknown as { __written?: number }).__written ?? 0) > after,
        lastKey,
        {
          polling: 10,
        },
      );
      writes.push(
        (await page.evaluate(() => (window as unknown as { __written: number }).__written)) - lastKey,
      );
    }
    const typed = await readKeys(page);
    const bare = await bareTextareaFigures(
      await context.newPage(),
      Array.from({ length: 5 }, (_, i) => text(i)).join(''),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.log(
      `  keystroke, observation     ${describe(typed.keys)}; app render ${describe(typed.renders)} (CPU x${CPU_SLOWDOWN})`,
    );
    console.log(
      `  keystroke, bare textarea   ${describe(bare.keys)}; render ${describe(bare.renders)} (same CPU, for scale)`,
    );
    console.log(
      `  last keystroke to IndexedDB median ${ms(median(writes))}, max ${ms(Math.max(...writes))} (200 ms debounce included, CPU x${CPU_SLOWDOWN})`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.main) await runEditorBenchmarks();
