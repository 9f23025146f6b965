import type { Work } from '../../platform/work.ts';
import type { GroupSnapshot } from '../groups/index.ts';

/**
 * A quote as the lifecycle reads it (ADR 0068). The airlines module makes quotes and sits above
 * the lifecycle, which may not import it: the lifecycle, the lowest module a quote crosses into,
 * names the shape here, and the airlines' `airlineQuotes` is checked against it (`satisfies`).
 */
export type Quote = {
  id: string;
  communityId: string;
  companyId: string;
  submittedBy: string | null;
  pricePerTicketPaise: number;
  flightNumber: string;
  departureTime: Date | null;
  arrivalTime: Date | null;
  quotedAt: Date;
  /** The submission's place in line (ties of price and time go to the earlier, ADR 0027). */
  submissionSeq: number;
  isSelected: boolean;
  pnr: string | null;
  ticketingDeadline: Date | null;
  ticketingReminderDue: Date | null;
  ticketingExtendedAt: Date | null;
  ticketingMissedAt: Date | null;
};

/** An airline company as the lifecycle and the tickets it issues read it (no secrets). */
export type Company = {
  id: string;
  name: string;
  email: string;
  airlineCode: string;
  website: string | null;
  headquarters: string | null;
  logoUrl: string | null;
};

/** An airline company as its mails need it. */
export type CompanyContact = { id: string; name: string; email: string };
/** A company that bid on a group. */
export type Bidder = { companyId: string; name: string; email: string };

/**
 * What the lifecycle reads and marks of the airlines' quotes, named here and wired in app.ts
 * from the airlines repository: the lifecycle folder imports nothing of the airlines module
 * (no import loop: the airlines module calls the lifecycle).
 */
export type QuoteBook = {
  /** The winning quote: lowest price, ties to the earliest submission. */
  lowestQuote(db: Work, communityId: string): Promise<Quote | undefined>;
  selectedQuote(db: Work, communityId: string): Promise<Quote | undefined>;
  markSelected(tx: Work, quoteId: string): Promise<unknown>;
  unselectQuotes(tx: Work, communityId: string): Promise<unknown>;
  findCompany(db: Work, companyId: string): Promise<Company | undefined>;
  allCompanies(db: Work): Promise<CompanyContact[]>;
  biddersOf(db: Work, communityId: string): Promise<Bidder[]>;
  /** The award's ticketing deadline, set at booking (docs/product/ticketing.md). */
  setTicketingDeadline(
    tx: Work,
    quoteId: string,
    deadline: Date,
    reminderDue?: Date | null,
  ): Promise<unknown>;
  clearTicketingReminder(tx: Work, quoteId: string): Promise<unknown>;
  markTicketingMissed(tx: Work, quoteId: string, now: Date): Promise<unknown>;
  /** The next bid a missed deadline falls back to, if any (docs/product/ticketing.md). */
  fallbackQuote(
    db: Work,
    communityId: string,
    failed: { companyId: string; pricePerTicketPaise: number },
  ): Promise<Quote | undefined>;
};

/**
 * Creates one PENDING ticket per passenger of a group booked on `quote` (the tickets module
 * does); the winning airline issues them later (docs/product/ticketing.md).
 */
export type TicketIssuer = {
  createPendingTickets(
    tx: Work,
    now: Date,
    group: GroupSnapshot,
    quote: Quote,
    company: Company,
    /** Each paying member's tickets, priced as paid; others get none. */
    shares: Map<string, TicketPrice[]>,
  ): Promise<
    Array<{
      userId: string;
      email: string;
      firstName: string;
      language: string;
      tickets: Array<{ ticketNumber: string }>;
    }>
  >;
  /** The tickets not cancelled move to a new award; returns those that had been ISSUED. */
  moveTicketsToAward(
    tx: Work,
    groupId: string,
    quote: Quote,
    company: Company,
    fareDrop: number,
  ): Promise<VoidedTicket[]>;
  /** Every ticket not cancelled is CANCELLED; returns those that had been ISSUED. */
  cancelGroupTickets(tx: Work, groupId: string, now: Date): Promise<VoidedTicket[]>;
  /** Each member's number of tickets not cancelled. */
  liveTicketsByMember(tx: Work, groupId: string): Promise<Map<string, number>>;
  /** How many tickets the airline still has to issue. */
  pendingCount(tx: Work, groupId: string): Promise<number>;
};

/** A ticket the airline that missed its deadline had issued. */
export type VoidedTicket = {
  ticketId: string;
  passengerId: string;
  passengerName: string;
  eticketNumber: string | null;
};

/** One ticket's price as its member paid it (paise). */
export type TicketPrice = { fare: number; fee: number; gst: number; credits: number };

/**
 * ADR 0018: what the lifecycle asks of the payments module (wired in app.ts; the
 * lifecycle folder imports nothing of it): what a member owes, the shares paid, refunds.
 */
export type PaymentDesk = {
  shareFor(
    db: Work,
    communityId: string,
    pricePerTicket: number,
    member: { userId: string; passengerCount: number },
  ): Promise<{ amountDue: number }>;
  paidShares(db: Work, communityId: string): Promise<Map<string, TicketPrice[]>>;
  /** Refunds every captured payment of a locked group in full; the total refunded. */
  refundAll(tx: Work, group: GroupSnapshot, why: string): Promise<number>;
  /**
   * A fallback to a cheaper bid: each paid member refunded `perTicket` on each of their
   * tickets not cancelled (`ticketsByMember`); the total refunded.
   */
  refundFareDifference(
    tx: Work,
    group: GroupSnapshot,
    perTicket: number,
    ticketsByMember: Map<string, number>,
    why: string,
  ): Promise<number>;
  hasPaid(db: Work, communityId: string, userId: string): Promise<boolean>;
};

/**
 * ADR 0026: the airlines' webhooks, queued in the lifecycle's transaction beside its
 * mails (wired in app.ts from the webhooks module; the lifecycle imports nothing of it).
 */
export type AirlineEvents = {
  /** Groups whose RFQ just opened: every airline with webhooks may bid. */
  rfqOpened(tx: Work, groups: GroupSnapshot[]): Promise<void>;
  /** Bidding on a group ended (a quote won, no bid, or an admin ended it). */
  rfqClosed(tx: Work, group: GroupSnapshot): Promise<void>;
  /** The quote of `winnerCompanyId` won: quote.won to it, quote.lost to the other bidders. */
  quoteDecided(tx: Work, group: GroupSnapshot, winnerCompanyId: string): Promise<void>;
  /** The group is booked on `companyId`'s quote: the passenger manifest, to it alone. */
  groupBooked(tx: Work, group: GroupSnapshot, companyId: string): Promise<void>;
  /** Half of the ticketing window has passed with tickets to issue: ticketing.reminder. */
  ticketingReminder(
    tx: Work,
    group: GroupSnapshot,
    companyId: string,
    award: { quoteId: string; deadline: Date; issued: number; total: number },
  ): Promise<void>;
  /**
   * The award missed its deadline: `companyId` gets ticket.cancelled (the tickets it had issued,
   * now void, listed) and quote.lost.
   */
  awardLost(
    tx: Work,
    group: GroupSnapshot,
    companyId: string,
    quoteId: string,
    voided: VoidedTicket[],
  ): Promise<void>;
  /** The fallback's airline: quote.won (the group.booked that follows carries the manifest). */
  awardWon(tx: Work, group: GroupSnapshot, companyId: string): Promise<void>;
};

/**
 * ADR 0055: the airline ledger (the settlement module, wired in app.ts). A missed ticketing
 * deadline voids the failing airline's issued tickets (cancelled, or handed to the fallback):
 * what it was owed for them is reversed in the sweep's transaction.
 */
export type AirlineLedger = {
  ticketsChanged(tx: Work, scope: { groupId: string }): Promise<unknown>;
};
