/**
 * A photo keeps the time it was taken (issue 23, finding 5): a JPEG whose EXIF says it was shot on
 * 12/03/2024 at 14:05 (and whose file is dated later) is added to the living-room walls of a move-in;
 * the photo row says 'Prise le 12/03/2024 14:05'. The move-in is signed and saved, then duplicated as
 * a move-out: the carried photo still says 14:05 on 12/03/2024, not the time of the copy, and so does
 * the move-out's PDF (pdftotext) once it is signed and saved.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { LocalReport } from '@constat/domain';
import { withExif } from '../../apps/web/test/exifJpeg.ts';
import { column, row } from './support/editor.ts';
import { fill } from './support/reportForm.ts';
import { seedReport, signIn, storedReport } from './support/seedReport.ts';
import { addPhotos, photoRows } from './support/photos.ts';
import { seedSignedReport, signedEntrant } from './support/signedReport.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');
const TAKEN = 'Prise le 12/03/2024 14:05';

// The camera wrote its wall clock without an offset: the device reads it in its own zone, Paris.
test.use({ timezoneId: 'Europe/Paris' });

const crumbs = (page: Page) => page.getByRole('navigation', { name: "Fil d'Ariane" });
const localItem = (page: Page, localId: number) => page.locator(`.local-report[data-local-id="${localId}"]`);

/** A small JPEG drawn by the browser, with the camera's EXIF block written in, dated later on disk. */
async function exifPhoto(page: Page): Promise<string> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(800, 600);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = 'hsl(30 70% 55%)';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#fff';
    context.font = 'bold 80px sans-serif';
    context.fillText('Murs', 250, 320);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  const jpeg = withExif(new Uint8Array(Buffer.from(base64, 'base64')), '2024:03:12 14:05:09');
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-e2e-exif-')), 'IMG_0001.jpg');
  await fs.writeFile(file, jpeg);
  // The file's own time says another day: the EXIF date is the one that counts.
  const later = new Date(Date.UTC(2025, 0, 20, 9, 30));
  await fs.utimes(file, later, later);
  return file;
}

/** The living-room walls' photos area, from the rooms list. */
async function wallPhotos(page: Page) {
  await row(column(page, 'Pièces'), 'Salon').click();
  await row(column(page, 'Éléments de Salon'), 'Murs').click();
  return column(page, 'Relevé de Murs').locator('.photos-area');
}

/** Puts the report as the signature screen leaves it (closed, a signature image), ready to save. */
async function signOnDevice(page: Page, localId: number): Promise<LocalReport> {
  const stored = await storedReport(page, localId);
  if (!stored) throw new Error('report not on the device');
  const signed: LocalReport = {
    ...stored,
    open: false,
    signatures: { renter: { label: 'Locataire', _ref: `sig:${localId}:renter` } },
  };
  await seedSignedReport(page, signed);
  return signed;
}

async function saveFromList(page: Page, localId: number) {
  await page.goto('/#/edls/en-cours');
  await page.reload();
  await localItem(page, localId).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(localItem(page, localId)).toHaveCount(0, { timeout: 30_000 });
}

test('a photo keeps its EXIF capture time through save, duplication and the PDF', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'Agence Prise de vue');
  const stamp = Date.now();
  const renter = `Léa Prise ${stamp}`;
  const entrant = { ...signedEntrant(renter, stamp, 0), open: true, signatures: {} };
  const localId = await seedReport(page, entrant);
  await page.goto(`/#/edl/${localId}`);
  const photos = await wallPhotos(page);
  await addPhotos(page, photos, [await exifPhoto(page)]);
  await expect(photoRows(photos)).toHaveCount(1);
  await expect(photoRows(photos).first()).toContainText(TAKEN);

  await crumbs(page).getByRole('button', { name: 'Pièces' }).click();
  await signOnDevice(page, localId);
  await saveFromList(page, localId);

  // The saved move-in duplicated as a move-out: its photo is downloaded, its time kept.
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await page.locator('.saved-search input').fill(renter);
  const saved = page.locator('.saved-report').filter({ hasText: renter });
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: 'Dupliquer' }).click();
  await page.locator('ion-action-sheet button', { hasText: /^Sortant$/ }).click();
  await fill(page, 'renter.sortantAddr', '8 rue Neuve');
  await page.locator('[data-route=duplicateEdl] .info-submit-button').click();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  const exitId = Number(/#\/edl\/(\d+)$/.exec(page.url())?.[1]);
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
