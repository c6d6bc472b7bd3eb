/**
 * Signing in as the browser tests' admin, choosing (or creating) a profile, and waiting until the
 * service worker controls the page, so that the network can be cut and the app still loads.
 */
import { expect, type Page } from '@playwright/test';

export const ADMIN = { login: 'admin', password: 'constat-admin-pw' };

export async function signIn(page: Page, profileName: string, account = ADMIN): Promise<void> {
  await page.goto('/');
  await page.locator('input[name=login]').fill(account.login);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page).toHaveURL(/#\/selection-profil$/);
  await expect(page.getByText('Ajouter un profil')).toBeVisible();
  if ((await page.locator('.profile-item', { hasText: profileName }).count()) === 0) {
    // The account's first profile is entered as soon as it is created; another one is chosen.
    const first = (await page.locator('.profile-item').count()) === 0;
    await page.getByText('Ajouter un profil').click();
    await page.locator('ion-alert input').fill(profileName);
    await page.locator('ion-alert button', { hasText: 'Créer' }).click();
    if (first) {
      await expect(page).toHaveURL(/#\/edls\/en-cours$/);
      return;
    }
  }
  await page.locator('.profile-item', { hasText: profileName }).first().click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);
}

/** After this, `context.setOffline(true)` + reload still shows the app from the precache. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

export interface StoredReportRow {
  localId: number;
  userId: number;
  profileId: number;
  report: {
    edl: { name: string }[];
    renter: { name: string | null };
    bien: Record<string, unknown>;
  } & Record<string, unknown>;
}

/** Every local report row in the device database, read straight from IndexedDB. */
export function readStoredReports(page: Page): Promise<StoredReportRow[]> {
  return page.evaluate(
    () =>
      new Promise<StoredReportRow[]>((resolve, reject) => {
        const open = indexedDB.open('constat');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('reports')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('reports').objectStore('reports').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as StoredReportRow[]);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}
