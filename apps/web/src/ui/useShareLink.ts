/**
 * The actions of a shared link (the costing's public link, the tenant's remarks link): create and
 * revoke through the feature's own calls, one at a time (`busy`), each failure to the central error
 * dialog; copy with the spec's 3 s feedback, which a revoke clears.
 */
import { useState } from 'react';
import { reportError } from '../app/errors/errorBus.ts';
import { useCopyFeedback } from './useCopyFeedback.ts';

export function useShareLink(
  url: string | null,
  calls: { create: () => Promise<void>; revoke: () => Promise<void> },
) {
  const [busy, setBusy] = useState(false);
  const feedback = useCopyFeedback();
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    copied: feedback.copied !== null,
    create: () => run(calls.create),
    revoke: () =>
      run(async () => {
        await calls.revoke();
        feedback.clear();
      }),
    copy: async () => {
      if (url !== null) await feedback.copy('link', url);
    },
  };
}
