/**
 * The streaming image check: whole JPEGs and PNGs pass however the bytes are cut into chunks; a
 * file cut short, corrupted or of another kind is refused with a French message.
 */
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ImageChecker, ImageCheckError } from '../src/blobs/imageCheck.ts';
import { makeBombPng, makeJpeg, makePng } from './images.ts';

function check(bytes: Buffer, chunkSize = bytes.length || 1) {
  const checker = new ImageChecker();
  for (let i = 0; i < bytes.length; i += chunkSize) checker.push(bytes.subarray(i, i + chunkSize));
  return checker.finish();
}

const refusal = (bytes: Buffer, chunkSize?: number) => {
  try {
    check(bytes, chunkSize);
    return null;
  } catch (error) {
    if (!(error instanceof ImageCheckError)) throw error;
    return error.message;
  }
};

describe('image check', () => {
  const jpeg = makeJpeg(37, 21, 5);
  const png = makePng(30, 20, 3);

  it('reads the type and size of a JPEG and a PNG, whatever the chunking', () => {
    for (const size of [1, 2, 3, 7, 64, 1000]) {
      expect(check(jpeg, size)).toEqual({ mime: 'image/jpeg', width: 37, height: 21 });
      expect(check(png, size)).toEqual({ mime: 'image/png', width: 30, height: 20 });
    }
    const large = makeJpeg(800, 600, 9, 300_000);
    expect(check(large, 65_536)).toEqual({ mime: 'image/jpeg', width: 800, height: 600 });
  });

  it('ignores bytes after the end of the image', () => {
    expect(check(Buffer.concat([jpeg, Buffer.from('trailer')]))).toMatchObject({ width: 37 });
  });

  it('refuses a JPEG or PNG cut at any point', () => {
    for (let end = 0; end < jpeg.length; end++) {
      expect(refusal(jpeg.subarray(0, end), 5), `JPEG cut at ${end}`).not.toBeNull();
    }
    for (let end = 0; end < png.length; end++) {
      expect(refusal(png.subarray(0, end), 5), `PNG cut at ${end}`).not.toBeNull();
    }
    expect(refusal(jpeg.subarray(0, jpeg.length - 2))).toBe('Image JPEG incomplète ou corrompue');
    expect(refusal(png.subarray(0, png.length - 1))).toBe('Image PNG incomplète ou corrompue');
  });

  it('refuses what is not a JPEG or PNG, early', () => {
    const message = "Le fichier envoyé n'est pas une image JPEG ou PNG";
    expect(refusal(Buffer.from('GIF89a........'))).toBe(message);
    expect(refusal(Buffer.from('%PDF-1.7'))).toBe(message);
    expect(refusal(Buffer.alloc(0))).toBe(message);
    expect(refusal(Buffer.from([0xff, 0xd8, 0x00]))).toBe(message);
    const checker = new ImageChecker();
    expect(() => checker.push(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow(
      ImageCheckError,
    );
  });

  it('refuses a PNG whose CRC does not match, or without image data', () => {
    const corrupted = Buffer.from(png);
    corrupted[40] = (corrupted[40] ?? 0) ^ 0xff;
    expect(refusal(corrupted)).toBe('Image PNG incomplète ou corrompue');
    const iend = png.subarray(png.length - 12);
    expect(refusal(Buffer.concat([png.subarray(0, 33), iend]))).toBe('Image PNG incomplète ou corrompue');
  });

  it('refuses a JPEG without frame or scan, or with a broken segment length', () => {
    // SOI then EOI: no frame.
    expect(refusal(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBe('Image JPEG incomplète ou corrompue');
    // A segment length below 2.
    expect(refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0xff, 0xd9]))).not.toBeNull();
    // A byte that is not a marker where one is expected.
    expect(refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x02, 0x12, 0xd9]))).not.toBeNull();
  });

  it('refuses zero or huge dimensions', () => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(0, 0);
    ihdr.writeUInt32BE(10, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const header = Buffer.from([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(ihdr, crc32(header.subarray(4))));
    const zeroWide = Buffer.concat([png.subarray(0, 8), header, ihdr, crc, png.subarray(33)]);
    expect(refusal(zeroWide)).toBe("Dimensions de l'image refusées (0 x 10 px)");
    expect(refusal(makeJpeg(20_001, 8))).toBe("Dimensions de l'image refusées (20001 x 8 px)");
  });

  it('refuses more than 40 megapixels, read from the header, however small the file', () => {
    const bomb = makeBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const tooLarge = 'Image trop grande (20000 x 20000 px) : 40 mégapixels au plus';
    expect(refusal(bomb)).toBe(tooLarge);
    // Refused from the header, before the pixel data arrives.
    expect(refusal(bomb.subarray(0, 40))).toBe(tooLarge);
    expect(refusal(makeJpeg(8000, 5001))).toBe('Image trop grande (8000 x 5001 px) : 40 mégapixels au plus');
    expect(check(makeJpeg(8000, 5000))).toMatchObject({ width: 8000, height: 5000 });
  });

  it('refuses a PNG a document would decode (transparency, interlacing) over 4 megapixels', () => {
    const message =
      'Image PNG transparente ou entrelacée trop grande (2001 x 2000 px) : 4 mégapixels au plus';
    expect(refusal(makeBombPng(2001, 2000, 6))).toBe(message);
    expect(refusal(makeBombPng(2001, 2000, 0, 1))).toBe(message);
    expect(check(makeBombPng(2000, 2000, 6))).toMatchObject({ width: 2000, height: 2000 });
    // Opaque and not interlaced: embedded as it is, so the general limit applies.
    expect(check(makeBombPng(6000, 6000))).toMatchObject({ width: 6000, height: 6000 });
  });
});
