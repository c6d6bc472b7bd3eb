/**
 * The fingerprint of a signed revision of an exit agreement, on the report fingerprint's scheme
 * (report/fingerprint.ts): the SHA-256 of a canonical JSON text, computed on the device when the
 * parties sign and recomputed by the server from what it holds, which refuses a mismatch (422
 * fingerprint-mismatch). The text covers the amounts charged (chargedAmounts, so the costing's
 * working fields and its line order do not count), the moment of signing, each signer with the
 * SHA-256 of their signature image, and the fingerprint of the signing it follows: the revisions
 * form a chain back to the signed report, and a revision signed against amounts that changed
 * meanwhile, or after another revision was signed, does not match.
 */
import { canonicalJson } from '../report/fingerprint.ts';
import type { AgreementLine } from './agreementLines.ts';
import { chargedAmounts, type ConventionSigner } from './revision.ts';

export interface RevisionFingerprintInput {
  /** The fingerprint of the last signing (revision 0: the report's). */
  previousFingerprint: string;
  /** The costing's lines as signed. */
  lines: readonly AgreementLine[];
  /** Epoch milliseconds. */
  signedAt: number;
  signers: readonly ConventionSigner[];
}

/** The text a signed revision's fingerprint is the SHA-256 of. */
export function revisionFingerprintText(input: RevisionFingerprintInput): string {
  const signatures = Object.fromEntries(
    input.signers.map((signer) => [signer.key, { label: signer.label, sha256: signer.sha256 }]),
  );
  return canonicalJson({
    kind: 'convention-revision',
    previous: input.previousFingerprint,
    amounts: chargedAmounts(input.lines),
    signedAt: input.signedAt,
    signatures,
  });
}
