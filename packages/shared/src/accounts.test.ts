import { describe, expect, it } from 'vitest';
import { creditReasonMessage, creditReasonText } from './accounts.ts';
import hindi from './hi.ts';
import { formatMessage, type Catalog } from './i18n.ts';

const inHindi = (entry: Parameters<typeof creditReasonMessage>[0]) => {
  const { text, values } = creditReasonMessage(entry);
  return formatMessage('hi', (hindi as Catalog)[text] ?? text, values);
};

describe('why a credit entry exists, in a traveller’s words', () => {
  it('names the group when its number is known, and reads whole without it', () => {
    const failed = { reason: 'GROUP_DISABLED', amount: 1000 };
    expect(creditReasonText({ ...failed, rfq_number: 'RFQ-2026-000123' })).toBe(
      'Your group RFQ-2026-000123 did not reach 7 passengers in 24 hours',
    );
    expect(creditReasonText({ ...failed, rfq_number: null })).toBe(
      'Your group did not reach 7 passengers in 24 hours',
    );
    expect(creditReasonText({ reason: 'GROUP_DISABLED', amount: 0, rfq_number: null })).toBe(
      'Your group was closed by the Saath team',
    );
    expect(creditReasonText({ reason: 'GROUP_CANCELLED', amount: 0, rfq_number: null })).toBe(
      'Your group closed without a booking',
    );
  });

  it('reads as Hindi sentences, with or without the number', () => {
    expect(inHindi({ reason: 'GROUP_DISABLED', amount: 1000, rfq_number: null })).toBe(
      'आपका एक ग्रुप 24 घंटे में 7 यात्रियों तक नहीं पहुँचा',
    );
    expect(inHindi({ reason: 'GROUP_DISABLED', amount: 0, rfq_number: 'RFQ-1' })).toBe(
      'आपके ग्रुप RFQ-1 को Saath टीम ने बंद कर दिया',
    );
    expect(inHindi({ reason: 'GROUP_CANCELLED', amount: 0, rfq_number: null })).toBe(
      'आपका एक ग्रुप बिना बुकिंग के बंद हुआ',
    );
  });
});
