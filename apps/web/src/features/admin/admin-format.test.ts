import { describe, expect, it } from 'vitest';
import {
  auditDetail,
  formatAverage,
  formatRate,
  formatRelativeTime,
  replyMailto,
  routeBars,
  shortId,
  statusSlices,
} from './admin-format.ts';

describe('admin formatting ("Admin dashboard")', () => {
  it('audit details: amounts kept in paise read in ₹, other values as they are', () => {
    expect(auditDetail('amount', 80_000)).toEqual({ label: 'amount', text: '₹800.00' });
    expect(auditDetail('price_per_ticket', 425_050)).toEqual({
      label: 'price per ticket',
      text: '₹4,250.50',
    });
    expect(auditDetail('credit_paise_each', 1000)).toEqual({
      label: 'credit each',
      text: '₹10.00',
    });
    expect(auditDetail('refund_paise', 500)).toEqual({ label: 'refund', text: '₹5.00' });
    expect(auditDetail('tickets_issued', 7)).toEqual({ label: 'tickets issued', text: '7' });
    expect(auditDetail('payment_id', 'p-1')).toEqual({ label: 'payment id', text: 'p-1' });
  });

  it('pie slices: lower-cased, underscores to spaces, zero counts left out', () => {
    expect(
      statusSlices({
        PENDING: 4,
        ACTIVE: 0,
        THRESHOLD_MET: 0,
        RFQ_SENT: 2,
        READY_FOR_BOOKING: 1,
        BOOKED: 0,
        DISABLED: 3,
        CANCELLED: 0,
      }),
    ).toEqual([
      { status: 'PENDING', name: 'pending', value: 4 },
      { status: 'RFQ_SENT', name: 'rfq sent', value: 2 },
      { status: 'READY_FOR_BOOKING', name: 'ready for booking', value: 1 },
      { status: 'DISABLED', name: 'disabled', value: 3 },
    ]);
    expect(statusSlices(null)).toEqual([]);
  });

  it('route bars are named FROM-TO', () => {
    expect(routeBars([{ from_location: 'DEL', to_location: 'BOM', count: 9 }])).toEqual([
      { route: 'DEL-BOM', groups: 9 },
    ]);
  });

  it('average with one decimal, rate as a percentage with one decimal, N/A when missing', () => {
    expect(formatAverage(3.456)).toBe('3.5');
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(null)).toBe('N/A');
    expect(formatRate(2 / 3)).toBe('66.7%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(1)).toBe('100.0%');
    expect(formatRate(null)).toBe('N/A');
  });

  it('user ids: the first 8 characters plus ...', () => {
    expect(shortId('0b6f2c1e-4d5a-4c1b-9a7e-1f2d3c4b5a60')).toBe('0b6f2c1e...');
    expect(shortId('short')).toBe('short');
  });

  it('relative times read like "5 minutes ago"', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(formatRelativeTime('2026-06-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-06-01T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-05-31T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-05-20T12:00:00Z', now)).toBe('2 weeks ago');
    expect(formatRelativeTime('2026-06-01T12:00:00Z', now)).toBe('now');
    expect(formatRelativeTime('not a date', now)).toBe('not a date');
  });

  it("reply links prefix the subject with 'Re:' and URL-encode it", () => {
    expect(replyMailto('neha@example.in', 'Refund & dates?')).toBe(
      'mailto:neha@example.in?subject=Re%3A%20Refund%20%26%20dates%3F',
    );
  });
});
