/**
 * Rendering in Node (server worker threads, tests, bench): pdfmake's server build with the Roboto
 * fonts it ships, read from disk; only those font files may be read (the local access policy).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import { archiveDefinition, declareArchive, type ArchivablePdf } from './archive.ts';
import { buildDocument } from './document.ts';
import './tagging.ts';
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

/** Where a render's bytes go, in order, as pdfkit produces them. */
export type PdfSink = (chunk: Buffer) => void;

/** The part of pdfkit's document (a Readable) that the sinks below take over. */
interface PdfKitDocument {
  images?: object;
  _offset: number;
  _write(data: unknown): void;
  read(): Buffer | null;
  readableLength: number;
}

/**
 * The sink of each render, by its document definition's `images` (one object per render, which
 * pdfmake's document keeps as `this.images`). pdfkit pushes every object it ends into its Readable,
 * and pdfmake hands that stream over only once the whole document is laid out and drawn: a PDF of
 * 180 MB of photos was held whole there, then copied once more by getBuffer. Its writes go to the
 * sink instead, as they happen (a render is synchronous once started).
 */
const sinks = new WeakMap<object, PdfSink>();
const pdfkitDocument = (
  createRequire(require.resolve('pdfmake')) as (id: string) => { prototype: PdfKitDocument }
)('pdfkit').prototype;
const pushWrite = pdfkitDocument._write;
pdfkitDocument._write = function (this: PdfKitDocument, data: unknown) {
  const sink = this.images && sinks.get(this.images);
  if (!sink) {
    pushWrite.call(this, data);
    return;
  }
  // What was pushed before pdfmake named the images (the header) goes first.
  if (this.readableLength > 0) {
    const pushed = this.read();
    if (pushed) sink(pushed);
  }
  const chunk = Buffer.isBuffer(data) ? data : Buffer.from(`${String(data)}\n`, 'binary');
  sink(chunk);
  this._offset += chunk.length;
};

/**
 * The image last read for pdfkit: pdfmake reads a virtual file three times in a row to embed it
 * (exists, exists again, read), from disk in the server's worker each time without this.
 */
let lastRead: { name: string; bytes: Buffer | undefined } | undefined;

/**
 * An image's bytes as a virtual file read only when pdfkit embeds it, and let go once the next is
 * read: pdfkit copies a JPEG into the document as it is, so a report's photos are never all in
 * memory together.
 */
function lazyFile(name: string, read: () => Uint8Array | undefined) {
  Object.defineProperty(files, name, {
    configurable: true,
    enumerable: true,
    get: () => {
      if (lastRead?.name !== name) {
        const bytes = read();
        lastRead = { name, bytes: bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
      }
      return lastRead.bytes;
    },
  });
}

/**
 * Writes the PDF of a report or exit agreement to `sink` as it is produced. Images are handed to
 * pdfmake as virtual files rather than data URLs (a base64 copy of every photo, a third larger and
 * inside the render's heap, made a report of 180 MB of photos take 420 MB more), each read again
 * from `input.images` when embedded: `input.images` may read them from disk each time it is called.
 */
export async function writePdf(input: DocumentInput, sink: PdfSink): Promise<void> {
  const prefix = `images-${++renders}/`;
  const names: string[] = [];
  const source = (key: string, bytes: Uint8Array, sha256?: string) => {
    const name = `${prefix}${key}`;
    if (sha256) lazyFile(name, () => input.images(sha256));
    else files[name] = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    names.push(name);
    return name;
  };
  try {
    const when = new Date();
    const definition = archiveDefinition(buildDocument(input, source), when);
    const images = definition.images ?? {};
    definition.images = images;
    sinks.set(images, sink);
    const document = (await pdfmake.createPdf(definition).getStream()) as unknown as NodeJS.ReadableStream &
      ArchivablePdf & { end(): void };
    declareArchive(document, input, when);
    await new Promise<void>((resolve, reject) => {
      document.on('data', sink);
      document.on('end', resolve);
      document.on('error', reject);
      document.end();
    });
  } finally {
    for (const name of names) Reflect.deleteProperty(files, name);
    if (lastRead && names.includes(lastRead.name)) lastRead = undefined;
  }
}

/** The PDF of a report or exit agreement, whole. */
export async function renderPdf(input: DocumentInput): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  await writePdf(input, (chunk) => chunks.push(chunk));
  const buffer = Buffer.concat(chunks);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
