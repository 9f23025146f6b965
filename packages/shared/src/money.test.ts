import { describe, expect, it } from 'vitest';
import { REFUND_AMOUNT_PAISE, REFUND_CLAIM_WINDOW_HOURS } from './constants.ts';
import { formatAmountInText, formatPaise, paiseToDecimalRupees, rupeesToPaise } from './money.ts';
import { REFUND_POLICY, REFUND_POLICY_SUMMARY } from './refund-policy.ts';
import { CANCELLATION_POLICY } from './tickets.ts';

describe('money', () => {
  it('shows data amounts with paise and Indian grouping', () => {
    expect(formatPaise(450_000)).toBe('₹4,500.00');
    expect(formatPaise(12_345_678)).toBe('₹1,23,456.78');
    expect(formatPaise(0)).toBe('₹0.00');
  });

  it('shows amounts in prose without empty paise, and with real ones', () => {
    expect(formatAmountInText(80_000)).toBe('₹800');
    expect(formatAmountInText(150_000_000)).toBe('₹15,00,000');
    expect(formatAmountInText(29_500)).toBe('₹295');
    expect(formatAmountInText(250)).toBe('₹2.50');
  });

  it('turns typed rupees into integer paise', () => {
    expect(rupeesToPaise(4999.5)).toBe(499_950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('writes paise as exact decimal rupees for data exports', () => {
    expect(paiseToDecimalRupees(450_005)).toBe('4500.05');
    expect(paiseToDecimalRupees(12_345_678)).toBe('123456.78');
    expect(paiseToDecimalRupees(7)).toBe('0.07');
    expect(paiseToDecimalRupees(0)).toBe('0.00');
    expect(paiseToDecimalRupees(-250)).toBe('-2.50');
    // Beyond what a float of rupees holds exactly.
    expect(paiseToDecimalRupees(9_007_199_254_740_991)).toBe('90071992547409.91');
    expect(() => paiseToDecimalRupees(12.5)).toThrow(RangeError);
  });
});

describe('the refund policy', () => {
  it('is worded from the constants, the same wherever it is shown', () => {
    expect(REFUND_POLICY.amount).toBe(formatAmountInText(REFUND_AMOUNT_PAISE));
    expect(REFUND_POLICY_SUMMARY).toBe(
      'A refund of ₹800 is given for medical reasons, a death in the family, job loss or a ' +
        'natural disaster, with proof, when you tell us within 72 hours of the event or of ' +
        'departure, whichever is earlier. Refunds are processed in 7 to 10 working days.',
    );
    expect(REFUND_POLICY.claimWindow).toContain(`${REFUND_CLAIM_WINDOW_HOURS} hours`);
    for (const part of [REFUND_POLICY.amount, REFUND_POLICY.processing, REFUND_POLICY.none])
      expect(CANCELLATION_POLICY).toContain(part);
  });
});
