import type { PaymentStatus } from '@saath/shared/payments';

// Screen texts of the payment pages that only the web shows; the API's own words
// (declined, received, the test-card rule) live in the shared package's payments.ts.
export const PAYMENT_NOT_FOUND =
  'This payment does not exist, or it is not yours. Open your group to pay your share.';
export const PAYMENT_LOAD_FAILED = 'Failed to load the payment. Please try again later.';
export const CHECKOUT_FAILED = 'The payment could not be completed. Please try again.';

export const RAZORPAY_CONFIRMING =
  'Razorpay is confirming your payment. It shows as paid on your group page within a few minutes; you do not need to pay again.';

const CLOSED: Readonly<Record<PaymentStatus, string>> = {
  CREATED: 'This payment is waiting for a card.',
  PAID: 'This payment has already been made.',
  FAILED: 'This payment was declined. Start a new one from your group to try again.',
  REFUNDED: 'This payment was refunded.',
  PARTIALLY_REFUNDED: 'This payment was partly refunded.',
};

/** Why a payment's checkout takes no card: it is no longer waiting for one. */
export const paymentClosedText = (status: PaymentStatus) => CLOSED[status];
