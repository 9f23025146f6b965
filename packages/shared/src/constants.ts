// docs/product/lifecycle.md and docs/product/money.md ("The numbers"): the business numbers,
// in a leaf module that imports nothing, so marketing pages can quote them without loading the
// zod schemas of travel.ts and tickets.ts (which re-export them).

/** docs/product/lifecycle.md: reaching it triggers the RFQ. */
export const GROUP_THRESHOLD = 7;
/** docs/product/lifecycle.md: a join that would exceed it is refused. */
export const GROUP_CAPACITY = 15;
export const MIN_PASSENGERS_PER_BOOKING = 1;
export const MAX_PASSENGERS_PER_BOOKING = 4;
/** Book at least 11 days ahead. */
export const MIN_LEAD_DAYS = 11;
/** The latest bookable travel date, as airlines sell (today in India plus this). */
export const MAX_LEAD_DAYS = 365;
export const ALTERNATIVE_WINDOW_DAYS = 3;
/** Group formation window (the API's FORMATION_WINDOW_SECONDS default). */
export const FORMATION_WINDOW_HOURS = 24;
/** Airline response plus ticketing (the API's BIDDING_WINDOW_SECONDS default). */
export const BIDDING_WINDOW_HOURS = 48;
/** ADR 0018: members pay their share within this many hours of the winning bid (the API's
 * PAYMENT_WINDOW_SECONDS default). */
export const PAYMENT_WINDOW_HOURS = 24;
/** Tickets are in hand at least 8 days before travel. */
export const TICKETS_IN_HAND_DAYS = 8;

export const TICKETING_FEE_PAISE = 25_000;
export const GST_RATE_PERCENT = 18;
/** Members 1 to 2,000 pay no membership and no ticketing fee. */
export const FREE_MEMBER_LIMIT = 2000;
export const MARKET_PRICE_PAISE = 1_500_000; // assumed market price: ₹15,000 per ticket
export const REFUND_AMOUNT_PAISE = 80_000; // ₹800 for the listed reasons, with proof
/** A refund is asked for within this many hours of the event or of departure. */
export const REFUND_CLAIM_WINDOW_HOURS = 72;
/** Approved refunds are paid within this many working days. */
export const REFUND_PROCESSING_WORKING_DAYS = { from: 7, to: 10 } as const;
/** Later members' annual membership: stated in the site's copy only (docs/product/money.md). */
export const MEMBERSHIP_FEE_PAISE = 50_000;
/** A failed formation (DISABLED) credits each member ₹10 and one ticketing-fee waiver. */
export const DISABLED_CREDIT_PAISE = 1000;
/** The guarantees apply once the community reaches this many members. */
export const GUARANTEE_MEMBER_COUNT = 10_000;
