/**
 * The archive form of the server's PDF: PDF/A-3b, so that the record can be
 * read in 30 years without the application. pdfkit, which pdfmake drives, does most of it when asked
 * for the 'PDF/A-3b' subset: XMP metadata with the PDF/A identification, an OutputIntent with the
 * sRGB profile it ships (sRGB2014.icc of the International Color Consortium, which may be copied,
 * embedded and used without restriction), and the fonts it embeds (Roboto, subset; no standard font
 * is used). This file adds what pdfkit leaves out: XMP that agrees with the Info dictionary and is
 * well-formed (xmp.ts), and the report's data as JSON, an associated file of the document (/AF,
 * AFRelationship /Data) that any PDF reader lists as an attachment.
 *
 * Node only: the device's copy (browser.ts) is not the document of record, and pdfkit there has no
 * file system to read the ICC profile from.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Locale } from '@constat/domain';
import type { DocumentInput } from './input.ts';
import { xmpDescriptions, type InfoEntries } from './xmp.ts';

const ATTACHMENT_LABELS: Record<Locale, { report: string; costing: string }> = {
  fr: {
    report: 'Données de l’état des lieux (JSON), telles qu’enregistrées et signées',
    costing: 'Données du chiffrage de la convention de sortie (JSON)',
  },
  en: {
    report: 'Data of the inventory report (JSON), as stored and signed',
    costing: 'Data of the exit agreement’s costing (JSON)',
  },
  es: {
    report: 'Datos del acta de estado (JSON), tal como se registró y firmó',
    costing: 'Datos de la valoración del acuerdo de salida (JSON)',
  },
};

/** A JSON file embedded in the PDF. */
interface ArchiveAttachment {
  name: string;
  description: string;
  data: unknown;
}

/**
 * The data the document prints, as JSON: the report as stored (its photos and signatures named by
 * their SHA-256, the images themselves being in the pages), and, for an exit agreement that prints
 * its costing, the costing's lines and signing state. A costing the document hides is not embedded.
 */
function archiveAttachments(input: DocumentInput): ArchiveAttachment[] {
  const l = ATTACHMENT_LABELS[input.locale];
  const out: ArchiveAttachment[] = [{ name: 'report.json', description: l.report, data: input.report }];
  if (input.kind === 'convention' && input.showCosts)
    out.push({
      name: 'costing.json',
      description: l.costing,
      data: { lines: input.costingLines ?? [], agreement: input.agreement ?? null },
    });
  return out;
}

/**
 * `definition` declared PDF/A-3b (PDF 1.7), created and last modified at `when`, tagged (the tree
 * is tagging.ts's), its title shown by readers in place of its file name.
 */
export function archiveDefinition(definition: TDocumentDefinitions, when: Date): TDocumentDefinitions {
  return {
    ...definition,
    version: '1.7',
    subset: 'PDF/A-3b',
    tagged: true,
    displayTitle: true,
    info: { ...definition.info, creationDate: when, modDate: when },
  };
}

/** What the archive step uses of pdfkit's document (pdfmake hands it over before it ends). */
export interface ArchivablePdf {
  info: InfoEntries;
  file(
    src: Buffer,
    options: {
      name: string;
      type: string;
      description: string;
      relationship: 'Data';
      creationDate: Date;
      modifiedDate: Date;
    },
  ): unknown;
  appendXML(xml: string, newline?: boolean): void;
  /** pdfkit's writer of the Info's XMP part, called once as the document ends. */
  _addInfo(): void;
}

/** Embeds the document's data and replaces pdfkit's XMP of the Info dictionary, before `doc` ends. */
export function declareArchive(doc: ArchivablePdf, input: DocumentInput, when: Date): void {
  for (const attachment of archiveAttachments(input))
    doc.file(Buffer.from(JSON.stringify(attachment.data), 'utf8'), {
      name: attachment.name,
      type: 'application/json',
      description: attachment.description,
      relationship: 'Data',
      creationDate: when,
      modifiedDate: when,
    });
  doc._addInfo = () => doc.appendXML(xmpDescriptions(doc.info, input.locale));
}
