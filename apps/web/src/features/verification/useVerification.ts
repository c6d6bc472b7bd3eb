/**
 * The verification page's answer: the report when the address's fingerprint is one stored on the
 * server; 'unknown' when the server knows none (a 404, also for an address no report could have);
 * 'failed' when it could not be asked. The page says so itself: no central dialog.
 */
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { fetchVerification, type Verified } from './api.ts';

export type VerificationAnswer = Verified | 'unknown' | 'failed' | null;

export function useVerification(edlId: string, fingerprint: string): VerificationAnswer {
  const { data, notFound, query } = useServerQuery<Verified>({
    key: ['verification', edlId, fingerprint],
    load: () => fetchVerification(edlId, fingerprint),
    meta: { notFound: true, silent: true },
  });
  if (data !== null) return data;
  if (notFound) return 'unknown';
  return query.isError ? 'failed' : null;
}
