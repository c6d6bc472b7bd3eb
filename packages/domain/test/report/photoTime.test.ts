import { describe, expect, it } from 'vitest';
import {
  addPhotos,
  duplicateReport,
  listPhotoRefs,
  LocalReportSchema,
  parseExifDateTime,
  photoCaptureTime,
} from '../../src/index.ts';
import { newReport, NOW } from './fixtures.ts';

const SHOT = Date.UTC(2024, 2, 12, 13, 5, 9);

describe('a photo keeps the time it was taken', () => {
  it('reads EXIF DateTimeOriginal first, then the file time, then now', () => {
    const now = Date.UTC(2026, 10, 26, 9);
    expect(photoCaptureTime({ exifTime: SHOT, fileTime: now - 1000, now })).toBe(SHOT);
    expect(photoCaptureTime({ exifTime: null, fileTime: SHOT, now })).toBe(SHOT);
    expect(photoCaptureTime({ exifTime: null, fileTime: null, now })).toBe(now);
  });

  it('passes over an unset camera clock or a time from the future', () => {
    const now = Date.UTC(2026, 10, 26, 9);
    expect(photoCaptureTime({ exifTime: Date.UTC(1970, 0, 1), fileTime: SHOT, now })).toBe(SHOT);
    expect(photoCaptureTime({ exifTime: now + 3 * 86_400_000, fileTime: null, now })).toBe(now);
    // A camera a few hours ahead (another time zone) is still believed.
    expect(photoCaptureTime({ exifTime: now + 3_600_000, fileTime: null, now })).toBe(now + 3_600_000);
  });

  it("parses EXIF 'YYYY:MM:DD HH:MM:SS', exact with its offset tag, else on the device's clock", () => {
    expect(parseExifDateTime('2024:03:12 14:05:09', '+01:00')).toBe(SHOT);
    expect(parseExifDateTime('2024:03:12 09:05:09', '-04:00')).toBe(SHOT);
    expect(parseExifDateTime('2024:03:12 14:05:09')).toBe(new Date(2024, 2, 12, 14, 5, 9).getTime());
    for (const blank of [null, '', '0000:00:00 00:00:00', '    :  :     :  :  ', '2024-03-12 14:05:09'])
      expect(parseExifDateTime(blank), String(blank)).toBeNull();
  });

  it('is stored on the photo reference and survives duplication and the schema', () => {
    const report = newReport();
    const module = report.edl.find((m) => m.entry.some((e) => e.name === 'Murs'));
    const murs = module?.entry.find((e) => e.name === 'Murs');
    if (!module || !murs) throw new Error('fixture');
    const withPhoto = addPhotos(report, { moduleId: module.id, entryId: murs.id }, [
      { ref: 'ref:1:a', takenAt: SHOT },
    ]);
    expect(listPhotoRefs(withPhoto)[0]).toMatchObject({ _ref: 'ref:1:a', takenAt: SHOT });
    const exit = duplicateReport({ ...withPhoto, id: 3 }, { now: NOW + 86_400_000 });
    expect(listPhotoRefs(exit)[0]?.takenAt).toBe(SHOT);
    const parsed = LocalReportSchema.parse({ ...exit, open: false });
    expect(listPhotoRefs(parsed)[0]?.takenAt).toBe(SHOT);
  });
});
