/** Calls of the statistics screens (accounts-costing §7): JSON rows, or the CSV file to save. */
import { statsCsvFileName, type UserStatsItem } from '@constat/domain';
import { request, requestJson } from '../../api/client.ts';

export interface StatsRange {
  start: string;
  end: string;
}

const query = ({ start, end }: StatsRange) =>
  `start_date=${encodeURIComponent(start)}&end_date=${encodeURIComponent(end)}`;

export const fetchUserStats = (range: StatsRange) =>
  requestJson<UserStatsItem[]>(`/edl/stats/user?${query(range)}`);

/** Downloads the server's CSV under the spec's name "Statistiques_{start}_{end}.csv". */
export async function downloadUserStatsCsv(range: StatsRange): Promise<void> {
  const response = await request(`/edl/stats/user?${query(range)}&csv=true`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = statsCsvFileName(range.start, range.end);
  link.click();
  URL.revokeObjectURL(url);
}
