/**
 * The XMP metadata of an archived PDF (PDF/A-3b): the same title, author, subject, tool, producer
 * and dates as its Info dictionary, as PDF/A asks them to agree, plus the document's language.
 * pdfkit writes this part itself but puts the values in the XML as they are, so an agency named
 * 'Martin & Fils' made the metadata unreadable XML; here every value is escaped.
 */

/** The Info dictionary's entries, as pdfkit holds them when the document ends. */
export interface InfoEntries {
  Title?: unknown;
  Author?: unknown;
  Subject?: unknown;
  Keywords?: unknown;
  Creator?: unknown;
  Producer?: unknown;
  CreationDate?: unknown;
  ModDate?: unknown;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeXml = (text: string) => text.replace(/[&<>]/g, (c) => ENTITIES[c] ?? c);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** An XMP date as pdfkit writes the Info dictionary's (UTC, to the second): the two must agree. */
const xmpDate = (date: Date) => `${date.toISOString().split('.')[0]}Z`;

const alt = (value: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(value)}</rdf:li></rdf:Alt>`;

/**
 * The rdf:Description elements saying what the Info dictionary says (xmp: dates and tool, dc:
 * title, creator, description and language, pdf: producer and keywords), to go inside the packet's
 * rdf:RDF beside the PDF/A identification.
 */
export function xmpDescriptions(info: InfoEntries, language: string): string {
  const xmp: string[] = [];
  const created = info.CreationDate instanceof Date ? info.CreationDate : null;
  const modified = info.ModDate instanceof Date ? info.ModDate : null;
  if (created) xmp.push(`<xmp:CreateDate>${xmpDate(created)}</xmp:CreateDate>`);
  if (modified) xmp.push(`<xmp:ModifyDate>${xmpDate(modified)}</xmp:ModifyDate>`);
  const metadataDate = modified ?? created;
  if (metadataDate) xmp.push(`<xmp:MetadataDate>${xmpDate(metadataDate)}</xmp:MetadataDate>`);
  const creator = text(info.Creator);
  if (creator) xmp.push(`<xmp:CreatorTool>${escapeXml(creator)}</xmp:CreatorTool>`);

  const dc = ['<dc:format>application/pdf</dc:format>'];
  const title = text(info.Title);
  if (title) dc.push(`<dc:title>${alt(title)}</dc:title>`);
  const author = text(info.Author);
  // PDF/A: the Info's /Author is dc:creator's one and only entry.
  if (author) dc.push(`<dc:creator><rdf:Seq><rdf:li>${escapeXml(author)}</rdf:li></rdf:Seq></dc:creator>`);
  const subject = text(info.Subject);
  if (subject) dc.push(`<dc:description>${alt(subject)}</dc:description>`);
  dc.push(`<dc:language><rdf:Bag><rdf:li>${escapeXml(language)}</rdf:li></rdf:Bag></dc:language>`);

  const pdf: string[] = [];
  const producer = text(info.Producer);
  if (producer) pdf.push(`<pdf:Producer>${escapeXml(producer)}</pdf:Producer>`);
  const keywords = text(info.Keywords);
  if (keywords) pdf.push(`<pdf:Keywords>${escapeXml(keywords)}</pdf:Keywords>`);

  const description = (ns: string, uri: string, body: string[]) =>
    body.length === 0
      ? ''
      : `<rdf:Description rdf:about="" xmlns:${ns}="${uri}">\n${body.join('\n')}\n</rdf:Description>\n`;
  return (
    description('xmp', 'http://ns.adobe.com/xap/1.0/', xmp) +
    description('dc', 'http://purl.org/dc/elements/1.1/', dc) +
    description('pdf', 'http://ns.adobe.com/pdf/1.3/', pdf)
  );
}
