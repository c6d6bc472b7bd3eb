/**
 * The remarks calls (docs/ARCHITECTURE.md "Beyond the specification"); the tenant's page sends `Limited
 * edlId#token` instead of a bearer.
 */
import {
  appLink,
  INTL_LOCALES,
  type RemarkInput,
  type RemarksRoom,
  type TenantRemark,
  toLocale,
} from '@constat/domain';
import { requestJson } from '../../api/client.ts';

export interface RemarksLink {
  edlId: number;
  token: string | null;
  open: boolean;
  /** yyyy-MM-dd, the last day remarks are taken. */
  lastDay: string;
}

export interface TenantView {
  edlId: number;
  date: number;
  address: string | null;
  rooms: RemarksRoom[];
  open: boolean;
  lastDay: string;
}

export const fetchRemarksLink = (edlId: number) => requestJson<RemarksLink>(`/edl/${edlId}/remarks-link`);

export const createRemarksLink = (edlId: number) =>
  requestJson<RemarksLink>(`/edl/${edlId}/remarks-link`, { method: 'POST' });

export const revokeRemarksLink = (edlId: number) =>
  requestJson<undefined>(`/edl/${edlId}/remarks-link`, { method: 'DELETE' });

export const fetchRemarks = (edlId: number) =>
  requestJson<{ remarks: TenantRemark[] }>(`/edl/${edlId}/remarks`);

const limited = (edlId: number, token: string) => ({ Authorization: `Limited ${edlId}#${token}` });

export const fetchTenantView = (edlId: number, token: string) =>
  requestJson<TenantView>(`/edl/${edlId}/tenant-remarks`, { headers: limited(edlId, token) });

export const sendRemarks = (edlId: number, token: string, remarks: RemarkInput[]) =>
  requestJson<{ received: number; receivedAt: number }>(`/edl/${edlId}/tenant-remarks`, {
    method: 'POST',
    body: { remarks },
    headers: limited(edlId, token),
  });

/** The address the tenant opens: this app's public remarks route. */
export const remarksUrl = (edlId: number, token: string) =>
  appLink(`${location.origin}${location.pathname}`, 'tenantRemarks', { edlId, token });

/** A day (yyyy-MM-dd) or a time (ms) as '30 mars 2026' in the page's language, Paris calendar. */
export function longDate(value: string | number, language: string): string {
  const date = typeof value === 'number' ? new Date(value) : new Date(`${value}T12:00:00Z`);
  return date.toLocaleDateString(INTL_LOCALES[toLocale(language)], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: typeof value === 'number' ? 'Europe/Paris' : 'UTC',
  });
}
