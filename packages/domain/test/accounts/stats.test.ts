import { describe, expect, it } from 'vitest';
import { adminStatsCsv, defaultStatsRange, statsTotals, userStatsCsv } from '../../src/accounts/stats.ts';

describe('statistics', () => {
  it('defaults to the first of the month through today', () => {
    expect(defaultStatsRange(new Date(2026, 10, 23))).toEqual({ start: '2026-11-01', end: '2026-11-23' });
    expect(defaultStatsRange(new Date(2026, 0, 5))).toEqual({ start: '2026-01-01', end: '2026-01-05' });
  });

  it('adds up the rows', () => {
    expect(
      statsTotals([
        { totalEntrants: 2, totalSortants: 1 },
        { totalEntrants: 0, totalSortants: 3 },
      ]),
    ).toEqual({ totalEntrants: 2, totalSortants: 4, total: 6 });
  });

  it('exports CSV with formula injection neutralised', () => {
    expect(
      userStatsCsv([{ id: 1, name: '=HYPERLINK("x")', totalEntrants: 1, totalSortants: 2, total: 3 }]),
    ).toBe('\uFEFFProfil;Entrants;Sortants;Total\r\n"\'=HYPERLINK(""x"")";1;2;3\r\n');
    const admin = adminStatsCsv([
      {
        id: 1,
        login: '@chef',
        groupName: 'Nord',
        parentGroupName: null,
        parentGroupId: null,
        totalEntrants: 1,
        totalSortants: 0,
        total: 1,
      },
    ]);
    expect(admin.split('\r\n')[1]).toBe("'@chef;Nord;;1;0;1");
  });
});
