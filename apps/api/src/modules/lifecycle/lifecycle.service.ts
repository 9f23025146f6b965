import { enqueueNotices } from '../../platform/notices.ts';
import { noticeTexts } from '../../platform/notice-texts.ts';
import type { GroupStatus } from '@saath/shared/groups';
import { formatPaise } from '@saath/shared/money';
import { DISABLED_CREDIT_PAISE } from '@saath/shared/tickets';
import { GROUP_THRESHOLD } from '@saath/shared/travel';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueueMail, enqueueMails, type Mail, type MailWorker } from '../../platform/mailer.ts';
import { appendLedger, type LedgerEntry } from '../credits/index.ts';
import * as groups from '../groups/index.ts';
import {
  type ActiveMember,
  activeMembers,
  activeMembersOf,
  changeStatus,
} from '../groups/index.ts';
import { isForming } from '@saath/shared/groups';
import { REASONS, assertTransition } from './lifecycle.machine.ts';
import {
  bidResultMail,
  bookedMail,
  groupCancelledMail,
  groupDisabledMail,
  rfqSentMail,
  rfqToAirlineMail,
} from './lifecycle.mails.ts';
import type { QuoteRow } from '../../db/schema/airlines.ts';
import type {
  AirlineEvents,
  AirlineLedger,
  PaymentDesk,
  QuoteBook,
  TicketIssuer,
} from './lifecycle.ports.ts';
import {
  groupCancelledRefundedMail,
  paymentDueMail,
  seatReleasedMail,
} from './lifecycle.payment.mails.ts';

/** Why a refund of a whole group was made, as its mail and ledger row say. */
const REFUND_GROUP_ENDED = 'the group did not fly, so every payment is refunded in full.';
import * as repo from './lifecycle.repository.ts';
import { ticketingDeadline, ticketingTooShort } from './ticketing-deadline.ts';
import { textsIn, type Texts } from '../../platform/texts.ts';
import {
  awardLostMail,
  fallbackMemberMail,
  ticketingCancelledMail,
  ticketingReminderMail,
} from './lifecycle.ticketing.mails.ts';
import { asWork } from '../../platform/work.ts';

/** The airline's reminder: half-way through its ticketing window (none when already past). */
function reminderAt(start: Date, deadline: Date): Date | null {
  const half = new Date(start.getTime() + (deadline.getTime() - start.getTime()) / 2);
  return half > start ? half : null;
}

// A failed formation earns ₹10 and one ticketing-fee waiver (docs/product/money.md); the amount
// lives in the shared package so the public pages quote the same figure.
export { DISABLED_CREDIT_PAISE };

export type TransitionOptions = {
  reason: string;
  /** The one move out of BOOKED (lifecycle.machine.ts TICKETING_MISSED_MOVE). */
  ticketingMissed?: boolean;
  actorUserId?: string | null;
  set?: Partial<Omit<CommunityRow, 'id' | 'status'>>;
};

/** A step of the sweeper: claims one due group (locked) and moves it on, in one transaction. */
export type SweepStep = {
  name: string;
  claim(tx: Db, now: Date): Promise<CommunityRow | undefined>;
  process(tx: Db, group: CommunityRow): Promise<void>;
};

export type LifecycleDeps = {
  db: Db;
  quotes: QuoteBook;
  tickets: TicketIssuer;
  payments: PaymentDesk;
  /** ADR 0055: voided tickets' fares reversed in the airline ledger. */
  airlineLedger: AirlineLedger;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'lifecycle'>;
  mail: MailWorker;
  log: FastifyBaseLogger;
  /** The airlines' webhooks (ADR 0026), queued beside the mails (none when absent). */
  airlineEvents?: AirlineEvents;
};

const NO_AIRLINE_EVENTS: AirlineEvents = {
  rfqOpened: async () => {},
  rfqClosed: async () => {},
  quoteDecided: async () => {},
  groupBooked: async () => {},
  ticketingReminder: async () => {},
  awardLost: async () => {},
  awardWon: async () => {},
};

/**
 * The only code that changes a group's status (ADR 0038: it writes it through the groups
 * module's status command, which no other module may import). Every move checks the
 * state machine, records who made it and why, and writes its side effects (credits, mails) in
 * the caller's transaction, so a crash never applies half of one.
 */
export function createLifecycle(deps: LifecycleDeps) {
  const { clock, quotes } = deps;
  const { allCompanies, biddersOf, findCompany, lowestQuote, markSelected } = quotes;
  const steps: SweepStep[] = [];
  const hooks = deps.airlineEvents ?? NO_AIRLINE_EVENTS;

  async function transition(
    tx: Db,
    group: CommunityRow,
    to: GroupStatus,
    options: TransitionOptions,
  ) {
    assertTransition(group.status, to, { ticketingMissed: options.ticketingMissed ?? false });
    const now = clock.now();
    const [row] = await changeStatus(asWork(tx), [group.id], [group.status], {
      ...options.set,
      status: to,
      updatedAt: now,
    });
    // The caller holds the row lock, so the status cannot have changed underneath.
    if (!row) throw new Error(`group ${group.id} changed status during a transition`);
    await repo.insertHistory(tx, {
      communityId: group.id,
      fromStatus: group.status,
      toStatus: to,
      reason: options.reason,
      actorUserId: options.actorUserId ?? null,
      at: now,
    });
    return row;
  }

  /**
   * After joins (the caller holds the groups' locks): a forming group at the threshold moves to
   * THRESHOLD_MET and, in the same transaction, on to RFQ_SENT with bidding open and the RFQ
   * sent. Both moves pass the state machine's check; one join batch moves all its groups in
   * five statements whatever their number (ADR 0007). Returns the groups that moved, as now.
   */
  async function afterPassengersAdded(
    tx: Db,
    added: Array<{ group: CommunityRow; actorUserId: string | null }>,
  ): Promise<Map<string, CommunityRow>> {
    const reached = added.filter(
      ({ group }) => isForming(group.status) && group.passengerCount >= GROUP_THRESHOLD,
    );
    if (reached.length === 0) return new Map();
    for (const { group } of reached) {
      assertTransition(group.status, 'THRESHOLD_MET');
      assertTransition('THRESHOLD_MET', 'RFQ_SENT');
    }
    const now = clock.now();
    const moved = await changeStatus(
      asWork(tx),
      reached.map(({ group }) => group.id),
      [...new Set(reached.map(({ group }) => group.status))],
      {
        status: 'RFQ_SENT',
        thresholdMetAt: now,
        rfqSentAt: now,
        biddingDeadline: new Date(
          now.getTime() + deps.config.lifecycle.biddingWindowSeconds * 1000,
        ),
        updatedAt: now,
      },
    );
    // The caller holds the row locks, so no status can have changed underneath.
    if (moved.length !== reached.length)
      throw new Error('a group changed status during a transition');
    await repo.insertHistory(
      tx,
      reached.flatMap(({ group, actorUserId }) => [
        {
          communityId: group.id,
          fromStatus: group.status,
          toStatus: 'THRESHOLD_MET',
          reason: REASONS.thresholdReached,
          actorUserId,
          at: now,
        },
        {
          communityId: group.id,
          fromStatus: 'THRESHOLD_MET',
          toStatus: 'RFQ_SENT',
          reason: REASONS.rfqSent,
          actorUserId,
          at: now,
        },
      ]),
    );
    const byId = new Map(moved.map((row) => [row.id, row]));
    const members = await activeMembersOf(asWork(tx), [...byId.keys()]);
    const companies = await allCompanies(asWork(tx));
    // Each member hears in their own channel (ADR 0059); the airlines are mailed.
    await enqueueNotices(
      tx,
      clock,
      members.map((m) => {
        const group = byId.get(m.communityId)!;
        return {
          userId: m.userId,
          text: (texts) => noticeTexts.groupFormed(texts, group, deps.config.publicUrl),
          mail: (texts) => rfqSentMail(m, group, deps.config.publicUrl, texts),
        };
      }),
    );
    await enqueueMails(
      tx,
      clock,
      moved.flatMap((row) =>
        companies.map((company) => rfqToAirlineMail(company, row, deps.config.publicUrl)),
      ),
    );
    await hooks.rfqOpened(asWork(tx), moved);
    return byId;
  }

  /**
   * Formation window over below the threshold: DISABLED, each member credited once. The ₹10
   * belongs to a failed formation only (docs/product/lifecycle.md), hence the guard.
   */
  async function disableUnformed(
    tx: Db,
    group: CommunityRow,
    options: Partial<TransitionOptions> & { notice?: typeof groupDisabledMail } = {},
  ) {
    if (!isForming(group.status)) throw new Error(`group ${group.id} has formed: not a failure`);
    const disabled = await transition(tx, group, 'DISABLED', {
      reason: options.reason ?? REASONS.formationFailed,
      actorUserId: options.actorUserId ?? null,
    });
    const members = await activeMembers(asWork(tx), group.id);
    await appendLedger(
      asWork(tx),
      members.map((m) => ({
        userId: m.userId,
        amountPaise: DISABLED_CREDIT_PAISE,
        waivers: 1,
        reason: 'GROUP_DISABLED' as const,
        communityId: group.id,
        createdAt: clock.now(),
      })),
    );
    for (const member of members) {
      await enqueueMail(
        tx,
        clock,
        (options.notice ?? groupDisabledMail)(
          member,
          disabled,
          formatPaise(DISABLED_CREDIT_PAISE),
          deps.config.publicUrl,
          textsIn(member.language),
        ),
      );
    }
    return disabled;
  }

  /**
   * A quote wins (at the bidding deadline, or an admin's choice): READY_FOR_BOOKING, awaiting
   * payment until `payment_deadline` (ADR 0018). No ticket yet: each member is mailed
   * their share; the last share paid, or the deadline, books the group.
   */
  async function awardQuote(
    tx: Db,
    group: CommunityRow,
    quote: QuoteRow,
    options: Partial<TransitionOptions> = {},
  ) {
    if (quote.communityId !== group.id) throw new Error('quote of another group');
    const company = await findCompany(asWork(tx), quote.companyId);
    if (!company) throw new Error(`quote ${quote.id} has no company`);
    const fare = formatPaise(quote.pricePerTicketPaise);
    const now = clock.now();
    const { paymentWindowSeconds, paymentReminderSeconds } = deps.config.lifecycle;
    const deadline = new Date(now.getTime() + paymentWindowSeconds * 1000);
    const reminder = new Date(deadline.getTime() - paymentReminderSeconds * 1000);
    const ready = await transition(tx, group, 'READY_FOR_BOOKING', {
      reason: options.reason ?? REASONS.awaitingPayment(company.name, quote.flightNumber, fare),
      actorUserId: options.actorUserId ?? null,
      set: {
        paymentDeadline: deadline,
        paymentReminderDue: reminder > now ? reminder : null,
        paidMemberCount: 0,
        winningQuote: {
          airline_name: company.name,
          flight_number: quote.flightNumber,
          departure_time: quote.departureTime?.toISOString() ?? null,
          arrival_time: quote.arrivalTime?.toISOString() ?? null,
          price_per_ticket: quote.pricePerTicketPaise,
        },
      },
    });
    await markSelected(asWork(tx), quote.id);
    await hooks.rfqClosed(asWork(tx), ready);
    await hooks.quoteDecided(asWork(tx), ready, company.id);
    for (const bidder of await biddersOf(asWork(tx), group.id)) {
      const won = bidder.companyId === company.id;
      await enqueueMail(tx, clock, bidResultMail(bidder, ready, won, fare, deps.config.publicUrl));
    }
    await mailShares(tx, ready, quote.pricePerTicketPaise, false);
    return ready;
  }

  /** Each unpaid active member's share, mailed (payment due, or the reminder). */
  async function mailShares(tx: Db, group: CommunityRow, price: number, reminder: boolean) {
    for (const member of await activeMembers(asWork(tx), group.id)) {
      if (reminder && (await deps.payments.hasPaid(asWork(tx), group.id, member.userId))) continue;
      const share = await deps.payments.shareFor(asWork(tx), group.id, price, member);
      await enqueueNotices(tx, clock, [
        {
          userId: member.userId,
          text: (texts) =>
            noticeTexts.shareDue(texts, group, share.amountDue, deps.config.publicUrl, reminder),
          mail: (texts) =>
            paymentDueMail(member, group, share.amountDue, deps.config.publicUrl, reminder, texts),
        },
      ]);
    }
  }

  /**
   * A group awaiting payment whose active members have all paid: BOOKED, one PENDING ticket per
   * passenger priced as it was paid for (the caller holds the lock and released the unpaid),
   * and the award's ticketing deadline set: the winning airline issues the tickets by then
   * (docs/product/ticketing.md).
   */
  async function bookPaid(tx: Db, group: CommunityRow, options: Partial<TransitionOptions> = {}) {
    const quote = await quotes.selectedQuote(asWork(tx), group.id);
    if (!quote) throw new Error(`group ${group.id} has no selected quote`);
    const company = await findCompany(asWork(tx), quote.companyId);
    if (!company) throw new Error(`quote ${quote.id} has no company`);
    const shares = await deps.payments.paidShares(asWork(tx), group.id);
    const now = clock.now();
    const created = await deps.tickets.createPendingTickets(
      asWork(tx),
      now,
      group,
      quote,
      company,
      shares,
    );
    const count = created.reduce((n, m) => n + m.tickets.length, 0);
    const deadline = ticketingDeadline(
      now,
      group.travelDate,
      deps.config.lifecycle.ticketingWindowSeconds,
    );
    await quotes.setTicketingDeadline(asWork(tx), quote.id, deadline, reminderAt(now, deadline));
    const booked = await transition(tx, group, 'BOOKED', {
      reason: options.reason ?? REASONS.allPaid(count),
      actorUserId: options.actorUserId ?? null,
    });
    await hooks.groupBooked(asWork(tx), booked, company.id);
    const fare = formatPaise(quote.pricePerTicketPaise);
    await enqueueMails(
      tx,
      clock,
      created
        .filter((member) => member.tickets.length > 0)
        .map((member) =>
          bookedMail(
            member,
            booked,
            { airlineName: company.name, flightNumber: quote.flightNumber, farePaise: fare },
            deadline,
            deps.config.publicUrl,
            textsIn(member.language),
          ),
        ),
    );
    return booked;
  }

  /** After a payment (the caller holds the lock): the last share paid books the group at once. */
  async function afterPayment(tx: Db, group: CommunityRow) {
    if (group.status !== 'READY_FOR_BOOKING') return group;
    if (group.activeMemberCount > 0 && group.paidMemberCount >= group.activeMemberCount)
      return bookPaid(tx, group);
    return group;
  }

  /**
   * The payment stage ends (its deadline, the last unpaid member leaving, or an admin's `booked`
   * with `force`): unpaid members are released and mailed; the payers fly if they still reach
   * the threshold (or an admin books them anyway), otherwise the group is CANCELLED, every
   * payment refunded in full and each remaining member given one fee waiver.
   */
  async function closePayment(
    tx: Db,
    group: CommunityRow,
    options: Partial<TransitionOptions> & { force?: boolean } = {},
  ) {
    const members = await activeMembers(asWork(tx), group.id);
    const unpaid: ActiveMember[] = [];
    for (const m of members)
      if (!(await deps.payments.hasPaid(asWork(tx), group.id, m.userId))) unpaid.push(m);
    const now = clock.now();
    const row =
      (await groups.releaseSeats(
        asWork(tx),
        group.id,
        unpaid.map((m) => ({ id: m.membershipId, passengerCount: m.passengerCount })),
        now,
      )) ?? group;
    for (const m of unpaid)
      await enqueueMail(
        tx,
        clock,
        seatReleasedMail(m, row, deps.config.publicUrl, textsIn(m.language)),
      );
    const flies =
      row.passengerCount >= GROUP_THRESHOLD || (options.force && row.passengerCount > 0);
    if (flies) {
      const count = row.passengerCount;
      return bookPaid(tx, row, {
        reason: options.reason ?? REASONS.paidAtDeadline(count),
        actorUserId: options.actorUserId ?? null,
      });
    }
    const cancelled = await transition(tx, row, 'CANCELLED', {
      reason: options.reason ?? REASONS.tooFewPaid,
      actorUserId: options.actorUserId ?? null,
    });
    await settleFormedEnd(tx, cancelled, 'GROUP_CANCELLED', groupCancelledRefundedMail);
    return cancelled;
  }

  /** An unpaid member left a group awaiting payment: if every one left has paid, it closes now. */
  async function afterMemberLeft(tx: Db, group: CommunityRow) {
    if (group.status !== 'READY_FOR_BOOKING') return group;
    if (group.paidMemberCount >= group.activeMemberCount) return closePayment(tx, group);
    return group;
  }

  /**
   * A formed group that ends without flying (no bid, or an admin ends it): each member one
   * ticketing-fee waiver, once, and a mail. Once payments exist, every payment the group took
   * is refunded here, in the same transaction (docs/product/money.md).
   */
  async function settleFormedEnd(
    tx: Db,
    ended: CommunityRow,
    reason: LedgerEntry['reason'],
    notice: (member: ActiveMember, group: CommunityRow, publicUrl: string, texts: Texts) => Mail,
  ) {
    // docs/product/money.md: every payment the group took goes back, in this transaction.
    await deps.payments.refundAll(asWork(tx), ended, REFUND_GROUP_ENDED);
    const members = await activeMembers(asWork(tx), ended.id);
    await appendLedger(
      asWork(tx),
      members.map((m) => ({
        userId: m.userId,
        amountPaise: 0,
        waivers: 1,
        reason,
        communityId: ended.id,
        createdAt: clock.now(),
      })),
    );
    for (const member of members)
      await enqueueMail(
        tx,
        clock,
        notice(member, ended, deps.config.publicUrl, textsIn(member.language)),
      );
    return members.length;
  }

  /** Bidding closed with no quote: CANCELLED, each member credited one ticketing-fee waiver. */
  async function cancelUnbid(
    tx: Db,
    group: CommunityRow,
    options: Partial<TransitionOptions> = {},
  ) {
    const cancelled = await transition(tx, group, 'CANCELLED', {
      reason: options.reason ?? REASONS.noBid,
      actorUserId: options.actorUserId ?? null,
    });
    await hooks.rfqClosed(asWork(tx), cancelled);
    await settleFormedEnd(tx, cancelled, 'GROUP_CANCELLED', groupCancelledMail);
    return cancelled;
  }

  /**
   * An admin ends a group that had formed (THRESHOLD_MET, RFQ_SENT, READY_FOR_BOOKING): DISABLED,
   * its members settled as when no airline bid, one fee waiver each and no ₹10
   * (docs/product/money.md).
   * Returns the group and how many members were given a waiver.
   */
  async function endFormed(
    tx: Db,
    group: CommunityRow,
    options: TransitionOptions & {
      notice: (member: ActiveMember, group: CommunityRow, publicUrl: string) => Mail;
    },
  ) {
    if (isForming(group.status)) throw new Error(`group ${group.id} has not formed`);
    const ended = await transition(tx, group, 'DISABLED', options);
    if (group.status === 'RFQ_SENT') await hooks.rfqClosed(asWork(tx), ended);
    const settled = await settleFormedEnd(tx, ended, 'GROUP_DISABLED', options.notice);
    return { row: ended, members: settled };
  }

  /** True when a forming group's window has passed; the next sweep (or a join) disables it. */
  function isFormationOver(group: CommunityRow): boolean {
    return isForming(group.status) && group.formationDeadline.getTime() <= clock.now().getTime();
  }

  steps.push({
    name: 'formation-deadline',
    claim: (tx, now) => groups.claimFormationDue(asWork(tx), now),
    process: async (tx, group) => {
      await disableUnformed(tx, group);
    },
  });

  steps.push({
    name: 'bidding-deadline',
    claim: (tx, now) => groups.claimBiddingDue(asWork(tx), now),
    process: async (tx, group) => {
      const winner = await lowestQuote(asWork(tx), group.id);
      if (winner) await awardQuote(tx, group, winner);
      else await cancelUnbid(tx, group);
    },
  });

  // The payment stage's reminder, then its deadline.
  steps.push({
    name: 'payment-reminder',
    claim: (tx, now) => groups.claimPaymentReminderDue(asWork(tx), now),
    process: async (tx, group) => {
      await groups.clearPaymentReminder(asWork(tx), group.id);
      await mailShares(tx, group, group.winningQuote?.price_per_ticket ?? 0, true);
    },
  });

  steps.push({
    name: 'payment-deadline',
    claim: (tx, now) => groups.claimPaymentDue(asWork(tx), now),
    process: async (tx, group) => {
      await closePayment(tx, group);
    },
  });

  // The ticketing deadline (docs/product/ticketing.md): the airline's reminder at half of its
  // window, then the deadline itself.
  steps.push({
    name: 'ticketing-reminder',
    claim: (tx, now) => groups.claimTicketingReminderDue(asWork(tx), now),
    process: async (tx, group) => {
      const award = await quotes.selectedQuote(asWork(tx), group.id);
      if (!award?.ticketingDeadline) return;
      await quotes.clearTicketingReminder(asWork(tx), award.id);
      const company = await findCompany(asWork(tx), award.companyId);
      if (!company) return;
      const live = await deps.tickets.liveTicketsByMember(asWork(tx), group.id);
      const total = [...live.values()].reduce((a, b) => a + b, 0);
      const pending = await deps.tickets.pendingCount(asWork(tx), group.id);
      const state = { deadline: award.ticketingDeadline, issued: total - pending, total };
      await enqueueMail(
        tx,
        clock,
        ticketingReminderMail(company, group, state, deps.config.publicUrl),
      );
      await hooks.ticketingReminder(asWork(tx), group, company.id, { quoteId: award.id, ...state });
    },
  });

  steps.push({
    name: 'ticketing-deadline',
    claim: (tx, now) => groups.claimTicketingDeadlineDue(asWork(tx), now),
    process: async (tx, group) => {
      await missTicketingDeadline(tx, group);
    },
  });

  /**
   * The award's deadline passed with tickets still PENDING (docs/product/ticketing.md), in the
   * sweep's transaction under the group's lock (ADR 0038: the group first, then quotes, tickets
   * and payments). The airline's upload takes the same lock, so exactly one of the two goes
   * first: an upload that issued the last tickets leaves nothing to do here, and one that comes
   * after finds its quote no longer selected (409).
   */
  async function missTicketingDeadline(tx: Db, group: CommunityRow) {
    const failed = await quotes.selectedQuote(asWork(tx), group.id);
    if (!failed) return group;
    // Checked again under the lock: the claim's query ran before it was taken.
    if ((await deps.tickets.pendingCount(asWork(tx), group.id)) === 0) return group;
    const now = clock.now();
    const failedCompany = await findCompany(asWork(tx), failed.companyId);
    const failedName = failedCompany?.name ?? 'The airline';
    await quotes.markTicketingMissed(asWork(tx), failed.id, now);
    const next = await quotes.fallbackQuote(asWork(tx), group.id, failed);
    const company = next ? await findCompany(asWork(tx), next.companyId) : undefined;
    const tooShort = ticketingTooShort(now, group.travelDate);

    if (!next || !company || tooShort) {
      const voided = await deps.tickets.cancelGroupTickets(asWork(tx), group.id, now);
      await deps.airlineLedger.ticketsChanged(asWork(tx), { groupId: group.id });
      const cancelled = await transition(tx, group, 'CANCELLED', {
        reason: REASONS.ticketingMissedCancelled(failedName),
        ticketingMissed: true,
      });
      if (failedCompany) {
        await hooks.awardLost(asWork(tx), cancelled, failedCompany.id, failed.id, voided);
        await enqueueMail(tx, clock, awardLostMail(failedCompany, cancelled));
      }
      await settleFormedEnd(tx, cancelled, 'GROUP_CANCELLED', ticketingCancelledMail);
      return cancelled;
    }

    // The members paid the failed airline's fare; the new one's is at or below it, and the
    // difference comes back on each ticket not cancelled (the fee and GST stay as paid).
    const fareDrop = failed.pricePerTicketPaise - next.pricePerTicketPaise;
    const live = await deps.tickets.liveTicketsByMember(asWork(tx), group.id);
    const voided = await deps.tickets.moveTicketsToAward(
      asWork(tx),
      group.id,
      next,
      company,
      fareDrop,
    );
    // The failing airline is owed nothing for the seats it issued: they are void now.
    await deps.airlineLedger.ticketsChanged(asWork(tx), { groupId: group.id });
    const deadline = ticketingDeadline(
      now,
      group.travelDate,
      deps.config.lifecycle.ticketingWindowSeconds,
    );
    await quotes.markSelected(asWork(tx), next.id);
    await quotes.setTicketingDeadline(asWork(tx), next.id, deadline, reminderAt(now, deadline));
    const fare = formatPaise(next.pricePerTicketPaise);
    // Still BOOKED: the history records the change of airline, the group its new award.
    const [moved] = await changeStatus(asWork(tx), [group.id], ['BOOKED'], {
      status: 'BOOKED',
      updatedAt: now,
      winningQuote: {
        airline_name: company.name,
        flight_number: next.flightNumber,
        departure_time: next.departureTime?.toISOString() ?? null,
        arrival_time: next.arrivalTime?.toISOString() ?? null,
        price_per_ticket: next.pricePerTicketPaise,
      },
    });
    if (!moved) throw new Error(`group ${group.id} changed status during a fallback`);
    await repo.insertHistory(tx, {
      communityId: group.id,
      fromStatus: 'BOOKED',
      toStatus: 'BOOKED',
      reason: REASONS.ticketingFellBack(failedName, company.name, next.flightNumber, fare),
      actorUserId: null,
      at: now,
    });
    await deps.payments.refundFareDifference(
      asWork(tx),
      moved,
      fareDrop,
      live,
      `${failedName} missed the ticketing deadline; the next bid's fare is lower by ${formatPaise(fareDrop)} per ticket.`,
    );
    if (failedCompany) {
      await hooks.awardLost(asWork(tx), moved, failedCompany.id, failed.id, voided);
      await enqueueMail(tx, clock, awardLostMail(failedCompany, moved));
    }
    await hooks.awardWon(asWork(tx), moved, company.id);
    await hooks.groupBooked(asWork(tx), moved, company.id);
    await enqueueMail(tx, clock, bidResultMail(company, moved, true, fare, deps.config.publicUrl));
    for (const member of await activeMembers(asWork(tx), group.id)) {
      const tickets = live.get(member.userId) ?? 0;
      if (tickets === 0) continue;
      await enqueueMail(
        tx,
        clock,
        fallbackMemberMail(
          member,
          moved,
          {
            airlineName: company.name,
            flightNumber: next.flightNumber,
            deadline,
            refundPerTicket: fareDrop,
            tickets,
          },
          deps.config.publicUrl,
          textsIn(member.language),
        ),
      );
    }
    return moved;
  }

  /** Handles everything due now; returns how many groups moved. Safe in many processes at once. */
  async function sweep(): Promise<number> {
    let moved = 0;
    for (const step of steps) {
      for (;;) {
        const handled = await deps.db.transaction(async (tx) => {
          const group = await step.claim(tx, clock.now());
          if (!group) return false;
          await step.process(tx, group);
          return true;
        });
        if (!handled) break;
        moved += 1;
      }
    }
    if (moved > 0) deps.mail.kick();
    return moved;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  return {
    transition,
    afterPassengersAdded,
    disableUnformed,
    endFormed,
    awardQuote,
    bookPaid,
    afterPayment,
    closePayment,
    afterMemberLeft,
    cancelUnbid,
    isFormationOver,
    missTicketingDeadline,
    sweep,
    start() {
      const tick = () => {
        running = sweep()
          .catch((error: unknown) => deps.log.error({ err: error }, 'lifecycle sweep failed'))
          .finally(() => {
            if (timer)
              timer = setTimeout(tick, deps.config.lifecycle.sweepIntervalSeconds * 1000).unref();
          });
      };
      timer = setTimeout(tick, 0).unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
