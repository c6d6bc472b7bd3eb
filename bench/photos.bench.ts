/**
 * The photo budgets (docs/ARCHITECTURE.md "Budgets"), in this machine's Chromium against the built app served
 * by the real server (port 3343, its own embedded PostgreSQL in a temporary directory), phone size:
 *   - a 12-megapixel camera JPEG (4000x3000, made by the browser's own encoder) is resized and stored
 *     in under 400 ms median with the CPU slowed down 4 times: from the file input's change event to
 *     the IndexedDB transaction holding the photo completed (then: referenced in the stored report,
 *     and its row on screen);
 *   - 200 photos in one report keep the editor's memory under 300 MB: JS heap (CDP
 *     Performance.getMetrics), DOM counters (Memory.getDOMCounters), object URLs alive, and the
 *     renderer processes' resident memory, through opening the room's list of 200, scrolling it to the
 *     end, stepping through 30 photos in the gallery and opening an element's gallery.
 * Figures are printed, never asserted: benchmarks measure, the tests decide.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { createReport, type LocalReport } from '@constat/domain';
import { cameraJpeg } from '../e2e/tests/support/photos.ts';
import { T3_WITH_CELLAR, seedReport } from '../e2e/tests/support/seedReport.ts';
import { launchChromium, median, signedInSession, startServer } from './benchServer.ts';

const PORT = 3343;
const CPU_SLOWDOWN = 4;
const PHOTOS_IN_REPORT = 200;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Timestamps of photo adds: file input change, photo stored, report written, row shown. */
const instrumentPhotoAdds = () => {
  const bench = {
    changes: [] as number[],
    stored: [] as number[],
    reports: [] as number[],
    shown: [] as number[],
  };
  (window as unknown as { __photoBench: typeof bench }).__photoBench = bench;
  const rows = () =>
    document.querySelectorAll('[data-route=edl] .photos-area .photo-row:not(.photo-pending)').length;
  document.addEventListener(
    'change',
    (event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'file') return;
      bench.changes.push(event.timeStamp);
      const before = rows();
      const check = () => {
        if (rows() > before) bench.shown.push(performance.now());
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
  const record = (method: 'add' | 'put', store: string, into: number[]) => {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
      const request = original.apply(this, args);
      if (this.name === store)
        this.transaction.addEventListener('complete', () => into.push(performance.now()));
      return request;
    };
  };
  record('add', 'photos', bench.stored);
  record('put', 'reports', bench.reports);
};

/** Object URLs made and not yet released (the lists must release what scrolls by or closes). */
const countObjectUrls = () => {
  const live = new Set<string>();
  (window as unknown as { __liveUrls: Set<string> }).__liveUrls = live;
  const create = URL.createObjectURL.bind(URL);
  const revoke = URL.revokeObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object);
    live.add(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    live.delete(url);
    revoke(url);
  };
};

interface Figures {
  changes: number[];
  stored: number[];
  reports: number[];
  shown: number[];
}

const readFigures = (page: Page) =>
  page.evaluate(() => (window as unknown as { __photoBench: Figures }).__photoBench);

async function openRoomPhotos(page: Page, localId: number): Promise<void> {
  await page.evaluate((localId) => (location.hash = `#/edl/${localId}`), localId);
  const editor = page.locator('[data-route=edl]').last();
  await editor.locator('.column-modules .element-row', { hasText: 'Salon' }).click();
  await editor.locator('.column-entries .element-row', { hasText: 'Photos' }).first().click();
  await editor.locator('.column-photos .photos-area').waitFor();
}

/** Adds one camera photo per run; returns change->stored, change->report written, change->row shown. */
async function addPhotoRuns(page: Page, file: string, runs: number) {
  const input = page.locator('[data-route=edl] .column-photos input.photo-input:not([capture])');
  const out = { stored: [] as number[], referenced: [] as number[], shown: [] as number[] };
  for (let i = 0; i < runs; i++) {
    const before = await readFigures(page);
    await input.setInputFiles(file);
    await page.waitForFunction(
      (n) => {
        const bench = (window as unknown as { __photoBench: Figures }).__photoBench;
        return (
          bench.shown.length > n.shown && bench.stored.length > n.stored && bench.reports.length > n.reports
        );
      },
      { shown: before.shown.length, stored: before.stored.length, reports: before.reports.length },
      { polling: 20, timeout: 60_000 },
    );
    // Let the debounced report write land before reading.
    await page.waitForTimeout(300);
    const after = await readFigures(page);
    const change = after.changes.at(-1) ?? NaN;
    out.stored.push((after.stored[before.stored.length] ?? NaN) - change);
    out.referenced.push(
      (after.reports.find((t) => t > (after.stored[before.stored.length] ?? 0)) ?? NaN) - change,
    );
    out.shown.push((after.shown[before.shown.length] ?? NaN) - change);
  }
  return out;
}

/** A report whose living room holds `count` photos (taken in its elements, or of the room). */
function reportWithPhotos(localId: number, count: number): LocalReport {
  const report = createReport({ edlIO: 'Entrant', template: 'default', info: T3_WITH_CELLAR, now: localId });
  return {
    ...report,
    edl: report.edl.map((module) => {
      if (module.name !== 'Salon') return module;
      const elements = module.entry.filter((e) => e.name !== 'Photos');
      return {
        ...module,
        entry: module.entry.map((entry) =>
          entry.name === 'Photos'
            ? {
                ...entry,
                rate: {
                  ...entry.rate,
                  photo: Array.from({ length: count }, (_, i) => {
                    const element = elements[i % (elements.length + 1)];
                    const ref = `ref:${localId}:bench-${i}`;
                    return element ? { _ref: ref, _context: `${module.id}.${element.id}` } : { _ref: ref };
                  }),
                },
              }
            : entry,
        ),
      };
    }),
  };
}

/** Stores `count` photos as the app does (800x600 JPEG q0.7 and a 192 px thumbnail), made in the page. */
async function seedPhotos(page: Page, localId: number, count: number): Promise<void> {
  await page.evaluate(
    async ({ localId, count }) => {
      const jpeg = async (width: number, height: number, quality: number, hue: number) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.fillStyle = `hsl(${hue} 60% 55%)`;
        context.fillRect(0, 0, width, height);
        for (let i = 0; i < 40; i++) {
          context.fillStyle = `hsl(${(hue + i * 29) % 360} 65% ${25 + (i % 6) * 10}%)`;
          context.fillRect(((i * 157) % width) - 20, (i * 89) % height, width / 8, height / 10);
        }
        return (await canvas.convertToBlob({ type: 'image/jpeg', quality })).arrayBuffer();
      };
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('constat');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (let i = 0; i < count; i++) {
        const hue = (i * 37) % 360;
        const row = {
          ref: `ref:${localId}:bench-${i}`,
          localEdlId: localId,
          context: null,
          data: await jpeg(800, 600, 0.7, hue),
          type: 'image/jpeg',
          thumbnail: await jpeg(192, 144, 0.6, hue),
          width: 800,
          height: 600,
          createdAt: Date.now(),
        };
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('photos', 'readwrite');
          tx.objectStore('photos').put(row);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      }
      db.close();
    },
    { localId, count },
  );
}

/**
 * Resident memory of the browser's renderer processes (Linux /proc), in bytes: the largest (the
 * editor's page; the others are the service worker's and spare ones) and their count.
 */
async function rendererResident(browserCdp: CDPSession): Promise<{ largest: number; count: number }> {
  const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  const sizes: number[] = [];
  for (const process of processInfo.filter((p) => p.type === 'renderer')) {
    try {
      const status = readFileSync(`/proc/${process.id}/status`, 'utf8');
      sizes.push(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // The process ended between the two reads.
    }
  }
  return { largest: Math.max(0, ...sizes), count: sizes.length };
}

async function memoryFigures(
  page: Page,
  cdp: CDPSession,
  browserCdp: CDPSession,
  label: string,
): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
  const urls = await page.evaluate(() => (window as unknown as { __liveUrls: Set<string> }).__liveUrls.size);
  const images = await page.locator('[data-route=edl] .photo-row img').count();
  const resident = await rendererResident(browserCdp);
  console.log(
    `  ${label.padEnd(40)} JS heap ${mb(metric('JSHeapUsedSize'))} (of ${mb(metric('JSHeapTotalSize'))}), ` +
      `renderer ${mb(resident.largest)} (largest of ${resident.count}), ${dom.nodes} DOM nodes, ${dom.jsEventListeners} listeners, ` +
      `${images} thumbnails, ${urls} object URLs alive`,
  );
  return resident.largest;
}

export async function runPhotoBenchmarks(): Promise<void> {
  console.log(
    `photos: 12-megapixel JPEG added, ${PHOTOS_IN_REPORT} photos in a report, Chromium, port ${PORT}`,
  );
  const server = await startServer(PORT);
  const browser = await launchChromium();
  const file = path.join(os.tmpdir(), `constat-bench-camera-${process.pid}.jpg`);
  try {
    const { security, profileId } = await signedInSession(server.base);
    const context = await browser.newContext({ baseURL: server.base, viewport: { width: 390, height: 844 } });
    await context.addInitScript(
      ({ security, profileId }) => {
        localStorage.setItem('security', security);
        localStorage.setItem('profile', String(profileId));
      },
      { security, profileId },
    );
    await context.addInitScript(instrumentPhotoAdds);
    await context.addInitScript(countObjectUrls);
    const page = await context.newPage();
    await page.goto('/#/edls/en-cours');
    await page.locator('[data-route=edlsLocal]').waitFor();

    // Adding: one 4000x3000 camera JPEG at a time into a room's Photos entry.
    const jpeg = await cameraJpeg(page, 30);
    writeFileSync(file, jpeg);
    console.log(`  camera JPEG: 4000x3000, ${(jpeg.length / 1024 / 1024).toFixed(2)} MB`);
    const addId = 1_700_000_100_000;
    await seedReport(
      page,
      createReport({ edlIO: 'Entrant', template: 'default', info: T3_WITH_CELLAR, now: addId }),
    );
    await openRoomPhotos(page, addId);
    const cdp = await context.newCDPSession(page);
    for (const cpu of [1, CPU_SLOWDOWN]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      const runs = await addPhotoRuns(page, file, cpu === 1 ? 3 : 9);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      console.log(
        `  resized and stored (CPU x${cpu})        median ${ms(median(runs.stored))} [${runs.stored.map(ms).join(', ')}]`,
      );
      console.log(
        `  referenced in the report (CPU x${cpu})   median ${ms(median(runs.referenced))}; row shown median ${ms(median(runs.shown))}`,
      );
    }

    // Memory: a report with 200 photos in one room.
    const memoryId = 1_700_000_200_000;
    await seedPhotos(page, memoryId, PHOTOS_IN_REPORT);
    await seedReport(page, reportWithPhotos(memoryId, PHOTOS_IN_REPORT));
    // A fresh page, so the figures are those of the editor on that report and nothing before.
    await page.close();
    const editorPage = await context.newPage();
    const editorCdp = await context.newCDPSession(editorPage);
    const browserCdp = await browser.newBrowserCDPSession();
    await editorCdp.send('Performance.enable');
    await editorPage.goto(`/#/edl/${memoryId}`);
    const editor = editorPage.locator('[data-route=edl]').last();
    await editor.locator('.column-modules .element-row').first().waitFor();
    const peaks: number[] = [];
    peaks.push(await memoryFigures(editorPage, editorCdp, browserCdp, 'editor open (rooms)'));
    await editor.locator('.column-modules .element-row', { hasText: 'Salon' }).click();
    await editor.locator('.column-entries .element-row', { hasText: 'Photos' }).first().click();
    await editor.locator('.column-photos .photo-row img').first().waitFor();
    await editorPage.waitForTimeout(1000);
    peaks.push(
      await memoryFigures(editorPage, editorCdp, browserCdp, `room list of ${PHOTOS_IN_REPORT}, top`),
    );
    const column = editor.locator('.column-photos');
    for (let i = 0; i < 80; i++) {
      const atEnd = await column.evaluate((el) => {
        el.scrollTop += 400;
        return el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
      });
      await editorPage.waitForTimeout(60);
      if (atEnd) break;
    }
    await editorPage.waitForTimeout(1500);
    peaks.push(await memoryFigures(editorPage, editorCdp, browserCdp, 'room list scrolled to the end'));
    await editor.locator('.column-photos .photo-open').first().click();
    const gallery = editorPage.locator('ion-modal.photo-gallery');
    await gallery.locator('canvas.gallery-image:not(.gallery-image-loading)').waitFor();
    for (let i = 0; i < 30; i++) {
      await gallery.getByRole('button', { name: 'Photo suivante' }).click();
      await gallery.getByText(`Photo ${i + 2} sur`).waitFor();
    }
    await gallery.locator('canvas.gallery-image:not(.gallery-image-loading)').waitFor();
    peaks.push(await memoryFigures(editorPage, editorCdp, browserCdp, 'gallery after 30 photos'));
    await gallery.getByRole('button', { name: 'Fermer' }).click();
    await gallery.waitFor({ state: 'hidden' });
    await editorPage
      .getByRole('navigation', { name: "Fil d'Ariane" })
      .getByRole('button', { name: 'Retour' })
      .click();
    await editor.locator('.column-entries .element-row', { hasText: 'Murs' }).first().click();
    await editor.locator('.column-rate .photos-area').waitFor();
    await editorPage.waitForTimeout(1000);
    peaks.push(await memoryFigures(editorPage, editorCdp, browserCdp, "an element's gallery (Murs)"));
    // What Chromium gives back when the device runs short (decoded image caches, mostly).
    await editorCdp.send('Memory.simulatePressureNotification', { level: 'critical' });
    await editorPage.waitForTimeout(1000);
    await memoryFigures(editorPage, editorCdp, browserCdp, 'same, after a memory pressure signal');
    console.log(`  highest: ${mb(Math.max(...peaks))} (budget 300 MB)`);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    rmSync(file, { force: true });
  }
}

if (import.meta.main) await runPhotoBenchmarks();
