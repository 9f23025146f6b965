import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupIndianDigits } from './indian-grouping.ts';

describe('groupIndianDigits', () => {
  it('groups the way an Indian reader writes numbers', () => {
    expect(groupIndianDigits(0)).toBe('0');
    expect(groupIndianDigits(999)).toBe('999');
    expect(groupIndianDigits(2000)).toBe('2,000');
    expect(groupIndianDigits(123456)).toBe('1,23,456');
    expect(groupIndianDigits(12345678)).toBe('1,23,45,678');
    expect(groupIndianDigits(-1500)).toBe('-1,500');
  });

  it('agrees with Intl en-IN on every safe integer', () => {
    const intl = new Intl.NumberFormat('en-IN');
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.maxSafeInteger()),
        (value) => groupIndianDigits(value) === intl.format(value),
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses what is not a whole number rather than printing it wrongly', () => {
    for (const value of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => groupIndianDigits(value)).toThrow(RangeError);
    }
  });
});
