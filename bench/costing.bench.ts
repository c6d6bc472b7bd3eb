/**
 * The costing screen's budgets (issue 11), in this machine's Chromium against the built app served
 * by the real server (its own embedded PostgreSQL in a temporary directory), CPU slowed down 4 times:
 *   - a move-out of 300 priced lines opens in the costing screen in under 300 ms: its first cards
 *     (the screen mounts 24 lines, then more as the agent scrolls) and the totals of all 300;
 *   - an edit (a line switched off) shows the new totals within one frame (16 ms).
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
/** The cards the screen mounts at first (LINES_PER_STEP of features/costing/CostingPage.tsx). */
const FIRST_CARDS = 24;
const ms = (value: number) => `${value.toFixed(1)} ms`;

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
  return { ...base, open: false, profileId, hasConvention: true, edl };
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
    await fetch(`${server.base}/api/edl/${id}/costing`, { headers });

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
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => (location.hash = '#/edls/enregistres'));
      await page.locator('[data-route=edlsRemote]').last().waitFor();
      opens.push(await openTime(page, id));
    }
    console.log(
      `  open ${LINES} lines (first ${FIRST_CARDS} cards + totals) ${opens.map(ms).join(', ')} (median ${ms(median(opens))}, budget 300 ms)`,
    );

    // Edits: a line switched off then on again, each total read from the page's marks.
    const screen = page.locator('[data-route=edlCosting]').last();
    const marks: number[] = [];
    const frames: number[] = [];
    for (let i = 0; i < 10; i++) {
      const toggle = screen.locator('.costing-line ion-toggle').nth(i * 2);
      await toggle.scrollIntoViewIfNeeded();
      const before = await screen.locator('.costing-ht').textContent();
      const frame = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            document.addEventListener(
              'click',
              (event) => requestAnimationFrame(() => resolve(performance.now() - event.timeStamp)),
              { capture: true, once: true },
            );
          }),
      );
      await toggle.click();
      frames.push(await frame);
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
    console.log(
      `  edit -> totals committed  median ${ms(median(marks))}, max ${ms(Math.max(...marks))} (marks)`,
    );
    console.log(
      `  click -> next frame       median ${ms(median(frames))}, max ${ms(Math.max(...frames))} (budget 16 ms)`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runCostingBenchmarks();
