/**
 * A device that holds reports in the database of an earlier version of the app (Dexie version 1,
 * without the list's summaries) opens the new one: the upgrade summarises them, every report stays
 * exactly as it was, and 'EDLs en cours' lists them (apps/web/src/storage/db.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { createReport, type LocalReport } from '@constat/domain';
import { signIn, T3_WITH_CELLAR } from './support/seedReport.ts';

interface Row {
  localId: number;
  userId: number;
  profileId: number;
  report: LocalReport;
  updatedAt: number;
}

/** Replaces the device database with one as version 1 of the app left it, holding `rows`. */
async function installVersion1(page: Page, rows: readonly Row[]): Promise<void> {
  // A page of the app's origin that does not run the app, so that nothing holds the database open.
  await page.goto('/icons/favicon.svg');
  await page.evaluate(async (rows) => {
    await new Promise<void>((resolve, reject) => {
      const deletion = indexedDB.deleteDatabase('constat');
      deletion.onsuccess = () => resolve();
      deletion.onerror = () => reject(deletion.error);
    });
    // Dexie's version(1) is IndexedDB version 10.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('constat', 10);
      request.onupgradeneeded = () => {
        const created = request.result;
        const reports = created.createObjectStore('reports', { keyPath: 'localId' });
        reports.createIndex('userId', 'userId');
        reports.createIndex('[userId+profileId]', ['userId', 'profileId']);
        for (const name of ['photos', 'signatures']) {
          const store = created.createObjectStore(name, { keyPath: 'id', autoIncrement: true });
          store.createIndex('ref', 'ref', { unique: true });
          store.createIndex('localEdlId', 'localEdlId');
        }
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('reports', 'readwrite');
      for (const row of rows) tx.objectStore('reports').put(row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, rows);
}

/** The device database's version and the rows of one of its stores. */
function readStore(page: Page, store: string): Promise<{ version: number; rows: unknown[] }> {
  return page.evaluate(async (store) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('constat');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const all = db.transaction(store).objectStore(store).getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    const { version } = db;
    db.close();
    return { version, rows };
  }, store);
}

test('reports kept by an earlier version of the app are listed after the upgrade, untouched', async ({
  page,
}) => {
  await signIn(page, 'Agence Mise à jour');
  const { userId, profileId } = await page.evaluate(() => ({
    userId: (JSON.parse(localStorage.getItem('me') ?? 'null') as { id: number }).id,
    profileId: Number(localStorage.getItem('profile')),
  }));
  const stamp = Date.now();
  const report = (localId: number, tenant: string, open: boolean): Row => ({
    localId,
    userId,
    profileId,
    updatedAt: localId,
    report: {
      ...createReport({
        edlIO: 'Entrant',
        template: 'default',
        info: { ...T3_WITH_CELLAR, renter: { ...T3_WITH_CELLAR.renter, name: tenant } },
        now: localId,
      }),
      open,
      profileId,
    },
  });
  const rows = [
    report(stamp, `Inès Avant ${stamp}`, true),
    report(stamp + 1, `Omar Avant ${stamp}`, false),
    // Another profile's report is kept too, and not listed here.
    { ...report(stamp + 2, `Autre Profil ${stamp}`, true), profileId: profileId + 1000 },
  ];
  await installVersion1(page, rows);

  await page.goto('/#/edls/en-cours');
  const items = page.locator('.local-report');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(`Omar Avant ${stamp}`);
  await expect(items.nth(0)).toContainText('Prêt à être enregistré');
  await expect(items.nth(1)).toContainText(`Inès Avant ${stamp}`);
  await expect(items.nth(1)).toContainText('En cours de saisie');

  const reports = await readStore(page, 'reports');
  expect(reports.version).toBe(20);
  expect(reports.rows).toEqual(rows);
  const summaries = await readStore(page, 'summaries');
  expect(summaries.rows).toHaveLength(3);
});
