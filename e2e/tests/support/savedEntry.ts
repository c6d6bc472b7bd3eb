/**
 * Helpers of the tests that carry a move-in's photos into its move-out (docs/ARCHITECTURE.md "Beyond the
 * specification"): a camera JPEG with its EXIF block, the living-room walls' photos area, signing on the
 * device as the signature screen leaves a report, saving from the in-progress list, and duplicating a saved
 * move-in.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { LocalReport } from '@constat/domain';
import { withExif } from '../../../apps/web/test/exifJpeg.ts';
import { column, row } from './editor.ts';
import { fill } from './reportForm.ts';
import { storedReport } from './seedReport.ts';
import { seedSignedReport } from './signedReport.ts';

export const crumbs = (page: Page) => page.getByRole('navigation', { name: "Fil d'Ariane" });
const localItem = (page: Page, localId: number) => page.locator(`.local-report[data-local-id="${localId}"]`);

/**
 * A small JPEG drawn by the browser in `hue`, with a camera's EXIF block saying it was shot at
 * `dateTime`, its file dated later on disk (the EXIF date is the one that counts).
 */
export async function exifPhoto(page: Page, dateTime: string, hue = 30): Promise<string> {
  const base64 = await page.evaluate(async (hue) => {
    const canvas = new OffscreenCanvas(800, 600);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = `hsl(${hue} 70% 55%)`;
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#fff';
    context.font = 'bold 80px sans-serif';
    context.fillText(`Murs ${hue}`, 200, 320);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  }, hue);
  const jpeg = withExif(new Uint8Array(Buffer.from(base64, 'base64')), dateTime);
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'constat-e2e-exif-')), `IMG_${hue}.jpg`);
  await fs.writeFile(file, jpeg);
  const later = new Date(Date.UTC(2025, 0, 20, 9, 30));
  await fs.utimes(file, later, later);
  return file;
}

/** The living-room walls' photos area, from the rooms list. */
export async function wallPhotos(page: Page) {
  await row(column(page, 'Pièces'), 'Salon').click();
  await row(column(page, 'Éléments de Salon'), 'Murs').click();
  return column(page, 'Relevé de Murs').locator('.photos-area');
}

/** Puts the report as the signature screen leaves it (closed, a signature image), ready to save. */
export async function signOnDevice(page: Page, localId: number): Promise<LocalReport> {
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

export async function saveFromList(page: Page, localId: number) {
  await page.goto('/#/edls/en-cours');
  await page.reload();
  await localItem(page, localId).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(localItem(page, localId)).toHaveCount(0, { timeout: 30_000 });
}

/** Duplicates the saved move-in of `renter` as a move-out; returns the new report's local id. */
export async function duplicateAsExit(page: Page, renter: string): Promise<number> {
  await page.getByRole('tab', { name: 'EDLs enregistrés' }).click();
  await page.locator('.saved-search input').fill(renter);
  const saved = page.locator('.saved-report').filter({ hasText: renter });
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: 'Dupliquer' }).click();
  await page.locator('ion-action-sheet button', { hasText: /^Sortant$/ }).click();
  await fill(page, 'renter.sortantAddr', '8 rue Neuve');
  await page.locator('[data-route=duplicateEdl] .info-submit-button').click();
  await expect(page).toHaveURL(/#\/edl\/\d+$/);
  return Number(/#\/edl\/(\d+)$/.exec(page.url())?.[1]);
}
