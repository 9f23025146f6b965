import { FREE_MEMBER_LIMIT, TICKETING_FEE_PAISE } from './constants.ts';
import type { PaymentStatus } from './payments.ts';
import { gstOn } from './tickets.ts';

// The money rules of the payment stage, in one place (docs/product/money.md): whether a payment
// holds a paid share, whether money was ever captured on it, what is left to refund, whether a
// group's payment window is open, and a member's share. Pure functions over plain values, so the
// API (services, and the SQL built from the same constants in apps/api/src/db) and the web
// apply the same rule and cannot drift apart.

/**
 * "Paid or partly refunded": the share is paid and its seat stands. At most one such payment
 * per member and group (a partial unique index built from this list), the only ones that can be
 * refunded further, and what stops a member from leaving.
 */
export const PAID_STATUSES = [
  'PAID',
  'PARTIALLY_REFUNDED',
] as const satisfies readonly PaymentStatus[];

/**
 * Money was captured at some point (the paid ones, and those refunded in full since): these
 * have a receipt number and a receipt (ADR 0023).
 */
export const CAPTURED_STATUSES = [
  ...PAID_STATUSES,
  'REFUNDED',
] as const satisfies readonly PaymentStatus[];

/** A payment whose share is paid and whose seat stands (see PAID_STATUSES). */
export function isPaid(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

/** Whether money was ever captured on a payment (see CAPTURED_STATUSES). */
export function wasCaptured(status: string): boolean {
  return (CAPTURED_STATUSES as readonly string[]).includes(status);
}

/**
 * What can still be refunded of a payment, in paise: what it took, less the refunds already
 * made and, when refund requests are counted, less what pending requests already claim. Never
 * below zero.
 */
export function leftToRefund(payment: {
  amount: number;
  refunded: number;
  pendingClaims?: number;
}): number {
  return Math.max(0, payment.amount - payment.refunded - (payment.pendingClaims ?? 0));
}

/** The group status in which members pay their shares (docs/product/lifecycle.md). */
export const AWAITING_PAYMENT = 'READY_FOR_BOOKING';

/**
 * The group statuses in which a group has (or had) a payment stage, so its members see their
 * payment: awaiting payment, and every end a group can reach from there.
 */
export const PAYMENT_STAGE_STATUSES: readonly string[] = [
  AWAITING_PAYMENT,
  'BOOKED',
  'CANCELLED',
  'DISABLED',
];

/**
 * Whether a group takes payments at `now`: it awaits payment and its deadline is still ahead
 * (at the deadline itself the window is closed, whether or not the sweeper has run yet).
 */
export function paymentWindowOpen(
  group: { status: string; paymentDeadline: Date | null },
  now: Date,
): boolean {
  return (
    group.status === AWAITING_PAYMENT &&
    group.paymentDeadline !== null &&
    group.paymentDeadline > now
  );
}

// ---- a member's share ---------------------------------------------------------------------------

/** What one member owes, in paise, per ticket and in total. */
export type Share = {
  fare: number;
  fee: number;
  gst: number;
  creditsApplied: number;
  amountDue: number;
  waiversUsed: number;
  /** Per ticket, in passenger order: what each ticket costs after credits. */
  tickets: Array<{ fare: number; fee: number; gst: number; credits: number }>;
};

/** The smallest amount a provider charges (₹1): credits never bring a share below it. */
export const MIN_CHARGE_PAISE = 100;

/**
 * How much credit a share of `gross` paise takes from a `balance` the member chose to apply:
 * all of it, unless that would leave less than the provider's smallest charge.
 */
export function creditsApplicable(gross: number, balance: number): number {
  return Math.max(0, Math.min(balance, gross - MIN_CHARGE_PAISE));
}

/** What a member's share takes from them besides the price and their passengers. */
export type ShareBasis = {
  memberNumber: number;
  /** Fee waivers they have available (held less what other groups' open payments reserved). */
  feeWaivers: number;
  /** Credit they have available, in paise, likewise. */
  creditBalance: number;
};

/**
 * Whether a share on this basis could use any of the member's waivers or credit, whatever the
 * price or the number of passengers: waivers only cover a fee the member pays (not members
 * 1–2,000), credit only when they apply it.
 */
export function couldUseCredit(basis: ShareBasis, applyCredits: boolean): boolean {
  const waivers = basis.memberNumber > FREE_MEMBER_LIMIT && basis.feeWaivers > 0;
  return waivers || (applyCredits && basis.creditBalance > 0);
}

/**
 * A member's share (docs/product/money.md "A member's share"): fare = winning price ×
 * passengers, plus per ticket the ticketing fee and 18 % GST on it (none for members 1–2,000;
 * each fee waiver covers one ticket's fee), minus the credits the member applies (never below
 * MIN_CHARGE_PAISE).
 */
export function shareOf(
  input: ShareBasis & { pricePerTicket: number; passengers: number; applyCredits: boolean },
): Share {
  const free = input.memberNumber <= FREE_MEMBER_LIMIT;
  let waivers = free ? 0 : Math.max(0, input.feeWaivers);
  let waiversUsed = 0;
  const tickets = Array.from({ length: input.passengers }, () => {
    let fee = free ? 0 : TICKETING_FEE_PAISE;
    if (fee > 0 && waivers > 0) {
      fee = 0;
      waivers -= 1;
      waiversUsed += 1;
    }
    return { fare: input.pricePerTicket, fee, gst: gstOn(fee), credits: 0 };
  });
  const gross = tickets.reduce((n, t) => n + t.fare + t.fee + t.gst, 0);
  let credits = input.applyCredits ? creditsApplicable(gross, input.creditBalance) : 0;
  const creditsApplied = credits;
  // The credits come off the tickets in order, so each ticket's price is what was paid for it.
  for (const t of tickets) {
    const take = Math.min(credits, t.fare + t.fee + t.gst);
    t.credits = take;
    credits -= take;
  }
  const sum = (k: 'fare' | 'fee' | 'gst') => tickets.reduce((n, t) => n + t[k], 0);
  return {
    fare: sum('fare'),
    fee: sum('fee'),
    gst: sum('gst'),
    creditsApplied,
    amountDue: gross - creditsApplied,
    waiversUsed,
    tickets,
  };
}

/**
 * The tickets a stored payment paid for, priced as its share was: the same rule run again on
 * what the payment row kept (fare, fee or not, waivers and credit it applied), so each ticket
 * records what was paid for it.
 */
export function ticketsOfPayment(payment: {
  farePaise: number;
  feePaise: number;
  passengers: number;
  waiversUsed: number;
  creditsPaise: number;
}): Share['tickets'] {
  return shareOf({
    pricePerTicket: payment.farePaise / payment.passengers,
    passengers: payment.passengers,
    // Only whether the member pays fees matters here: any number past the free ones does.
    memberNumber: payment.feePaise > 0 ? FREE_MEMBER_LIMIT + 1 : 1,
    feeWaivers: payment.waiversUsed,
    creditBalance: payment.creditsPaise,
    applyCredits: payment.creditsPaise > 0,
  }).tickets;
}
