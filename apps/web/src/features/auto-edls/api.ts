/** The agent's Auto-EDL calls (inspection-core §7 "Self-service") and the picker's saved-report search. */
import {
  AutoEdlRecordSchema,
  RemoteReportSummarySchema,
  type AutoEdlRecord,
  type AutoEdlPreData,
  type RemoteReportSummary,
} from '@constat/domain';
import { z } from 'zod';
import { requestAnswer } from '../../api/answers.ts';
import { request } from '../../api/client.ts';

const RecordsSchema = z.array(AutoEdlRecordSchema);
const ReportsSchema = z.array(RemoteReportSummarySchema);

export interface NewAutoEdl {
  duplicateFromId: number;
  email: string;
  preData: AutoEdlPreData;
  profileId: number;
}

export async function listAutoEdls(search: string, signal?: AbortSignal): Promise<AutoEdlRecord[]> {
  const query = search.trim() === '' ? '' : `?${new URLSearchParams({ q: search.trim() }).toString()}`;
  return requestAnswer(RecordsSchema, `/auto-edl${query}`, { signal });
}

export async function createAutoEdl(body: NewAutoEdl): Promise<AutoEdlRecord> {
  return requestAnswer(AutoEdlRecordSchema, '/auto-edl', { method: 'POST', body });
}

export async function deleteAutoEdl(id: number): Promise<void> {
  await request(`/auto-edl/${id}`, { method: 'DELETE' });
}

/** Saved reports the agent may start from: the saved list's search, first 20 (GET /api/edl?q=). */
export async function searchSavedReports(
  search: string,
  signal?: AbortSignal,
): Promise<RemoteReportSummary[]> {
  const params = new URLSearchParams({ l: '20', o: '0' });
  if (search.trim() !== '') params.set('q', search.trim());
  return requestAnswer(ReportsSchema, `/edl?${params.toString()}`, { signal });
}
