// Payment receipts and GST tax invoices (ADR 0023). Pure rules, shared by the API (which
// numbers and draws them) and the web (which says what a tax invoice still needs).

import { formatMessage, msg, type Message, type MessageValues } from './i18n.ts';
import { indiaDate } from './india-time.ts';

/** Goods and Services Tax Identification Number: state code, PAN, entity, 'Z', check. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_MESSAGE = msg('Enter a valid 15-character GSTIN, e.g. 29ABCDE1234F1Z5');
export const GST_BUSINESS_NAME_LABEL = msg('Business name (as registered for GST)');
export const GSTIN_LABEL = 'GSTIN';

/** The state codes GSTINs begin with (CBIC's list), for the place of supply. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** A GSTIN of the right shape whose state code exists. */
export const isGstin = (value: string) =>
  GSTIN_PATTERN.test(value) && value.slice(0, 2) in GST_STATES;

/** '29' and 'Karnataka' for a Karnataka GSTIN. */
export function stateOfGstin(gstin: string): { code: string; name: string } {
  const code = gstin.slice(0, 2);
  return { code, name: GST_STATES[code] ?? code };
}

/**
 * SAC of what GST is charged on: the ticketing fee, a reservation service for transportation
 * (heading 9985). The air fare is collected for the airline and carries no GST of ours.
 */
export const RECEIPT_SAC = '998551';

/**
 * India's financial year (1 April to 31 March, Indian time) of a moment: '2026-27'. Invoice
 * series restart with each.
 */
export function financialYearOf(at: Date): string {
  const [year, month] = indiaDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** What comes before a financial year's numbers: 'SAATH/2026-27/'. */
export const receiptSeriesOf = (financialYear: string) => `SAATH/${financialYear}/`;
/** The numbers are zero-padded to this many digits (longer ones are written in full). */
export const RECEIPT_NUMBER_DIGITS = 6;

/**
 * 'SAATH/2026-27/000001': the series prefix, the financial year, the number in it. The API's
 * capture writes the same form in SQL from `receiptSeriesOf` and `RECEIPT_NUMBER_DIGITS`.
 */
export const formatReceiptNumber = (financialYear: string, n: number) =>
  `${receiptSeriesOf(financialYear)}${String(n).padStart(RECEIPT_NUMBER_DIGITS, '0')}`;

/** The file a receipt downloads as: 'saath-receipt-SAATH-2026-27-000001.pdf'. */
export const receiptFileName = (receiptNumber: string) =>
  `saath-receipt-${receiptNumber.replaceAll('/', '-')}.pdf`;

export type GstSplit =
  { kind: 'IGST'; igst: number } | { kind: 'CGST_SGST'; cgst: number; sgst: number };

/**
 * The GST of a supply within one state is half central, half state tax; between states it is
 * integrated tax. Halves of an odd number of paise: the central half takes the extra paisa, so
 * the two always add up to the GST charged.
 */
export function splitGst(
  gstPaise: number,
  supplierGstin: string,
  recipientGstin: string,
): GstSplit {
  if (supplierGstin.slice(0, 2) !== recipientGstin.slice(0, 2))
    return { kind: 'IGST', igst: gstPaise };
  const cgst = Math.ceil(gstPaise / 2);
  return { kind: 'CGST_SGST', cgst, sgst: gstPaise - cgst };
}

// ---- texts ---------------------------------------------------------------------------------------

export const RECEIPT_NOT_AVAILABLE = msg(
  'A receipt is issued once the payment has been received; this payment has not been',
);

export const RECEIPT_DOWNLOAD_LABEL = msg('Download receipt');
export const RECEIPT_DOWNLOAD_FAILED = msg(
  'Failed to download the receipt. Please try again later.',
);

export const GST_INVOICE_HINT = msg(
  'With your GSTIN and registered business name, your payment receipts are GST tax invoices.',
);

/** What a profile asking for GST invoices still lacks before receipts can be tax invoices. */
export function gstInvoiceMissing(profile: {
  gst_invoice_requirement?: string | null;
  gstin?: string | null;
  gst_business_name?: string | null;
}): string[] {
  if (profile.gst_invoice_requirement !== 'YES') return [];
  const missing: string[] = [];
  if (!profile.gstin) missing.push(GSTIN_LABEL);
  if (!profile.gst_business_name?.trim()) missing.push(GST_BUSINESS_NAME_LABEL);
  return missing;
}

export const gstInvoiceMissingMessage = (missing: string[]) => {
  const { text, values } = gstInvoiceMissingTemplate(missing);
  return formatMessage('en', text, values);
};

// One sentence per case (gstInvoiceMissing lists the GSTIN first, then the business name), so a
// translation words each whole.
export const GST_INVOICE_MISSING = msg(
  '{missing, select, both {Add your GSTIN and business name (as registered for GST) to get GST tax invoices; until then your receipts are plain receipts.} gstin {Add your GSTIN to get GST tax invoices; until then your receipts are plain receipts.} other {Add your business name (as registered for GST) to get GST tax invoices; until then your receipts are plain receipts.}}',
);
/** gstInvoiceMissingMessage as a template and its values, for the web's `t(text, values)`. */
export function gstInvoiceMissingTemplate(missing: string[]): {
  text: Message;
  values: MessageValues;
} {
  const gstin = missing.includes(GSTIN_LABEL);
  const name = missing.includes(GST_BUSINESS_NAME_LABEL);
  return {
    text: GST_INVOICE_MISSING,
    values: { missing: gstin && name ? 'both' : gstin ? 'gstin' : 'name' },
  };
}
