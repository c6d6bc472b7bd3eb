/**
 * A render's memory does not grow with its photos (docs/ARCHITECTURE.md "Trust": server memory during a
 * maximal report): the PDF leaves through a sink as pdfkit produces it, and each photo is read (again) only
 * when it is embedded, so the photos already written are let go instead of all being held until the end.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../apps/server/test/images.ts';
import { mostElementsReport } from './maximalReport.ts';
import { renderPdf, writePdf } from '../src/node.ts';
import { sampleReport } from './fixture.ts';

describe('a PDF written as it is produced', () => {
  it('is the PDF renderPdf makes, byte for byte', async () => {
    const { input } = sampleReport('Entrant');
    const chunks: Buffer[] = [];
    await writePdf(input, (chunk) => chunks.push(Buffer.from(chunk)));
    const streamed = Buffer.concat(chunks);
    expect(chunks.length).toBeGreaterThan(1);
    expect(streamed.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    // Two renders differ only by their time (Info, XMP, attachment) and the document's random /ID.
    const id = (pdf: Buffer) =>
      pdf
        .toString('latin1')
        .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '/ID')
        .replace(/\(D:\d{14}Z\)/g, '(D:)')
        .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/g, 'T');
    expect(id(streamed)).toBe(id(Buffer.from(await renderPdf(input))));
  });

  it('writes each photo before reading the next one to embed', async () => {
    const photos = Array.from({ length: 40 }, (_, i) => makeJpeg(64, 64, i + 1, 4_000));
    const store = new Map(photos.map((bytes) => [createHash('sha256').update(bytes).digest('hex'), bytes]));
    const shas = [...store.keys()];
    const report = { ...mostElementsReport(1, 1, shas), edl: mostElementsReport(1, 1, shas).edl.slice(0, 2) };
    const { input } = sampleReport('Entrant');
    const reads = new Map<string, number>();
    const written: Buffer[] = [];
    /** By photo: how many photos the sink had received when it was last read (to be embedded). */
    const writtenAtLastRead = new Map<string, number>();
    const images = (sha: string) => {
      reads.set(sha, (reads.get(sha) ?? 0) + 1);
      const pdf = Buffer.concat(written);
      writtenAtLastRead.set(sha, photos.filter((photo) => pdf.includes(photo)).length);
      return store.get(sha);
    };
    await writePdf({ ...input, report, branding: undefined, images }, (chunk) =>
      written.push(Buffer.from(chunk)),
    );
    // Read to lay the document out, then once more when embedded.
    expect([...reads.values()].every((count) => count === 2)).toBe(true);
    expect(shas.map((sha) => writtenAtLastRead.get(sha))).toEqual(photos.map((_, i) => i));
    const pdf = Buffer.concat(written);
    expect(photos.every((photo) => pdf.includes(photo))).toBe(true);
  });
});
