/**
 * Rendering in Node (server worker threads, tests, bench): pdfmake's server build with the Roboto
 * fonts it ships, read from disk; only those font files may be read (the local access policy).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import { buildDocument } from './document.ts';
import type { DocumentInput } from './input.ts';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('pdfmake/build/fonts/Roboto.js')), 'Roboto');
const fonts = {
  Roboto: {
    normal: join(fontDir, 'Roboto-Regular.ttf'),
    bold: join(fontDir, 'Roboto-Medium.ttf'),
    italics: join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
};
const allowed = new Set(Object.values(fonts.Roboto));
pdfmake.setFonts(fonts);
pdfmake.setLocalAccessPolicy((path) => allowed.has(path));
// Documents never fetch anything: every image is given as bytes.
pdfmake.setUrlAccessPolicy(() => false);

/** pdfmake's virtual files (not in its types): an image named there is read as the bytes given. */
const files = (pdfmake as unknown as { virtualfs: { storage: Record<string, Buffer | undefined> } }).virtualfs
  .storage;
let renders = 0;

/**
 * The PDF of a report or exit agreement. Images are handed to pdfmake as virtual files holding
 * their bytes rather than as data URLs: a base64 copy of every photo, a third larger and inside the
 * render's heap, then decoded back to bytes, made a report of 180 MB of photos take 420 MB more.
 */
export async function renderPdf(input: DocumentInput): Promise<Uint8Array> {
  const prefix = `images-${++renders}/`;
  const names: string[] = [];
  const source = (key: string, bytes: Uint8Array) => {
    const name = `${prefix}${key}`;
    files[name] = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    names.push(name);
    return name;
  };
  try {
    const buffer = await pdfmake.createPdf(buildDocument(input, source)).getBuffer();
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  } finally {
    for (const name of names) Reflect.deleteProperty(files, name);
  }
}
