import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feeWaiversText,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTimeLeft,
  formatTimeRange,
} from './format.ts';
import { loadTexts } from './i18n.tsx';

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

describe('formatTimeLeft', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  it('says days and hours, hours and minutes, or minutes, rounding up', () => {
    expect(formatTimeLeft('2026-12-03T04:30:00Z', now)).toBe('2 d 4 h');
    expect(formatTimeLeft('2026-12-01T05:12:00Z', now)).toBe('5 h 12 min');
    expect(formatTimeLeft('2026-12-01T00:02:01Z', now)).toBe('3 min');
  });
  it('is null once the deadline has passed', () => {
    expect(formatTimeLeft('2026-11-30T23:59:00Z', now)).toBeNull();
    expect(formatTimeLeft('not a date', now)).toBeNull();
  });
});

describe('feeWaiversText', () => {
  it('counts the waivers in words', () => {
    expect(feeWaiversText(0)).toBe('No ticketing-fee waivers');
    expect(feeWaiversText(1)).toBe('1 ticketing-fee waiver');
    expect(feeWaiversText(3)).toBe('3 ticketing-fee waivers');
  });
});

describe('in Hindi', () => {
  beforeAll(() => loadTexts('app', 'hi'));
  afterAll(() => loadTexts('app', 'en'));

  it('formats dates and times in hi-IN, still in India time and Western digits', () => {
    expect(formatLongDate('2026-12-12')).toBe('शनि, 12 दिस॰ 2026');
    expect(formatDate('2026-04-02')).toBe('2 अप्रैल 2026');
    expect(formatDateTime('2026-01-15T20:00:00Z')).toBe('शुक्र, 16 जन॰ 2026, रात 1:30');
  });

  it('says the words around them in Hindi', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    expect(formatTimeLeft('2026-12-03T04:30:00Z', now)).toBe('2 दिन 4 घंटे');
    expect(formatTimeLeft('2026-12-01T00:02:01Z', now)).toBe('3 मिनट');
    expect(feeWaiversText(0)).toBe('टिकटिंग शुल्क में कोई छूट नहीं');
    expect(feeWaiversText(2)).toBe('2 टिकटिंग शुल्क छूट');
    expect(formatTimeRange('2026-01-15T04:35:00Z', null)).toBe('प्रस्थान सुबह 10:05');
  });
});
