/** The public verification call (docs/ARCHITECTURE.md "A report's journey"): no login, no token. */
import { VerifiedSchema } from '@constat/domain/answers';
import { requestAnswer } from '../../api/answers.ts';

export type { Verified } from '@constat/domain/answers';

export const fetchVerification = (edlId: string, fingerprint: string) =>
  requestAnswer(VerifiedSchema, `/verifier/${encodeURIComponent(edlId)}/${encodeURIComponent(fingerprint)}`, {
    anonymous: true,
  });
