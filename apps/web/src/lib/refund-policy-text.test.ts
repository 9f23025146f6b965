import { REFUND_POLICY, REFUND_POLICY_SUMMARY } from '@saath/shared/refund-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from './i18n.tsx';
import {
  refundClaimWindowText,
  refundNoneText,
  refundPolicySummaryText,
  refundProcessingText,
  refundReasonsText,
} from './refund-policy-text.ts';

describe('the refund policy in the page language', () => {
  it('says in English exactly what the shared policy says', () => {
    expect(refundReasonsText()).toBe(REFUND_POLICY.reasons);
    expect(refundClaimWindowText()).toBe(REFUND_POLICY.claimWindow);
    expect(refundProcessingText()).toBe(REFUND_POLICY.processing);
    expect(refundNoneText()).toBe(REFUND_POLICY.none);
    expect(refundPolicySummaryText()).toBe(REFUND_POLICY_SUMMARY);
  });

  describe('in Hindi', () => {
    beforeAll(() => loadTexts('app', 'hi'));
    afterAll(() => loadTexts('app', 'en'));

    it('keeps the figures and leaves no English', () => {
      const summary = refundPolicySummaryText();
      expect(summary).toContain('₹800');
      expect(summary).toContain('72 घंटे');
      expect(summary).toContain('7 से 10 कामकाजी दिनों');
      expect(summary).not.toMatch(/[A-Za-z]{3,}/);
    });
  });
});
