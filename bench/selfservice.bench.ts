/**
 * The self-service flow's budget (docs/ARCHITECTURE.md "Budgets"): on a throttled 4G profile (1.6 Mb/s down,
 * 150 ms round trip, Chromium's own network emulation through CDP), a tenant opening the invitation link with
 * an empty cache gets the flow's JavaScript in under 2 s; and once loaded, the flow keeps working with
 * the network cut (every script it ran is in the service worker's precache, and a reload offline
 * shows the step again). Against the built app served by the real server (BENCH_PORT, default 3345,
 * its own embedded PostgreSQL), Debian's Chromium, a phone-sized page.
 * Figures are printed, never asserted: benchmarks measure, the tests decide.
 */
import type { Browser, CDPSession, Page, Request } from '@playwright/test';
import { createReport, type LocalReport } from '@constat/domain';
import { T3_WITH_CELLAR } from '../e2e/tests/support/seedReport.ts';
import { launchChromium, signedInSession, startServer } from './benchServer.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3345);
const THROTTLE = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const BUDGET_MS = 2000;

interface Invitation {
  login: string;
  password: string;
}

async function invite(base: string): Promise<Invitation> {
  const { security, profileId } = await signedInSession(base);
  const { jwtToken } = JSON.parse(security) as { jwtToken: string };
  const headers = { authorization: `Bearer ${jwtToken}`, 'content-type': 'application/json' };
  const report: LocalReport = {
    ...createReport({ edlIO: 'Entrant', template: 'default', info: T3_WITH_CELLAR, now: Date.now() }),
    open: false,
  };
  const saved = await fetch(`${base}/api/edl`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `bench:${report.localId}` },
    body: JSON.stringify({ ...report, signatures: {}, profileId }),
  });
  if (!saved.ok) throw new Error(`base report ${saved.status}: ${await saved.text()}`);
  const { id } = (await saved.json()) as { id: number };
  const created = await fetch(`${base}/api/auto-edl`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      duplicateFromId: id,
      email: 'bench-tenant@example.org',
      preData: { etage: '2', numAppart: '21' },
      profileId,
    }),
  });
  if (!created.ok) throw new Error(`invitation ${created.status}: ${await created.text()}`);
  return (await created.json()) as Invitation;
}

async function tenantTokens(base: string, invitation: Invitation): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: invitation.login, password: invitation.password }),
  });
  const { token, refresh } = (await login.json()) as { token: string; refresh: string };
  return JSON.stringify({ login: invitation.login, jwtToken: token, refreshToken: refresh });
}

interface Window {
  /** performance.now() in the page when the window opened. */
  startedAt: number;
  ms: number;
  scripts: number;
  bytes: number;
}

/**
 * A throttled page with an empty cache (a new context's) and no service worker (it would download
 * the app too). The HTTP cache itself stays on, as in a tenant's browser: the login fetches the
 * app's files at idle (features/login/plainLogin.ts) for the tap on 'Me connecter' to find them.
 */
async function throttledPage(browser: Browser, security: string | null): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  if (security)
    await context.addInitScript((security) => localStorage.setItem('security', security), security);
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLE });
  return page;
}

/** Scripts fetched while `run` runs: how long it took, how many and their transferred bytes. */
async function scriptsDuring(page: Page, run: () => Promise<void>): Promise<Window> {
  const sizes: Promise<number>[] = [];
  const listener = (request: Request) => {
    if (request.resourceType() === 'script')
      sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  };
  page.on('requestfinished', listener);
  const startedAt = await page.evaluate(() => performance.now());
  const started = Date.now();
  await run();
  const ms = Date.now() - started;
  page.off('requestfinished', listener);
  const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  return { startedAt, ms, scripts: sizes.length, bytes };
}

const line = (label: string, w: Window) =>
  console.log(
    `${label.padEnd(48)} ${w.ms} ms, ${w.scripts} scripts, ${(w.bytes / 1000).toFixed(1)} kB transferred`,
  );

export async function runSelfServiceBenchmark(): Promise<void> {
  const server = await startServer(PORT);
  const browser = await launchChromium();
  try {
    const invitation = await invite(server.base);

    // The flow's own JavaScript: from the login screen shown (the app shell, budgeted on its own) to
    // the language step, logging in with the e-mailed credentials.
    const tenant = await throttledPage(browser, null);
    await tenant.goto(server.base);
    await tenant.locator('input[name=login]').waitFor();
    // The login screen's own lazy pieces (its icons, the update check) finish first: they are the
    // shell's, not the flow's, and would otherwise open the flow's window early.
    await tenant.waitForLoadState('networkidle');
    const flow = await scriptsDuring(tenant, async () => {
      await tenant.locator('input[name=login]').fill(invitation.login);
      await tenant.locator('input[name=password]').fill(invitation.password);
      await tenant.getByRole('button', { name: 'Me connecter' }).click();
      await tenant.getByText('Français').waitFor({ timeout: 60_000 });
    });
    line('self-service: login tap to language step, 4G', flow);
    // The flow's JavaScript itself: from its first script request to the last script's last byte.
    const js = await tenant.evaluate((after) => {
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) => e.name.endsWith('.js') && e.startTime >= after,
      );
      const first = Math.min(...scripts.map((e) => e.startTime));
      return Math.round(Math.max(...scripts.map((e) => e.responseEnd)) - first);
    }, flow.startedAt);
    console.log(
      `${'self-service: flow JavaScript download, 4G'.padEnd(48)} ${js} ms (budget ${BUDGET_MS} ms: ${js <= BUDGET_MS ? 'within' : 'OVER'})`,
    );
    if (process.env.BENCH_DETAIL) {
      const entries = await tenant.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (e) =>
            `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.split('/').slice(-2).join('/')}`,
        ),
      );
      console.log(entries.join('\n'));
    }
    await tenant.context().close();

    // Cold: the link opened signed in with nothing cached (app shell and flow together).
    const cold = await throttledPage(browser, await tenantTokens(server.base, invitation));
    const whole = await scriptsDuring(cold, async () => {
      await cold.goto(`${server.base}/#/auto-edl`);
      await cold.getByText('Français').waitFor({ timeout: 60_000 });
    });
    line('self-service: cold open (shell + flow), 4G', whole);
    await cold.context().close();

    // Offline once loaded: every script the flow ran is in the service worker's precache, and a
    // reload with the network cut shows the step again.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const security = await tenantTokens(server.base, invitation);
    await context.addInitScript((security) => {
      if (!localStorage.getItem('security')) localStorage.setItem('security', security);
    }, security);
    const page = await context.newPage();
    const ran = new Set<string>();
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') ran.add(request.url().split('?')[0] ?? '');
    });
    await page.goto(`${server.base}/#/auto-edl`);
    await page.getByText('Français').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const cached = await page.evaluate(async () => {
      const urls = new Set<string>();
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.add(request.url.split('?')[0] ?? '');
      }
      return [...urls];
    });
    const missing = [...ran].filter((url) => !cached.includes(url));
    await context.setOffline(true);
    await page.reload();
    const offline = await page
      .getByText('Français')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    console.log(
      `${'self-service: offline after first load'.padEnd(48)} ${offline ? 'language step shown' : 'NOT shown'}, ${ran.size} scripts ran, ${missing.length} not precached${missing.length ? `: ${missing.join(', ')}` : ''}`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.main) await runSelfServiceBenchmark();
