/**
 * The verification page's answer: the report when the address's fingerprint is one stored on the
 * server; 'unknown' when the server knows none (a 404, also for an address no report could have);
 * 'failed' when it could not be asked.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { fetchVerification, type Verified } from './api.ts';

export type VerificationAnswer = Verified | 'unknown' | 'failed' | null;

export function useVerification(edlId: string, fingerprint: string): VerificationAnswer {
  const [answer, setAnswer] = useState<VerificationAnswer>(null);
  useEffect(() => {
    let live = true;
    setAnswer(null);
    fetchVerification(edlId, fingerprint).then(
      (verified) => live && setAnswer(verified),
      (error: unknown) => {
        if (!live) return;
        const unknown = error instanceof ApiError && error.status === 404;
        setAnswer(unknown ? 'unknown' : 'failed');
      },
    );
    return () => {
      live = false;
    };
  }, [edlId, fingerprint]);
  return answer;
}
