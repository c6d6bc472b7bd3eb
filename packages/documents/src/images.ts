/**
 * Images a render may embed. pdfkit embeds a JPEG or an opaque PNG as it is (the PDF reader decodes
 * it), but decodes every pixel of a PNG with transparency or interlacing to split its alpha channel:
 * a 12000 x 12000 one took 14 s and 2.2 GB. The server refuses such PNGs over 4 Mpx at upload; this
 * leaves out any still stored (or given to the browser's renderer), as a missing image is.
 */

/** The decoded size above which a PNG is left out: 16 MB of RGBA, far above any signature. */
export const MAX_DECODED_PNG_PIXELS = 4_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const isPng = (bytes: Uint8Array) => PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
const u32 = (bytes: Uint8Array, at: number) =>
  (((bytes[at] ?? 0) << 24) |
    ((bytes[at + 1] ?? 0) << 16) |
    ((bytes[at + 2] ?? 0) << 8) |
    (bytes[at + 3] ?? 0)) >>>
  0;
const chunkType = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at + 4, at + 8));

/** A PNG pdfkit decodes to embed: alpha channel, transparency chunk (tRNS) or interlacing. */
export function decodesToEmbed(bytes: Uint8Array): boolean {
  if (!isPng(bytes) || bytes.length < 33) return false;
  const colour = bytes[25];
  if (colour === 4 || colour === 6 || bytes[28] === 1) return true;
  // tRNS comes before the image data: the chunks after IHDR are walked up to the first IDAT.
  for (let at = 33; at + 8 <= bytes.length; at += 12 + u32(bytes, at)) {
    const type = chunkType(bytes, at);
    if (type === 'tRNS') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
  }
  return false;
}

/** The bytes, or undefined when embedding them would decode more than MAX_DECODED_PNG_PIXELS. */
export function embeddable(bytes: Uint8Array | undefined): Uint8Array | undefined {
  if (!bytes || !decodesToEmbed(bytes)) return bytes;
  return u32(bytes, 16) * u32(bytes, 20) > MAX_DECODED_PNG_PIXELS ? undefined : bytes;
}
