/**
 * The exit agreement's signings (docs/ARCHITECTURE.md "Beyond the specification"): where it stands against
 * the costing, and the signing of a revision on the device (signature images first, as an upload sends them,
 * then the signing with its fingerprint; the server recomputes it and regenerates the agreement PDF).
 */
import type { ConventionSigner } from '@constat/domain';
import { AgreementViewSchema, SigningSchema } from '@constat/domain/answers';
import { requestAnswer } from '../../api/answers.ts';
import { ApiError } from '../../api/errors.ts';
import { request } from '../../api/client.ts';

export type { AgreementView } from '@constat/domain/answers';

export const fetchAgreement = (edlId: number, token: string | null) =>
  requestAnswer(
    AgreementViewSchema,
    `/edl/${edlId}/convention/signatures`,
    token === null ? {} : { headers: { Authorization: `Limited ${edlId}#${token}` } },
  );

/** Sends a signature image unless the server already granted it to this account. */
export async function sendSignatureImage(sha256: string, png: ArrayBuffer): Promise<void> {
  const path = `/photos/${sha256}`;
  try {
    await request(path, { method: 'HEAD' });
    return;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await request(path, { method: 'PUT', rawBody: { data: png, type: 'image/png' } });
}

export const signAgreementRevision = (
  edlId: number,
  body: { signedAt: number; signers: ConventionSigner[]; fingerprint: string },
) => requestAnswer(SigningSchema, `/edl/${edlId}/convention/signatures`, { method: 'POST', body });
