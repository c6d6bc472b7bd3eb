import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evictionPutsReportsAtRisk,
  formatStorageUsage,
  INTL_LOCALES,
  storageUsage,
  type Locale,
} from '../../src/index.ts';

describe('device storage in MB (bytes / 1048576) with quota percentage (accounts-costing §9)', () => {
  it('converts bytes to megabytes with one decimal and the share of the quota', () => {
    expect(storageUsage(13_107_200, 524_288_000)).toEqual({ usedMb: 12.5, percent: 3 });
    expect(storageUsage(1_048_576, 1_048_576)).toEqual({ usedMb: 1, percent: 100 });
  });
  it('has no percentage when the browser gives no quota, and never a negative size', () => {
    expect(storageUsage(0, undefined)).toEqual({ usedMb: 0, percent: null });
    expect(storageUsage(-5, 0)).toEqual({ usedMb: 0, percent: null });
  });
  it('reads as French by default, and in English and Spanish', () => {
    expect(formatStorageUsage({ usedMb: 12.5, percent: 3 })).toBe('12,5 Mo (3 %)');
    expect(formatStorageUsage({ usedMb: 12.5, percent: 3 }, 'en')).toBe('12.5 MB (3 %)');
    expect(formatStorageUsage({ usedMb: 1234.5, percent: null }, 'es')).toBe('1234,5 MB');
  });
  it('writes the size as Intl does in each language, thousands separators included', () => {
    const locales: Locale[] = ['fr', 'en', 'es'];
    const units = { fr: 'Mo', en: 'MB', es: 'MB' };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(...locales), (tenths, locale) => {
        const usedMb = tenths / 10;
        const intl = usedMb.toLocaleString(INTL_LOCALES[locale], { maximumFractionDigits: 1 });
        expect(formatStorageUsage({ usedMb, percent: null }, locale)).toBe(`${intl} ${units[locale]}`);
      }),
      { numRuns: 2000 },
    );
    expect(formatStorageUsage({ usedMb: 12345.6, percent: 40 })).toBe('12\u202f345,6 Mo (40 %)');
    expect(formatStorageUsage({ usedMb: 12345, percent: null }, 'es')).toBe('12.345 MB');
  });
});

describe('storage the browser may evict', () => {
  const editing = { open: true, id: undefined };
  const signed = { open: false, id: undefined };
  const saved = { open: false, id: 42 };
  it('warns when persistence was refused and a report is not yet on the server', () => {
    expect(evictionPutsReportsAtRisk('evictable', [editing])).toBe(true);
    expect(evictionPutsReportsAtRisk('evictable', [saved, signed])).toBe(true);
  });
  it('does not warn with nothing to lose, with persistent storage, or without a Storage API', () => {
    expect(evictionPutsReportsAtRisk('evictable', [])).toBe(false);
    expect(evictionPutsReportsAtRisk('evictable', [saved])).toBe(false);
    expect(evictionPutsReportsAtRisk('persistent', [editing, signed])).toBe(false);
    expect(evictionPutsReportsAtRisk('unknown', [editing])).toBe(false);
  });
});
