import { msg, type Message } from '@saath/shared/i18n';
import type { PaymentStatus } from '@saath/shared/payments';
import { t } from '../../lib/i18n.tsx';

// Screen texts of the payment pages that only the web shows; the API's own words
// (declined, received, the test-card rule) live in the shared package's payments.ts. Marked
// with msg() for the catalog checker, shown with t() in the page's language.
export const PAYMENT_NOT_FOUND = msg(
  'This payment does not exist, or it is not yours. Open your group to pay your share.',
);
export const PAYMENT_LOAD_FAILED = msg('Failed to load the payment. Please try again later.');
export const CHECKOUT_FAILED = msg('The payment could not be completed. Please try again.');

export const RAZORPAY_CONFIRMING = msg(
  'Razorpay is confirming your payment. It shows as paid on your group page within a few minutes; you do not need to pay again.',
);

const CLOSED: Readonly<Record<PaymentStatus, Message>> = {
  CREATED: msg('This payment is waiting for a card.'),
  PAID: msg('This payment has already been made.'),
  FAILED: msg('This payment was declined. Start a new one from your group to try again.'),
  REFUNDED: msg('This payment was refunded.'),
  PARTIALLY_REFUNDED: msg('This payment was partly refunded.'),
};

/**
 * Why a payment's checkout takes no card: it is no longer waiting for one. In the page's
 * language, so call it when rendering.
 */
export const paymentClosedText = (status: PaymentStatus) => t(CLOSED[status]);
