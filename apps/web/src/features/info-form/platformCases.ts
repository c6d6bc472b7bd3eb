/**
 * The partner platform's cases for the info form (inspection-core §2 "Info form", §7): read through
 * our server (GET /api/platform/dossiers), which holds the key. An empty 204 (not connected, or a
 * key the platform refused) is an empty list.
 */
import type { EdlIO } from '@constat/domain';
import { PartnerCaseSchema, type PartnerCase } from '@constat/domain/answers';
import { z } from 'zod';
import { requestAnswer } from '../../api/answers.ts';

export type { PartnerCase };

const PartnerCasesSchema = z.array(PartnerCaseSchema);

export async function fetchPlatformCases(): Promise<PartnerCase[]> {
  // An empty 204 (not connected, or a key the platform refused) is an empty list.
  return (await requestAnswer(PartnerCasesSchema.optional(), '/platform/dossiers')) ?? [];
}

/** 'reference · agency · tenant': the tenant of this report (incoming for an entry, outgoing for an exit). */
export function caseLabel(c: PartnerCase, edlIO: EdlIO): string {
  const renter = edlIO === 'Entrant' ? c.renter2Name : c.renterName;
  return [c.reference ?? `#${c.id}`, c.agency?.company, renter]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' · ');
}
