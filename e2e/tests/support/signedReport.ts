/**
 * A signed report ready to save, put on the device as the signature screen leaves it: open false,
 * photos in the photo store, one signature image per signer in the signature store, and sealed with
 * the fingerprint of its content and images (closeReport.ts), which a signed report must carry. The
 * images are real JPEG and PNG files drawn by the browser, so the server's checks see real images.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  createReport,
  fingerprintText,
  LocalReportSchema,
  type LocalReport,
  type ReportInfo,
} from '@constat/domain';
import { seedReport, T3_WITH_CELLAR } from './seedReport.ts';

export interface SignedReport {
  localId: number;
  /** SHA-256 (hex) of each photo, in the order they were added. */
  photoHashes: string[];
}

export function signedEntrant(tenant: string, localId: number, photoCount: number): LocalReport {
  const info: ReportInfo = { ...T3_WITH_CELLAR, renter: { ...T3_WITH_CELLAR.renter, name: tenant } };
  const report = createReport({ edlIO: 'Entrant', template: 'default', info, now: localId });
  const [room, ...rooms] = report.edl;
  if (!room?.entry[0]) throw new Error('a report without rooms');
  const [entry, ...entries] = room.entry;
  const photo = Array.from({ length: photoCount }, (_, i) => ({
    _ref: `ref:${localId}:${i}`,
    _context: `${room.id}.${entry.id}`,
  }));
  return {
    ...report,
    open: false,
    signatures: { renter: { label: 'Locataire', _ref: `sig:${localId}:renter` } },
    edl: [{ ...room, entry: [{ ...entry, rate: { ...entry.rate, photo } }, ...entries] }, ...rooms],
  };
}

/** The hashes of the images the device holds for `localId`: photos by reference, signatures by signer. */
interface DeviceHashes {
  photos: Record<string, string>;
  signatures: Record<string, string>;
}

/**
 * `report` sealed as signing seals it: the fingerprint of the report as the server's schema reads it
 * (its profile the selected one, as the upload sends it) with the device's image hashes.
 */
async function sealed(page: Page, report: LocalReport, hashes: DeviceHashes): Promise<LocalReport> {
  const profileId = await page.evaluate(() => Number(localStorage.getItem('profile')));
  const { fingerprint: _previous, ...unsealed } = report;
  // A report the schema refuses (a test of the server's refusal) is sealed as it stands: the server
  // refuses its content before it looks at its seal.
  const parsed = LocalReportSchema.safeParse({ ...unsealed, profileId });
  const content = parsed.success ? parsed.data : { ...unsealed, profileId };
  const text = fingerprintText({
    report: content,
    photoHashes: hashes.photos,
    signatureHashes: hashes.signatures,
  });
  return { ...unsealed, fingerprint: createHash('sha256').update(text, 'utf8').digest('hex') };
}

/**
 * Stores `report` (from signedEntrant) with its photo and signature images, sealed when it carries a
 * signature; returns the photo hashes.
 */
export async function seedSignedReport(page: Page, report: LocalReport): Promise<SignedReport> {
  const localId = await seedReport(page, report);
  const refs = (report.edl[0]?.entry[0]?.rate?.photo ?? []).map((photo) => ({
    ref: photo._ref,
    context: photo._context ?? null,
  }));
  const { photoHashes, device } = await page.evaluate(
    async ({ localId, refs }) => {
      const draw = async (hue: number, type: string) => {
        const canvas = new OffscreenCanvas(400, 300);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.fillStyle = `hsl(${hue} 70% 50%)`;
        context.fillRect(0, 0, 400, 300);
        context.fillStyle = '#fff';
        context.fillText(`photo ${localId} ${hue}`, 20, 150);
        const blob = await canvas.convertToBlob({ type, quality: 0.7 });
        return blob.arrayBuffer();
      };
      const hex = async (data: ArrayBuffer) =>
        [...new Uint8Array(await crypto.subtle.digest('SHA-256', data))]
          .map((b) => b.toString(16).padStart(2, '0'))
          .join('');
      const photos = await Promise.all(refs.map((_, i) => draw((localId % 360) + i * 40, 'image/jpeg')));
      const signature = await draw(200, 'image/png');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('constat');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['photos', 'signatures'], 'readwrite');
        refs.forEach(({ ref, context }, i) =>
          tx.objectStore('photos').add({
            ref,
            localEdlId: localId,
            context,
            data: photos[i],
            type: 'image/jpeg',
            width: 400,
            height: 300,
            createdAt: Date.now(),
          }),
        );
        tx.objectStore('signatures').add({
          ref: `sig:${localId}:renter`,
          localEdlId: localId,
          signer: 'renter',
          data: signature,
          type: 'image/png',
          createdAt: Date.now(),
        });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      // Every image the device now holds for the report, as the upload will hash them.
      const rows = async (store: string) =>
        new Promise<{ ref: string; signer?: string; data: ArrayBuffer }[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).index('localEdlId').getAll(localId);
          all.onsuccess = () => resolve(all.result as { ref: string; signer?: string; data: ArrayBuffer }[]);
          all.onerror = () => reject(all.error);
        });
      const hashed = async (store: string, key: (row: { ref: string; signer?: string }) => string) =>
        Object.fromEntries(
          await Promise.all((await rows(store)).map(async (row) => [key(row), await hex(row.data)] as const)),
        );
      const device = {
        photos: await hashed('photos', (row) => row.ref),
        signatures: await hashed('signatures', (row) => row.signer ?? ''),
      };
      db.close();
      return { photoHashes: await Promise.all(photos.map(hex)), device };
    },
    { localId, refs },
  );
  if (Object.keys(report.signatures ?? {}).length > 0)
    await seedReport(page, await sealed(page, report, device));
  return { localId, photoHashes };
}

/** A call to the server with the signed-in user's token (what the app keeps in localStorage). */
export async function apiGet(
  page: Page,
  path: string,
): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
  return page.evaluate(async (path) => {
    const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
    const response = await fetch(`/api${path}`, {
      headers: { Authorization: `Bearer ${security.jwtToken ?? ''}` },
    });
    const type = response.headers.get('content-type') ?? '';
    const body: unknown = type.includes('json') ? await response.json() : null;
    return {
      status: response.status,
      body,
      headers: Object.fromEntries([...(response.headers as unknown as Iterable<[string, string]>)]),
    };
  }, path);
}

/**
 * Saves `reports` straight through the API (no images), as another device of the account would
 * have: each with its own Idempotency-Key. Returns the server ids in order.
 */
export async function saveThroughApi(page: Page, reports: LocalReport[]): Promise<number[]> {
  return page.evaluate(async (reports) => {
    const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
    const profileId = Number(localStorage.getItem('profile'));
    const ids: number[] = [];
    for (const report of reports) {
      const response = await fetch('/api/edl', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${security.jwtToken ?? ''}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': `seed-device:${report.localId}`,
        },
        body: JSON.stringify({ ...report, signatures: {}, profileId }),
      });
      if (!response.ok) throw new Error(`seed save ${response.status}: ${await response.text()}`);
      ids.push(((await response.json()) as { id: number }).id);
    }
    return ids;
  }, reports);
}
