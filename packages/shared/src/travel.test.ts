import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { indiaDate } from './india-time.ts';
import {
  CITY_CODES,
  addDays,
  alternativeWindow,
  cityLabel,
  destinationsFrom,
  isRouteAllowed,
  isTravelDateAllowed,
  minimumTravelDate,
  timeSlotLabel,
} from './travel.ts';

const city = fc.constantFrom(...CITY_CODES);

describe('routes', () => {
  it('connects every pair of cities other than Varanasi, both ways', () => {
    fc.assert(
      fc.property(city, city, (from, to) => {
        fc.pre(from !== 'VNS' && to !== 'VNS');
        expect(isRouteAllowed(from, to)).toBe(from !== to);
      }),
    );
  });

  it('serves Varanasi only from New Delhi, and from Varanasi to four cities', () => {
    expect(CITY_CODES.filter((c) => isRouteAllowed(c, 'VNS'))).toEqual(['DEL']);
    expect(destinationsFrom('VNS')).toEqual(['BOM', 'BLR', 'CCU', 'MAA']);
    expect(destinationsFrom('DEL')).toContain('VNS');
    expect(destinationsFrom('BOM')).not.toContain('VNS');
  });

  it('never allows a city to itself or an unknown code', () => {
    fc.assert(
      fc.property(city, (c) => {
        expect(isRouteAllowed(c, c)).toBe(false);
      }),
    );
    expect(isRouteAllowed('DEL', 'LHR')).toBe(false);
    expect(isRouteAllowed('del', 'BOM')).toBe(false);
  });

  it('destinations are exactly the allowed pairs', () => {
    fc.assert(
      fc.property(city, city, (from, to) => {
        expect(destinationsFrom(from).includes(to)).toBe(isRouteAllowed(from, to));
      }),
    );
  });

  it('labels cities and slots as the UI shows them', () => {
    expect(cityLabel('DEL')).toBe('New Delhi (DEL)');
    expect(timeSlotLabel('SLOT_16_20')).toBe('16:00-20:00');
  });
});

describe('dates in India time', () => {
  it('uses the Indian calendar day, not UTC', () => {
    // 20:00 UTC on 1 Dec is 01:30 on 2 Dec in India.
    expect(minimumTravelDate(new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-13');
    expect(minimumTravelDate(new Date('2026-12-01T18:00:00Z'))).toBe('2026-12-12');
  });

  it('allows exactly the dates at least 11 days ahead', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: -30, max: 60 }),
        (now, offset) => {
          const date = addDays(indiaDate(now), offset);
          expect(isTravelDateAllowed(date, now)).toBe(offset >= 11);
        },
      ),
    );
  });

  it('refuses impossible calendar dates', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isTravelDateAllowed('2027-02-30', now)).toBe(false);
    expect(isTravelDateAllowed('2027-2-3', now)).toBe(false);
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-27', 3)).toBe('2028-03-01');
    expect(alternativeWindow('2027-01-02')).toEqual({ from: '2026-12-30', to: '2027-01-05' });
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (n) => {
        expect(addDays(addDays('2027-06-15', n), -n)).toBe('2027-06-15');
      }),
    );
  });
});
