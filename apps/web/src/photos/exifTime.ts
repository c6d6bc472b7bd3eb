/**
 * When a camera JPEG was shot, read from its EXIF block before the photo is resized (the resized
 * copy has no EXIF): DateTimeOriginal (0x9003) and its OffsetTimeOriginal (0x9011) in the Exif
 * sub-IFD that IFD0's 0x8769 tag points to. A few hundred bytes of parsing rather than a library:
 * only the capture chunk loads it, never the login screen.
 */
import { JPEG_HEADER_BYTES } from './jpegInfo.ts';

export interface ExifTime {
  /** 'YYYY:MM:DD HH:MM:SS' as the camera wrote it. */
  dateTime: string | null;
  /** '+01:00' when the camera wrote its offset. */
  offset: string | null;
}

const EXIF_IFD_POINTER = 0x8769;
const DATE_TIME_ORIGINAL = 0x9003;
const OFFSET_TIME_ORIGINAL = 0x9011;
const ASCII = 2;

class TiffReader {
  private readonly bytes: Uint8Array;
  private readonly tiff: number;
  private readonly end: number;
  private readonly little: boolean;

  constructor(bytes: Uint8Array, tiff: number, end: number, little: boolean) {
    this.bytes = bytes;
    this.tiff = tiff;
    this.end = end;
    this.little = little;
  }

  u16(at: number): number {
    const [a = 0, b = 0] = [this.bytes[at], this.bytes[at + 1]];
    return this.little ? a | (b << 8) : (a << 8) | b;
  }

  u32(at: number): number {
    const [high, low] = this.little ? [this.u16(at + 2), this.u16(at)] : [this.u16(at), this.u16(at + 2)];
    return high * 0x10000 + low;
  }

  /** The IFD's entries by tag: the position of each 12-byte entry. */
  entries(offset: number): Map<number, number> {
    const ifd = this.tiff + offset;
    const found = new Map<number, number>();
    if (ifd + 2 > this.end) return found;
    const count = this.u16(ifd);
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      if (entry + 12 > this.end) break;
      found.set(this.u16(entry), entry);
    }
    return found;
  }

  /** An ASCII value: inline up to 4 bytes, else at its offset from the TIFF header. */
  ascii(entry: number | undefined): string | null {
    if (entry === undefined || this.u16(entry + 2) !== ASCII) return null;
    const count = this.u32(entry + 4);
    const start = count <= 4 ? entry + 8 : this.tiff + this.u32(entry + 8);
    if (count === 0 || start + count > this.end) return null;
    const text = String.fromCharCode(...this.bytes.subarray(start, start + count));
    return text.replace(/\0.*$/s, '');
  }
}

function readTiff(bytes: Uint8Array, start: number, end: number): ExifTime | null {
  if (String.fromCharCode(...bytes.subarray(start, start + 6)) !== 'Exif\0\0') return null;
  const tiff = start + 6;
  const order = String.fromCharCode(...bytes.subarray(tiff, tiff + 2));
  if (order !== 'II' && order !== 'MM') return null;
  const reader = new TiffReader(bytes, tiff, end, order === 'II');
  if (reader.u16(tiff + 2) !== 42) return null;
  const pointer = reader.entries(reader.u32(tiff + 4)).get(EXIF_IFD_POINTER);
  if (pointer === undefined) return null;
  const exif = reader.entries(reader.u32(pointer + 8));
  return {
    dateTime: reader.ascii(exif.get(DATE_TIME_ORIGINAL)),
    offset: reader.ascii(exif.get(OFFSET_TIME_ORIGINAL)),
  };
}

/** The EXIF capture time of a JPEG's first bytes; null without one (or for another format). */
export function readExifTime(bytes: Uint8Array): ExifTime | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    // The image data starts: no EXIF block came before it.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (length < 2) return null;
    const end = Math.min(bytes.length, offset + 2 + length);
    if (marker === 0xe1) {
      const found = readTiff(bytes, offset + 4, end);
      if (found) return found;
    }
    offset += 2 + length;
  }
  return null;
}

/** The EXIF capture time of a photo file, null when it has none or cannot be read. */
export async function exifTimeOf(file: Blob): Promise<ExifTime | null> {
  try {
    return readExifTime(new Uint8Array(await file.slice(0, JPEG_HEADER_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
}
