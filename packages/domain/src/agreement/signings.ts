/**
 * Who signs an exit agreement and the signing a saved report carries. The report's signing is the
 * agreement's first (revision 0): its pre-quoted amounts under the report's own fingerprint and
 * signatures. A revision is signed on the same pads as the report, by the same people, but not the
 * initials pad (paraphes): initials mark the report's pages, and a revision adds none.
 */
import { hasExitConvention } from '../report/convention.ts';
import type { LocalReport } from '../report/model.ts';
import { reportSigners, type Signer } from '../report/signers.ts';
import { preQuotedLines } from './agreementLines.ts';
import type { ConventionSigner, ConventionSigning } from './revision.ts';

/** The signers of a revision of the agreement: the report's, without the initials pad. */
export function revisionSigners(report: Parameters<typeof reportSigners>[0]): Signer[] {
  return reportSigners(report, 'agent').filter((signer) => signer.key !== 'paraphes');
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Why `signers` cannot sign a revision of `report`'s agreement, or null: each expected signer once,
 * with their label and an image hash, and nobody else.
 */
export function revisionSignersProblem(
  report: Parameters<typeof reportSigners>[0],
  signers: readonly ConventionSigner[],
): string | null {
  const expected = revisionSigners(report);
  const keys = signers.map((signer) => signer.key);
  if (new Set(keys).size !== keys.length) return 'Un signataire figure deux fois';
  for (const signer of expected) {
    const given = signers.find((candidate) => candidate.key === signer.key);
    if (!given) return `Signature manquante : "${signer.label}"`;
    if (given.label !== signer.label) return `Libellé de signataire inattendu : "${given.label}"`;
    if (!SHA256_HEX.test(given.sha256)) return `Empreinte d'image invalide pour "${signer.label}"`;
  }
  const extra = signers.find((signer) => !expected.some((candidate) => candidate.key === signer.key));
  return extra ? `Signataire inattendu : "${extra.label}"` : null;
}

/**
 * The agreement's signing that a signed report carries (revision 0), or null when it has no
 * agreement or claims no fingerprint (nothing sealed its amounts).
 */
export function reportSigning(report: LocalReport): ConventionSigning | null {
  if (!hasExitConvention(report) || report.fingerprint === undefined) return null;
  const signers = Object.entries(report.signatures ?? {}).flatMap(([key, signature]) =>
    signature.sha256 === undefined ? [] : [{ key, label: signature.label, sha256: signature.sha256 }],
  );
  return {
    revision: 0,
    signedAt: report.date,
    lines: preQuotedLines(report),
    fingerprint: report.fingerprint,
    signers,
  };
}
