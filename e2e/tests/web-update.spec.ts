/**
 * PWA update (accounts-costing §4 "Service worker"): when a new version of the app is deployed, a
 * confirmation asks whether to load it, and accepting reloads the page on the new version.
 * The test deploys a "new version" by changing the built service worker (and the compressed copies
 * the server sends in its place, as a build writes them), and puts it back after.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const serviceWorker = path.resolve(import.meta.dirname, '../../apps/web/dist/sw.js');
let original = '';

test.beforeAll(async () => {
  original = await fs.readFile(serviceWorker, 'utf8');
});
test.afterAll(async () => {
  await deployServiceWorker(original);
});

async function deployServiceWorker(source: string) {
  await fs.writeFile(serviceWorker, source);
  await fs.writeFile(`${serviceWorker}.br`, brotliCompressSync(source));
  await fs.writeFile(`${serviceWorker}.gz`, gzipSync(source));
}

async function deployNewVersionAndAccept(page: Page) {
  await deployServiceWorker(`${original}\n// new version ${Date.now()}\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const prompt = page.locator('ion-alert.update-alert');
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(prompt).toContainText('Une nouvelle version de Constat est disponible');
  await expect(prompt.getByRole('button', { name: 'Annuler' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });
  await prompt.getByRole('button', { name: 'Je confirme' }).click();
  await page.waitForFunction(
    () => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate,
    undefined,
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  await expect(page.locator('ion-alert.update-alert')).toHaveCount(0);
}

test('on a first visit, a new version asks to load it, and confirming reloads the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await deployNewVersionAndAccept(page);
});

test('on a page the app already controls, confirming the new version reloads it too', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Me connecter' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await deployNewVersionAndAccept(page);
});
