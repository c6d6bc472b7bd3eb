import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatShortDate, INTL_LOCALES, LOCALES } from '../../src/index.ts';

describe('formatShortDate', () => {
  it('writes the day first, with the year in full in French and English and on two digits in Spanish', () => {
    const fifthOfJanuary = new Date(2023, 0, 5, 23, 59).getTime();
    expect(formatShortDate(fifthOfJanuary, 'fr')).toBe('05/01/2023');
    expect(formatShortDate(fifthOfJanuary, 'en')).toBe('05/01/2023');
    expect(formatShortDate(fifthOfJanuary, 'es')).toBe('5/1/23');
    expect(formatShortDate(new Date(2009, 11, 31).getTime(), 'es')).toBe('31/12/09');
  });

  it('writes what Intl writes with dateStyle short, in the device time zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: new Date(2100, 0, 1).getTime() }),
        fc.constantFrom(...LOCALES),
        (ms, locale) => {
          const intl = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'short' }).format(ms);
          expect(formatShortDate(ms, locale)).toBe(intl);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
