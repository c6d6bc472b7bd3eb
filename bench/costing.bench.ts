/**
 * The costing screen's budgets (docs/ARCHITECTURE.md "Budgets"), in this machine's Chromium against the built
 * app served by the real server (its own embedded PostgreSQL in a temporary directory), CPU slowed down 4
 * times:
 *   - a move-out of 300 priced lines opens in the costing screen in under 300 ms: its first cards
 *     (the screen mounts 24 lines, then more as the agent scrolls) and the totals of all 300;
 *   - an edit (a line switched off) shows the new totals within one frame (16 ms);
 *   - GET /api/edl/{id}/costing of those 300 lines answers in under 50 ms p99 (over HTTP, one
 *     client, after the first read that builds the lines; unthrottled: it is the server's time).
 * The edit is timed by the page's own performance marks ('costing:edit' when the change is applied,
 * the 'costing:edit-to-totals' measure when the totals are committed) and, from outside, from the
 * click to the next frame. Figures are printed, never asserted.
 * Run: `node bench/costing.bench.ts` (BENCH_PORT, default 3361).
 */
import { createReport, type LocalReport, type Module } from '@constat/domain';
import type { Page } from '@playwright/test';
import { T3_WITH_CELLAR } from '../e2e/tests/support/seedReport.ts';
import { launchChromium, median, signedInSession, startServer } from './benchServer.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3361);
const LINES = 300;
const CPU_SLOWDOWN = 4;
/** The cards the screen mounts at first (LINES_PER_STEP of features/costing/CostingPage.tsx); the rest follow in the background. */
const FIRST_CARDS = 24;
const GET_RUNS = 300;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The p-th percentile of ascending values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/** GET /api/edl/{id}/costing as the screen sends it, timed to the whole body read. */
async function costingReadTimes(url: string, headers: Record<string, string>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < GET_RUNS; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { lines: unknown[] };
    times.push(performance.now() - start);
    if (!response.ok || body.lines.length !== LINES) throw new Error(`costing read: ${response.status}`);
  }
  return times.sort((a, b) => a - b);
}

/** 30 rooms x 10 degraded walls pre-quoted to repair: 300 costing lines. */
function exitOf(profileId: number): LocalReport {
  const base = createReport({ edlIO: 'Sortant', template: 'default', info: T3_WITH_CELLAR, now: Date.now() });
  const edl: Module[] = Array.from({ length: LINES / 10 }, (_, m) => ({
    id: m + 1,
    name: `Pièce ${m + 1}`,
    opened: false,
    entry: Array.from({ length: 10 }, (_, e) => ({
      id: e + 1,
      name: `Murs ${e + 1}`,
      opened: false,
      rate: {
        condition: 'Dégradé',
        type: 'Peinture',
        toQuote: true,
        preQuote: { action: 'repair' as const, measure: 1250 + e, cost: 30_000 + e, calibrationId: null },
      },
    })),
  }));
  return { ...base, open: false, profileId, conventionSortieManuelle: true, hasConvention: true, edl };
}

/** Navigates to the costing in the app; resolves with the time until its first cards and the totals are painted. */
function openTime(page: Page, edlId: number): Promise<number> {
  return page.evaluate(
    ({ edlId, lines }) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const check = () => {
          const screen = document.querySelector('[data-route=edlCosting]:not(.ion-page-hidden)');
          const ready =
            screen !== null &&
            screen.querySelectorAll('.costing-line').length >= lines &&
            screen.querySelector('.costing-ht')?.textContent !== '0,00 €';
          if (ready) requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(check);
        };
        location.hash = `#/costing/${edlId}`;
        requestAnimationFrame(check);
      }),
    { edlId, lines: FIRST_CARDS },
  );
}

export async function runCostingBenchmarks(): Promise<void> {
  console.log(`costing screen: ${LINES} lines, Chromium, CPU x${CPU_SLOWDOWN}, port ${PORT}`);
  const server = await startServer(PORT);
  const browser = await launchChromium();
  try {
    const { security, profileId } = await signedInSession(server.base);
    const { jwtToken } = JSON.parse(security) as { jwtToken: string };
    const headers = { authorization: `Bearer ${jwtToken}`, 'content-type': 'application/json' };
    const report = exitOf(profileId);
    const saved = await fetch(`${server.base}/api/edl`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `bench:${report.localId}` },
      body: JSON.stringify(report),
    });
    const { id } = (await saved.json()) as { id: number };
    // The first read builds the lines; the screen then reads them as an agent would.
    const url = `${server.base}/api/edl/${id}/costing`;
    let start = performance.now();
    await (await fetch(url, { headers })).json();
    const build = performance.now() - start;
    await costingReadTimes(url, headers); // warm-up: JIT, PostgreSQL's plan and buffers
    start = performance.now();
    const reads = await costingReadTimes(url, headers);
    const readsMs = performance.now() - start;
    const p99 = percentile(reads, 99);
    console.log(
      `  GET /api/edl/{id}/costing, ${LINES} lines, HTTP, one client: first read (builds) ${ms(build)}; ` +
        `median ${ms(percentile(reads, 50))}, p99 ${ms(p99)} over ${GET_RUNS} reads, ` +
        `${((GET_RUNS / readsMs) * 1000).toFixed(0)} reads/s (budget 50 ms p99: ${p99 < 50 ? 'met' : 'MISSED'})`,
    );

    const context = await browser.newContext({
      baseURL: server.base,
      viewport: { width: 820, height: 1180 },
    });
    await context.addInitScript(
      ({ security, profileId }) => {
        localStorage.setItem('security', security);
        localStorage.setItem('profile', String(profileId));
      },
      { security, profileId },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto('/#/edls/enregistres');
    await page.locator('[data-route=edlsRemote]').waitFor();
    // Once unthrottled so the route's chunk is fetched, then the measured opens.
    await openTime(page, id);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const opens: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.evaluate(() => (location.hash = '#/edls/enregistres'));
      await page.locator('[data-route=edlsRemote]').last().waitFor();
      opens.push(await openTime(page, id));
    }
    console.log(
      `  open ${LINES} lines (first ${FIRST_CARDS} cards + totals) ${opens.map(ms).join(', ')} (median ${ms(median(opens))}, min ${ms(Math.min(...opens))}, budget 300 ms)`,
    );

    // Edits once every line is mounted (the rest mount in the background after the first cards).
    const screen = page.locator('[data-route=edlCosting]').last();
    const mounted = await page.evaluate(
      (lines) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          const check = () => {
            const count = document.querySelectorAll(
              '[data-route=edlCosting]:not(.ion-page-hidden) .costing-line',
            ).length;
            if (count >= lines) resolve(performance.now() - start);
            else setTimeout(check, 20);
          };
          check();
        }),
      LINES,
    );
    console.log(`  all ${LINES} cards mounted ${ms(mounted)} after the last open's first cards`);

    // A line switched off then on again by a tap on its switch (raw mouse events: no Playwright
    // hit-target checks inside the measured task). The budget's figure: whether the first frame
    // after the tap already shows the new totals (read in that frame's animation callback). Then
    // the page's marks (the change applied -> the totals committed by React), the tap -> the next
    // frame's paint done (a message posted from that frame's animation callback runs once it is
    // painted), and the browser's own Event Timing duration of the click (input -> next paint, 8 ms
    // steps, unreported under 16 ms). At x4 the last two are mostly Chromium's own work on a page
    // of 300 cards: hit tests, Ionic's overlay focus trap on focus (about 19 ms), style and paint.
    const marks: number[] = [];
    const frames: number[] = [];
    const timings: number[] = [];
    let inFirstFrame = 0;
    const TAPS = 10;
    for (let i = 0; i < TAPS; i++) {
      const toggle = screen.locator('.costing-line [data-field=enabled]').nth(i * 2);
      await toggle.scrollIntoViewIfNeeded();
      // Playwright's checks without the click: the page's slide-in has ended and the switch is
      // where the tap lands (the raw tap below must not run inside an animation).
      await toggle.click({ trial: true });
      const box = await toggle.boundingBox();
      if (box === null) throw new Error('no switch on screen');
      const before = await screen.locator('.costing-ht').textContent();
      await page.evaluate((before) => {
        const state = window as unknown as { benchTap?: Promise<[number, number, boolean]> };
        state.benchTap = new Promise<[number, number, boolean]>((resolve) => {
          let eventTiming = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.name === 'click') eventTiming = Math.max(eventTiming, entry.duration);
            }
          });
          observer.observe({
            type: 'event',
            durationThreshold: 16,
            buffered: false,
          } as PerformanceObserverInit);
          document.addEventListener(
            'click',
            (event) =>
              requestAnimationFrame(() => {
                // The first frame after the tap: are its totals already the new ones?
                const shown =
                  document.querySelector('[data-route=edlCosting]:not(.ion-page-hidden) .costing-ht')
                    ?.textContent !== before;
                const painted = new MessageChannel();
                painted.port1.onmessage = () => {
                  const frame = performance.now() - event.timeStamp;
                  // Event Timing entries are queued after the paint: read them a little later.
                  setTimeout(() => {
                    observer.disconnect();
                    resolve([frame, eventTiming, shown]);
                  }, 100);
                };
                painted.port2.postMessage(null);
              }),
            { capture: true, once: true },
          );
        });
      }, before);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const [frame, eventTiming, shown] = await page.evaluate(
        () => (window as unknown as { benchTap: Promise<[number, number, boolean]> }).benchTap,
      );
      if (shown) inFirstFrame++;
      frames.push(frame);
      timings.push(eventTiming);
      await page.waitForFunction(
        (before) =>
          document.querySelector('[data-route=edlCosting]:not(.ion-page-hidden) .costing-ht')?.textContent !==
          before,
        before,
      );
      const measure = await page.evaluate(() => {
        const entries = performance.getEntriesByName('costing:edit-to-totals', 'measure');
        const last = entries.at(-1)?.duration ?? NaN;
        performance.clearMeasures('costing:edit-to-totals');
        return last;
      });
      marks.push(measure);
    }
    const timing = (value: number) => (value === 0 ? '<16 ms' : ms(value));
    console.log(
      `  edit -> totals committed  median ${ms(median(marks))}, min ${ms(Math.min(...marks))}, max ${ms(Math.max(...marks))} (marks)`,
    );
    console.log(
      `  new totals in the first frame after the tap: ${inFirstFrame} of ${TAPS} taps (budget: within one frame)`,
    );
    console.log(
      `  tap -> next frame painted median ${ms(median(frames))}, min ${ms(Math.min(...frames))}, max ${ms(Math.max(...frames))} (Chromium's input, hit test and paint of the page included)`,
    );
    console.log(
      `  click Event Timing        median ${timing(median(timings))}, max ${timing(Math.max(...timings))} (input -> next paint)`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runCostingBenchmarks();
