/**
 * What the embedded font can draw: a character Roboto has no glyph for is drawn as glyph 0 (a box,
 * '▯') in the PDF, which a reader cannot tell from a printing fault.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The Roboto faces the PDF embeds (node.ts), opened with pdfkit's own font reader. */
const require = createRequire(import.meta.url);
const pdfkitRequire = createRequire(
  require.resolve('pdfkit', { paths: [dirname(require.resolve('pdfmake'))] }),
);
const fontkit = pdfkitRequire('fontkit') as {
  openSync(path: string): { hasGlyphForCodePoint(codePoint: number): boolean };
};
const fontDir = join(dirname(require.resolve('pdfmake/build/fonts/Roboto.js')), 'Roboto');
const faces = ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Italic.ttf', 'Roboto-MediumItalic.ttf'].map(
  (file) => fontkit.openSync(join(fontDir, file)),
);

/** Every string a pdfmake definition draws (its `text` values, nested). */
export function drawnTexts(node: unknown, found: string[] = []): string[] {
  if (typeof node === 'string') found.push(node);
  else if (Array.isArray(node)) for (const item of node) drawnTexts(item, found);
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      if (['text', 'body', 'table', 'stack', 'columns', 'content', 'ul', 'ol'].includes(key))
        drawnTexts(value, found);
  return found;
}

/** Each character of `texts` some embedded face cannot draw, as 'U+202F in '6 675 kWh''. */
export function undrawable(texts: readonly string[]): string[] {
  return texts.flatMap((text) =>
    [...text]
      .filter((char) => char !== '\n')
      .filter((char) => faces.some((face) => !face.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)))
      .map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()} in '${text}'`),
  );
}
