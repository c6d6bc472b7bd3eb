/**
 * The partner platform's cases for the info form (inspection-core §2 "Info form", §7): read through
 * our server (GET /api/platform/dossiers), which holds the key. An empty 204 (not connected, or a
 * key the platform refused) is an empty list.
 */
import type { EdlIO, PlatformCase } from '@constat/domain';
import { requestJson } from '../../api/client.ts';

export type PartnerCase = PlatformCase & { reference?: string | number | null };

export async function fetchPlatformCases(): Promise<PartnerCase[]> {
  return (await requestJson<PartnerCase[] | undefined>('/platform/dossiers')) ?? [];
}

/** 'reference · agency · tenant': the tenant of this report (incoming for an entry, outgoing for an exit). */
export function caseLabel(c: PartnerCase, edlIO: EdlIO): string {
  const renter = edlIO === 'Entrant' ? c.renter2Name : c.renterName;
  return [c.reference ?? `#${c.id}`, c.agency?.company, renter]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' · ');
}
