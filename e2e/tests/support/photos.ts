/**
 * Helpers of the photo browser tests: real 12-megapixel JPEGs made by the browser's own encoder (a
 * canvas with gradients, shapes and grain, so the file is the size and shape of a camera photo), and
 * the photos as the device stores them (IndexedDB 'constat', store 'photos', see
 * apps/web/src/storage/db.ts), described in the page: type, size, decoded dimensions, a digest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';

const CAMERA_SIZE = { width: 4000, height: 3000 };

/** Draws a 4000x3000 scene in `hue` and returns its JPEG bytes (quality 0.92, like a phone). */
export async function cameraJpeg(page: Page, hue: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const sky = context.createLinearGradient(0, 0, width, height);
      sky.addColorStop(0, `hsl(${hue} 70% 75%)`);
      sky.addColorStop(1, `hsl(${(hue + 60) % 360} 60% 35%)`);
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      for (let i = 0; i < 60; i++) {
        context.fillStyle = `hsl(${(hue + i * 23) % 360} 65% ${30 + (i % 5) * 10}%)`;
        context.fillRect((i * 613) % width, (i * 331) % height, 180 + (i % 7) * 60, 120 + (i % 3) * 90);
      }
      // Grain, so the JPEG is as heavy as a photo's (a flat image compresses to almost nothing).
      const grain = context.createImageData(width, 200);
      for (let i = 0; i < grain.data.length; i += 4) {
        const v = (Math.imul(i, 2654435761) >>> 24) & 0xff;
        grain.data[i] = v;
        grain.data[i + 1] = v;
        grain.data[i + 2] = v;
        grain.data[i + 3] = 40;
      }
      const tile = await createImageBitmap(grain);
      for (let y = 0; y < height; y += 200) context.drawImage(tile, 0, y);
      context.fillStyle = '#ffffff';
      context.font = 'bold 400px sans-serif';
      context.fillText(`${hue}`, 200, 600);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
      if (!blob) throw new Error('no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { ...CAMERA_SIZE, hue },
  );
  return Buffer.from(base64, 'base64');
}

/** Writes `count` camera JPEGs to a temporary folder; returns their paths. */
export async function writeCameraJpegs(browser: Browser, count: number): Promise<string[]> {
  const dir = path.join(os.tmpdir(), `constat-photos-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const page = await browser.newPage();
  try {
    const files: string[] = [];
    for (let i = 0; i < count; i++) {
      const file = path.join(dir, `camera-${i + 1}.jpg`);
      writeFileSync(file, await cameraJpeg(page, (i * 97) % 360));
      files.push(file);
    }
    return files;
  } finally {
    await page.close();
  }
}

export interface StoredPhotoFacts {
  ref: string;
  context: string | null;
  type: string;
  bytes: number;
  /** Starts with the JPEG marker FF D8 FF. */
  jpeg: boolean;
  /** As decoded from the stored bytes. */
  width: number;
  height: number;
  thumbnailBytes: number;
  /** SHA-256 of the bytes (hex), to see an annotation change them. */
  digest: string;
}

/** The photos of a report as stored on the device, oldest first. */
export async function storedPhotos(page: Page, localId: number): Promise<StoredPhotoFacts[]> {
  return page.evaluate(async (localId) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('constat');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    type Row = {
      ref: string;
      localEdlId: number;
      context: string | null;
      type: string;
      data: ArrayBuffer;
      thumbnail?: ArrayBuffer | null;
    };
    const rows = await new Promise<Row[]>((resolve, reject) => {
      const all = db.transaction('photos').objectStore('photos').getAll();
      all.onsuccess = () => resolve(all.result as Row[]);
      all.onerror = () => reject(all.error);
    });
    db.close();
    const facts = [];
    for (const row of rows.filter((r) => r.localEdlId === localId)) {
      const head = new Uint8Array(row.data.slice(0, 3));
      const bitmap = await createImageBitmap(new Blob([row.data], { type: row.type }));
      const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', row.data));
      facts.push({
        ref: row.ref,
        context: row.context,
        type: row.type,
        bytes: row.data.byteLength,
        jpeg: head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
        width: bitmap.width,
        height: bitmap.height,
        thumbnailBytes: row.thumbnail?.byteLength ?? 0,
        digest: Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join(''),
      });
      bitmap.close();
    }
    return facts;
  }, localId);
}

/** The photos area of a rate panel or of a Photos entry, by the name it lists ('Photos de Murs'). */
export function photosArea(page: Page, name: string): Locator {
  return page.getByRole('region', { name: `Photos de ${name}`, exact: true });
}

/** The rows of a photos area (loaded photos, not the loading placeholders). */
export function photoRows(area: Locator): Locator {
  return area.locator('.photo-row:not(.photo-pending)');
}

/** Picks `files` through the add-photo button, as the user would in the file chooser. */
export async function addPhotos(page: Page, area: Locator, files: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await area.getByRole('button', { name: 'Ajouter une photo' }).click();
  await (await chooser).setFiles(files);
}

/** Draws a line across the photo editor's canvas with the mouse (a finger on a phone). */
export async function drawOnPhoto(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const canvas = page.locator('ion-modal.photo-editor canvas');
  // The editor may still be opening: wait until the canvas is shown and no longer moving.
  await expect(canvas).toBeVisible();
  await canvas.click({ trial: true });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 15 });
  await page.mouse.up();
}
