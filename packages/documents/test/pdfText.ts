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

/** Each page's text lines (pdftotext -layout, trimmed, blank lines left out), the footer last. */
export function pdfPageLines(bytes: Uint8Array): string[][] {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', writeTemp(bytes), '-'], { encoding: 'utf8' })
    .split('\f')
    .slice(0, -1)
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    );
}

/** Where a word is first printed: its page (from 1) and the top of its box, in points from the top. */
export function wordAt(bytes: Uint8Array, word: string): { page: number; top: number } | null {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', writeTemp(bytes), '-'], {
    encoding: 'utf8',
  });
  const pages = html.split('<page ').slice(1);
  for (const [index, page] of pages.entries()) {
    const found = new RegExp(`yMin="([\\d.]+)"[^>]*>${word}</word>`).exec(page);
    if (found?.[1]) return { page: index + 1, top: Number(found[1]) };
  }
  return null;
}

/** The bytes the image streams take in the PDF (their dictionaries' /Length). */
export function imageStreamsLength(bytes: Uint8Array): number {
  const text = Buffer.from(bytes).toString('latin1');
  let total = 0;
  for (const found of text.matchAll(/<<\n\/Type \/XObject\n\/Subtype \/Image\n[^>]*?\/Length (\d+)\n/g))
    total += Number(found[1]);
  return total;
}
