/**
 * Each photo prints when it was taken ('Prise le …', the dwelling's clock), the time recorded on the
 * device, kept by duplication: never the time of the copy (docs/ARCHITECTURE.md "Beyond the specification").
 */
import { describe, expect, it } from 'vitest';
import { duplicateReport, mapPhotoRefs } from '@constat/domain';
import { renderHtml } from '../src/html.ts';
import { renderPdf } from '../src/node.ts';
import { sampleReport } from './fixture.ts';
import { pdfText } from './pdfText.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');
// 14:05 in Paris (winter time, UTC+1).
const SHOT = Date.UTC(2024, 2, 12, 13, 5);

describe("a photo's capture time in the documents", () => {
  it('the exit report prints the entry photo’s own time, in the document’s language', async () => {
    const sample = sampleReport('Entrant', { perRoom: 1 }).input;
    const entry = mapPhotoRefs(sample.report, (photo) => ({ ...photo, takenAt: SHOT }));
    const exit = duplicateReport({ ...entry, id: 7 }, { now: Date.UTC(2027, 5, 30, 10) });
    const text = flat(
      pdfText(await renderPdf({ ...sample, report: { ...exit, open: false }, entryReport: entry })),
    );
    expect(text).toContain('Prise le 12/03/2024 14:05');
    expect(text).not.toContain('Prise le 30/06/2027');
    const en = flat(pdfText(await renderPdf({ ...sample, report: entry, locale: 'en' })));
    expect(en).toContain('Taken on 12/03/2024, 14:05');
  });

  it('the HTML view captions the photo with it, under its place', () => {
    const sample = sampleReport('Entrant', { perRoom: 1 }).input;
    const report = mapPhotoRefs(sample.report, (photo) => ({ ...photo, takenAt: SHOT }));
    expect(renderHtml({ ...sample, report })).toContain(
      '<figcaption>Salon › Photos<br>Prise le 12/03/2024 14:05</figcaption>',
    );
  });
});
