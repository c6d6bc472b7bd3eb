import { describe, expect, it } from 'vitest';
import {
  MonthlyStatsItemSchema,
  monthlyBars,
  type MonthlyStatsItem,
} from '../../src/accounts/monthlyStats.ts';

/** A month with `entrants` Entrant and `sortants` Sortant reports. */
const m = (month: string, entrants: number, sortants = 0): MonthlyStatsItem => ({
  month,
  totalEntrants: entrants,
  totalSortants: sortants,
  total: entrants + sortants,
});
/** The drawn bars in compact notation: 'yyyy-MM:entrants/sortants'. */
const drawn = (items: MonthlyStatsItem[], max?: number) => {
  const { bars, cutMonths } = monthlyBars(items, max);
  return { bars: bars.map((bar) => `${bar.month}:${bar.totalEntrants}/${bar.totalSortants}`), cutMonths };
};

describe('monthly bars', () => {
  it('draws nothing without reports', () => {
    expect(drawn([])).toEqual({ bars: [], cutMonths: 0 });
    expect(drawn([m('2026-03', 0)])).toEqual({ bars: [], cutMonths: 0 });
  });

  it('draws one bar for one month', () => {
    expect(drawn([m('2026-11', 2, 1)])).toEqual({ bars: ['2026-11:2/1'], cutMonths: 0 });
  });

  it('fills the months without reports between the first and the last', () => {
    expect(drawn([m('2026-06', 0, 4), m('2026-02', 1)])).toEqual({
      bars: ['2026-02:1/0', '2026-03:0/0', '2026-04:0/0', '2026-05:0/0', '2026-06:0/4'],
      cutMonths: 0,
    });
  });

  it('crosses the year boundary', () => {
    expect(drawn([m('2026-11', 1), m('2027-02', 0, 1)]).bars).toEqual([
      '2026-11:1/0',
      '2026-12:0/0',
      '2027-01:0/0',
      '2027-02:0/1',
    ]);
  });

  it('keeps the 24 most recent months and says how many were left out', () => {
    const { bars, cutMonths } = monthlyBars([m('2020-01', 5), m('2024-06', 1), m('2026-11', 2)]);
    expect(bars).toHaveLength(24);
    expect(bars[0]?.month).toBe('2024-12');
    expect(bars.at(-1)).toEqual(m('2026-11', 2));
    expect(cutMonths).toBe(83 - 24);
    expect(drawn([m('2025-12', 1), m('2026-11', 1)], 12)).toEqual({
      bars: drawn([m('2025-12', 1), m('2026-11', 1)]).bars,
      cutMonths: 0,
    });
    expect(drawn([m('2025-11', 1), m('2026-11', 1)], 12).bars[0]).toBe('2025-12:0/0');
  });

  it('adds up a month given twice, in any order', () => {
    expect(drawn([m('2026-02', 1), m('2026-01', 1), m('2026-02', 0, 2)]).bars).toEqual([
      '2026-01:1/0',
      '2026-02:1/2',
    ]);
  });

  it('reads yyyy-MM months only', () => {
    expect(MonthlyStatsItemSchema.safeParse(m('2026-11', 1)).success).toBe(true);
    expect(MonthlyStatsItemSchema.safeParse(m('2026-13', 1)).success).toBe(false);
    expect(MonthlyStatsItemSchema.safeParse(m('2026-11-01', 1)).success).toBe(false);
  });
});
