/**
 * Real images for the tests and benchmarks, made here so that no binary file is committed: a
 * baseline grayscale JPEG (one flat shade per 8x8 block, Huffman-coded as any decoder reads it) and
 * an RGB PNG. `seed` changes the pixels, `padTo` grows a JPEG with comment segments to the size of a
 * camera photo.
 */
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** A small deterministic generator (mulberry32): the same seed gives the same image. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const segment = (marker: number, data: Buffer) => {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
};

/** Standard luminance DC table (ITU T.81 K.3): code lengths 1..16 and the categories 0..11. */
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = Array.from({ length: 12 }, (_, i) => i);

function canonicalCodes(bits: number[]): { code: number; length: number }[] {
  const codes: { code: number; length: number }[] = [];
  let code = 0;
  bits.forEach((count, i) => {
    for (let n = 0; n < count; n++) codes.push({ code: code++, length: i + 1 });
    code <<= 1;
  });
  return codes;
}

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private used = 0;

  write(value: number, length: number): void {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      if (++this.used === 8) this.flushByte();
    }
  }

  private flushByte(): void {
    this.bytes.push(this.current);
    // A 0xFF in entropy-coded data is followed by a stuffed 0x00.
    if (this.current === 0xff) this.bytes.push(0);
    this.current = 0;
    this.used = 0;
  }

  end(): Buffer {
    if (this.used > 0) this.write(0xff, 8 - this.used);
    return Buffer.from(this.bytes);
  }
}

export function makeJpeg(width: number, height: number, seed = 1, padTo = 0): Buffer {
  const next = random(seed);
  const jfif = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const dqt = Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]);
  const sof = Buffer.from([8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]);
  const dhtDc = Buffer.from([0x00, ...DC_BITS, ...DC_VALUES]);
  // One AC symbol: end-of-block, coded '0'.
  const dhtAc = Buffer.from([0x10, 1, ...Array<number>(15).fill(0), 0x00]);
  const sos = Buffer.from([1, 1, 0x00, 0, 63, 0]);
  const dcCodes = canonicalCodes(DC_BITS);
  const bits = new BitWriter();
  let previous = 0;
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  for (let i = 0; i < blocks; i++) {
    const dc = Math.round(next() * 1200) - 600;
    const diff = dc - previous;
    previous = dc;
    const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
    const code = dcCodes[category] ?? { code: 0, length: 0 };
    bits.write(code.code, code.length);
    if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
    bits.write(0, 1);
  }
  const head = [
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, jfif),
    segment(0xdb, dqt),
    segment(0xc0, sof),
    segment(0xc4, dhtDc),
    segment(0xc4, dhtAc),
  ];
  const body = [segment(0xda, sos), bits.end(), Buffer.from([0xff, 0xd9])];
  let size = [...head, ...body].reduce((sum, part) => sum + part.length, 0);
  while (size < padTo) {
    const length = Math.min(65_533, Math.max(1, padTo - size - 4));
    const comment = Buffer.alloc(length);
    for (let i = 0; i < length; i++) comment[i] = (next() * 256) | 0;
    head.push(segment(0xfe, comment));
    size += length + 4;
  }
  return Buffer.concat([...head, ...body]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length, 0);
  header.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(header.subarray(4))), 0);
  return Buffer.concat([header, data, crc]);
}

export function makePng(width: number, height: number, seed = 1): Buffer {
  const next = random(seed);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < rows.length; i++) rows[i] = i % (width * 3 + 1) === 0 ? 0 : (next() * 256) | 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A decompression bomb: a 1-bit grayscale PNG of `width` x `height` black pixels, a few tens of kB
 * that a decoder would expand to width x height x 4 bytes. `colour` 6 (RGBA, 8 bits) or `interlace`
 * make one a PDF library decodes to embed.
 */
export function makeBombPng(width: number, height: number, colour: 0 | 6 = 0, interlace = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([colour === 0 ? 1 : 8, colour, 0, 0, interlace], 8);
  const row = colour === 0 ? Math.ceil(width / 8) + 1 : width * 4 + 1;
  const rows = Buffer.alloc(interlace ? 1 : row * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
