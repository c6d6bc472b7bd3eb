/**
 * What a signed report's fingerprint covers: its content (everything but the fields that change when
 * it is saved or fingerprinted) and the SHA-256 of each photo and signature image, written as JSON
 * with sorted keys so that the same report always gives the same text. The app hashes this text
 * with SHA-256 when the report is signed; any later change to the report, a photo or a signature
 * gives another fingerprint.
 */
import type { LocalReport } from './model.ts';

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

/** The text the fingerprint is the SHA-256 of. */
export function fingerprintText({ report, photoHashes, signatureHashes }: FingerprintInput): string {
  const volatile: readonly string[] = VOLATILE_FIELDS;
  const content = Object.fromEntries(Object.entries(report).filter(([key]) => !volatile.includes(key)));
  return canonicalJson({ report: content, photos: photoHashes, signatures: signatureHashes });
}
