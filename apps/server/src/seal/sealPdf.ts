/**
 * Seals a PDF: the incremental update (pdfUpdate.ts) whose /Contents holds the CMS (cms.ts) of the
 * SHA-256 of everything but that /Contents. The hash of the PDF's own bytes is the caller's, fed as
 * the PDF was written: sealing a PDF of 18 MB of photos then hashes only the update's few kB.
 */
import { createHash, type Hash } from 'node:crypto';
import { readSync } from 'node:fs';
import { signedData, type SealIdentity } from './cms.ts';
import { signatureUpdate, type PdfSource } from './pdfUpdate.ts';

export type { SealIdentity } from './cms.ts';
export type { PdfSource } from './pdfUpdate.ts';

const REASON = 'Document scellé par le serveur qui l’a enregistré';

/** Room for the CMS: its size with any digest, and some for an ECDSA signature's varying length. */
const contentsRoom = (identity: SealIdentity) => signedData(new Uint8Array(32), identity).length + 16;

/**
 * The bytes to append to `pdf` to seal it. `pdfHash` holds the SHA-256 state of `pdf`'s bytes (it is
 * updated here: pass a copy to keep using it).
 */
export function sealUpdate(pdf: PdfSource, pdfHash: Hash, identity: SealIdentity, when = new Date()): Buffer {
  const update = signatureUpdate(pdf, contentsRoom(identity), { name: identity.name, reason: REASON, when });
  const { bytes, contentsStart, contentsEnd } = update;
  const digest = pdfHash
    .update(bytes.subarray(0, contentsStart))
    .update(bytes.subarray(contentsEnd))
    .digest();
  const cms = signedData(digest, identity).toString('hex');
  bytes.write(cms, contentsStart + 1, 'latin1');
  return bytes;
}

/** `pdf` sealed (a PDF held in memory: a mail's attachment, the tests). */
export function sealBytes(pdf: Uint8Array, identity: SealIdentity, when = new Date()): Buffer {
  const whole = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const source: PdfSource = {
    size: whole.length,
    read: (offset, length) => whole.subarray(offset, offset + length),
  };
  const update = sealUpdate(source, createHash('sha256').update(whole), identity, when);
  return Buffer.concat([whole, update]);
}

/** The PDF written so far in the file `fd` (open for reading too), read where the seal needs it. */
export function fileSource(fd: number, size: number): PdfSource {
  return {
    size,
    read: (offset, length) => {
      const bytes = Buffer.alloc(length);
      let read = 0;
      while (read < length) {
        const n = readSync(fd, bytes, read, length - read, offset + read);
        if (n === 0) break;
        read += n;
      }
      return bytes.subarray(0, read);
    },
  };
}
