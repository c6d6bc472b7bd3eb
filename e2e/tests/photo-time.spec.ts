/**
 * A photo keeps the time it was taken (docs/ARCHITECTURE.md "Beyond the specification"): a JPEG whose EXIF
 * says it was shot on 12/03/2024 at 14:05 (and whose file is dated later) is added to the living-room walls
 * of a move-in; the photo row says 'Prise le 12/03/2024 14:05'. The move-in is signed and saved, then
 * duplicated as a move-out: the carried photo still says 14:05 on 12/03/2024, not the time of the copy, and
 * so does the move-out's PDF (pdftotext) once it is signed and saved.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seedReport, signIn } from './support/seedReport.ts';
import { addPhotos, photoRows } from './support/photos.ts';
import {
  crumbs,
  duplicateAsExit,
  exifPhoto,
  saveFromList,
  signOnDevice,
  wallPhotos,
} from './support/savedEntry.ts';
import { signedEntrant } from './support/signedReport.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');
const TAKEN = 'Prise le 12/03/2024 14:05';

// The camera wrote its wall clock without an offset: the device reads it in its own zone, Paris.
test.use({ timezoneId: 'Europe/Paris' });

test('a photo keeps its EXIF capture time through save, duplication and the PDF', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'Agence Prise de vue');
  const stamp = Date.now();
  const renter = `Léa Prise ${stamp}`;
  const entrant = { ...signedEntrant(renter, stamp, 0), open: true, signatures: {} };
  const localId = await seedReport(page, entrant);
  await page.goto(`/#/edl/${localId}`);
  const photos = await wallPhotos(page);
  await addPhotos(page, photos, [await exifPhoto(page, '2024:03:12 14:05:09')]);
  await expect(photoRows(photos)).toHaveCount(1);
  await expect(photoRows(photos).first()).toContainText(TAKEN);

  await crumbs(page).getByRole('button', { name: 'Pièces' }).click();
  await signOnDevice(page, localId);
  await saveFromList(page, localId);

  // The saved move-in duplicated as a move-out: its photo is downloaded, its time kept.
  const exitId = await duplicateAsExit(page, renter);
  const carried = await wallPhotos(page);
  await expect(photoRows(carried)).toHaveCount(1);
  await expect(photoRows(carried).first()).toContainText(TAKEN);
  await photoRows(carried).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'photo-time-phone.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(photoRows(carried).first()).toContainText(TAKEN);
  await photoRows(carried).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'photo-time-tablet.png') });

  // Signed and saved, the move-out's PDF prints the photo with the time it was taken.
  await crumbs(page).getByRole('button', { name: 'Pièces' }).click();
  await signOnDevice(page, exitId);
  await saveFromList(page, exitId);
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await page.locator('.saved-search input').fill(renter);
  const exit = page.locator('.saved-report').filter({ hasText: renter }).filter({ hasText: 'EDL de sortie' });
  await expect(exit).toHaveCount(1);
  await exit.getByRole('button', { name: "Voir l'EDL", exact: true }).click();
  const popup = page.locator('ion-modal.documents-preview');
  const pdf = popup.locator('.pdf-edl');
  await pdf.getByRole('button', { name: 'Générer le PDF' }).click();
  await expect(pdf).toContainText('PDF prêt', { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await pdf.getByRole('button', { name: 'Télécharger' }).click();
  const file = await (await download).path();
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(TAKEN);
  await fs.copyFile(file, path.join(SHOTS, 'photo-time-exit.pdf')).catch(() => undefined);
});
