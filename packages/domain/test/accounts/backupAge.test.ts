import { describe, expect, it } from 'vitest';
import { BACKUP_STALE_AFTER_SECONDS, backupAge } from '../../src/accounts/backupAge.ts';
import { ReadySchema } from '../../src/answers/platform.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

describe('backupAge', () => {
  it('warns when no backup was ever taken, with the failed runs', () => {
    expect(backupAge(null, 0)).toEqual({ kind: 'never', failures: 0, warning: true });
    expect(backupAge(null, 3)).toEqual({ kind: 'never', failures: 3, warning: true });
  });

  it('says less than an hour under an hour, and a negative age is a backup of just now', () => {
    expect(backupAge(0, 0)).toMatchObject({ unit: 'underAnHour', count: 0, warning: false });
    expect(backupAge(HOUR - 1, 0)).toMatchObject({ unit: 'underAnHour', count: 0, warning: false });
    expect(backupAge(-120, 0)).toMatchObject({ unit: 'underAnHour', stale: false });
  });

  it('counts whole hours under two days', () => {
    expect(backupAge(HOUR, 0)).toMatchObject({ unit: 'hours', count: 1, stale: false });
    expect(backupAge(5 * HOUR + 59 * 60, 0)).toMatchObject({ unit: 'hours', count: 5, warning: false });
    expect(backupAge(2 * DAY - 1, 0)).toMatchObject({ unit: 'hours', count: 47, stale: false });
  });

  it('counts whole days from two days, and is stale past two days', () => {
    expect(backupAge(2 * DAY, 0)).toMatchObject({ unit: 'days', count: 2, stale: false, warning: false });
    expect(backupAge(BACKUP_STALE_AFTER_SECONDS + 1, 0)).toMatchObject({
      unit: 'days',
      count: 2,
      stale: true,
      warning: true,
    });
    expect(backupAge(9 * DAY + 23 * HOUR, 0)).toMatchObject({ unit: 'days', count: 9, stale: true });
  });

  it('warns about a failed run even when the last good backup is recent', () => {
    expect(backupAge(3 * HOUR, 1)).toMatchObject({ unit: 'hours', count: 3, failures: 1, warning: true });
  });
});

describe('ReadySchema', () => {
  it('reads the backup detail of a ready answer, null meaning never', () => {
    const answer = {
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      backup: { lastSuccessAgeSeconds: null, failuresSince: 0 },
    };
    expect(ReadySchema.parse(answer).backup.lastSuccessAgeSeconds).toBeNull();
    expect(ReadySchema.safeParse({ ...answer, backup: { failuresSince: 0 } }).success).toBe(false);
  });
});
