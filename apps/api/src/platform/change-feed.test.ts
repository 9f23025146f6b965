import { describe, expect, it } from 'vitest';
import { parseChange } from './change-feed.ts';

describe('parseChange', () => {
  it("reads a payment's notice (migration 0034) as its payer's and its own id", () => {
    expect(parseChange('p|7d0f1d3e-user|9a2b-payment')).toEqual({
      kind: 'payment',
      userId: '7d0f1d3e-user',
      paymentId: '9a2b-payment',
    });
  });

  it('refuses a payment notice of another shape (the feed then resets its listeners)', () => {
    expect(parseChange('p|only-one-part')).toBeNull();
    expect(parseChange('p|a|b|c')).toBeNull();
  });
});
