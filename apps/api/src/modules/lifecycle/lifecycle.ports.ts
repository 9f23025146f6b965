import type { Db } from '../../db/client.ts';
import type { CompanyRow, QuoteRow } from '../../db/schema/airlines.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';

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
  lowestQuote(db: Db, communityId: string): Promise<QuoteRow | undefined>;
  selectedQuote(db: Db, communityId: string): Promise<QuoteRow | undefined>;
  markSelected(tx: Db, quoteId: string): Promise<unknown>;
  unselectQuotes(tx: Db, communityId: string): Promise<unknown>;
  findCompany(db: Db, companyId: string): Promise<CompanyRow | undefined>;
  allCompanies(db: Db): Promise<CompanyContact[]>;
  biddersOf(db: Db, communityId: string): Promise<Bidder[]>;
  /** The award's ticketing deadline, set at booking (docs/product/ticketing.md). */
  setTicketingDeadline(
    tx: Db,
    quoteId: string,
    deadline: Date,
    reminderDue?: Date | null,
  ): Promise<unknown>;
  clearTicketingReminder(tx: Db, quoteId: string): Promise<unknown>;
  markTicketingMissed(tx: Db, quoteId: string, now: Date): Promise<unknown>;
  /** The next bid a missed deadline falls back to, if any (docs/product/ticketing.md). */
  fallbackQuote(
    db: Db,
    communityId: string,
    failed: { companyId: string; pricePerTicketPaise: number },
  ): Promise<QuoteRow | undefined>;
};

/**
 * Creates one PENDING ticket per passenger of a group booked on `quote` (the tickets module
 * does); the winning airline issues them later (docs/product/ticketing.md).
 */
export type TicketIssuer = {
  createPendingTickets(
    tx: Db,
    now: Date,
    group: CommunityRow,
    quote: QuoteRow,
    company: CompanyRow,
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
    tx: Db,
    groupId: string,
    quote: QuoteRow,
    company: CompanyRow,
    fareDrop: number,
  ): Promise<VoidedTicket[]>;
  /** Every ticket not cancelled is CANCELLED; returns those that had been ISSUED. */
  cancelGroupTickets(tx: Db, groupId: string, now: Date): Promise<VoidedTicket[]>;
  /** Each member's number of tickets not cancelled. */
  liveTicketsByMember(tx: Db, groupId: string): Promise<Map<string, number>>;
  /** How many tickets the airline still has to issue. */
  pendingCount(tx: Db, groupId: string): Promise<number>;
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
    db: Db,
    communityId: string,
    pricePerTicket: number,
    member: { userId: string; passengerCount: number },
  ): Promise<{ amountDue: number }>;
  paidShares(db: Db, communityId: string): Promise<Map<string, TicketPrice[]>>;
  /** Refunds every captured payment of a locked group in full; the total refunded. */
  refundAll(tx: Db, group: CommunityRow, why: string): Promise<number>;
  /**
   * A fallback to a cheaper bid: each paid member refunded `perTicket` on each of their
   * tickets not cancelled (`ticketsByMember`); the total refunded.
   */
  refundFareDifference(
    tx: Db,
    group: CommunityRow,
    perTicket: number,
    ticketsByMember: Map<string, number>,
    why: string,
  ): Promise<number>;
  hasPaid(db: Db, communityId: string, userId: string): Promise<boolean>;
};

/**
 * ADR 0026: the airlines' webhooks, queued in the lifecycle's transaction beside its
 * mails (wired in app.ts from the webhooks module; the lifecycle imports nothing of it).
 */
export type AirlineEvents = {
  /** Groups whose RFQ just opened: every airline with webhooks may bid. */
  rfqOpened(tx: Db, groups: CommunityRow[]): Promise<void>;
  /** Bidding on a group ended (a quote won, no bid, or an admin ended it). */
  rfqClosed(tx: Db, group: CommunityRow): Promise<void>;
  /** The quote of `winnerCompanyId` won: quote.won to it, quote.lost to the other bidders. */
  quoteDecided(tx: Db, group: CommunityRow, winnerCompanyId: string): Promise<void>;
  /** The group is booked on `companyId`'s quote: the passenger manifest, to it alone. */
  groupBooked(tx: Db, group: CommunityRow, companyId: string): Promise<void>;
  /** Half of the ticketing window has passed with tickets to issue: ticketing.reminder. */
  ticketingReminder(
    tx: Db,
    group: CommunityRow,
    companyId: string,
    award: { quoteId: string; deadline: Date; issued: number; total: number },
  ): Promise<void>;
  /**
   * The award missed its deadline: `companyId` gets ticket.cancelled (the tickets it had issued,
   * now void, listed) and quote.lost.
   */
  awardLost(
    tx: Db,
    group: CommunityRow,
    companyId: string,
    quoteId: string,
    voided: VoidedTicket[],
  ): Promise<void>;
  /** The fallback's airline: quote.won (the group.booked that follows carries the manifest). */
  awardWon(tx: Db, group: CommunityRow, companyId: string): Promise<void>;
};

/**
 * ADR 0055: the airline ledger (the settlement module, wired in app.ts). A missed ticketing
 * deadline voids the failing airline's issued tickets (cancelled, or handed to the fallback):
 * what it was owed for them is reversed in the sweep's transaction.
 */
export type AirlineLedger = {
  ticketsChanged(tx: Db, scope: { groupId: string }): Promise<unknown>;
};
