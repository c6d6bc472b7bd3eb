/**
 * Download links e-mailed instead of PDFs too large to attach. A link is a
 * random token (256 bits) of which the server keeps only the hash, with the report, the blob it
 * serves and an expiry: the token alone names the document, so nothing in the address can be
 * changed to reach another report, and an unknown token says nothing about any report.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@constat/domain';
import type pg from 'pg';
import type { PdfKind } from './service.ts';

/**
 * Attachments above this total go as a link. Mailboxes limit a message's size, commonly somewhere
 * between 10 and 25 MB, and Base64 makes a message 37% larger than its attachments (measured,
 * documents-mail-size.test.ts: a 150-photo report's 13.6 MB PDF made an 18.7 MB message). 8 MB of
 * PDF, a 10.9 MB message, stays well under the 20-25 MB of the large webmails, leaving room for a
 * forward, while an ordinary report (a few tens of photos, 1-4 MB) stays attached, which is what a
 * tenant expects. MAIL_ATTACH_MAX_MB sets another figure (e.g. 7 for mailboxes that take 10 MB).
 */
export const DEFAULT_ATTACHMENTS_MAX_BYTES = 8_000_000;

/**
 * How long a link opens its document: 30 days. The tenant needs the report in the 10 days they
 * have to complete it after moving in (loi 89-462, art. 3-2) and, after moving out, until the
 * deposit comes back (one month when the reports agree, art. 22). A month covers both and a
 * holiday before the first tap; an old message forwarded or left in a shared mailbox stops opening
 * the report. After that the agency sends the report again, which makes a new link.
 */
export const LINK_LIFETIME_DAYS = 30;

/** The public route a link opens (modules/documents/downloadRoutes.ts), under /api. */
export const DOWNLOAD_PATH = '/telechargement';

export interface NewLink {
  url: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link to the blob `sha256`, which is report `reportId`'s document `kind`. */
export async function createDownloadLink(
  pool: pg.Pool,
  publicUrl: string,
  document: { reportId: number; kind: PdfKind; sha256: string; locale: Locale },
): Promise<NewLink> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await pool.query<{ expires_at: Date }>(
    `insert into document_links (token_hash, report_id, kind, sha256, locale, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) returning expires_at`,
    [
      hashToken(token),
      document.reportId,
      document.kind,
      document.sha256,
      document.locale,
      LINK_LIFETIME_DAYS,
    ],
  );
  // Links dead for a year are forgotten; until then their page says "expired", not "unknown".
  await pool.query(`delete from document_links where expires_at < now() - interval '1 year'`);
  const expiresAt = rows[0]?.expires_at;
  if (!expiresAt) throw new Error('download link not stored');
  return { url: `${publicUrl.replace(/\/+$/, '')}/api${DOWNLOAD_PATH}/${token}`, expiresAt };
}

export type FoundLink =
  | { state: 'valid'; reportId: number; kind: PdfKind; sha256: string }
  | { state: 'expired'; locale: Locale; expiresAt: Date }
  | { state: 'unknown' };

export async function findDownloadLink(pool: pg.Pool, token: string): Promise<FoundLink> {
  // Any string may come in: only the shape of a token we make is looked up.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: 'unknown' };
  const { rows } = await pool.query<{
    report_id: number;
    kind: PdfKind;
    sha256: string;
    locale: Locale;
    expires_at: Date;
    valid: boolean;
  }>(
    `select report_id, kind, sha256, locale, expires_at, expires_at > now() as valid
       from document_links where token_hash = $1`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return { state: 'unknown' };
  if (!row.valid) return { state: 'expired', locale: row.locale, expiresAt: row.expires_at };
  return { state: 'valid', reportId: row.report_id, kind: row.kind, sha256: row.sha256 };
}

/** A link's expiry as its recipient reads it: '1er mars 2026', 'March 1, 2026', '1 de marzo de 2026'. */
export function expiryDay(date: Date, locale: Locale): string {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(date);
  return locale === 'fr' ? day.replace(/^1 /, '1er ') : day;
}

/** The file name a document is attached or downloaded under. */
export const documentFilename = (reportId: number, kind: PdfKind) =>
  kind === 'edl' ? `EDL-${reportId}.pdf` : `Convention-${reportId}.pdf`;
