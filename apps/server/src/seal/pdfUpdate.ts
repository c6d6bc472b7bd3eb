/**
 * The incremental update that turns a PDF written by pdfkit (one revision, classic xref table) into
 * a signed one: a signature dictionary whose /Contents is left as zeros to be filled with the CMS,
 * an invisible widget on the first page, and new versions of that page and of the catalog (with an
 * /AcroForm), then an xref section and a trailer pointing back to the first (/Prev).
 */

/** Random access to the PDF being sealed: its file, or its bytes. */
export interface PdfSource {
  size: number;
  read(offset: number, length: number): Buffer;
}

/** The update to append: its bytes, and where the hex of /Contents lies in them. */
export interface PdfUpdate {
  bytes: Buffer;
  /** Offsets within `bytes` of the '<' and just past the '>' of /Contents. */
  contentsStart: number;
  contentsEnd: number;
}

const TAIL_BYTES = 2048;

function match(text: string, pattern: RegExp, what: string): RegExpExecArray {
  const found = pattern.exec(text);
  if (!found) throw new Error(`PDF sans ${what} : il ne peut pas être scellé`);
  return found;
}

interface Trailer {
  startxref: number;
  size: number;
  root: number;
  info: string | undefined;
  id: string | undefined;
}

function readTrailer(pdf: PdfSource): Trailer {
  const length = Math.min(TAIL_BYTES, pdf.size);
  const tail = pdf.read(pdf.size - length, length).toString('latin1');
  const trailer = tail.slice(tail.lastIndexOf('trailer'));
  return {
    startxref: Number(match(trailer, /startxref\s+(\d+)/, 'startxref')[1]),
    size: Number(match(trailer, /\/Size\s+(\d+)/, 'taille de table')[1]),
    root: Number(match(trailer, /\/Root\s+(\d+)\s+0\s+R/, 'catalogue')[1]),
    info: /\/Info\s+(\d+\s+0\s+R)/.exec(trailer)?.[1],
    id: /\/ID\s*(\[[^\]]*\])/.exec(trailer)?.[1],
  };
}

/** Where object `num` starts, from the first subsection of the xref table (pdfkit writes one). */
function objectOffset(pdf: PdfSource, startxref: number, num: number): number {
  const header = pdf.read(startxref, 64).toString('latin1');
  const found = match(header, /^xref\s+(\d+)\s+(\d+)\r?\n/, 'table xref');
  const first = Number(found[1]);
  const count = Number(found[2]);
  if (num < first || num >= first + count) throw new Error(`PDF sans objet ${num} dans sa table xref`);
  const entry = pdf.read(startxref + found[0].length + (num - first) * 20, 20).toString('latin1');
  return Number(match(entry, /^(\d{10}) \d{5} n/, `entrée xref de l'objet ${num}`)[1]);
}

/** The dictionary of object `num` (the text between 'obj' and 'endobj'). */
function readObject(pdf: PdfSource, startxref: number, num: number): string {
  const offset = objectOffset(pdf, startxref, num);
  for (let length = 1024; ; length *= 4) {
    const text = pdf.read(offset, Math.min(length, pdf.size - offset)).toString('latin1');
    const end = text.indexOf('endobj');
    if (end >= 0)
      return match(text.slice(0, end), /^\s*\d+\s+0\s+obj\s*([\s\S]*?)\s*$/, `objet ${num}`)[1] ?? '';
    if (offset + length >= pdf.size) throw new Error(`PDF dont l'objet ${num} ne finit pas`);
  }
}

/** `dictionary` with `entries` added before its closing '>>'. */
function withEntries(dictionary: string, entries: string): string {
  const end = dictionary.lastIndexOf('>>');
  if (!dictionary.startsWith('<<') || end < 0) throw new Error('PDF dont un dictionnaire est illisible');
  return `${dictionary.slice(0, end)}${entries}\n>>`;
}

/** A PDF text string: ASCII kept, anything else as UTF-16BE hex. */
function pdfText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, '\\$&')})`;
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

/** A PDF date: D:YYYYMMDDHHmmSSZ. */
const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** A number padded to a fixed width, so that /ByteRange's text does not move what follows. */
const fixed = (value: number) => String(value).padEnd(10, ' ');

/**
 * The update sealing `pdf` with a CMS of at most `contentsBytes` bytes, signed by `signer` at `when`.
 */
export function signatureUpdate(
  pdf: PdfSource,
  contentsBytes: number,
  signer: { name: string; reason: string; when: Date },
): PdfUpdate {
  const trailer = readTrailer(pdf);
  const catalog = readObject(pdf, trailer.startxref, trailer.root);
  if (catalog.includes('/AcroForm')) throw new Error('PDF avec formulaire : il ne peut pas être scellé');
  const pagesNum = Number(match(catalog, /\/Pages\s+(\d+)\s+0\s+R/, 'arbre de pages')[1]);
  const pages = readObject(pdf, trailer.startxref, pagesNum);
  const pageNum = Number(match(pages, /\/Kids\s*\[\s*(\d+)\s+0\s+R/, 'première page')[1]);
  const page = readObject(pdf, trailer.startxref, pageNum);

  const sigNum = trailer.size;
  const widgetNum = trailer.size + 1;
  const hex = '0'.repeat(contentsBytes * 2);
  const sigHead =
    `\n${sigNum} 0 obj\n<<\n/Type /Sig\n/Filter /Adobe.PPKLite\n/SubFilter /ETSI.CAdES.detached\n` +
    `/Name ${pdfText(signer.name)}\n/Reason ${pdfText(signer.reason)}\n/M (${pdfDate(signer.when)})\n` +
    '/ByteRange [';
  const widget =
    `${widgetNum} 0 obj\n<<\n/Type /Annot\n/Subtype /Widget\n/FT /Sig\n/T (Sceau)\n/F 132\n` +
    `/Rect [0 0 0 0]\n/V ${sigNum} 0 R\n/P ${pageNum} 0 R\n>>\nendobj\n`;
  const annots = /\/Annots\s*\[/.exec(page);
  const newPage = annots
    ? `${page.slice(0, annots.index + annots[0].length)}${widgetNum} 0 R ${page.slice(annots.index + annots[0].length)}`
    : withEntries(page, `\n/Annots [${widgetNum} 0 R]`);
  const newCatalog = withEntries(catalog, `\n/AcroForm <<\n/Fields [${widgetNum} 0 R]\n/SigFlags 3\n>>`);

  // Offsets: the dictionary's head, then fixed-width ByteRange, then /Contents.
  const byteRangeText = (a: number, b: number, c: number) =>
    `0 ${fixed(a)} ${fixed(b)} ${fixed(c)}]\n/Contents `;
  const contentsStart = Buffer.byteLength(sigHead, 'latin1') + byteRangeText(0, 0, 0).length;
  const contentsEnd = contentsStart + hex.length + 2;
  const afterContents = `\n>>\nendobj\n`;
  const objects: [number, string][] = [
    [widgetNum, widget],
    [pageNum, `${pageNum} 0 obj\n${newPage}\nendobj\n`],
    [trailer.root, `${trailer.root} 0 obj\n${newCatalog}\nendobj\n`],
  ];
  const offsets = new Map<number, number>([[sigNum, pdf.size + 1]]);
  let at = pdf.size + contentsEnd + afterContents.length;
  for (const [num, text] of objects) {
    offsets.set(num, at);
    at += Buffer.byteLength(text, 'latin1');
  }
  const xrefOffset = at;
  const xref = [...offsets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([num, offset]) => `${num} 1\n${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('');
  const trailerText =
    `xref\n${xref}trailer\n<<\n/Size ${widgetNum + 1}\n/Root ${trailer.root} 0 R\n` +
    (trailer.info ? `/Info ${trailer.info}\n` : '') +
    (trailer.id ? `/ID ${trailer.id}\n` : '') +
    `/Prev ${trailer.startxref}\n>>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  const total = xrefOffset + Buffer.byteLength(trailerText, 'latin1');
  const fileContentsStart = pdf.size + contentsStart;
  const fileContentsEnd = pdf.size + contentsEnd;
  const text =
    sigHead +
    byteRangeText(fileContentsStart, fileContentsEnd, total - fileContentsEnd) +
    `<${hex}>` +
    afterContents +
    objects.map(([, body]) => body).join('') +
    trailerText;
  const bytes = Buffer.from(text, 'latin1');
  if (pdf.size + bytes.length !== total) throw new Error('Sceau du PDF : décalage des offsets');
  return { bytes, contentsStart, contentsEnd };
}
