/**
 * Is this a whole JPEG or PNG? Checked while the bytes stream in, without holding them: the
 * signature, then the file's structure to its end, and the dimensions from its header.
 * - JPEG: every marker segment with its length, the frame header (SOFn: precision, height, width,
 *   components), at least one scan (SOS) whose entropy-coded data is walked to the next marker,
 *   up to the end-of-image marker (EOI). A file cut anywhere before EOI is refused.
 * - PNG: every chunk with its CRC-32, IHDR first (width, height, bit depth and colour type a
 *   decoder accepts), at least one IDAT, up to IEND.
 * Pixels are not decoded (no native image library): a file that passes has the structure and
 * headers a decoder needs; bytes after EOI/IEND are ignored, as decoders do. Dimensions are bounded
 * from the header (MAX_IMAGE_PIXELS, MAX_DECODED_PNG_PIXELS) before the pixel data arrives.
 */
import { crc32 } from 'node:zlib';
// A PNG with transparency or interlacing is decoded to be embedded in a PDF: the renderer's bound.
import { MAX_DECODED_PNG_PIXELS } from '@constat/documents';

export interface ImageInfo {
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** A refusal the uploader is told about (French, shown in the app's error detail). */
export class ImageCheckError extends Error {}

/** Larger images are no photo this product takes (photos are resized to 800 px on the device). */
const MAX_IMAGE_SIDE = 20_000;
/**
 * A decompression bomb is small on the wire and huge once decoded, so the pixels are counted from
 * the header: 40 Mpx is more than any phone camera takes (a 20000 x 20000 PNG of 76 kB is refused).
 */
const MAX_IMAGE_PIXELS = 40_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const NOT_AN_IMAGE = "Le fichier envoyé n'est pas une image JPEG ou PNG";
const BAD_JPEG = 'Image JPEG incomplète ou corrompue';
const BAD_PNG = 'Image PNG incomplète ou corrompue';

/** Valid PNG bit depths per colour type (PNG specification, table 11.1). */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

type Phase =
  | { kind: 'signature' }
  | { kind: 'jpeg-marker' }
  | { kind: 'jpeg-length'; marker: number }
  | { kind: 'jpeg-segment'; marker: number; remaining: number; keep: boolean }
  | { kind: 'jpeg-entropy'; afterFF: boolean }
  | { kind: 'png-header' }
  | { kind: 'png-data'; type: string; remaining: number; crc: number; keep: boolean }
  | { kind: 'png-crc'; type: string; crc: number }
  | { kind: 'done' };

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

export class ImageChecker {
  private phase: Phase = { kind: 'signature' };
  private buffer: Buffer = Buffer.alloc(0);
  private mime: ImageInfo['mime'] | null = null;
  private width = 0;
  private height = 0;
  private scans = 0;

  /** Feeds the next bytes; throws ImageCheckError as soon as they cannot be a JPEG or PNG. */
  push(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    let at = 0;
    for (let next = this.advance(at); next !== at; next = this.advance(at)) at = next;
    this.buffer = this.buffer.subarray(at);
  }

  /** After the last byte: the image's type and size, or ImageCheckError if it is incomplete. */
  finish(): ImageInfo {
    if (this.phase.kind === 'signature') throw new ImageCheckError(NOT_AN_IMAGE);
    if (this.phase.kind !== 'done' || this.mime === null) {
      throw new ImageCheckError(this.mime === 'image/png' ? BAD_PNG : BAD_JPEG);
    }
    return { mime: this.mime, width: this.width, height: this.height };
  }

  /** One step from `at`; returns the new position, or `at` when more bytes are needed. */
  private advance(at: number): number {
    const b = this.buffer;
    const available = b.length - at;
    const phase = this.phase;
    switch (phase.kind) {
      case 'done':
        return b.length;
      case 'signature':
        return this.signature(at, available);
      case 'jpeg-marker': {
        if (available < 2) return at;
        if (b[at] !== 0xff) throw new ImageCheckError(BAD_JPEG);
        const marker = b[at + 1] as number;
        // 0xFF fill bytes may precede a marker.
        if (marker === 0xff) return at + 1;
        return this.jpegMarker(marker, at + 2);
      }
      case 'jpeg-length': {
        if (available < 2) return at;
        const length = b.readUInt16BE(at);
        if (length < 2) throw new ImageCheckError(BAD_JPEG);
        return this.jpegSegment(phase.marker, length - 2, at + 2);
      }
      case 'jpeg-segment': {
        if (phase.keep) {
          if (available < phase.remaining) return at;
          this.jpegHeader(phase.marker, b.subarray(at, at + phase.remaining));
          return at + phase.remaining;
        }
        const taken = Math.min(available, phase.remaining);
        if (taken === 0) return at;
        const remaining = phase.remaining - taken;
        this.phase = remaining === 0 ? { kind: 'jpeg-marker' } : { ...phase, remaining };
        return at + taken;
      }
      case 'jpeg-entropy':
        return this.jpegEntropy(phase.afterFF, at);
      case 'png-header': {
        if (available < 8) return at;
        const length = b.readUInt32BE(at);
        const type = b.toString('latin1', at + 4, at + 8);
        if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) throw new ImageCheckError(BAD_PNG);
        const first = this.width === 0;
        if (first !== (type === 'IHDR') || (type === 'IHDR' && length !== 13)) {
          throw new ImageCheckError(BAD_PNG);
        }
        if (type === 'IEND' && this.scans === 0) throw new ImageCheckError(BAD_PNG);
        if (type === 'tRNS') this.checkDecodedPng(true);
        if (type === 'IDAT') this.scans++;
        const crc = crc32(b.subarray(at + 4, at + 8));
        this.phase =
          length === 0
            ? { kind: 'png-crc', type, crc }
            : { kind: 'png-data', type, remaining: length, crc, keep: type === 'IHDR' };
        return at + 8;
      }
      case 'png-data': {
        const taken = phase.keep ? (available < phase.remaining ? 0 : phase.remaining) : available;
        const size = Math.min(taken, phase.remaining);
        if (size === 0) return at;
        const data = b.subarray(at, at + size);
        if (phase.keep) this.pngHeader(data);
        const crc = crc32(data, phase.crc);
        const remaining = phase.remaining - size;
        this.phase =
          remaining === 0 ? { kind: 'png-crc', type: phase.type, crc } : { ...phase, remaining, crc };
        return at + size;
      }
      case 'png-crc': {
        if (available < 4) return at;
        if (b.readUInt32BE(at) !== phase.crc) throw new ImageCheckError(BAD_PNG);
        this.phase = phase.type === 'IEND' ? { kind: 'done' } : { kind: 'png-header' };
        return at + 4;
      }
    }
  }

  private signature(at: number, available: number): number {
    const b = this.buffer;
    if (available === 0) return at;
    if (b[at] === 0xff) {
      if (available < 3) return at;
      if (b[at + 1] !== 0xd8 || b[at + 2] !== 0xff) throw new ImageCheckError(NOT_AN_IMAGE);
      this.mime = 'image/jpeg';
      this.phase = { kind: 'jpeg-marker' };
      return at + 2;
    }
    if (b[at] === 0x89) {
      if (available < PNG_SIGNATURE.length) return at;
      if (!b.subarray(at, at + 8).equals(PNG_SIGNATURE)) throw new ImageCheckError(NOT_AN_IMAGE);
      this.mime = 'image/png';
      this.phase = { kind: 'png-header' };
      return at + 8;
    }
    throw new ImageCheckError(NOT_AN_IMAGE);
  }

  /** A marker was read; `at` is just after it. */
  private jpegMarker(marker: number, at: number): number {
    if (marker === 0xd9) {
      if (this.width === 0 || this.scans === 0) throw new ImageCheckError(BAD_JPEG);
      this.phase = { kind: 'done' };
    } else if (marker === 0xd8 || marker === 0x00) {
      throw new ImageCheckError(BAD_JPEG);
    } else if (!standalone(marker)) {
      this.phase = { kind: 'jpeg-length', marker };
    }
    return at;
  }

  /** A segment's length was read: keep the frame and scan headers, skip the rest. */
  private jpegSegment(marker: number, length: number, at: number): number {
    const keep = isSof(marker) || marker === 0xda;
    if (length === 0) {
      if (keep) throw new ImageCheckError(BAD_JPEG);
      this.phase = { kind: 'jpeg-marker' };
    } else {
      this.phase = { kind: 'jpeg-segment', marker, remaining: length, keep };
    }
    return at;
  }

  private jpegHeader(marker: number, data: Buffer): void {
    if (marker === 0xda) {
      const components = data[0] ?? 0;
      if (this.width === 0 || components < 1 || components > 4 || data.length !== 4 + 2 * components) {
        throw new ImageCheckError(BAD_JPEG);
      }
      this.scans++;
      this.phase = { kind: 'jpeg-entropy', afterFF: false };
      return;
    }
    const components = data[5] ?? 0;
    if (this.width !== 0 || data.length < 6 || data.length !== 6 + 3 * components || components < 1) {
      throw new ImageCheckError(BAD_JPEG);
    }
    this.setSize(data.readUInt16BE(3), data.readUInt16BE(1));
    this.phase = { kind: 'jpeg-marker' };
  }

  /** Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart. */
  private jpegEntropy(afterFF: boolean, at: number): number {
    const b = this.buffer;
    if (!afterFF) {
      const ff = b.indexOf(0xff, at);
      if (ff !== -1) this.phase = { kind: 'jpeg-entropy', afterFF: true };
      return ff === -1 ? b.length : ff + 1;
    }
    if (at >= b.length) return at;
    const next = b[at] as number;
    if (next === 0xff) return at + 1;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      this.phase = { kind: 'jpeg-entropy', afterFF: false };
      return at + 1;
    }
    this.phase = { kind: 'jpeg-marker' };
    return this.jpegMarker(next, at + 1);
  }

  private pngHeader(data: Buffer): void {
    const depth = data[8] ?? 0;
    const colour = data[9] ?? 0;
    const valid =
      PNG_DEPTHS[colour]?.includes(depth) && data[10] === 0 && data[11] === 0 && (data[12] ?? 2) <= 1;
    if (!valid) throw new ImageCheckError(BAD_PNG);
    this.setSize(data.readUInt32BE(0), data.readUInt32BE(4));
    this.checkDecodedPng(colour === 4 || colour === 6 || data[12] === 1);
  }

  /** `decoded`: the PNG has transparency or interlacing, which a PDF library decodes to embed. */
  private checkDecodedPng(decoded: boolean): void {
    if (decoded && this.width * this.height > MAX_DECODED_PNG_PIXELS) {
      throw new ImageCheckError(
        `Image PNG transparente ou entrelacée trop grande (${this.width} x ${this.height} px) : ${MAX_DECODED_PNG_PIXELS / 1e6} mégapixels au plus`,
      );
    }
  }

  private setSize(width: number, height: number): void {
    if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
      throw new ImageCheckError(`Dimensions de l'image refusées (${width} x ${height} px)`);
    }
    if (width * height > MAX_IMAGE_PIXELS) {
      throw new ImageCheckError(
        `Image trop grande (${width} x ${height} px) : ${MAX_IMAGE_PIXELS / 1e6} mégapixels au plus`,
      );
    }
    this.width = width;
    this.height = height;
  }
}
