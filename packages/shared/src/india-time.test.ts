import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  indiaDate,
  indiaDateTime,
  indiaInstant,
  indiaLocal,
  indiaMonthStart,
  nextIndiaTimeOfDay,
} from './india-time.ts';

describe('India time', () => {
  it('reads an instant on India’s clock, which is UTC+05:30 all year', () => {
    const at = new Date('2026-12-01T20:00:00Z');
    expect(indiaDate(at)).toBe('2026-12-02');
    expect(indiaLocal(at)).toBe('2026-12-02T01:30');
    expect(indiaDateTime(at)).toBe('2026-12-02 01:30');
    // No daylight saving: the same offset in June.
    expect(indiaDateTime(new Date('2026-06-15T06:00:00Z'))).toBe('2026-06-15 11:30');
  });

  it('turns India wall-clock text into the instant, midnight by default', () => {
    expect(indiaInstant('2026-12-10').toISOString()).toBe('2026-12-09T18:30:00.000Z');
    expect(indiaInstant('2026-12-10', '09:30').toISOString()).toBe('2026-12-10T04:00:00.000Z');
    expect(indiaInstant('2026-12-10', '09:30:15').toISOString()).toBe('2026-12-10T04:00:15.000Z');
    expect(Number.isNaN(indiaInstant('2026-13-40').getTime())).toBe(true);
  });

  it('starts a month of India time at 18:30 UTC the day before, across years', () => {
    expect(indiaMonthStart(2026, 11).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(indiaMonthStart(2026, 12).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('finds the next time of day in India: today if still ahead, else tomorrow', () => {
    // 08:00 in India on 6 Dec.
    const now = new Date('2026-12-06T02:30:00Z');
    expect(nextIndiaTimeOfDay(now, '10:00').toISOString()).toBe('2026-12-06T04:30:00.000Z');
    expect(nextIndiaTimeOfDay(now, '08:00').toISOString()).toBe('2026-12-07T02:30:00.000Z');
    expect(nextIndiaTimeOfDay(now, '02:30').toISOString()).toBe('2026-12-06T21:00:00.000Z');
  });

  it('agrees with the calendar: local text and instant round-trip at every minute', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (raw) => {
          const at = new Date(Math.floor(raw.getTime() / 60_000) * 60_000);
          const [date, time] = indiaLocal(at).split('T') as [string, string];
          expect(date).toBe(indiaDate(at));
          expect(indiaInstant(date, time).getTime()).toBe(at.getTime());
          const next = nextIndiaTimeOfDay(at, time);
          expect(next.getTime() - at.getTime()).toBe(24 * 3_600_000);
        },
      ),
    );
  });
});
