/** The public verification call (docs/ARCHITECTURE.md "A report's journey"): no login, no token. */
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
