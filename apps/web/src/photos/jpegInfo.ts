/**
 * The size and EXIF orientation of a JPEG, read from its first bytes without decoding it. Knowing the
 * size a camera photo will show at (a portrait photo is often stored landscape with an orientation
 * tag), the browser can decode it straight to the stored size: a 12-megapixel photo is never held
 * at full size, neither in memory nor on a canvas (see resizePhoto.ts).
 */
import type { Size } from './resizePlan.ts';

export interface JpegInfo extends Size {
  /** EXIF orientation, 1 to 8 (1 when absent or unreadable). */
  orientation: number;
}

/** How many bytes to read: the EXIF block (with its own thumbnail) comes before the frame header. */
export const JPEG_HEADER_BYTES = 256 * 1024;

const u16 = (bytes: Uint8Array, at: number, little = false): number =>
  little ? (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) : ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);

const u32 = (bytes: Uint8Array, at: number, little = false): number =>
  little
    ? u16(bytes, at, true) + u16(bytes, at + 2, true) * 0x10000
    : u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

/** The Orientation tag (0x0112) of IFD0 in an APP1 'Exif' segment starting at `start`. */
function exifOrientation(bytes: Uint8Array, start: number, end: number): number | null {
  const header = String.fromCharCode(...bytes.subarray(start, start + 6));
  if (header !== 'Exif\0\0') return null;
  const tiff = start + 6;
  const order = String.fromCharCode(...bytes.subarray(tiff, tiff + 2));
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  if (u16(bytes, tiff + 2, little) !== 42) return null;
  const ifd = tiff + u32(bytes, tiff + 4, little);
  if (ifd + 2 > end) return null;
  const entries = u16(bytes, ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return null;
    if (u16(bytes, entry, little) === 0x0112) {
      const value = u16(bytes, entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** Start-of-frame markers carry the size: C0 to CF, except DHT (C4), JPG (C8) and DAC (CC). */
const isFrameHeader = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The frame size and orientation of a JPEG's first bytes; null when they are not a readable JPEG. */
export function readJpegInfo(bytes: Uint8Array): JpegInfo | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // Image data or its end before any frame header: not a JPEG we can read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16(bytes, offset + 2);
    const start = offset + 4;
    const end = Math.min(bytes.length, offset + 2 + length);
    if (length < 2) return null;
    if (marker === 0xe1) orientation = exifOrientation(bytes, start, end) ?? orientation;
    if (isFrameHeader(marker)) {
      if (start + 5 > bytes.length) return null;
      const height = u16(bytes, start + 1);
      const width = u16(bytes, start + 3);
      return width > 0 && height > 0 ? { width, height, orientation } : null;
    }
    offset += 2 + length;
  }
  return null;
}

/** The size the photo shows at: orientations 5 to 8 turn it a quarter. */
export function orientedSize({ width, height, orientation }: JpegInfo): Size {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}
