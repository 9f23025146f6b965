import { describe, expect, it } from 'vitest';
import {
  ALERT_MONTH_FORMAT,
  alertCreateSchema,
  monthBounds,
  nextMonthOf,
  parseCityPair,
  rangeDays,
  suggestAlerts,
} from './alerts.ts';

const NOW = new Date('2026-11-21T06:30:00.000Z'); // earliest bookable date: 2026-12-02

describe('route alerts: shared rules', () => {
  it.each([
    ['Delhi - Mumbai', { from: 'DEL', to: 'BOM' }],
    ['DEL to BOM', { from: 'DEL', to: 'BOM' }],
    ['Bangalore → Kochi', { from: 'BLR', to: 'COK' }],
    ['New Delhi (DEL) - Varanasi (VNS)', { from: 'DEL', to: 'VNS' }],
    ['Goa - Varanasi', null],
    ['Delhi', null],
    ['Paris - London', null],
    ['', null],
  ])('reads the profile pair %j', (text, expected) => {
    expect(parseCityPair(text)).toEqual(expected);
  });

  it('turns a month into its days, and a month name into its next bookable month', () => {
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(nextMonthOf('DECEMBER', NOW)).toBe('2026-12');
    expect(nextMonthOf('NOVEMBER', NOW)).toBe('2027-11');
    expect(rangeDays('2026-12-01', '2026-12-31')).toBe(31);
  });

  it('suggests each pair for each month, or the next 90 days without a month', () => {
    expect(
      suggestAlerts({ domestic_city_pair1: 'Pune - Goa', domestic_city_pair2: 'pune to goa' }, NOW),
    ).toEqual([
      {
        from_location: 'PNQ',
        to_location: 'GOI',
        month: null,
        date_from: '2026-12-02',
        date_to: '2027-03-01',
        source: 'Pune - Goa',
      },
    ]);
  });

  it('accepts a range or a month, never both or neither', () => {
    const route = { from_location: 'DEL', to_location: 'BOM' };
    expect(alertCreateSchema.safeParse({ ...route, month: '2027-01' }).success).toBe(true);
    expect(
      alertCreateSchema.safeParse({ ...route, date_from: '2027-01-01', date_to: '2027-01-02' })
        .success,
    ).toBe(true);
    expect(alertCreateSchema.safeParse(route).success).toBe(false);
    expect(
      alertCreateSchema.safeParse({ ...route, month: '2027-01', date_from: '2027-01-01' }).success,
    ).toBe(false);
    expect(alertCreateSchema.safeParse({ ...route, date_from: '2027-01-01' }).success).toBe(false);
  });

  it('refuses a month outside the years people travel in, with the month message', () => {
    const route = { from_location: 'DEL', to_location: 'BOM' };
    for (const month of ['0925-10', '9999-12', '2027-13', '27-01']) {
      const parsed = alertCreateSchema.safeParse({ ...route, month });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain(ALERT_MONTH_FORMAT);
    }
    expect(monthBounds('2099-12')).toEqual({ from: '2099-12-01', to: '2099-12-31' });
  });
});
