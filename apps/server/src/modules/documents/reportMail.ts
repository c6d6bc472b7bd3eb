/**
 * The e-mail of a report's PDF to a tenant, in the report's language: the PDF attached, or, when
 * the attachments would make a message too large for many mailboxes, a link to download it
 * (downloadLinks.ts). The link's PDF is the very blob that would have been attached: stored first
 * when it was rendered for this sending only.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Locale } from '@constat/domain';
import type pg from 'pg';
import type { BlobStore } from '../../blobs/blobStore.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { createDownloadLink, documentFilename, expiryDay, type NewLink } from './downloadLinks.ts';
import type { PdfKind } from './service.ts';

/** A PDF to send; `sha256` is set once it is in the blob store. */
export interface OutgoingPdf {
  kind: PdfKind;
  bytes: Buffer;
  sha256: string | null;
}

export interface ReportMailContext {
  pool: pg.Pool;
  blobs: BlobStore;
  publicUrl: string;
  /** Attachments above this total (bytes) go as links. */
  attachmentsMaxBytes: number;
}

const SUBJECTS: Record<Locale, string> = {
  fr: 'Votre état des lieux',
  en: 'Your inventory of fixtures',
  es: 'Su acta de estado del inmueble',
};
const ATTACHED: Record<Locale, string> = {
  fr: 'Bonjour,\n\nVous trouverez ci-joint votre état des lieux au format PDF.\n\nCordialement',
  en: 'Hello,\n\nPlease find attached your inventory of fixtures as a PDF.\n\nKind regards',
  es: 'Hola,\n\nAdjuntamos su acta de estado del inmueble en PDF.\n\nAtentamente',
};
/** The words around the links: `size` and `until` are formatted in the recipient's language. */
const LINKED: Record<
  Locale,
  { intro: (size: string) => string; until: (date: string) => string; end: string }
> = {
  fr: {
    intro: (size) =>
      `Bonjour,\n\nVotre état des lieux (PDF, ${size}) est trop volumineux pour être joint à ce message. ` +
      'Vous pouvez le télécharger ici\u00a0:',
    until: (date) =>
      `Ce lien est valable jusqu'au ${date}. Enregistrez le document sur votre appareil\u00a0: ` +
      'passé cette date, demandez à votre agence de vous le renvoyer.',
    end: 'Cordialement',
  },
  en: {
    intro: (size) =>
      `Hello,\n\nYour inventory of fixtures (PDF, ${size}) is too large to be attached to this message. ` +
      'You can download it here:',
    until: (date) =>
      `This link is valid until ${date}. Please save the document on your device: ` +
      'after that date, ask your agency to send it again.',
    end: 'Kind regards',
  },
  es: {
    intro: (size) =>
      `Hola,\n\nSu acta de estado del inmueble (PDF, ${size}) es demasiado grande para adjuntarla a este mensaje. ` +
      'Puede descargarla aquí:',
    until: (date) =>
      `Este enlace es válido hasta el ${date}. Guarde el documento en su dispositivo: ` +
      'pasada esa fecha, pida a su agencia que se lo vuelva a enviar.',
    end: 'Atentamente',
  },
};
const UNIT: Record<Locale, string> = { fr: 'Mo', en: 'MB', es: 'MB' };

/** The message (all but its recipient) carrying `pdfs` of report `reportId`. */
export async function reportMessage(
  context: ReportMailContext,
  reportId: number,
  locale: Locale,
  pdfs: OutgoingPdf[],
): Promise<Omit<MailMessage, 'to'>> {
  const subject = `${SUBJECTS[locale]} (n° ${reportId})`;
  const total = pdfs.reduce((sum, pdf) => sum + pdf.bytes.length, 0);
  if (total <= context.attachmentsMaxBytes) {
    return {
      subject,
      text: ATTACHED[locale],
      attachments: pdfs.map((pdf) => ({
        filename: documentFilename(reportId, pdf.kind),
        content: pdf.bytes,
        contentType: 'application/pdf',
      })),
    };
  }
  const links: NewLink[] = [];
  for (const pdf of pdfs) {
    const sha256 = pdf.sha256 ?? (await storePdf(context.blobs, pdf));
    links.push(
      await createDownloadLink(context.pool, context.publicUrl, { reportId, kind: pdf.kind, sha256, locale }),
    );
  }
  const words = LINKED[locale];
  const size = `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(total / 1e6)} ${UNIT[locale]}`;
  // Made together, the links expire on the same day.
  const until = expiryDay(links[0]?.expiresAt ?? new Date(), locale);
  return {
    subject,
    text: [words.intro(size), links.map((link) => link.url).join('\n'), words.until(until), words.end].join(
      '\n\n',
    ),
  };
}

/** Stores a PDF rendered for this sending only; later messages of the sending reuse its hash. */
async function storePdf(blobs: BlobStore, pdf: OutgoingPdf): Promise<string> {
  const sha256 = createHash('sha256').update(pdf.bytes).digest('hex');
  await blobs.put(sha256, Readable.from([pdf.bytes]));
  pdf.sha256 = sha256;
  return sha256;
}
