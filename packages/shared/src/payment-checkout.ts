import { z } from 'zod';
import {
  SANDBOX_CARD_DECLINED,
  SANDBOX_CARD_OK,
  SANDBOX_VPA_DECLINED,
  SANDBOX_VPA_OK,
  USE_TEST_CARD,
  normaliseCard,
  sandboxCheckoutBodySchema,
  vpaField,
} from './payments.ts';
import { msg } from './i18n.ts';

// The sandbox checkout page's form: a realistic card form whose number the sandbox
// decides on. Only the card number is sent; the other fields are checked as a checkout would.

export const NAME_ON_CARD_REQUIRED = msg('Enter the name on the card');
export const EXPIRY_INVALID = msg('Enter the expiry as MM/YY');
export const EXPIRY_PASSED = msg('This card has expired');
export const CVC_INVALID = msg('Enter the 3 or 4 digit security code');

/** A card number as people read it, in groups of four: '4111 1111 1111 1111'. */
export const groupCardDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The sandbox's test cards and what each does, as the checkout page lists them (`t(outcome)`). */
export const SANDBOX_TEST_CARDS = [
  { number: groupCardDigits(SANDBOX_CARD_OK), outcome: msg('Payment succeeds') },
  { number: groupCardDigits(SANDBOX_CARD_DECLINED), outcome: msg('Card is declined') },
] as const;

/** The sandbox's test VPAs and what each does, listed on the page as the test cards are. */
export const SANDBOX_TEST_VPAS = [
  { vpa: SANDBOX_VPA_OK, outcome: msg('Approved at once') },
  { vpa: SANDBOX_VPA_DECLINED, outcome: msg('Declined at once') },
] as const;

/** The sandbox's own merchant VPA, named in its QR code and `upi://pay` link (test mode). */
export const SANDBOX_MERCHANT_VPA = 'saath.sandbox@saath';

/**
 * The payee name (`pn`) of the `upi://pay` link: the merchant's name as registered with the bank,
 * which the payer's UPI app shows and checks against the VPA. A name, not a phrase: the same on
 * every page, whatever its language.
 */
export const UPI_PAYEE_NAME = 'Saath';

/**
 * The UPI deep link (NPCI's `upi://pay` intent) for an amount in paise: a phone opens the
 * payer's UPI app with it, and the QR code on wide screens holds the same text.
 */
export function upiPayUri(amountPaise: number, reference: string): string {
  const rupees = `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, '0')}`;
  const params = new URLSearchParams({
    pa: SANDBOX_MERCHANT_VPA,
    pn: UPI_PAYEE_NAME,
    am: rupees,
    cu: 'INR',
    tr: reference,
    tn: 'Saath group seats',
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

export const upiFormSchema = z.object({ vpa: vpaField });
export type UpiForm = z.input<typeof upiFormSchema>;

const cardShape = sandboxCheckoutBodySchema.shape.card_number;
// Only a well-formed number is told to use a test card (the shape's own words say the rest).
const isTestCardOrMalformed = (value: string) =>
  !cardShape.safeParse(value).success ||
  [SANDBOX_CARD_OK, SANDBOX_CARD_DECLINED].includes(normaliseCard(value));

// The slash may be missing ('1228', as typed on a phone's number pad or filled in by a browser).
const EXPIRY = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/;

/**
 * The expiry as it is typed: digits only, the slash put in after the month ('1228' -> '12/28').
 * A slash the traveller just deleted stays deleted until a third digit comes.
 */
export function formatExpiryInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 && typed.trim().endsWith('/') ? `${digits}/` : digits;
}

/** A card valid through the end of its expiry month (UTC is close enough for a form's check). */
function notPassed(value: string): boolean {
  const [, month, year] = EXPIRY.exec(value) ?? [];
  if (!month || !year) return true;
  const endOfMonth = Date.UTC(2000 + Number(year), Number(month), 1);
  return endOfMonth > Date.now();
}

export const checkoutFormSchema = z.object({
  name: z.string().trim().min(1, { error: NAME_ON_CARD_REQUIRED }).max(100),
  // The same words as the API's refusal of any other number (rule 9 of the house).
  card_number: cardShape.refine(isTestCardOrMalformed, { error: USE_TEST_CARD }),
  expiry: z
    .string()
    .trim()
    .regex(EXPIRY, { error: EXPIRY_INVALID })
    .refine(notPassed, { error: EXPIRY_PASSED }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { error: CVC_INVALID }),
});
export type CheckoutForm = z.input<typeof checkoutFormSchema>;
