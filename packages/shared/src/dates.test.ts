import { describe, expect, it } from 'vitest';
import { formatInstantIst, formatTravelDate } from './dates.ts';

describe('travel dates in words', () => {
  it('reads a stored date with its weekday, in India', () => {
    expect(formatTravelDate('2026-12-11')).toBe('Fri, 11 Dec 2026');
    expect(formatTravelDate('2027-01-01')).toBe('Fri, 1 Jan 2027');
  });
  it('leaves anything that is not a date alone', () => {
    expect(formatTravelDate('soon')).toBe('soon');
    expect(formatTravelDate('2026-13-45')).toBe('2026-13-45');
  });
});

describe('moments in India time', () => {
  it('reads an instant with its weekday, date and time in IST', () => {
    expect(formatInstantIst(new Date('2026-12-01T06:30:00.000Z'))).toBe(
      'Tue, 1 Dec 2026, 12:00 pm IST',
    );
    // 20:00 UTC is the next morning in India.
    expect(formatInstantIst(new Date('2026-12-10T20:00:00.000Z'))).toBe(
      'Fri, 11 Dec 2026, 1:30 am IST',
    );
  });
});
