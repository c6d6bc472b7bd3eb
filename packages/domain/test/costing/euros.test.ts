import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatEuroAmount, formatEuros, parseEuros } from '../../src/index.ts';

describe('euros: amounts in cents, space thousands separator, comma decimal (accounts-costing §9)', () => {
  it("formats 123456 cents as '1 234,56 €' with plain spaces", () => {
    expect(formatEuros(123456)).toBe('1 234,56 €');
    expect(formatEuros(123456)).toBe('1\u0020234,56\u0020€');
  });
  it('formats small, round, large and negative amounts', () => {
    expect(formatEuros(0)).toBe('0,00 €');
    expect(formatEuros(5)).toBe('0,05 €');
    expect(formatEuros(1250)).toBe('12,50 €');
    expect(formatEuros(100000)).toBe('1 000,00 €');
    expect(formatEuros(123456789)).toBe('1 234 567,89 €');
    expect(formatEuros(-123456)).toBe('-1 234,56 €');
    expect(formatEuros(1249.6)).toBe('12,50 €');
    expect(formatEuroAmount(99999)).toBe('999,99');
  });
  it("parses a currency input: strips spaces, comma to point ('12,5' -> 1250)", () => {
    expect(parseEuros('12,5')).toBe(1250);
    expect(parseEuros('12.5')).toBe(1250);
    expect(parseEuros('1 234,56')).toBe(123456);
    expect(parseEuros('1 234,56 €')).toBe(123456);
    expect(parseEuros('1\u202f234,56\u00a0€')).toBe(123456);
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('0,05')).toBe(5);
    expect(parseEuros(',5')).toBe(50);
    expect(parseEuros('12,')).toBeNull();
  });
  it('rejects garbage, negatives, thousands points and more than two decimals', () => {
    for (const bad of ['', ' ', 'abc', '12a', '-12', '1.234,56', '12,345', '€', ',', '1e3', 'NaN']) {
      expect(parseEuros(bad), bad).toBeNull();
    }
    expect(parseEuros('9'.repeat(20))).toBeNull();
  });
  it('parse(format(cents)) gives the cents back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        expect(parseEuros(formatEuros(cents))).toBe(cents);
      }),
    );
  });
});
