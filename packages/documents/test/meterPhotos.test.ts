/**
 * Every photo of a report is in its PDF and its HTML view with its caption, the meters' photos (a
 * reading is photographed) and the keys' included.
 * Counted in the PDF as pdfimages lists them, and as the HTML view's images.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { updateRate, type LocalReport, type PhotoRef } from '@constat/domain';
import { makeJpeg } from '../../../apps/server/test/images.ts';
import { renderHtml } from '../src/html.ts';
import { renderPdf } from '../src/node.ts';
import { sampleReport } from './fixture.ts';
import { pdfText, writeTemp } from './pdfText.ts';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A distinct photo on `element` of `room`, its bytes kept in `store`. */
function photograph(
  report: LocalReport,
  room: string,
  element: string,
  seed: number,
  store: Map<string, Uint8Array>,
): LocalReport {
  const module = report.edl.find((m) => m.name === room);
  const entry = module?.entry.find((e) => e.name === element);
  if (!module || !entry) throw new Error(`no ${room} › ${element}`);
  const bytes = new Uint8Array(makeJpeg(80, 60, seed));
  const hash = sha(bytes);
  store.set(hash, bytes);
  const photo: PhotoRef = { _ref: hash, sha256: hash, _context: `${module.id}.${entry.id}` };
  return updateRate(report, { moduleId: module.id, entryId: entry.id }, (rate) => ({
    ...(rate ?? {}),
    photo: [...(rate?.photo ?? []), photo],
  }));
}

function withMeterAndKeyPhotos() {
  const { input } = sampleReport('Entrant', { perRoom: 1, distinct: 40 });
  const store = new Map<string, Uint8Array>();
  let report = photograph(input.report, 'Energie', 'Compteur électrique', 501, store);
  report = photograph(report, 'Energie', "Compteur d'eau froide", 502, store);
  report = photograph(report, 'Energie', 'Photos', 503, store);
  report = photograph(report, 'Clés', 'Porte palière', 504, store);
  const images = (hash: string) => store.get(hash) ?? input.images(hash);
  return { input: { ...input, id: 77, report, images }, added: [...store.keys()] };
}

/** Every distinct image the report refers to: its photos and its signatures. */
function referencedImages(report: LocalReport): Set<string> {
  const hashes = new Set<string>();
  for (const module of report.edl)
    for (const entry of module.entry)
      for (const rate of [entry.rate, ...(entry.content ?? []).map((s) => s.rate)])
        for (const photo of rate?.photo ?? []) if (photo.sha256) hashes.add(photo.sha256);
  for (const signature of Object.values(report.signatures ?? {}))
    if (signature?.sha256) hashes.add(signature.sha256);
  return hashes;
}

describe('photos of meter readings and keys', () => {
  it('are all embedded in the PDF, each with its caption', async () => {
    const { input } = withMeterAndKeyPhotos();
    const pdf = await renderPdf({ ...input, branding: undefined });
    // pdfimages lists each image where it is drawn (the initials on every page): counted by object.
    const objects = execFileSync('pdfimages', ['-list', writeTemp(pdf)], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => line.trim().split(/\s+/).slice(10, 12).join(' '));
    expect(new Set(objects).size).toBe(referencedImages(input.report).size);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    // Each photo is numbered where it is shown, and captioned in the annex with where it was taken.
    expect(text).toMatch(/Relevés des compteurs .*Photo 1 .*Photo 2 .*Photo 3 .*Clés et moyens .*Photo 4 /u);
    for (const caption of [
      'Énergie › Photos',
      'Énergie › Compteur électrique',
      'Énergie › Compteur d’eau froide',
      'Clés › Porte palière',
    ])
      expect(text).toMatch(new RegExp(`Annexe photographique .*Photo \\d+ · ${caption} `, 'u'));
  });

  it('are all in the HTML view, each with its caption', () => {
    const { input, added } = withMeterAndKeyPhotos();
    const html = renderHtml(input);
    const shown = new Set([...html.matchAll(/<img src="[^"]*\/photos\/([0-9a-f]{64})"/g)].map((m) => m[1]));
    expect(shown).toEqual(referencedImages(input.report));
    for (const hash of added) expect(shown).toContain(hash);
    expect(html).toContain('<figcaption>Énergie › Compteur électrique</figcaption>');
    expect(html).toContain('<figcaption>Clés › Porte palière</figcaption>');
  });
});
