/**
 * Signing closes a report (inspection-core §4 'Local report life'): the signature images are stored,
 * the report gets open false, date now and the fingerprint of its signed content, all in one
 * transaction. Hashing (WebCrypto) cannot run inside an IndexedDB transaction, so the fingerprint is
 * computed first and the transaction refuses to close a report that changed in the meantime.
 * The image hashes are kept on their rows, so the upload that follows reuses them. The server
 * recomputes the fingerprint from the upload (domain fingerprintText) and refuses a mismatch.
 */
import {
  fingerprintText,
  mapPhotoRefs,
  withExitConvention,
  type LocalReport,
  type Signer,
} from '@constat/domain';
import type { ConstatDatabase } from './db.ts';
import { loadSchemas } from './lazySchemas.ts';
import { owns, putRow, updateOwnedRow, type ReportOwner } from './localReports.ts';
import { guardedWrite, LocalRefusal } from './storageErrors.ts';

export interface SignatureImage {
  signer: Signer;
  png: ArrayBuffer;
}

export async function sha256Hex(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const signatureRef = (localId: number, key: string) => `sig:${localId}:${key}`;

class ReportChangedError extends LocalRefusal {
  constructor() {
    super('the report changed while it was being signed');
    this.name = 'ReportChangedError';
  }
}

export async function signAndClose(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
  images: readonly SignatureImage[],
  now = Date.now(),
): Promise<LocalReport> {
  const row = await db.reports.get(localId);
  if (!owns(owner, row)) throw new ReportChangedError();
  const photos = await db.photos.where('localEdlId').equals(localId).toArray();
  const photoHashes: Record<string, string> = {};
  for (const photo of photos) photoHashes[photo.ref] = photo.sha256 ?? (await sha256Hex(photo.data));
  const signatureHashes: Record<string, string> = {};
  for (const image of images) signatureHashes[image.signer.key] = await sha256Hex(image.png);

  const signatures = Object.fromEntries(
    images.map(({ signer }) => [
      signer.key,
      { label: signer.label, _ref: signatureRef(localId, signer.key) },
    ]),
  );
  // A photo whose image the device no longer holds cannot be sent: it is not part of what is signed.
  const kept = mapPhotoRefs(row.report, (photo) =>
    Object.hasOwn(photoHashes, photo._ref) || photo.sha256 !== undefined ? photo : null,
  );
  const { fingerprint: _previous, ...unsealed } = kept;
  // The convention flag is signed as the rule gives it, also for reports stored before it was set.
  const closed: LocalReport = withExitConvention({ ...unsealed, open: false, date: now, signatures });
  // The server checks the fingerprint on the report as its schema reads it (fields it does not
  // know are dropped): the device fingerprints that same reading.
  const { LocalReportSchema } = await loadSchemas();
  const parsed = LocalReportSchema.safeParse(closed);
  const content = parsed.success ? parsed.data : closed;
  const fingerprint = await sha256Hex(
    new TextEncoder().encode(fingerprintText({ report: content, photoHashes, signatureHashes })),
  );
  const signed = { ...closed, fingerprint };

  return guardedWrite(() =>
    db.transaction('rw', [db.reports, db.summaries, db.signatures, db.photos], async () => {
      const current = await db.reports.get(localId);
      if (!current || current.updatedAt !== row.updatedAt) throw new ReportChangedError();
      await db.signatures.where('localEdlId').equals(localId).delete();
      await db.signatures.bulkAdd(
        images.map(({ signer, png }) => ({
          ref: signatureRef(localId, signer.key),
          localEdlId: localId,
          signer: signer.key,
          data: png,
          type: 'image/png',
          sha256: signatureHashes[signer.key],
          createdAt: now,
        })),
      );
      for (const photo of photos)
        if (photo.id !== undefined && photo.sha256 === undefined)
          await db.photos.update(photo.id, { sha256: photoHashes[photo.ref] });
      await putRow(db, { ...current, report: signed, updatedAt: now });
      return signed;
    }),
  );
}

/**
 * The server refused the report's fingerprint (fingerprint-mismatch): what is on the device is not
 * what was signed. The report opens again, with its content, photos and signature images kept, so
 * that it can be checked and signed again (signing replaces the signatures and the fingerprint).
 */
export async function reopenForSignature(
  db: ConstatDatabase,
  owner: ReportOwner,
  localId: number,
): Promise<void> {
  await updateOwnedRow(db, owner, localId, (row) => {
    const { fingerprint: _refused, ...report } = row.report;
    return { ...row, report: { ...report, open: true }, updatedAt: Date.now() };
  });
}
