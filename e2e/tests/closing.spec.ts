/**
 * The whole closing of a report offline: photos taken in an element, the
 * recap showing them with the ratings, every pad signed, the report ready to save after a reload
 * with its photos intact and its fingerprint stored.
 */
import { expect, test, type Page } from '@playwright/test';
import { column, openEditorOffline, row } from './support/editor.ts';
import { addPhotos, photoRows, photosArea, storedPhotos, writeCameraJpegs } from './support/photos.ts';
import { storedReport } from './support/seedReport.ts';

let camera: string[] = [];
test.beforeAll(async ({ browser }) => {
  camera = await writeCameraJpegs(browser, 2);
});

async function sign(page: Page, signerKey: string) {
  const canvas = page.locator(`[data-signer="${signerKey}"] canvas`);
  await canvas.scrollIntoViewIfNeeded();
  // Waits for the pad to stand still (the page slides in) before measuring where to draw.
  await canvas.click({ trial: true });
  const box = await canvas.boundingBox();
  if (!box) throw new Error(`no pad for ${signerKey}`);
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3, { steps: 8 });
  await page.mouse.up();
}

test('offline: photos, recap, signatures, then ready to save with every photo intact', async ({
  page,
  context,
}) => {
  const localId = await openEditorOffline(page, context, 'Agence Clôture');
  await row(column(page, 'Pièces'), 'Salon').click();
  await row(column(page, 'Éléments de Salon'), 'Murs').click();
  const area = photosArea(page, 'Murs');
  await addPhotos(page, area, camera);
  await expect(photoRows(area)).toHaveCount(2);
  const before = await storedPhotos(page, localId);
  expect(before).toHaveLength(2);

  // Back to the rooms, where the submit row is on a phone.
  const back = page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('button', { name: 'Retour' });
  await back.click();
  await back.click();
  await page.locator('.submit-report').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif$`));
  const photos = page.locator('[data-route=edlRecap] .recap-module img.recap-photo');
  await expect(photos).toHaveCount(2);
  await expect(page.locator('[data-route=edlRecap] .recap-photo-group figcaption').first()).toHaveText(
    'Murs',
  );

  await page.locator('.recap-sign').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/signature$`));
  await expect(page.locator('[data-route=edlSignature] .signature-pad h2')).toHaveText([
    'Locataire',
    'Propriétaire ou mandataire',
    'Paraphe',
  ]);
  for (const key of ['renter', 'owner', 'paraphes']) await sign(page, key);
  await page.locator('.signature-validate').click();
  await expect(page).toHaveURL(/#\/edls\/en-cours$/);

  await page.reload();
  const item = page.locator('.local-report');
  await expect(item.locator('.local-report-status')).toHaveText('Prêt à être enregistré');
  const report = await storedReport(page, localId);
  expect(report?.open).toBe(false);
  expect(report?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  const after = await storedPhotos(page, localId);
  expect(after).toEqual(before);

  // 'Continuer' on a signed report opens its recap, photos included.
  await item.locator('.continue-report').click();
  await expect(page).toHaveURL(new RegExp(`#/edl/${localId}/recapitulatif$`));
  await expect(photos).toHaveCount(2);
  await expect(page.locator('.recap-signed')).toBeVisible();
  await context.setOffline(false);
});
