import { loadScript } from './load-script.ts';

// Razorpay Checkout (ADR 0022): its script is loaded only when a payment's checkout is
// Razorpay's, never on other pages or with the sandbox. The API's CSP allows it only then.
const SCRIPT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Checkout's handler receives on a successful payment. */
export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  order_id: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
  theme?: { color?: string };
};

type RazorpayCheckout = new (options: RazorpayOptions) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayCheckout;
  }
}

const loadRazorpay = () => loadScript(SCRIPT_SRC, () => window.Razorpay);

export type RazorpayOrder = {
  key_id: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
};

/**
 * Opens Checkout for an order; resolves with what its handler receives, or null when the
 * member closes it without paying. Rejects when the script cannot be loaded.
 */
export async function payWithRazorpay(
  order: RazorpayOrder,
  extra: { description?: string; prefill?: RazorpayOptions['prefill'] } = {},
): Promise<RazorpaySuccess | null> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    new Razorpay({
      key: order.key_id,
      amount: order.amount,
      currency: order.currency,
      name: order.name,
      order_id: order.order_id,
      ...extra,
      handler: resolve,
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
