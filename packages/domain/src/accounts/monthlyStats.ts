/**
 * Reports per month on the statistics screens (an addition to accounts-costing §2 "Usage
 * statistics"): the server answers only the months of the range that have reports (in
 * Europe/Paris, like the totals); the screens draw one bar per month from the first to the last of
 * those, the months without reports in between as empty bars, and at most the 24 most recent so that
 * a range of many years stays readable on a phone.
 */
import { z } from 'zod';

const STATS_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const MonthlyStatsItemSchema = z.object({
  month: z.string().regex(STATS_MONTH).describe('yyyy-MM, the month in Europe/Paris'),
  totalEntrants: z.number().int(),
  totalSortants: z.number().int(),
  total: z.number().int(),
});
export type MonthlyStatsItem = z.infer<typeof MonthlyStatsItemSchema>;

/** The most bars a chart shows: two years. */
const MONTHLY_BARS_MAX = 24;

export interface MonthlyBars {
  /** One bar per month, oldest first, every month between the first and the last drawn one. */
  bars: MonthlyStatsItem[];
  /** Older months left out to keep `max` bars (0: every month from the first report on is drawn). */
  cutMonths: number;
}

/** The month after `month` (yyyy-MM). */
function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/**
 * The bars to draw for the server's months (any order; months with no report are ignored, a month
 * given twice is added up): every month from the first to the last with reports, zeros filled in,
 * only the `max` most recent.
 */
export function monthlyBars(items: readonly MonthlyStatsItem[], max: number = MONTHLY_BARS_MAX): MonthlyBars {
  const byMonth = new Map<string, MonthlyStatsItem>();
  for (const item of items) {
    if (item.total <= 0) continue;
    const known = byMonth.get(item.month);
    byMonth.set(
      item.month,
      known
        ? {
            month: item.month,
            totalEntrants: known.totalEntrants + item.totalEntrants,
            totalSortants: known.totalSortants + item.totalSortants,
            total: known.total + item.total,
          }
        : { ...item },
    );
  }
  const months = [...byMonth.keys()].sort();
  const first = months[0];
  const last = months.at(-1);
  if (first === undefined || last === undefined) return { bars: [], cutMonths: 0 };
  const bars: MonthlyStatsItem[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    bars.push(byMonth.get(month) ?? { month, totalEntrants: 0, totalSortants: 0, total: 0 });
  }
  const kept = bars.slice(-max);
  return { bars: kept, cutMonths: bars.length - kept.length };
}
