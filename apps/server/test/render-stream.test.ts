/**
 * A PDF job's memory does not grow with the report's photos (docs/ARCHITECTURE.md "Trust": server memory
 * during a maximal report): the worker reads each photo from its blob file when it embeds it, writes the PDF
 * into the blob store's temporary folder as it is produced, hashing it on the way, and the store
 * adopts that file under its hash. Neither the photos nor the PDF are ever whole in memory.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FileBlobStore } from '../src/blobs/blobStore.ts';
import { RenderPool, type WorkerInput } from '../src/jobs/renderPool.ts';
import { sampleReport } from '../../../packages/documents/test/fixture.ts';
import { mostElementsReport } from '../../../packages/documents/test/maximalReport.ts';
import { makeJpeg } from './images.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const photos = Array.from({ length: 12 }, (_, i) => makeJpeg(64, 64, i + 1, 3_000));
const shas = photos.map(sha256);

let dir: string;
let blobs: FileBlobStore;
let pool: RenderPool | undefined;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-render-stream-'));
  blobs = await FileBlobStore.open(dir);
  for (const [i, photo] of photos.entries()) {
    async function* bytes() {
      yield photo;
    }
    await blobs.put(shas[i] ?? '', bytes());
  }
});
afterEach(() => pool?.close());
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function input(): Promise<WorkerInput> {
  const { input: sample } = sampleReport('Entrant');
  const report = mostElementsReport(1, 1, [...shas, 'f'.repeat(64)]);
  const images = new Map<string, string>();
  for (const sha of shas) images.set(sha, (await blobs.localPath(sha)) ?? '');
  // A file gone since (its report deleted meanwhile) is left out like a missing image.
  images.set('f'.repeat(64), path.join(dir, 'gone'));
  return { ...sample, branding: undefined, report: { ...report, edl: report.edl.slice(0, 1) }, images };
}

describe('a PDF job written as it is produced', () => {
  it('renders from the photos’ files into a file, with its hash and size', async () => {
    pool = new RenderPool(1);
    const file = blobs.temporaryPath('pdf');
    expect(path.dirname(file)).toBe(path.join(dir, 'tmp'));
    const written = await pool.renderToFile(await input(), file);
    const pdf = await fs.readFile(file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(written).toEqual({ sha256: sha256(pdf), size: pdf.length });
    expect(photos.every((photo) => pdf.includes(photo))).toBe(true);

    await blobs.adopt(written.sha256, file);
    await expect(fs.access(file)).rejects.toThrow();
    expect(await fs.readFile(blobs.pathOf(written.sha256))).toEqual(pdf);
    // The same PDF again: the stored one stays, the new file goes.
    const again = blobs.temporaryPath('pdf');
    await fs.writeFile(again, pdf);
    await blobs.adopt(written.sha256, again);
    await expect(fs.access(again)).rejects.toThrow();
    expect(await blobs.localPath(written.sha256)).toBe(blobs.pathOf(written.sha256));
  });

  it('still answers the bytes of a PDF (a mail’s attachment)', async () => {
    pool = new RenderPool(1);
    const pdf = Buffer.from(await pool.render(await input()));
    expect(photos.every((photo) => pdf.includes(photo))).toBe(true);
  });
});
