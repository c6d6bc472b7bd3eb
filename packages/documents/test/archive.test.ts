/**
 * The PDF is the archive form (PDF/A-3b, documents/archive.ts), read back with poppler as a reader of the file
 * would: PDF/A-3b declared in its XMP, which says what the Info dictionary says (title, author,
 * dates) and the document's language; an sRGB OutputIntent; every font embedded; /Lang in the
 * catalog; the report's data attached as JSON that parses back to the report; a structure tree
 * (tagging.ts). No PDF/A validator (veraPDF) is available offline: these checks are what poppler
 * and the file's own bytes show.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@constat/domain';
import { LABELS } from '../src/labels.ts';
import { renderPdf } from '../src/node.ts';
import { sampleReport } from './fixture.ts';
import { writeTemp } from './pdfText.ts';

const poppler = (tool: string, file: string, ...args: string[]) =>
  execFileSync(tool, [...args, file], { encoding: 'utf8' });

/** `pdfinfo`'s "Key: value" lines as a map. */
function info(file: string): Map<string, string> {
  return new Map(
    poppler('pdfinfo', file)
      .split('\n')
      .map((line) => /^([^:]+):\s+(.*)$/.exec(line))
      .filter((found) => found !== null)
      .map((found) => [found[1] ?? '', found[2] ?? '']),
  );
}

/** The text of the first element `name` in `xml` (entities left as written). */
const element = (xml: string, name: string) =>
  new RegExp(`<${name}>([\\s\\S]*?)</${name}>`)
    .exec(xml)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

/**
 * A well-formedness check of the XMP packet (no XML parser is a dependency): every '&' starts an
 * entity and every tag closes the one opened last.
 */
function wellFormed(xml: string): boolean {
  if (/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/.test(xml)) return false;
  const open: string[] = [];
  for (const [, closing, name, , selfClosing] of xml.matchAll(
    /<(\/?)([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>/g,
  )) {
    if (selfClosing) continue;
    if (!closing) open.push(name ?? '');
    else if (open.pop() !== name) return false;
  }
  return open.length === 0 && !/<(?![?/\w])/.test(xml);
}

/** pdfinfo's date ('Thu Nov 26 04:27:55 2026 UTC') and an XMP date as instants. */
const infoTime = (text: string | undefined) => Date.parse((text ?? '').replace(' UTC', ' GMT'));
const xmpTime = (text: string | undefined) => Date.parse(text ?? '');

/** The raw text of the PDF's catalog (pdfkit writes it uncompressed). */
const catalog = (pdf: Uint8Array) =>
  /<<\n\/Type \/Catalog\n[\s\S]*?\n>>/.exec(Buffer.from(pdf).toString('latin1'))?.[0] ?? '';

/** The names `pdfdetach -list` gives, in its order. */
const attachments = (file: string) =>
  poppler('pdfdetach', file, '-list')
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.replace(/^\d+: /, ''));

/** The JSON of the attachment `name`, saved with `pdfdetach -save`. */
function detachedJson(file: string, name: string): unknown {
  const saved = join(dirname(file), `detached-${name}`);
  execFileSync('pdfdetach', ['-save', String(attachments(file).indexOf(name) + 1), '-o', saved, file]);
  return JSON.parse(readFileSync(saved, 'utf8'));
}

const LOCALES: Locale[] = ['fr', 'en', 'es'];

describe.each(LOCALES)('the archive form of a report in %s', (locale) => {
  it('declares PDF/A-3b in XMP that agrees with the Info dictionary, and its language', async () => {
    const { input } = sampleReport('Entrant');
    const file = writeTemp(
      await renderPdf({ ...input, locale, branding: { agencyName: 'Martin & Fils <Immo>' } }),
    );
    const xmp = poppler('pdfinfo', file, '-meta');
    expect(element(xmp, 'pdfaid:part')).toBe('3');
    expect(element(xmp, 'pdfaid:conformance')).toBe('B');
    expect(wellFormed(xmp)).toBe(true);

    const pdfinfo = info(file);
    expect(pdfinfo.get('PDF version')).toBe('1.7');
    expect(pdfinfo.get('Title')).toBe(`${LABELS[locale].reportTitle} ${LABELS[locale].entry}`);
    expect(element(xmp, 'dc:title')).toBe(pdfinfo.get('Title'));
    // The agency is the author; its '&' and '<' are escaped in the XML, not in the Info dictionary.
    expect(pdfinfo.get('Author')).toBe('Martin & Fils <Immo>');
    expect(element(xmp, 'dc:creator')).toBe('Martin &amp; Fils &lt;Immo&gt;');
    expect(element(xmp, 'dc:description')).toBe(pdfinfo.get('Subject'));
    expect(element(xmp, 'xmp:CreatorTool')).toBe(pdfinfo.get('Creator'));
    expect(element(xmp, 'pdf:Producer')).toBe(pdfinfo.get('Producer'));
    expect(xmpTime(element(xmp, 'xmp:CreateDate'))).toBe(infoTime(pdfinfo.get('CreationDate')));
    expect(xmpTime(element(xmp, 'xmp:ModifyDate'))).toBe(infoTime(pdfinfo.get('ModDate')));
    expect(Number.isNaN(xmpTime(element(xmp, 'xmp:CreateDate')))).toBe(false);
    expect(element(xmp, 'dc:language')).toBe(locale);
  });

  it('names its language in the catalog, with an sRGB OutputIntent and the metadata', async () => {
    const { input } = sampleReport('Sortant');
    const pdf = await renderPdf({ ...input, locale, branding: undefined });
    const root = catalog(pdf);
    expect(root).toContain(`/Lang (${locale})`);
    expect(root).toMatch(/\/OutputIntents \[\d+ 0 R\]/);
    expect(root).toMatch(/\/Metadata \d+ 0 R/);
    const text = Buffer.from(pdf).toString('latin1');
    expect(text).toMatch(/\/Type \/OutputIntent\n\/S \/GTS_PDFA1\n\/Info \(sRGB IEC61966-2\.1\)/);
    // Without an agency, the agent the report names is the author.
    expect(info(writeTemp(pdf)).get('Author')).toBe(input.report.bien.mandataire);
  });
});

describe('the archive form', () => {
  it('embeds every font it uses, none of the standard fonts', async () => {
    const { input } = sampleReport('Sortant');
    const entry = sampleReport('Entrant').input.report;
    const rows = poppler('pdffonts', writeTemp(await renderPdf({ ...input, entryReport: entry })))
      .split('\n')
      .slice(2)
      .filter((row) => row.trim() !== '');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const [name, ...rest] = row.trim().split(/\s+/);
      // Columns from the end: emb sub uni object ID.
      expect(rest.at(-5), row).toBe('yes');
      expect(name).toMatch(/^[A-Z]{6}\+Roboto-/);
    }
  });

  it('attaches the report as JSON that parses back to the report', async () => {
    const { input } = sampleReport('Entrant');
    const file = writeTemp(await renderPdf(input));
    expect(attachments(file)).toEqual(['report.json']);
    expect(detachedJson(file, 'report.json')).toEqual(JSON.parse(JSON.stringify(input.report)));
    // An associated file of the document (PDF/A-3), typed as JSON, its relationship: data.
    const text = readFileSync(file, 'latin1');
    expect(text).toMatch(/\/Type \/Filespec\n\/AFRelationship \/Data\n\/F \(report\.json\)/);
    expect(text).toMatch(/\/Subtype \/application#2Fjson/);
    expect(catalog(readFileSync(file))).toMatch(/\/AF \[\d+ 0 R\]/);
  });

  it('keeps its XMP readable and equal to the Info when a name holds a control character', async () => {
    const { input } = sampleReport('Entrant');
    const report = { ...input.report, bien: { ...input.report.bien, mandataire: 'Agence\u0001Nord\n& Sud' } };
    const file = writeTemp(await renderPdf({ ...input, report, branding: undefined }));
    const xmp = poppler('pdfinfo', file, '-meta');
    expect(wellFormed(xmp)).toBe(true);
    expect(info(file).get('Author')).toBe('Agence Nord & Sud');
    expect(element(xmp, 'dc:creator')).toBe('Agence Nord &amp; Sud');
  });

  it("attaches an exit agreement's costing only when it prints it", async () => {
    const { input } = sampleReport('Sortant');
    const costingLines = [{ name: 'Peinture', module: 'Séjour', enabled: true, cost: 12_000, taxRate: 2000 }];
    const agreement = { ...input, kind: 'convention' as const, costingLines };
    const shown = writeTemp(await renderPdf({ ...agreement, showCosts: true }));
    expect(attachments(shown).sort()).toEqual(['costing.json', 'report.json']);
    expect(detachedJson(shown, 'costing.json')).toEqual({ lines: costingLines, agreement: null });
    const hidden = writeTemp(await renderPdf({ ...agreement, showCosts: false }));
    expect(attachments(hidden)).toEqual(['report.json']);
  });

  it('is tagged: headings, paragraphs, figures and the link in reading order, footers left out', async () => {
    // Two rooms: poppler reads a structure's text slowly (two minutes for the whole fixture).
    const { input } = sampleReport('Sortant');
    const twoRooms = <T extends { edl: unknown[] }>(report: T): T => ({
      ...report,
      edl: report.edl.slice(0, 2),
    });
    const entry = twoRooms(sampleReport('Entrant').input.report);
    const url = 'https://constat.example/verifier/42/0123456789abcdef';
    const file = writeTemp(
      await renderPdf({ ...input, report: twoRooms(input.report), entryReport: entry, verificationUrl: url }),
    );
    expect(info(file).get('Tagged')).toBe('yes');
    const tree = poppler('pdfinfo', file, '-struct-text');
    const elements = tree.split('\n').filter((line) => /^\s+[A-Z]/.test(line));
    const count = (type: string) => elements.filter((line) => line.trim().split(' ')[0] === type).length;
    expect(tree.startsWith('Document\n')).toBe(true);
    // The title is the one H1, then the text in the order it is printed.
    expect(count('H1')).toBe(1);
    expect(tree).toMatch(/H1 \(block\)\n\s+"État des lieux de sortie"/);
    expect(tree).toMatch(/H2 \(block\)\n\s+"Signatures"/);
    const at = (text: string) => tree.indexOf(text);
    expect(at('"Jérôme Durand"')).toBeGreaterThan(at('"État des lieux de sortie"'));
    expect(at('"Signatures"')).toBeGreaterThan(at('"Jérôme Durand"'));
    // A paragraph of several lines (the legal notice) is one P, a line a marked content of it.
    expect(tree).toMatch(/P \(block\)\n(\s+"[^"\n]+"\n){3,}/);
    // One Figure per image drawn outside the footers: the logo, photos, signatures.
    const images = poppler('pdfimages', file, '-list')
      .split('\n')
      .slice(2)
      .filter((row) => /^\s*\d/.test(row));
    const footerInitials = Number(info(file).get('Pages'));
    const masks = images.filter((row) => row.trim().split(/\s+/)[2] === 'smask').length;
    expect(count('Figure')).toBe(images.length - masks - footerInitials);
    // The link's text and its annotation are a Link.
    expect(tree).toMatch(
      new RegExp(`Link \\(inline\\)\\n\\s+"${url.replace(/[.]/g, '\\.')}"\\n\\s+Object \\d+ 0`),
    );
    // Page footers (title, initials, page number) are artifacts, outside the tree.
    expect(tree).not.toContain(`${LABELS.fr.page} 1 ${LABELS.fr.of}`);
    expect(tree).not.toMatch(/P \(block\)\n\s+""\n/);
  });
});
