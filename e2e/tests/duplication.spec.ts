/**
 * Duplication and exit comparison (inspection-core §2 'Info form', 'Exit comparison', §4
 * 'Duplication', §8): a local move-in becomes a move-out with its photos copied on the device; a saved
 * report (uploaded through the API as the app does: photos by SHA-256, then the report with an
 * Idempotency-Key) becomes a move-out with its photos downloaded, one photo the server fails to give
 * counted in the warning; the move-out's exit comparison shows both reports side by side, and offline
 * the comparison is skipped with the offline reason.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createReport, updateRate, type LocalReport, type PhotoRef } from '@constat/domain';
import { expectNoSeriousA11yViolations, expectWellFormedLandmarks } from './support/axe.ts';
import { storedPhotos } from './support/photos.ts';
import { choose, toggle } from './support/reportForm.ts';
import { seedReport, signIn, storedReport, T3_WITH_CELLAR } from './support/seedReport.ts';
import { waitForOfflineReady } from './support/session.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const TABLET = { width: 820, height: 1180 };

/** Small real JPEGs made by the browser, as base64, with their SHA-256. */
async function jpegs(page: Page, count: number): Promise<{ base64: string; sha256: string }[]> {
  return page.evaluate(async (count) => {
    const out = [];
    for (let i = 0; i < count; i++) {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = `hsl(${i * 90} 70% 50%)`;
      context.fillRect(0, 0, 64, 48);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      if (!blob) throw new Error('no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      out.push({
        base64: btoa(String.fromCharCode(...bytes)),
        sha256: Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join(''),
      });
    }
    return out;
  }, count);
}

/** An entrant T3 whose living-room walls are rated and carry `photos`. */
function entrantWithPhotos(photos: PhotoRef[], now = Date.now()): LocalReport {
  const report = createReport({ edlIO: 'Entrant', template: 'default', info: T3_WITH_CELLAR, now });
  const salon = report.edl.find((m) => m.name.startsWith('Salon'));
  const murs = salon?.entry.find((e) => e.name === 'Murs');
  if (!salon || !murs) throw new Error('no Salon > Murs in the catalogue');
  const context = `${salon.id}.${murs.id}`;
  const rated = updateRate(report, { moduleId: salon.id, entryId: murs.id }, (rate) => ({
    ...rate,
    condition: 'Etat usage',
    cleaning: 'Sale',
    photo: photos.map((photo) => ({ ...photo, _context: context })),
  }));
  return { ...rated, comment: "Relevé à l'entrée." };
}

/** Puts photo rows in the device store for `localId`, as the camera would have. */
async function seedPhotos(page: Page, localId: number, photos: { ref: string; base64: string }[]) {
  await page.evaluate(
    async ({ localId, photos }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('constat');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('photos', 'readwrite');
        for (const photo of photos) {
          const data = Uint8Array.from(atob(photo.base64), (c) => c.charCodeAt(0)).buffer;
          tx.objectStore('photos').add({
            ref: photo.ref,
            localEdlId: localId,
            context: null,
            data,
            type: 'image/jpeg',
            width: 64,
            height: 48,
            thumbnail: data,
            createdAt: Date.now(),
          });
        }
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { localId, photos },
  );
}

/** Saves `report` on the server the way the app does; returns its server id. */
async function saveOnServer(page: Page, report: LocalReport, photos: { base64: string; sha256: string }[]) {
  return page.evaluate(
    async ({ report, photos }) => {
      const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
      const authorization = `Bearer ${security.jwtToken ?? ''}`;
      const profileId = Number(localStorage.getItem('profile'));
      for (const photo of photos) {
        const bytes = Uint8Array.from(atob(photo.base64), (c) => c.charCodeAt(0));
        const put = await fetch(`/api/photos/${photo.sha256}`, {
          method: 'PUT',
          headers: { Authorization: authorization, 'Content-Type': 'image/jpeg' },
          body: bytes,
        });
        if (!put.ok) throw new Error(`photo ${put.status}`);
      }
      const post = await fetch('/api/edl', {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/json',
          'Idempotency-Key': `e2e-device:${report.localId}`,
        },
        body: JSON.stringify({ ...report, open: false, profileId }),
      });
      if (!post.ok) throw new Error(`report ${post.status}: ${await post.text()}`);
      return ((await post.json()) as { id: number }).id;
    },
    { report, photos },
  );
}

const form = (page: Page) => page.locator('[data-route=duplicateEdl]');

async function createDuplicate(page: Page): Promise<number> {
  await form(page).locator('.info-submit-button').click();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  return Number(/#\/edl\/(\d+)$/.exec(page.url())?.[1]);
}

test('a local move-in duplicated as a move-out keeps its photos, copied on the device', async ({ page }) => {
  await signIn(page, 'Agence Duplication');
  const images = await jpegs(page, 2);
  const source = entrantWithPhotos(images.map((_, i) => ({ _ref: `ref:seed:${i}` })));
  const localId = await seedReport(page, source);
  await seedPhotos(
    page,
    localId,
    images.map((image, i) => ({ ref: `ref:seed:${i}`, base64: image.base64 })),
  );

  // The in-progress list's chooser leads to the duplication form.
  await page.reload();
  await page.locator('.local-report', { hasText: 'Claire Petit' }).locator('.duplicate-report').click();
  await page.locator('ion-action-sheet button', { hasText: /^Sortant$/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/dupliquer-edl/${localId}/sortant/local$`));
  await expect(
    form(page).getByRole('banner').getByRole('heading', { name: "Duplication de l'EDL", level: 1 }),
  ).toBeVisible();
  await expect(form(page).locator('.move-out-note')).toContainText("sera comparé à l'EDL d'entrée");
  await expect(form(page).locator('.missing-photos')).toHaveCount(0);
  await expect(form(page).locator('[data-field=resetCleaning]')).toBeVisible();
  // The état reset is offered only once the état was changed.
  await expect(form(page).locator('[data-field=resetEtat]')).toHaveCount(0);
  await choose(page, 'etat', 'Très bon état');
  await expect(form(page).locator('[data-field=resetEtat]')).toContainText('« Très bon état »');
  await toggle(page, 'resetEtat');
  await expectNoSeriousA11yViolations(page);
  await expectWellFormedLandmarks(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'duplicate-local-phone.png'), fullPage: false });

  const newId = await createDuplicate(page);
  expect(newId).not.toBe(localId);
  const created = await storedReport(page, newId);
  expect(created).toMatchObject({ edlIO: 'Sortant', duplicateFromEdlIO: 'Entrant', locale: 'fr' });
  expect(created?.bien).toMatchObject({ etat: 'Très bon état', etatReinit: 'oui' });
  const salon = created?.edl.find((m) => m.name.startsWith('Salon'));
  const murs = salon?.entry.find((e) => e.name === 'Murs');
  expect(murs?.rate?.condition).toBe('Très bon état');
  const refs = (murs?.rate?.photo ?? []) as PhotoRef[];
  expect(refs).toHaveLength(2);
  const copies = await storedPhotos(page, newId);
  expect(copies.map((c) => c.ref).sort()).toEqual(refs.map((r) => r._ref).sort());
  const originals = await storedPhotos(page, localId);
  expect(copies.map((c) => c.digest).sort()).toEqual(originals.map((o) => o.digest).sort());
  // A local source never saved: the comparison cannot be made (local-only reason).
  await page.goto(`/#/edl/${newId}/recapitulatif-convention`);
  const dialog = page.locator('ion-alert');
  await expect(dialog).toContainText(
    "Il n'est pas possible d'afficher une convention de sortie : l'EDL dupliqué n'existe que sur cet appareil",
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${newId}/recapitulatif\\?convention=vue$`));
});

test('a saved report duplicated as a move-out: photos downloaded, the missing one counted, compared with its entry report online and skipped offline', async ({
  page,
  context,
}) => {
  await signIn(page, 'Agence Enregistrés');
  const images = await jpegs(page, 3);
  const entry = entrantWithPhotos(
    images.map((image, i) => ({ _ref: `ref:saved:${i}`, sha256: image.sha256 })),
  );
  const serverId = await saveOnServer(page, entry, images);
  // The server fails to give one of the photos: it is counted, the others come.
  const lost = images[2]?.sha256 ?? '';
  await page.route(`**/api/edl/${serverId}/photos/${lost}`, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"code":"not-found","message":"Ressource introuvable"}',
    }),
  );

  await page.goto(`/#/dupliquer-edl/${serverId}/sortant/remote`);
  await expect(form(page).locator('.missing-photos')).toHaveText(
    "1 photo de l'EDL d'origine n'a pas pu être récupérée.",
  );
  await expect(page.locator('.duplicate-progress')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(TABLET);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'duplicate-remote-tablet.png') });
  await page.setViewportSize({ width: 390, height: 844 });

  const newId = await createDuplicate(page);
  const created = await storedReport(page, newId);
  expect(created).toMatchObject({
    edlIO: 'Sortant',
    duplicateFromEdlID: serverId,
    missingPhotosOnDuplicationCount: 1,
  });
  const downloaded = await storedPhotos(page, newId);
  expect(downloaded.map((p) => p.digest).sort()).toEqual([images[0]?.sha256, images[1]?.sha256].sort());
  expect(downloaded.every((p) => p.jpeg && p.width === 64)).toBe(true);

  // Online: the entry report is fetched and shown beside the move-out.
  await page.goto(`/#/edl/${newId}/recapitulatif-convention`);
  const comparison = page.locator('[data-route=edlRecapConvention]');
  const salon = comparison.locator('.comparison-module', {
    has: page.locator('.comparison-module-title', { hasText: /^Salon/ }),
  });
  const walls = salon.locator('.comparison-entry', {
    has: page.getByRole('heading', { name: 'Murs', exact: true }),
  });
  // Nothing changed since entry: the walls are folded with the other unchanged elements.
  await expect(comparison.locator('.comparison-summary')).toHaveText("Aucun changement depuis l'entrée");
  await salon.locator('.comparison-unchanged > summary').click();
  await expect(walls.locator('.side-entrant .field-condition dd')).toHaveText('Etat usage');
  await expect(walls.locator('.side-sortant .field-condition dd')).toHaveText('Etat usage');
  await expect(comparison.locator('.comparison-comment .side-entrant')).toContainText("Relevé à l'entrée.");
  await expect(comparison.getByRole('button', { name: 'Suivant' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectWellFormedLandmarks(page);
  await walls.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'comparison-phone.png') });
  await page.setViewportSize(TABLET);
  await walls.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'comparison-tablet.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await comparison.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${newId}/recapitulatif\\?convention=vue$`));
  // Once the comparison is seen, the recap leads to the signatures (no loop back to it).
  await page.getByRole('button', { name: 'Signer et clôturer cet EDL' }).click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${newId}/signature$`));

  // Offline: skipped, with the offline reason; OK moves on to the recap.
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.goto(`/#/edl/${newId}/recapitulatif-convention`);
  await page.reload();
  const dialog = page.locator('ion-alert');
  await expect(dialog).toContainText(
    "Il n'est pas possible d'afficher une convention de sortie : vous êtes hors ligne, la convention sera disponible une fois l'EDL enregistré.",
  );
  // The page behind the dialog is hidden from assistive technology, hence the class.
  await expect(page.locator('.comparison-submit ion-button')).toHaveText('Passer cette étape');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'comparison-offline-phone.png') });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${newId}/recapitulatif\\?convention=vue$`));
});
