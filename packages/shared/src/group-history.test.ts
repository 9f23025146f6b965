import { describe, expect, it } from 'vitest';
import { HISTORY_REASONS, historyReason } from './group-history.ts';

describe("a group's history reasons", () => {
  it('are stored and sent in the English API clients already read', () => {
    expect(historyReason('thresholdReached')).toBe('Reached 7 passengers');
    expect(historyReason('tooFewPaid')).toBe(
      'Fewer than 7 passengers paid before the payment deadline; payments refunded',
    );
    expect(
      historyReason('awaitingPayment', { airline: 'IndiGo', flight: '6E 201', fare: '₹5,000.00' }),
    ).toBe('Lowest bid selected: IndiGo 6E 201 at ₹5,000.00; awaiting payment');
    expect(historyReason('adminOverrideWithNote', { note: 'Route {closed}' })).toBe(
      'Admin override: Route {closed}',
    );
    expect(historyReason('adminOverride')).toBe(HISTORY_REASONS.adminOverride);
  });
});
