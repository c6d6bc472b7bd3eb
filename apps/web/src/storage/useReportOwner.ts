/** Who local reports belong to right now: the signed-in account and its selected profile. */
import { useMemo } from 'react';
import { useSession } from '../app/session/SessionContext.ts';
import type { ReportOwner } from './localReports.ts';

export function useReportOwner(): ReportOwner | null {
  const { user, profile } = useSession();
  const userId = user?.id ?? null;
  const profileId = profile?.id ?? null;
  return useMemo(
    () => (userId !== null && profileId !== null ? { userId, profileId } : null),
    [userId, profileId],
  );
}
