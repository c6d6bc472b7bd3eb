/**
 * The login screen is quick on a mid-range phone over 4G. Its JavaScript (every script the built
 * index.html loads when the app opens on the login without a session: boot.js and the login
 * without React, gzip-compressed one file at a time as the server sends them) stays within its
 * budget (docs/ARCHITECTURE.md "Budgets"); it is drawn before that JavaScript has run (a static copy
 * in index.html), which then signs in without React: the app's own files are fetched, not run,
 * until then. What is done before it runs is kept, and the app takes the screen over for what only
 * it has (the legal notice). Its text shows at once in the system font stack.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, waitForOfflineReady } from './support/session.ts';

const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
/**
 * 10.9 kB measured for the login without React (97.8 with React and without Ionic or the router),
 * plus a margin for small changes.
 */
const LOGIN_JS_BUDGET_BYTES = 13 * 1000;

/** A file named on boot.js's tag in the built index.html (data-signin: the login's entry, …). */
function bootFiles(attribute: string): string[] {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const value = new RegExp(`<script src="/boot.js"[^>]* ${attribute}="([^"]*)"`).exec(html)?.[1] ?? '';
  return value.split(' ').filter(Boolean);
}

/** Holds back the login's script (the login without React) until the returned function is called. */
async function holdLoginScript(page: Page): Promise<() => void> {
  const [entry] = bootFiles('data-signin');
  expect(entry).toBeTruthy();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry ?? ''}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the login screen loads no more than its JavaScript budget', () => {
  const scripts = ['/boot.js', ...bootFiles('data-signin'), ...bootFiles('data-signin-preload')];
  expect(scripts.length).toBeGreaterThan(2);
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

test('the login signs in without React: the app is fetched at idle, run once signed in', async ({ page }) => {
  const scriptsRun: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsRun.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page).toHaveTitle('Connexion · Constat');
  // The app's entry and its frame, asked for at idle as prefetches (fetched, never run).
  const [appEntry] = bootFiles('data-entry');
  await expect(page.locator(`link[rel=prefetch][href="${appEntry ?? ''}"]`)).toBeAttached();
  await expect(page.locator('#login-shell-form[data-live]')).toBeAttached();
  expect(scriptsRun).not.toContain(appEntry);
  await expect(page.locator('#root')).toBeEmpty();

  // Enter in the login field goes to the password; Enter there signs in.
  await page.locator('input[name=login]').fill(ADMIN.login);
  await page.locator('input[name=login]').press('Enter');
  await expect(page.locator('input[name=password]')).toBeFocused();
  await page.locator('input[name=password]').fill('not-the-password');
  await page.locator('input[name=password]').press('Enter');
  await expect(page.locator('.login-error')).toHaveText('Les identifiants ne sont pas valides');
  await expect(page.locator('#root')).toBeEmpty();

  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page).toHaveURL(/#\/selection-profil$/);
  await expect(page.locator('#login-shell')).toHaveCount(0);
  expect(scriptsRun).toContain(appEntry);
  // The session is stored as the app stores it: it starts signed in after a reload.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('security') ?? '{}') as object),
  ).toMatchObject({
    login: ADMIN.login,
    jwtToken: expect.any(String) as unknown,
    refreshToken: expect.any(String) as unknown,
  });
  await page.reload();
  await expect(page).toHaveURL(/#\/selection-profil$/);
  await expect(page.getByText('Ajouter un profil')).toBeVisible();
});

test('in English, the login without React speaks English, its messages too', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Your inspection reports, even offline')).toBeVisible();
  await expect(page.getByLabel('Login')).toHaveAttribute('placeholder', 'Your login');
  await expect(page.getByRole('button', { name: 'Legal notice' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Constat');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.login-error')).toHaveText('Please enter your credentials');
  await expect(page.locator('#root')).toBeEmpty();
});

test('the login screen is drawn before its JavaScript runs, and a tap on it then is answered', async ({
  page,
}) => {
  // The login's script is held back: what shows meanwhile is index.html's own copy.
  const releaseLogin = await holdLoginScript(page);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) logins.push(request.url());
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Constat', level: 1 })).toBeVisible();
  await page.getByLabel('Identifiant').fill(ADMIN.login);
  await page.getByLabel('Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Me connecter' }).click();
  // Nothing can sign in yet: the copy has no script of its own beyond showing itself.
  await expect(page).toHaveURL(/\/(#\/)?$/);
  expect(logins).toEqual([]);

  releaseLogin();
  // The login's script signs in with what was typed, as if tapped then.
  await expect(page).toHaveURL(/#\/selection-profil$/);
  await expect(page.locator('#login-shell')).toHaveCount(0);
  expect(logins).toHaveLength(1);
});

test("'Mentions légales' opens the app's notice, tapped before the login's script ran or after", async ({
  page,
}) => {
  const releaseLogin = await holdLoginScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Mentions légales' }).click();
  releaseLogin();
  const modal = page.locator('ion-modal.legal-modal');
  await expect(modal.getByText('société par actions simplifiée', { exact: false })).toBeVisible();
  await modal.getByRole('button', { name: 'Fermer' }).click();
  await expect(modal).toBeHidden();

  // Tapped on the login without React, with a login typed: the app takes the screen over with it.
  await page.evaluate(() => localStorage.clear());
  await page.unrouteAll();
  await page.reload();
  await expect(page.locator('#login-shell-form[data-live]')).toBeAttached();
  await page.locator('input[name=login]').fill('marie');
  await page.getByRole('button', { name: 'Mentions légales' }).click();
  await expect(modal.getByText('société par actions simplifiée', { exact: false })).toBeVisible();
  await modal.getByRole('button', { name: 'Fermer' }).click();
  await expect(modal).toBeHidden();
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await expect(page.locator('input[name=login]')).toHaveValue('marie');
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page.locator('.login-error')).toHaveText('Veuillez renseigner vos identifiants');
});

test('with the network cut, the login starts from the service worker, says so, and opens the notice', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#login-shell-form[data-live]')).toBeAttached();
  await page.locator('input[name=login]').fill(ADMIN.login);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page.locator('.login-error')).toHaveText('Erreur de connexion');
  await page.getByRole('button', { name: 'Mentions légales' }).click();
  const modal = page.locator('ion-modal.legal-modal');
  await expect(modal.getByText('société par actions simplifiée', { exact: false })).toBeVisible();
  await context.setOffline(false);
});

test('a start with a session on the device never shows the login copy', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('security', JSON.stringify({ login: 'admin', jwtToken: 'x', refreshToken: 'y' })),
  );
  // With the app's JavaScript held back, nothing but boot.js decides what shows.
  const [appEntry] = bootFiles('data-entry');
  await page.route(`**${appEntry ?? ''}`, () => new Promise(() => {}));
  await page.goto('/#/edls/en-cours', { waitUntil: 'commit' });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('#login-shell')).toBeAttached();
  await expect(page.locator('html')).not.toHaveClass(/login-shell-shown/);
  await expect(page.locator('#login-shell')).toBeHidden();
  // Its fields are not named like the app's: the app's login (the session refused) is the only one.
  await expect(page.locator('input[name=login], input[name=password]')).toHaveCount(0);
});
