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

/** The PDF of a report or exit agreement. */
export async function renderPdf(input: DocumentInput): Promise<Uint8Array> {
  const buffer = await pdfmake.createPdf(buildDocument(input)).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
