/** Reads a rendered PDF back as poppler does (pdftotext, pdfinfo): what a reader of the file sees. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function writeTemp(bytes: Uint8Array, name = 'doc.pdf'): string {
  const path = join(mkdtempSync(join(tmpdir(), 'constat-pdf-')), name);
  writeFileSync(path, bytes);
  return path;
}

export function pdfText(bytes: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', writeTemp(bytes), '-'], { encoding: 'utf8' });
}

export function pdfPages(bytes: Uint8Array): number {
  const out = execFileSync('pdfinfo', [writeTemp(bytes)], { encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(out)?.[1]);
}

/** The bytes the image streams take in the PDF (their dictionaries' /Length). */
export function imageStreamsLength(bytes: Uint8Array): number {
  const text = Buffer.from(bytes).toString('latin1');
  let total = 0;
  for (const found of text.matchAll(/<<\n\/Type \/XObject\n\/Subtype \/Image\n[^>]*?\/Length (\d+)\n/g))
    total += Number(found[1]);
  return total;
}
