/** The public verification call (issue 26, finding 9): no login, no token. */
import { requestJson } from '../../api/client.ts';

export interface Verified {
  authentic: true;
  edlId: number;
  edlIO: 'Entrant' | 'Sortant';
  date: number;
  renters: string[];
  owner: string | null;
}

export const fetchVerification = (edlId: string, fingerprint: string) =>
  requestJson<Verified>(`/verifier/${encodeURIComponent(edlId)}/${encodeURIComponent(fingerprint)}`, {
    anonymous: true,
  });
