import { describe, expect, it } from 'vitest';
import { orientedSize, readJpegInfo } from '../src/photos/jpegInfo.ts';

const SOI = [0xff, 0xd8];
const segment = (marker: number, payload: number[]) => {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
};
/** A baseline frame header: precision, height, width, one component. */
const sof = (width: number, height: number, marker = 0xc0) =>
  segment(marker, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
const exif = (orientation: number, little: boolean) => {
  const u16 = (v: number) => (little ? [v & 0xff, v >> 8] : [v >> 8, v & 0xff]);
  const u32 = (v: number) => (little ? [v & 0xff, (v >> 8) & 0xff, 0, 0] : [0, 0, (v >> 8) & 0xff, v & 0xff]);
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(2),
    // An unrelated tag first (ImageWidth), then Orientation.
    ...u16(0x0100),
    ...u16(3),
    ...u32(1),
    ...u16(4000),
    0,
    0,
    ...u16(0x0112),
    ...u16(3),
    ...u32(1),
    ...u16(orientation),
    0,
    0,
    ...u32(0),
  ];
  return segment(0xe1, [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]);
};
const jfif = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());

describe('readJpegInfo', () => {
  it('reads the frame size of a camera JPEG and its EXIF orientation (both byte orders)', () => {
    expect(readJpegInfo(bytes(SOI, jfif, exif(6, false), sof(4000, 3000)))).toEqual({
      width: 4000,
      height: 3000,
      orientation: 6,
    });
    expect(readJpegInfo(bytes(SOI, exif(3, true), sof(4000, 3000, 0xc2)))).toEqual({
      width: 4000,
      height: 3000,
      orientation: 3,
    });
  });
  it('takes orientation 1 without EXIF and skips tables and fill bytes', () => {
    const dht = segment(0xc4, [0, 1, 2, 3]);
    expect(readJpegInfo(bytes(SOI, jfif, dht, [0xff], sof(640, 480)))).toEqual({
      width: 640,
      height: 480,
      orientation: 1,
    });
  });
  it('is null for what it cannot read', () => {
    expect(readJpegInfo(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(readJpegInfo(bytes(SOI, jfif))).toBeNull();
    expect(readJpegInfo(bytes(SOI, [0xff, 0xda, 0, 2]))).toBeNull();
    expect(readJpegInfo(bytes(SOI, [0x00, 0x00, 0, 0]))).toBeNull();
    expect(readJpegInfo(bytes(SOI, sof(0, 480)))).toBeNull();
    expect(readJpegInfo(bytes(SOI, sof(640, 480)).slice(0, 8))).toBeNull();
  });
  it('ignores an unreadable EXIF block', () => {
    const broken = segment(0xe1, [0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 41]);
    expect(readJpegInfo(bytes(SOI, broken, sof(640, 480)))?.orientation).toBe(1);
    expect(readJpegInfo(bytes(SOI, exif(9, false), sof(640, 480)))?.orientation).toBe(1);
  });
});

describe('orientedSize', () => {
  it('turns the size a quarter for orientations 5 to 8', () => {
    expect(orientedSize({ width: 4000, height: 3000, orientation: 6 })).toEqual({
      width: 3000,
      height: 4000,
    });
    expect(orientedSize({ width: 4000, height: 3000, orientation: 8 })).toEqual({
      width: 3000,
      height: 4000,
    });
    expect(orientedSize({ width: 4000, height: 3000, orientation: 3 })).toEqual({
      width: 4000,
      height: 3000,
    });
  });
});
