import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAPTURED_STATUSES,
  MIN_CHARGE_PAISE,
  PAID_STATUSES,
  PAYMENT_STAGE_STATUSES,
  creditsApplicable,
  isPaid,
  leftToRefund,
  paymentWindowOpen,
  shareOf,
  ticketsOfPayment,
  wasCaptured,
} from './payment-rules.ts';
import { PAYMENT_STATUSES } from './payments.ts';

describe('payment statuses', () => {
  it('a paid share is PAID or PARTIALLY_REFUNDED, nothing else', () => {
    expect(PAYMENT_STATUSES.filter(isPaid)).toEqual(['PAID', 'PARTIALLY_REFUNDED']);
    expect([...PAID_STATUSES].sort()).toEqual(['PAID', 'PARTIALLY_REFUNDED']);
  });

  it('money was captured on paid, partly and wholly refunded payments, never on open or failed ones', () => {
    expect(PAYMENT_STATUSES.filter(wasCaptured).sort()).toEqual([
      'PAID',
      'PARTIALLY_REFUNDED',
      'REFUNDED',
    ]);
    expect(wasCaptured('CREATED')).toBe(false);
    expect(wasCaptured('FAILED')).toBe(false);
    expect([...CAPTURED_STATUSES].sort()).toEqual(PAYMENT_STATUSES.filter(wasCaptured).sort());
  });

  it('a wholly refunded payment was captured but holds no paid share', () => {
    expect(wasCaptured('REFUNDED')).toBe(true);
    expect(isPaid('REFUNDED')).toBe(false);
  });

  it('unknown text is neither', () => {
    expect(isPaid('paid')).toBe(false);
    expect(wasCaptured('')).toBe(false);
  });
});

describe('leftToRefund', () => {
  it('is what was taken less what was refunded', () => {
    expect(leftToRefund({ amount: 928_500, refunded: 0 })).toBe(928_500);
    expect(leftToRefund({ amount: 928_500, refunded: 80_000 })).toBe(848_500);
    expect(leftToRefund({ amount: 928_500, refunded: 928_500 })).toBe(0);
  });

  it('counts what pending refund requests already claim', () => {
    expect(leftToRefund({ amount: 100_000, refunded: 10_000, pendingClaims: 80_000 })).toBe(10_000);
  });

  it('is never below zero', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (amount, refunded, pendingClaims) => {
        const left = leftToRefund({ amount, refunded, pendingClaims });
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBe(Math.max(0, amount - refunded - pendingClaims));
      }),
    );
  });
});

describe('paymentWindowOpen', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const later = new Date(now.getTime() + 1);
  const group = (status: string, paymentDeadline: Date | null) => ({ status, paymentDeadline });

  it('is open while the group awaits payment and its deadline is ahead', () => {
    expect(paymentWindowOpen(group('READY_FOR_BOOKING', later), now)).toBe(true);
  });

  it('is closed at the deadline itself, whether or not the sweeper has run', () => {
    expect(paymentWindowOpen(group('READY_FOR_BOOKING', now), now)).toBe(false);
    expect(paymentWindowOpen(group('READY_FOR_BOOKING', new Date(0)), now)).toBe(false);
  });

  it('is closed with no deadline or in any other status', () => {
    expect(paymentWindowOpen(group('READY_FOR_BOOKING', null), now)).toBe(false);
    for (const status of ['RFQ_SENT', 'BOOKED', 'CANCELLED', 'DISABLED'])
      expect(paymentWindowOpen(group(status, later), now)).toBe(false);
  });

  it('awaiting payment is one of the payment stage statuses', () => {
    expect(PAYMENT_STAGE_STATUSES).toContain('READY_FOR_BOOKING');
    expect(PAYMENT_STAGE_STATUSES).not.toContain('RFQ_SENT');
  });
});

describe('shareOf', () => {
  it('prices the documented example: ₹4,500, two passengers, one waiver, ₹10 of credit', () => {
    const share = shareOf({
      pricePerTicket: 450_000,
      passengers: 2,
      memberNumber: 2_345,
      feeWaivers: 1,
      creditBalance: 1_000,
      applyCredits: true,
    });
    expect(share).toMatchObject({
      fare: 900_000,
      fee: 25_000,
      gst: 4_500,
      creditsApplied: 1_000,
      amountDue: 928_500,
      waiversUsed: 1,
    });
    expect(share.tickets.map((t) => t.fare + t.fee + t.gst - t.credits)).toEqual([
      449_000, 479_500,
    ]);
  });

  it('charges no fee to members 1 to 2,000 and uses none of their waivers', () => {
    const share = shareOf({
      pricePerTicket: 300_000,
      passengers: 3,
      memberNumber: 2_000,
      feeWaivers: 5,
      creditBalance: 0,
      applyCredits: false,
    });
    expect(share).toMatchObject({ fee: 0, gst: 0, waiversUsed: 0, amountDue: 900_000 });
  });

  it('never lets credits bring a share below the smallest charge', () => {
    expect(creditsApplicable(10_000, 50_000)).toBe(10_000 - MIN_CHARGE_PAISE);
    expect(creditsApplicable(50, 1_000)).toBe(0);
    const share = shareOf({
      pricePerTicket: 1_000,
      passengers: 1,
      memberNumber: 1,
      feeWaivers: 0,
      creditBalance: 1_000_000,
      applyCredits: true,
    });
    expect(share.amountDue).toBe(MIN_CHARGE_PAISE);
  });

  it('adds up: due = fare + fee + GST − credits, and the tickets sum to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.nat({ max: 20 }),
        fc.nat({ max: 100_000 }),
        fc.boolean(),
        (pricePerTicket, passengers, memberNumber, feeWaivers, creditBalance, applyCredits) => {
          const s = shareOf({
            pricePerTicket,
            passengers,
            memberNumber,
            feeWaivers,
            creditBalance,
            applyCredits,
          });
          expect(s.amountDue).toBe(s.fare + s.fee + s.gst - s.creditsApplied);
          const gross = s.fare + s.fee + s.gst;
          expect(s.amountDue).toBeGreaterThanOrEqual(Math.min(MIN_CHARGE_PAISE, gross));
          expect(s.tickets.reduce((n, t) => n + t.fare + t.fee + t.gst - t.credits, 0)).toBe(
            s.amountDue,
          );
          // A stored payment prices its tickets as its share did.
          expect(
            ticketsOfPayment({
              farePaise: s.fare,
              feePaise: s.fee,
              passengers,
              waiversUsed: s.waiversUsed,
              creditsPaise: s.creditsApplied,
            }),
          ).toEqual(s.tickets);
        },
      ),
    );
  });
});
