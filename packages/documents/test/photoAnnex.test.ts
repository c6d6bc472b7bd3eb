/**
 * Photos numbered through the document: a small thumbnail in the row of what
 * it shows, 'Photo 12' under it; then an annex, from a new page, with each photo at full width, its
 * number, where it was taken (room › element) and when. Read back with pdftotext and pdfimages: the
 * annex draws the same embedded images as the thumbnails.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { mapPhotoRefs, updateRate, type LocalReport } from '@constat/domain';
import { LAYOUT_LABELS } from '../src/layoutLabels.ts';
import { renderPdf } from '../src/node.ts';
import { sampleReport } from './fixture.ts';
import { pdfPageLines, writeTemp } from './pdfText.ts';

// 14:05 in Paris (winter time, UTC+1).
const SHOT = Date.UTC(2024, 2, 12, 13, 5);

/** The living room's first photo moved to the window's glazing, with its context. */
function onGlazing(report: LocalReport): LocalReport {
  const salon = report.edl.find((m) => m.name === 'Salon');
  const window = salon?.entry.find((e) => e.name === 'Fenêtre');
  const glazing = window?.content?.find((s) => s.name === 'Vitrage');
  const photos = salon?.entry[0]?.rate?.photo ?? [];
  const [moved, ...kept] = photos;
  if (!salon || !window || !glazing || !moved) throw new Error('no living room photo');
  const context = `${salon.id}.${window.id}.${glazing.id}`;
  const entry = salon.entry.map((e, index) => {
    if (index === 0) return { ...e, rate: { ...e.rate, photo: kept } };
    if (e !== window) return e;
    const content = (e.content ?? []).map((s) =>
      s === glazing ? { ...s, rate: { ...s.rate, photo: [{ ...moved, _context: context }] } } : s,
    );
    return { ...e, content };
  });
  return { ...report, edl: report.edl.map((m) => (m === salon ? { ...salon, entry } : m)) };
}

/** The JPEG images (the photos) pdfimages lists on pages first..last: [page, object id]. */
function drawnImages(pdf: Uint8Array, first: number, last: number): [number, string][] {
  const list = execFileSync('pdfimages', ['-f', String(first), '-l', String(last), '-list', writeTemp(pdf)], {
    encoding: 'utf8',
  });
  return list
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length > 11 && cols[2] === 'image' && cols[8] === 'jpeg')
    .map((cols) => [Number(cols[0]), `${cols[10]} ${cols[11]}`]);
}

describe('numbered photos and their annex', () => {
  it('numbers each photo in its row, then prints it full width with its caption and time', async () => {
    const sample = sampleReport('Entrant', { perRoom: 2, distinct: 30 });
    const report = onGlazing(mapPhotoRefs(sample.input.report, (photo) => ({ ...photo, takenAt: SHOT })));
    const pdf = await renderPdf({ ...sample.input, report });
    const pages = pdfPageLines(pdf);
    const l = LAYOUT_LABELS.fr;
    const annexStart = pages.findIndex((lines) => lines[0] === l.annex);
    expect(annexStart).toBeGreaterThan(0);
    const body = pages.slice(0, annexStart).flat();
    const annex = pages.slice(annexStart).flat();
    const count = sample.photoCount;
    expect(count).toBeGreaterThan(10);

    // In the body: 'Photo 1' to 'Photo n', once each and in order.
    const numbers = body.flatMap((line) => [...line.matchAll(/Photo (\d+)/g)].map((m) => Number(m[1])));
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    // The glazing's photo sits in the glazing's row, under the window.
    const salon = body.indexOf('Salon');
    const window = body.findIndex((line, i) => i > salon && line.startsWith('Fenêtre'));
    const glazing = body.findIndex((line, i) => i > window && line.startsWith('Vitrage'));
    const handle = body.findIndex((line, i) => i > glazing && line.startsWith('Poignée'));
    expect(body.slice(glazing, handle).join(' ')).toContain('Photo 4');

    // In the annex: each number with where and when, two photos a page.
    for (let n = 1; n <= count; n++) expect(annex.join('\n')).toMatch(new RegExp(`Photo ${n} · \\S`));
    expect(annex).toContain('Photo 4 · Salon › Fenêtre › Vitrage');
    expect(annex.filter((line) => line === 'Prise le 12/03/2024 14:05')).toHaveLength(count);
    expect(annex.filter((line) => line.startsWith('Photo 1 ·'))).toEqual(['Photo 1 · Entrée › Photos']);
    expect(pages.length - annexStart).toBe(Math.ceil(count / 2));

    // The annex draws the images the thumbnails drew: each embedded once.
    const drawnInBody = drawnImages(pdf, 2, annexStart);
    const drawnInAnnex = drawnImages(pdf, annexStart + 1, pages.length);
    expect(drawnInAnnex).toHaveLength(count);
    const bodyObjects = new Set(drawnInBody.map(([, id]) => id));
    for (const [, id] of drawnInAnnex) expect(bodyObjects.has(id)).toBe(true);
  });

  it('numbers a meter’s and a key’s photos too, in the order printed', async () => {
    const sample = sampleReport('Entrant', { perRoom: 1 });
    const [photo] = sample.input.report.edl.find((m) => m.name === 'Entrée')?.entry[0]?.rate?.photo ?? [];
    if (!photo) throw new Error('no photo');
    // With its context, or without (a photo copied from an older report): captioned by its element.
    const withPhoto = (report: LocalReport, room: string, element: string, context: boolean): LocalReport => {
      const module = report.edl.find((m) => m.name === room);
      const entry = module?.entry.find((e) => e.name === element);
      if (!module || !entry) throw new Error(`no ${room} › ${element}`);
      const { _context, ...bare } = photo;
      const at = context ? { ...bare, _context: `${module.id}.${entry.id}` } : bare;
      return updateRate(report, { moduleId: module.id, entryId: entry.id }, (rate) => ({
        ...rate,
        photo: [at],
      }));
    };
    const meter = withPhoto(sample.input.report, 'Energie', 'Compteur électrique', true);
    const report = withPhoto(meter, 'Clés', 'Vigik', false);
    const pages = pdfPageLines(await renderPdf({ ...sample.input, report }));
    const annexStart = pages.findIndex((lines) => lines[0] === LAYOUT_LABELS.fr.annex);
    const annex = pages.slice(annexStart).flat();
    expect(annex).toContain('Photo 1 · Énergie › Compteur électrique');
    expect(annex).toContain('Photo 2 · Clés › Vigik');
    expect(annex).toContain('Photo 3 · Entrée › Photos');
    expect(annex.filter((line) => /^Photo \d+ · /.test(line))).toHaveLength(sample.photoCount + 2);
  });

  it('a report without photos has no annex', async () => {
    const pdf = await renderPdf(sampleReport('Entrant', { perRoom: 0 }).input);
    const text = pdfPageLines(pdf).flat();
    expect(text).not.toContain(LAYOUT_LABELS.fr.annex);
    expect(text.join(' ')).not.toMatch(/Photo \d/);
  });
});
