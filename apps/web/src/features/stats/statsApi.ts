/** Calls of the statistics screens (accounts-costing §7): JSON rows, or the CSV file to save. */
import {
  AdminStatsRowSchema,
  GroupSchema,
  MonthlyStatsItemSchema,
  statsCsvFileName,
  UserStatsItemSchema,
} from '@constat/domain';
import { z } from 'zod';
import { requestAnswer } from '../../api/answers.ts';
import { request } from '../../api/client.ts';

const UserStatsSchema = z.array(UserStatsItemSchema);
const AdminStatsSchema = z.array(AdminStatsRowSchema);
const MonthsSchema = z.array(MonthlyStatsItemSchema);
const GroupsSchema = z.array(GroupSchema);

export interface StatsRange {
  start: string;
  end: string;
}

/** A group id, or for a super admin 'all' ("Tous les groupes") and 'none' ("Sans groupe"). */
export type StatsGroupChoice = string;

const query = ({ start, end }: StatsRange) =>
  `start_date=${encodeURIComponent(start)}&end_date=${encodeURIComponent(end)}`;
const userPath = (range: StatsRange) => `/edl/stats/user?${query(range)}`;
const adminPath = (group: StatsGroupChoice, range: StatsRange) =>
  `/edl/stats/admin?group_id=${encodeURIComponent(group)}&${query(range)}`;

export const fetchUserStats = (range: StatsRange) => requestAnswer(UserStatsSchema, userPath(range));
export const fetchAdminStats = (group: StatsGroupChoice, range: StatsRange) =>
  requestAnswer(AdminStatsSchema, adminPath(group, range));
/** The same reports per month (months with reports only), for the bar chart. */
export const fetchUserStatsMonths = (range: StatsRange) =>
  requestAnswer(MonthsSchema, `/edl/stats/user/months?${query(range)}`);
export const fetchAdminStatsMonths = (group: StatsGroupChoice, range: StatsRange) =>
  requestAnswer(
    MonthsSchema,
    `/edl/stats/admin/months?group_id=${encodeURIComponent(group)}&${query(range)}`,
  );
/** The groups an admin may choose: the visible top groups and their sub-groups. */
export const fetchStatsGroups = () => requestAnswer(GroupsSchema, '/user-group');

/** Downloads the server's CSV under the spec's name "Statistiques_{start}_{end}.csv". */
async function download(path: string, range: StatsRange): Promise<void> {
  const response = await request(`${path}&csv=true`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = statsCsvFileName(range.start, range.end);
  link.click();
  URL.revokeObjectURL(url);
}

export const downloadUserStatsCsv = (range: StatsRange) => download(userPath(range), range);
export const downloadAdminStatsCsv = (group: StatsGroupChoice, range: StatsRange) =>
  download(adminPath(group, range), range);
