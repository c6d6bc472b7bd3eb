/**
 * The login screen is quick on a mid-range phone over 4G. Its JavaScript (every script the
 * built index.html loads, gzip-compressed one file at a time as the server sends them) stays within
 * its budget (docs/ARCHITECTURE.md "Budgets"); it is drawn before that JavaScript has run (a static copy in index.html), and what is
 * typed there is the app's once it takes over; its text shows at once in the system font stack.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
/**
 * 97.8 kB measured once the app opened on a login without Ionic or the router (158.1 before, 216.6
 * before issue 27's first changes), plus a margin for small changes.
 */
const LOGIN_JS_BUDGET_BYTES = 102 * 1000;

test('the login screen loads no more than its JavaScript budget', () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  // boot.js, and the entry module and its preloads, which boot.js loads (written on its tag).
  const scripts = [...html.matchAll(/(?:src|href|data-entry|data-preload)="([^"]+)"/g)]
    .flatMap((match) => (match[1] ?? '').split(' '))
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.replace(/^\//, ''));
  expect(scripts.length).toBeGreaterThan(0);
  const bytes = scripts.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length,
    0,
  );
  expect(bytes).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
});

test('the login screen shows its text in the system font, with no web font to wait for', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(request.url())) {
      fontRequests.push(request.url());
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Constat', level: 1 })).toBeVisible();
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      faces: document.fonts.size,
      family: getComputedStyle(document.querySelector('.login-wordmark') ?? document.body).fontFamily,
    };
  });
  expect(fonts.faces).toBe(0);
  expect(fonts.family).toMatch(/^-apple-system, BlinkMacSystemFont/);
  expect(fontRequests).toEqual([]);
});

test('the login screen is drawn before its JavaScript runs, and the app keeps what was typed there', async ({
  page,
}) => {
  // The app's entry module is held back: what shows meanwhile is index.html's own copy.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Constat', level: 1 })).toBeVisible();
  await page.getByLabel('Identifiant').fill('admin');
  await page.getByLabel('Mot de passe').fill('constat-admin-pw');
  await page.getByRole('button', { name: 'Me connecter' }).click();
  // Nothing can sign in yet: the copy has no script of its own beyond showing itself.
  await expect(page).toHaveURL(/\/(#\/)?$/);
  expect(await page.locator('[data-route=login]').count()).toBe(0);

  releaseApp();
  // The app's form replaces the copy and signs in with what was typed, as if tapped there.
  await expect(page).toHaveURL(/#\/selection-profil$/);
  await expect(page.locator('#login-shell')).toHaveCount(0);
});

test("'Mentions légales' tapped on the login copy opens the notice once the app is there", async ({
  page,
}) => {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Mentions légales' }).click();
  releaseApp();
  await expect(
    page.locator('ion-modal.legal-modal').getByText('société par actions simplifiée', { exact: false }),
  ).toBeVisible();
});

test('a start with a session on the device never shows the login copy', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('security', JSON.stringify({ login: 'admin', jwtToken: 'x', refreshToken: 'y' })),
  );
  // With the app's JavaScript held back, nothing but boot.js decides what shows.
  await page.route(/\/assets\/index-[^/]+\.js$/, () => new Promise(() => {}));
  await page.goto('/#/edls/en-cours', { waitUntil: 'commit' });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('#login-shell')).toBeAttached();
  await expect(page.locator('html')).not.toHaveClass(/login-shell-shown/);
  await expect(page.locator('#login-shell')).toBeHidden();
});
