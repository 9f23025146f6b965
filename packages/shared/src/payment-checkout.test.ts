import { describe, expect, it } from 'vitest';
import {
  checkoutFormSchema,
  CVC_INVALID,
  EXPIRY_INVALID,
  formatExpiryInput,
  EXPIRY_PASSED,
  SANDBOX_MERCHANT_VPA,
  upiPayUri,
} from './payment-checkout.ts';
import { USE_TEST_CARD, sandboxCheckoutBodySchema } from './payments.ts';

const valid = {
  name: 'Asha Verma',
  card_number: '4111 1111 1111 1111',
  expiry: '12/39',
  cvc: '123',
};
const messages = (value: unknown) => {
  const parsed = checkoutFormSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('sandbox checkout form', () => {
  it('takes both test cards, with or without spaces', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, card_number: '4000000000000002' })).toEqual([]);
  });

  it('refuses any other number with the words the API uses', () => {
    expect(messages({ ...valid, card_number: '5555 5555 5555 4444' })).toEqual([
      `card_number: ${USE_TEST_CARD}`,
    ]);
    // A malformed number gets the API's own words for its shape, not the test-card hint.
    expect(messages({ ...valid, card_number: '4111-1111' })).toEqual([
      'card_number: Card number must be digits (spaces allowed)',
      'card_number: Card number must have 12 to 19 digits',
    ]);
  });

  it('takes an expiry typed without its slash, and formats it while typing', () => {
    expect(messages({ ...valid, expiry: '1239' })).toEqual([]);
    expect(formatExpiryInput('1228')).toBe('12/28');
    expect(formatExpiryInput('12 / 2')).toBe('12/2');
    expect(formatExpiryInput('12/')).toBe('12/');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('1a2b2c8d9')).toBe('12/28');
  });

  it('checks the expiry, security code and name as a checkout would', () => {
    expect(messages({ ...valid, expiry: '13/30', cvc: '12', name: ' ' })).toEqual([
      'name: Enter the name on the card',
      `expiry: ${EXPIRY_INVALID}`,
      `cvc: ${CVC_INVALID}`,
    ]);
    expect(messages({ ...valid, expiry: '01/20' })).toEqual([`expiry: ${EXPIRY_PASSED}`]);
  });

  it('the API body takes any card-shaped number (the sandbox decides on it)', () => {
    expect(
      sandboxCheckoutBodySchema.safeParse({ card_number: '5555 5555 5555 4444' }).success,
    ).toBe(true);
    expect(sandboxCheckoutBodySchema.safeParse({ card_number: 'abcd' }).success).toBe(false);
  });
});

describe('the upi://pay link', () => {
  it('names the registered merchant as payee, with the amount in rupees and the reference', () => {
    const link = upiPayUri(450_005, 'pay-1');
    expect(link.startsWith('upi://pay?')).toBe(true);
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(params.get('pn')).toBe('Saath');
    expect(params.get('pa')).toBe(SANDBOX_MERCHANT_VPA);
    expect(params.get('am')).toBe('4500.05');
    expect(params.get('cu')).toBe('INR');
    expect(params.get('tr')).toBe('pay-1');
    // Spaces as %20: some UPI apps show a '+' literally.
    expect(link).not.toContain('+');
  });
});
