/**
 * Presenters: rows to the domain's shapes. A saved report's document comes back as the device can
 * use it again (duplication, exit comparison): its server id and save date filled in, each photo and
 * signature with the URL it is read from instead of any inline data.
 */
import {
  mapPhotoRefs,
  toLocale,
  type CostingLine,
  type EdlIO,
  type LocalReport,
  type RemoteReport,
  type RemoteReportSummary,
  type ReportHistory,
} from '@constat/domain';
import type { SummaryRow } from './reads.ts';

const asEdlIO = (value: string): EdlIO => (value === 'Sortant' ? 'Sortant' : 'Entrant');

const isPdfKind = (kind: string): kind is 'edl' | 'convention' => kind === 'edl' || kind === 'convention';

const photoUrl = (reportId: number, sha256: string) => `/api/edl/${reportId}/photos/${sha256}`;

export function presentSummary(row: SummaryRow): RemoteReportSummary {
  return {
    id: row.id,
    renter: row.renter,
    edlIO: asEdlIO(row.edlIO),
    date: row.date,
    housingSize: row.housingSize,
    housingRef: row.housingRef,
    agent: row.agent,
    owner: row.owner,
    address: row.address,
    profileId: row.profileId,
    comment: row.comment,
    showCosts: row.showCosts,
    locale: toLocale(row.locale),
    pdfsGenerating: row.pdfsGenerating.filter(isPdfKind),
    pdfsGenerated: row.pdfsGenerated.filter(isPdfKind),
    duplicateFromEdlID: row.duplicateFromEdlID,
    hasDefinedCosting: row.hasDefinedCosting,
    isPlatformConnected: row.isPlatformConnected,
    fromAutoEdl: row.fromAutoEdl,
    hasConvention: row.hasConvention,
    syncDate: row.syncDate,
    lastUpdatedDate: row.lastUpdatedDate,
    name: row.name,
  };
}

function withUrls(reportId: number, document: LocalReport): LocalReport {
  const linked = mapPhotoRefs(document, ({ _data: _inline, ...photo }) =>
    photo.sha256 ? { ...photo, url: photoUrl(reportId, photo.sha256) } : photo,
  );
  if (!document.signatures) return linked;
  const signatures = Object.fromEntries(
    Object.entries(document.signatures).map(([signer, { _data: _inline, ...signature }]) => [
      signer,
      signature.sha256 ? { ...signature, url: photoUrl(reportId, signature.sha256) } : signature,
    ]),
  );
  return { ...linked, signatures };
}

export function presentReport(summary: SummaryRow, document: LocalReport): RemoteReport {
  return {
    ...presentSummary(summary),
    data: {
      ...withUrls(summary.id, document),
      id: summary.id,
      syncDate: summary.syncDate,
    },
  };
}

export function presentHistory(
  chain: readonly Pick<SummaryRow, 'id' | 'housingRef' | 'edlIO' | 'date' | 'renter'>[],
  costings: ReadonlyMap<number, readonly CostingLine[]> = new Map(),
): ReportHistory {
  const history = chain.map((row) => ({
    edl: {
      id: row.id,
      housingRef: row.housingRef,
      edlIO: asEdlIO(row.edlIO),
      date: row.date,
      renter: row.renter,
    },
    costings: [...(costings.get(row.id) ?? [])],
  }));
  return { history, hasCostingsHistory: history.some((entry) => entry.costings.length > 0) };
}
