/**
 * The info step's preparation (inspection-core §2 autoEdlInfo, §4 "Duplication"): the invitation's
 * saved report is fetched with its photos into the device (the duplication's own code), and becomes
 * the tenant's draft (domain selfServiceReport: a move-in with the invitation's floor and flat).
 * Storing it once the tenant's info is valid is `storeTenantReport`.
 */
import { useEffect, useState } from 'react';
import { finishDuplicate, selfServiceReport, type Locale, type LocalReport } from '@constat/domain';
import { deviceDatabase } from '../../storage/db.ts';
import { storeNewReport, type ReportOwner } from '../../storage/localReports.ts';
import { bringRemoteSource, type BroughtSource } from '../info-form/duplicateSource.ts';
import type { MyAutoEdl } from './myAutoEdl.ts';

export type Prepared =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | ({ status: 'ready'; draft: LocalReport } & BroughtSource);

export function usePreparedReport(mine: MyAutoEdl, locale: Locale): Prepared {
  const [attempt, setAttempt] = useState(0);
  const [prepared, setPrepared] = useState<Prepared>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const now = Date.now();
    setPrepared({ status: 'loading' });
    bringRemoteSource(deviceDatabase(), mine.baseReportId, now).then(
      (brought) => {
        if (!live) return;
        const draft = selfServiceReport(brought.source, { now, preData: mine.preData, locale });
        setPrepared({ status: 'ready', ...brought, draft });
      },
      (error: unknown) => {
        // §8: a failure to prepare the duplicate is logged and the loading message goes.
        console.error('Préparation de l’Auto-EDL impossible', error);
        if (live) setPrepared({ status: 'failed', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      live = false;
    };
  }, [mine.baseReportId, mine.preData, locale, attempt]);
  return prepared;
}

/** Stores the tenant's report under the invitation's owner; returns it as stored. */
export async function storeTenantReport(
  owner: ReportOwner,
  draft: LocalReport,
  brought: BroughtSource,
): Promise<LocalReport> {
  const report = finishDuplicate(
    { ...draft, missingPhotosOnDuplicationCount: brought.missingPhotos },
    // The tenant's floor and flat stay the invitation's; the tree is the source's.
    brought.source,
    {},
  );
  const db = deviceDatabase();
  const stored = await storeNewReport(db, owner, report);
  if (stored.localId !== draft.localId)
    await db.photos.where('localEdlId').equals(draft.localId).modify({ localEdlId: stored.localId });
  return stored;
}
