/**
 * Signing a revised costing on the device: the pads' images are hashed and sent, the fingerprint is
 * computed with the domain's text over the costing as the server holds it now (read again after
 * the last edit was saved) and the signing it follows, then the signing is sent. The server
 * recomputes the fingerprint and refuses a costing that changed in between (422).
 */
import { revisionFingerprintText, type ConventionSigner } from '@constat/domain';
import { sha256Hex } from '../../storage/closeReport.ts';
import { fetchAgreement, sendSignatureImage, signAgreementRevision } from './agreementApi.ts';

export interface PadImage {
  key: string;
  label: string;
  png: ArrayBuffer;
}

export async function signRevision(edlId: number, pads: readonly PadImage[], now = Date.now()) {
  const signers: ConventionSigner[] = [];
  for (const pad of pads) {
    const sha256 = await sha256Hex(pad.png);
    await sendSignatureImage(sha256, pad.png);
    signers.push({ key: pad.key, label: pad.label, sha256 });
  }
  const agreement = await fetchAgreement(edlId, null);
  if (!agreement.lastSigned) throw new Error("Cet EDL n'a pas de signature à réviser");
  const text = revisionFingerprintText({
    previousFingerprint: agreement.lastSigned.fingerprint,
    lines: agreement.lines,
    signedAt: now,
    signers,
  });
  const fingerprint = await sha256Hex(new TextEncoder().encode(text));
  return signAgreementRevision(edlId, { signedAt: now, signers, fingerprint });
}
