import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate } from './format.ts';

describe('date formatting (India time)', () => {
  it('shows travel dates long with the weekday', () => {
    expect(formatLongDate('2026-12-12')).toBe('Sat, 12 Dec 2026');
    expect(formatLongDate('not a date')).toBe('not a date');
  });

  it('shows timestamps in India time whatever their offset', () => {
    expect(formatDateTime('2026-01-15T04:35:00Z')).toBe('Thu, 15 Jan 2026, 10:05 am');
    // 20:00 UTC is already the next day in India.
    expect(formatDateTime('2026-01-15T20:00:00Z')).toBe('Fri, 16 Jan 2026, 1:30 am');
  });
});
