/**
 * The remarks calls (docs/ARCHITECTURE.md "Beyond the specification"); the tenant's page sends `Limited
 * edlId#token` instead of a bearer.
 */
import { appLink, INTL_LOCALES, type RemarkInput, toLocale } from '@constat/domain';
import {
  ReceivedRemarksSchema,
  RemarksLinkSchema,
  RemarksReceiptSchema,
  TenantViewSchema,
} from '@constat/domain/answers';
import { requestAnswer, requestDone } from '../../api/answers.ts';

export type { RemarksLink, TenantView } from '@constat/domain/answers';

export const fetchRemarksLink = (edlId: number) =>
  requestAnswer(RemarksLinkSchema, `/edl/${edlId}/remarks-link`);

export const createRemarksLink = (edlId: number) =>
  requestAnswer(RemarksLinkSchema, `/edl/${edlId}/remarks-link`, { method: 'POST' });

export const revokeRemarksLink = (edlId: number) =>
  requestDone(`/edl/${edlId}/remarks-link`, { method: 'DELETE' });

export const fetchRemarks = (edlId: number) => requestAnswer(ReceivedRemarksSchema, `/edl/${edlId}/remarks`);

const limited = (edlId: number, token: string) => ({ Authorization: `Limited ${edlId}#${token}` });

export const fetchTenantView = (edlId: number, token: string) =>
  requestAnswer(TenantViewSchema, `/edl/${edlId}/tenant-remarks`, { headers: limited(edlId, token) });

export const sendRemarks = (edlId: number, token: string, remarks: RemarkInput[]) =>
  requestAnswer(RemarksReceiptSchema, `/edl/${edlId}/tenant-remarks`, {
    method: 'POST',
    body: { remarks },
    headers: limited(edlId, token),
  });

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
