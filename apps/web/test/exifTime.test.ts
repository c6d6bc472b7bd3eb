import { describe, expect, it } from 'vitest';
import { readExifTime } from '../src/photos/exifTime.ts';
import { exifSegment } from './exifJpeg.ts';

const SOI = [0xff, 0xd8];
const SOF = [0xff, 0xc0, 0, 11, 8, 0, 16, 0, 16, 1, 1, 0x11, 0];

describe('readExifTime: DateTimeOriginal of a camera JPEG', () => {
  for (const little of [true, false]) {
    it(`reads the date and its offset in the Exif sub-IFD (${little ? 'II' : 'MM'} byte order)`, () => {
      const jpeg = new Uint8Array([
        ...SOI,
        ...exifSegment('2024:03:12 14:05:09', { little, offset: '+01:00' }),
        ...SOF,
      ]);
      expect(readExifTime(jpeg)).toEqual({ dateTime: '2024:03:12 14:05:09', offset: '+01:00' });
    });
  }
  it('has no offset when the camera wrote none', () => {
    const jpeg = new Uint8Array([...SOI, ...exifSegment('2024:03:12 14:05:09'), ...SOF]);
    expect(readExifTime(jpeg)).toEqual({ dateTime: '2024:03:12 14:05:09', offset: null });
  });
  it('is null without EXIF, for a PNG, or for cut bytes', () => {
    expect(readExifTime(new Uint8Array([...SOI, ...SOF]))).toBeNull();
    expect(readExifTime(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    const cut = new Uint8Array([...SOI, ...exifSegment('2024:03:12 14:05:09')]).subarray(0, 40);
    expect(readExifTime(cut)?.dateTime ?? null).toBeNull();
  });
});
