/**
 * How a statistics range is read (modules/stats/queries.ts): whole months from the monthly counts,
 * and each partly covered month from the side with fewer past days, its covered days added or its
 * uncovered days taken away. stats-counts.test.ts checks the sums against a direct count.
 */
import { describe, expect, it } from 'vitest';
import { parisCalendarDate } from '@constat/domain';
import { splitRange } from '../src/modules/stats/queries.ts';

describe('splitRange', () => {
  it('reads whole months only from the monthly counts', () => {
    expect(splitRange('2026-01-01', '2026-03-31', '2026-11-25')).toEqual({
      months: { from: '2026-01-01', to: '2026-04-01' },
      days: [],
    });
  });

  it('counts this month whole when the range runs from its first day to today (nothing to take away)', () => {
    expect(splitRange('2026-11-01', '2026-11-25', '2026-11-25')).toEqual({
      months: { from: '2026-11-01', to: '2026-12-01' },
      days: [{ from: '2026-11-26', to: '2026-12-01', sign: -1 }],
    });
  });

  it('adds the covered days of a month mostly left out, takes away the few left out of a month mostly in', () => {
    expect(splitRange('2025-11-25', '2026-11-25', '2026-11-25')).toEqual({
      months: { from: '2025-12-01', to: '2026-12-01' },
      days: [
        { from: '2025-11-25', to: '2025-12-01', sign: 1 },
        { from: '2026-11-26', to: '2026-12-01', sign: -1 },
      ],
    });
    expect(splitRange('2026-01-03', '2026-02-10', '2026-11-25')).toEqual({
      months: { from: '2026-01-01', to: '2026-02-01' },
      days: [
        { from: '2026-01-01', to: '2026-01-03', sign: -1 },
        { from: '2026-02-01', to: '2026-02-11', sign: 1 },
      ],
    });
  });

  it('within one month: its days, or the month minus the days around them', () => {
    expect(splitRange('2026-01-10', '2026-01-20', '2026-11-25')).toEqual({
      months: null,
      days: [{ from: '2026-01-10', to: '2026-01-21', sign: 1 }],
    });
    expect(splitRange('2026-01-02', '2026-01-30', '2026-11-25')).toEqual({
      months: { from: '2026-01-01', to: '2026-02-01' },
      days: [
        { from: '2026-01-01', to: '2026-01-02', sign: -1 },
        { from: '2026-01-31', to: '2026-02-01', sign: -1 },
      ],
    });
  });

  it("takes today in Paris (the domain's calendar date)", () => {
    expect(parisCalendarDate(Date.parse('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(parisCalendarDate(Date.parse('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });
});
