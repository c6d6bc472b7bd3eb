/**
 * What a signed report's fingerprint covers: its content (everything but the fields that change when
 * it is saved or fingerprinted) and the SHA-256 of each photo and signature image it shows, written
 * as JSON with sorted keys so that the same report always gives the same text. The app hashes this
 * text with SHA-256 when the report is signed; the server recomputes it from the upload and refuses
 * a mismatch (docs/ARCHITECTURE.md "Trust"). Any later change to the report, a photo or a signature gives
 * another fingerprint.
 *
 * The device and the server hold the images' hashes differently: at signing the device has them by
 * photo row and signer (its reference carries none), in the upload each reference carries its own
 * `sha256`. So the text takes image hashes out of the references (with `url` and `_data`, which only
 * say where an image is read) and lists them apart, for the images the report shows only.
 */
import type { LocalReport, PhotoRef, Signature } from './model.ts';
import { listPhotoRefs, mapPhotoRefs } from './photos.ts';

/** Fields that legitimately change after signing (server id, sync) or hold the fingerprint itself. */
const VOLATILE_FIELDS = ['id', 'syncDate', 'fingerprint'] as const;

/** JSON with object keys sorted at every level; undefined values are left out as JSON does. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export interface FingerprintInput {
  report: LocalReport;
  /** SHA-256 (hex) of each photo's bytes, by photo reference. */
  photoHashes: Readonly<Record<string, string>>;
  /** SHA-256 (hex) of each signature image, by signer key. */
  signatureHashes: Readonly<Record<string, string>>;
}

/** An own property only: a reference named `constructor` is not Object's. */
const own = (record: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** The reference without what only carries the image (its hash, its address, a legacy copy). */
function bare<T extends PhotoRef | Signature>(image: T): T {
  const { sha256: _hash, url: _url, _data: _inline, ...kept } = image;
  return kept as T;
}

/** The text the fingerprint is the SHA-256 of. */
export function fingerprintText({ report, photoHashes, signatureHashes }: FingerprintInput): string {
  const photos = Object.fromEntries(
    listPhotoRefs(report).flatMap((photo) => {
      const hash = own(photoHashes, photo._ref) ?? photo.sha256;
      return hash === undefined ? [] : [[photo._ref, hash]];
    }),
  );
  const signatures = Object.fromEntries(
    Object.entries(report.signatures ?? {}).flatMap(([signer, signature]) => {
      const hash = own(signatureHashes, signer) ?? signature.sha256;
      return hash === undefined ? [] : [[signer, hash]];
    }),
  );
  const volatile: readonly string[] = VOLATILE_FIELDS;
  const withBareImages: LocalReport = {
    ...mapPhotoRefs(report, bare),
    ...(report.signatures
      ? {
          signatures: Object.fromEntries(
            Object.entries(report.signatures).map(([signer, signature]) => [signer, bare(signature)]),
          ),
        }
      : {}),
  };
  const content = Object.fromEntries(
    Object.entries(withBareImages).filter(([key]) => !volatile.includes(key)),
  );
  return canonicalJson({ report: content, photos, signatures });
}

/**
 * The fingerprint input of a report whose image references carry their hashes (an upload, a saved
 * report): what the server checks the device's fingerprint against.
 */
export function uploadFingerprintInput(report: LocalReport): FingerprintInput {
  return { report, photoHashes: {}, signatureHashes: {} };
}

/**
 * Not in the spec (docs/ARCHITECTURE.md "Trust"): a signature certifies a content, and only the
 * fingerprint says which; without it a signed report would be taken as signed whatever it holds.
 */
export const UNSEALED_SIGNATURES_MESSAGE =
  "EDL signé sans empreinte : un EDL qui porte une signature doit porter l'empreinte du contenu signé. " +
  "Rien n'a été enregistré ; faites-le signer à nouveau sur l'appareil avant de l'enregistrer.";

/**
 * Why a report cannot be kept as it is sealed, or null: a report carrying any signature must carry
 * its fingerprint (the server then checks it against the content); only an unsigned report may come
 * without one.
 */
export function sealIssue(report: Pick<LocalReport, 'signatures' | 'fingerprint'>): string | null {
  const signed = Object.keys(report.signatures ?? {}).length > 0;
  return signed && report.fingerprint === undefined ? UNSEALED_SIGNATURES_MESSAGE : null;
}
