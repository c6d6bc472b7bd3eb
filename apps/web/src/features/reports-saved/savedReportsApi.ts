/** The saved list's calls (inspection-core §7 "Reports"). */
import {
  RemoteReportSchema,
  RemoteReportSummarySchema,
  SAVED_LIST_PAGE_SIZE,
  type RemoteReportSummary,
} from '@constat/domain';
import { z } from 'zod';
import { requestAnswer, requestDone } from '../../api/answers.ts';
import { request } from '../../api/client.ts';

export interface SavedListQuery {
  /** 1-based page. */
  page: number;
  search: string;
  /** null: every profile ('Tous'). */
  profileId: number | null;
}

export interface SavedListPage {
  reports: RemoteReportSummary[];
  total: number;
}

const ListSchema = z.array(RemoteReportSummarySchema);

export async function listSavedReports(query: SavedListQuery, signal?: AbortSignal): Promise<SavedListPage> {
  const params = new URLSearchParams({
    l: String(SAVED_LIST_PAGE_SIZE),
    o: String((query.page - 1) * SAVED_LIST_PAGE_SIZE),
  });
  if (query.search.trim() !== '') params.set('q', query.search.trim());
  if (query.profileId !== null) params.set('p', String(query.profileId));
  const response = await request(`/edl?${params.toString()}`, { signal });
  const reports = ListSchema.parse(await response.json());
  const total = Number(response.headers.get('pagination-count') ?? reports.length);
  return { reports, total: Number.isFinite(total) ? total : reports.length };
}

export async function deleteSavedReport(id: number): Promise<void> {
  await request(`/edl/${id}`, { method: 'DELETE' });
}

export async function saveReportComment(id: number, comment: string): Promise<void> {
  await requestDone(`/edl/${id}/comment`, { method: 'PATCH', body: { comment } });
}

export interface ProfileChoice {
  id: number;
  name: string;
}

const ProfilesSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** A sharing group's profiles (every user's), for the filter. */
export async function groupProfiles(groupId: number): Promise<ProfileChoice[]> {
  return requestAnswer(ProfilesSchema, `/user-group/${groupId}/profiles`);
}

/** A saved report with its content (a duplicate's source, the move-in an exit is compared with). */
export const fetchSavedReport = (id: number) => requestAnswer(RemoteReportSchema, `/edl/${id}`);
