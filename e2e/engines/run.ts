/**
 * The offline capture flow in WebKit (WebKitGTK) and Firefox, against the product started as the
 * Playwright suite starts it. `node engines/run.ts [webkit] [firefox]` (both by default); E2E_PORT is
 * the port the browser opens (the server itself listens on the next one). One line per step; a failed
 * step says what it waited for and leaves a screenshot under engines/test-results/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EngineBrowser, EngineName } from './browser.ts';
import { launchFirefox } from './firefox.ts';
import { offlineCaptureFlow } from './flow.ts';
import { FlowPage } from './page.ts';
import { startProduct } from './product.ts';
import { launchWebKit } from './webkit.ts';

const ENGINES: Record<EngineName, () => Promise<EngineBrowser>> = {
  webkit: launchWebKit,
  firefox: launchFirefox,
};
const RESULTS = path.join(import.meta.dirname, 'test-results');

/** Far above a step's time on a busy 2-core machine (13 s at most seen): only a hung browser hits it. */
const STEP_LIMIT_MS = 120_000;
/** ENGINES_SCREENSHOTS=<folder>: a screenshot after every step, to look at each engine's rendering. */
const SHOTS = process.env.ENGINES_SCREENSHOTS;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** `work`, or a rejection saying what took too long: a hung driver call must not hang CI. */
function within<T>(limitMs: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${limitMs / 1000} s`)), limitMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function runEngine(
  name: EngineName,
  product: Awaited<ReturnType<typeof startProduct>>,
): Promise<boolean> {
  const started = Date.now();
  let browser: EngineBrowser;
  try {
    browser = await within(STEP_LIMIT_MS, 'starting the browser', ENGINES[name]());
  } catch (first) {
    // A browser that fails to start (a window manager-less display, a busy machine) says nothing
    // of the product: one more start, from scratch, before the engine counts as failed.
    console.log(`  ${name}: the browser did not start (${String(first)}); starting it again`);
    try {
      browser = await within(STEP_LIMIT_MS, 'starting the browser', ENGINES[name]());
    } catch (error) {
      console.log(`✘ ${name}: the browser did not start: ${String(error)}`);
      return false;
    }
  }
  console.log(`  ${name}: browser started in ${seconds(started)}`);
  const page = new FlowPage(browser);
  let steps = 0;
  try {
    await offlineCaptureFlow(
      page,
      product,
      async (step, run) => {
        const at = Date.now();
        steps++;
        try {
          await within(STEP_LIMIT_MS, 'the step', run());
        } catch (error) {
          const shot = path.join(RESULTS, `${name}-failure.png`);
          await within(10_000, 'the screenshot', browser.screenshot(shot)).catch(() => undefined);
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`step '${step}' failed: ${reason}\n    screenshot: ${shot}`, { cause: error });
        }
        console.log(`  ✓ ${name}: ${step} (${seconds(at)})`);
        if (SHOTS)
          await browser.screenshot(path.join(SHOTS, `${name}-${String(steps).padStart(2, '0')}.png`));
      },
      RESULTS,
    );
    console.log(`✓ ${name}: the offline capture flow passed in ${seconds(started)}`);
    return true;
  } catch (error) {
    console.log(`✘ ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    // A product left blocked by a failed step would fail the next engine for nothing.
    await product.unblock();
    await within(15_000, 'closing the browser', browser.close()).catch((error: unknown) =>
      console.log(`  ${name}: ${String(error)}`),
    );
  }
}

async function main(): Promise<number> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in ENGINES));
  if (unknown.length > 0) {
    console.log(`unknown engine ${unknown.join(', ')}: choose among ${Object.keys(ENGINES).join(', ')}`);
    return 2;
  }
  const engines = (asked.length > 0 ? asked : Object.keys(ENGINES)) as EngineName[];
  mkdirSync(RESULTS, { recursive: true });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const started = Date.now();
  const product = await startProduct(Number(process.env.E2E_PORT ?? 3310));
  console.log(`  the product answered in ${seconds(started)}`);
  let failed = 0;
  try {
    for (const name of engines) if (!(await runEngine(name, product))) failed++;
  } finally {
    await product.stop();
  }
  console.log(`engines: ${engines.length - failed} passed, ${failed} failed (${seconds(started)})`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
