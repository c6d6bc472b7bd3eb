/**
 * Usage statistics (accounts-costing §2 "Usage statistics", §3 "Stats row"): saved reports counted
 * per profile (a user's own screen) or per user (the admin screen), Entrant / Sortant / total, over
 * a date range in yyyy-MM-dd, and their CSV export "Statistiques_{start}_{end}.csv".
 */
import { z } from 'zod';
import { toCsv } from '../csv.ts';

export const UserStatsItemSchema = z.object({
  id: z.number().int().describe('Profile id'),
  name: z.string().describe('Profile name'),
  totalEntrants: z.number().int(),
  totalSortants: z.number().int(),
  total: z.number().int(),
});
export type UserStatsItem = z.infer<typeof UserStatsItemSchema>;

export const AdminStatsRowSchema = z.object({
  id: z.number().int().describe('User id'),
  login: z.string(),
  groupName: z.string().nullable(),
  parentGroupName: z.string().nullable(),
  parentGroupId: z.number().int().nullable(),
  totalEntrants: z.number().int(),
  totalSortants: z.number().int(),
  total: z.number().int(),
});
export type AdminStatsRow = z.infer<typeof AdminStatsRowSchema>;

export const STATS_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Default range: the first day of the current month to today, in yyyy-MM-dd (local time). */
export function defaultStatsRange(today: Date): { start: string; end: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const month = `${today.getFullYear()}-${pad(today.getMonth() + 1)}`;
  return { start: `${month}-01`, end: `${month}-${pad(today.getDate())}` };
}

export function statsTotals(rows: readonly { totalEntrants: number; totalSortants: number }[]): {
  totalEntrants: number;
  totalSortants: number;
  total: number;
} {
  const totalEntrants = rows.reduce((sum, row) => sum + row.totalEntrants, 0);
  const totalSortants = rows.reduce((sum, row) => sum + row.totalSortants, 0);
  return { totalEntrants, totalSortants, total: totalEntrants + totalSortants };
}

export const statsCsvFileName = (start: string, end: string) => `Statistiques_${start}_${end}.csv`;

export function userStatsCsv(items: readonly UserStatsItem[]): string {
  return toCsv(
    ['Profil', 'Entrants', 'Sortants', 'Total'],
    items.map((item) => [item.name, item.totalEntrants, item.totalSortants, item.total]),
  );
}

export function adminStatsCsv(rows: readonly AdminStatsRow[]): string {
  return toCsv(
    ['Utilisateur', 'Groupe', 'Groupe parent', 'Entrants', 'Sortants', 'Total'],
    rows.map((row) => [
      row.login,
      row.groupName,
      row.parentGroupName,
      row.totalEntrants,
      row.totalSortants,
      row.total,
    ]),
  );
}
