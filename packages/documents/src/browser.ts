/**
 * Rendering in the browser (offline PDF at signature time): pdfmake's browser build with its
 * embedded Roboto fonts. Import this entry lazily: it weighs about 1 MB.
 */
import pdfMake from 'pdfmake/build/pdfmake';
import vfs from 'pdfmake/build/vfs_fonts';
import { buildDocument } from './document.ts';
import type { DocumentInput } from './input.ts';

pdfMake.addVirtualFileSystem(vfs);

/** The PDF of a report or exit agreement as a Blob. */
export async function renderPdfBlob(input: DocumentInput): Promise<Blob> {
  return pdfMake.createPdf(buildDocument(input)).getBlob();
}
