/**
 * The exit comparison shows a changed element's entry and exit photos side by side, like the exit
 * PDF's changes section (docs/ARCHITECTURE.md "Beyond the specification"): a move-in whose living-room walls
 * were photographed is saved and duplicated as a move-out; the walls are marked 'Dégradé' and photographed
 * again. On the comparison, the walls show the entry photo (read from the server) beside the new exit photo,
 * the photo carried over from the entry not repeated on the exit side. Phone and tablet.
 */
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { chip, column } from './support/editor.ts';
import { addPhotos, photoRows } from './support/photos.ts';
import {
  crumbs,
  duplicateAsExit,
  exifPhoto,
  saveFromList,
  signOnDevice,
  wallPhotos,
} from './support/savedEntry.ts';
import { seedReport, signIn } from './support/seedReport.ts';
import { signedEntrant } from './support/signedReport.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');

/** Every image of `scope` has been decoded (a real picture, not a placeholder). */
async function expectLoadedImages(scope: Locator, count: number) {
  await expect(scope.locator('img')).toHaveCount(count);
  for (const image of await scope.locator('img').all())
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
]) {
  test(`a changed element shows its entry and exit photos side by side (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, 'Agence Photos comparées');
    const stamp = Date.now();
    const renter = `Noé Comparé ${stamp}`;
    const localId = await seedReport(page, {
      ...signedEntrant(renter, stamp, 0),
      open: true,
      signatures: {},
    });
    await page.goto(`/#/edl/${localId}`);
    const entryPhotos = await wallPhotos(page);
    // The move-in's walls are in good condition (the seeded report's rating).
    await expect(chip(column(page, 'Relevé de Murs'), "État d'usage", 'Bon état')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await addPhotos(page, entryPhotos, [await exifPhoto(page, '2024:03:12 14:05:09', 30)]);
    await expect(photoRows(entryPhotos)).toHaveCount(1);
    await crumbs(page).getByRole('button', { name: 'Pièces' }).click();
    await signOnDevice(page, localId);
    await saveFromList(page, localId);

    const exitId = await duplicateAsExit(page, renter);
    const exitPhotos = await wallPhotos(page);
    await expect(photoRows(exitPhotos)).toHaveCount(1);
    await chip(column(page, 'Relevé de Murs'), "État d'usage", 'Dégradé').click();
    await addPhotos(page, exitPhotos, [await exifPhoto(page, '2026:11:20 10:00:00', 200)]);
    await expect(photoRows(exitPhotos)).toHaveCount(2);
    await crumbs(page).getByRole('button', { name: 'Pièces' }).click();

    await page.locator('.submit-report').click();
    await expect(page).toHaveURL(new RegExp(`#/edl/${exitId}/recapitulatif-convention$`));
    const screen = page.locator('[data-route=edlRecapConvention]');
    const walls = screen
      .locator('.comparison-module', { has: page.locator('.comparison-module-title', { hasText: /^Salon/ }) })
      .locator('.comparison-changed', { has: page.getByRole('heading', { name: /^Murs/ }) });
    await expect(walls).toContainText('Bon état');
    await expect(walls).toContainText('Dégradé');
    const photos = walls.getByRole('group', { name: /^Photos · Murs/ });
    await expect(photos).toBeVisible();
    // The entry's photo, from the server; the exit side only the new one (the carried copy is the entry's).
    await expectLoadedImages(photos.locator('.side-entrant'), 1);
    await expectLoadedImages(photos.locator('.side-sortant'), 1);
    await expect(photos.locator('.side-entrant img')).toHaveAttribute('alt', 'Photo 1 de Murs (Entrant)');
    await expect(photos.locator('.side-sortant img')).toHaveAttribute('alt', 'Photo 1 de Murs (Sortant)');
    await walls.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `comparison-photos-${viewport.name}.png`) });
  });
}
