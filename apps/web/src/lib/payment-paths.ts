// The pages of the /pay area (app/pay-routes.tsx); the group page opens the result
// after Razorpay Checkout. Kept out of lib/paths.ts, which is on every page's first load.

/** The sandbox provider's checkout of one payment, /pay/{paymentId}. */
export const payPath = (paymentId: string) => `/pay/${encodeURIComponent(paymentId)}`;

/** What became of a payment, /pay/{paymentId}/result. */
export const payResultPath = (paymentId: string) => `${payPath(paymentId)}/result`;
