import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatReceiptNumber,
  gstInvoiceMissing,
  isGstin,
  receiptFileName,
  splitGst,
} from './receipts.ts';

describe('receipts', () => {
  it('numbers by Indian financial year, which turns at midnight IST on 1 April', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
    expect(formatReceiptNumber('2026-27', 42)).toBe('SAATH/2026-27/000042');
    expect(receiptFileName('SAATH/2026-27/000042')).toBe('saath-receipt-SAATH-2026-27-000042.pdf');
  });

  it('splits GST into halves that add up to the paisa within a state, IGST across states', () => {
    expect(splitGst(4_501, '29AAACS1234K1Z1', '29ABCDE1234F1Z5')).toEqual({
      kind: 'CGST_SGST',
      cgst: 2_251,
      sgst: 2_250,
    });
    expect(splitGst(4_501, '29AAACS1234K1Z1', '27ABCDE1234F1Z5')).toEqual({
      kind: 'IGST',
      igst: 4_501,
    });
  });

  it('checks GSTINs and says what a tax invoice still needs', () => {
    expect(isGstin('29ABCDE1234F1Z5')).toBe(true);
    expect(isGstin('29ABCDE1234F1Y5')).toBe(false);
    expect(isGstin('40ABCDE1234F1Z5')).toBe(false); // no such state code
    expect(gstInvoiceMissing({ gst_invoice_requirement: 'NO' })).toEqual([]);
    expect(gstInvoiceMissing({ gst_invoice_requirement: 'YES', gstin: '29ABCDE1234F1Z5' })).toEqual(
      ['Business name (as registered for GST)'],
    );
  });
});
