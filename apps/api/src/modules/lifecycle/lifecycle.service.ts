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
import { appendLedger, type LedgerEntry } from '../credits/credits.repository.ts';
import { IllegalTransition, canTransition, isForming } from './lifecycle.machine.ts';
import {
  bidResultMail,
  bookedMail,
  groupCancelledMail,
  groupDisabledMail,
  rfqSentMail,
  rfqToAirlineMail,
} from './lifecycle.mails.ts';
import type { QuoteRow } from '../../db/schema/airlines.ts';
import {
  allCompanies,
  biddersOf,
  findCompany,
  lowestQuote,
  markSelected,
} from '../quotes/quotes.repository.ts';
import { issueTickets } from '../tickets/tickets.issuer.ts';
import * as repo from './lifecycle.repository.ts';

// spec §9: a failed formation earns ₹10 and one ticketing-fee waiver (decisions.md "Fees"); the
// amount lives in shared so the public pages quote the same figure.
export { DISABLED_CREDIT_PAISE };

export type TransitionOptions = {
  reason: string;
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
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'lifecycle'>;
  mail: MailWorker;
  log: FastifyBaseLogger;
};

/**
 * The only code that changes a group's status (architecture.md rule 5). Every move checks the
 * state machine, records who made it and why, and writes its side effects (credits, mails) in
 * the caller's transaction, so a crash never applies half of one.
 */
export function createLifecycle(deps: LifecycleDeps) {
  const { clock } = deps;
  const steps: SweepStep[] = [];

  async function transition(
    tx: Db,
    group: CommunityRow,
    to: GroupStatus,
    options: TransitionOptions,
  ) {
    if (!canTransition(group.status, to)) throw new IllegalTransition(group.status, to);
    const now = clock.now();
    const row = await repo.updateGroup(tx, group.id, group.status, {
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
   * After passengers were added (caller holds the lock): at the threshold the group moves to
   * THRESHOLD_MET and, in the same transaction, dispatches the RFQ and opens bidding.
   */
  async function afterPassengersAdded(
    tx: Db,
    group: CommunityRow,
    actorUserId: string,
  ): Promise<CommunityRow> {
    if (!isForming(group.status) || group.passengerCount < GROUP_THRESHOLD) return group;
    const now = clock.now();
    const met = await transition(tx, group, 'THRESHOLD_MET', {
      reason: `Reached ${GROUP_THRESHOLD} passengers`,
      actorUserId,
      set: { thresholdMetAt: now },
    });
    return dispatchRfq(tx, met, actorUserId);
  }

  /**
   * afterPassengersAdded for the groups of one join batch (ADR 0007), with the same moves,
   * history, timestamps and mails, in five statements whatever the number of groups. Returns
   * the groups that moved, as they are now.
   */
  async function afterPassengersAddedMany(
    tx: Db,
    added: Array<{ group: CommunityRow; actorUserId: string | null }>,
  ): Promise<Map<string, CommunityRow>> {
    const reached = added.filter(
      ({ group }) => isForming(group.status) && group.passengerCount >= GROUP_THRESHOLD,
    );
    if (reached.length === 0) return new Map();
    const now = clock.now();
    const moved = await repo.moveFormingToRfq(
      tx,
      reached.map(({ group }) => group.id),
      {
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
          reason: `Reached ${GROUP_THRESHOLD} passengers`,
          actorUserId,
          at: now,
        },
        {
          communityId: group.id,
          fromStatus: 'THRESHOLD_MET',
          toStatus: 'RFQ_SENT',
          reason: 'Request for quote sent to airline partners',
          actorUserId,
          at: now,
        },
      ]),
    );
    const byId = new Map(moved.map((row) => [row.id, row]));
    const members = await repo.activeMembersOf(tx, [...byId.keys()]);
    const companies = await allCompanies(tx);
    await enqueueMails(tx, clock, [
      ...members.map((m) => rfqSentMail(m, byId.get(m.communityId)!, deps.config.publicUrl)),
      ...moved.flatMap((row) =>
        companies.map((company) => rfqToAirlineMail(company, row, deps.config.publicUrl)),
      ),
    ]);
    return byId;
  }

  async function dispatchRfq(
    tx: Db,
    group: CommunityRow,
    actorUserId: string | null,
  ): Promise<CommunityRow> {
    const now = clock.now();
    const sent = await transition(tx, group, 'RFQ_SENT', {
      reason: 'Request for quote sent to airline partners',
      actorUserId,
      set: {
        rfqSentAt: now,
        biddingDeadline: new Date(
          now.getTime() + deps.config.lifecycle.biddingWindowSeconds * 1000,
        ),
      },
    });
    const members = await repo.activeMembers(tx, group.id);
    // The request for quote itself: every airline partner hears of the new group.
    const companies = await allCompanies(tx);
    // One statement for all of them: joins reach the threshold often (ADR 0007).
    await enqueueMails(tx, clock, [
      ...members.map((member) => rfqSentMail(member, sent, deps.config.publicUrl)),
      ...companies.map((company) => rfqToAirlineMail(company, sent, deps.config.publicUrl)),
    ]);
    return sent;
  }

  /**
   * Formation window over below the threshold: DISABLED, each member credited once. The ₹10
   * belongs to a failed formation only (decisions.md "Group lifecycle"), hence the guard.
   */
  async function disableUnformed(
    tx: Db,
    group: CommunityRow,
    options: Partial<TransitionOptions> & { notice?: typeof groupDisabledMail } = {},
  ) {
    if (!isForming(group.status)) throw new Error(`group ${group.id} has formed: not a failure`);
    const disabled = await transition(tx, group, 'DISABLED', {
      reason:
        options.reason ??
        `Fewer than ${GROUP_THRESHOLD} passengers when the formation window closed`,
      actorUserId: options.actorUserId ?? null,
    });
    const members = await repo.activeMembers(tx, group.id);
    await appendLedger(
      tx,
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
        ),
      );
    }
    return disabled;
  }

  /**
   * A quote wins (at the bidding deadline, or an admin's choice): READY_FOR_BOOKING, then, in
   * this version, straight on to BOOKED with one ticket per passenger (decisions.md).
   */
  async function bookWithQuote(
    tx: Db,
    group: CommunityRow,
    quote: QuoteRow,
    options: Partial<TransitionOptions> = {},
  ) {
    if (quote.communityId !== group.id) throw new Error('quote of another group');
    const company = await findCompany(tx, quote.companyId);
    if (!company) throw new Error(`quote ${quote.id} has no company`);
    const fare = formatPaise(quote.pricePerTicketPaise);
    // A group an admin held at READY_FOR_BOOKING (ADR 0006) books from where it stands.
    const ready =
      group.status === 'READY_FOR_BOOKING'
        ? group
        : await transition(tx, group, 'READY_FOR_BOOKING', {
            reason:
              options.reason ??
              `Lowest bid selected: ${company.name} ${quote.flightNumber} at ${fare}`,
            actorUserId: options.actorUserId ?? null,
          });
    await markSelected(tx, quote.id);
    const issued = await issueTickets(tx, clock.now(), ready, quote, company);
    const count = issued.reduce((n, m) => n + m.tickets.length, 0);
    const booked = await transition(tx, ready, 'BOOKED', {
      reason: `${count} tickets issued`,
      actorUserId: options.actorUserId ?? null,
    });
    for (const bidder of await biddersOf(tx, group.id)) {
      const won = bidder.companyId === company.id;
      await enqueueMail(tx, clock, bidResultMail(bidder, booked, won, fare, deps.config.publicUrl));
    }
    for (const member of issued) {
      if (member.tickets.length === 0) continue;
      await enqueueMail(
        tx,
        clock,
        bookedMail(
          member,
          booked,
          { airlineName: company.name, flightNumber: quote.flightNumber, farePaise: fare },
          member.tickets.map((t) => t.ticketNumber),
          deps.config.publicUrl,
        ),
      );
    }
    return booked;
  }

  /**
   * A formed group that ends without flying (no bid, or an admin ends it): each member one
   * ticketing-fee waiver, once, and a mail. Once payments exist, every payment the group took
   * is refunded here, in the same transaction (decisions.md "Money: the payment stage").
   */
  async function settleFormedEnd(
    tx: Db,
    ended: CommunityRow,
    reason: LedgerEntry['reason'],
    notice: (member: repo.ActiveMember, group: CommunityRow, publicUrl: string) => Mail,
  ) {
    const members = await repo.activeMembers(tx, ended.id);
    await appendLedger(
      tx,
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
      await enqueueMail(tx, clock, notice(member, ended, deps.config.publicUrl));
    return members.length;
  }

  /** Bidding closed with no quote: CANCELLED, each member credited one ticketing-fee waiver. */
  async function cancelUnbid(
    tx: Db,
    group: CommunityRow,
    options: Partial<TransitionOptions> = {},
  ) {
    const cancelled = await transition(tx, group, 'CANCELLED', {
      reason: options.reason ?? 'No airline bid before the bidding window closed',
      actorUserId: options.actorUserId ?? null,
    });
    await settleFormedEnd(tx, cancelled, 'GROUP_CANCELLED', groupCancelledMail);
    return cancelled;
  }

  /**
   * An admin ends a group that had formed (THRESHOLD_MET, RFQ_SENT, READY_FOR_BOOKING): DISABLED,
   * its members settled as when no airline bid, one fee waiver each and no ₹10 (decisions.md).
   * Returns the group and how many members were given a waiver.
   */
  async function endFormed(
    tx: Db,
    group: CommunityRow,
    options: TransitionOptions & {
      notice: (member: repo.ActiveMember, group: CommunityRow, publicUrl: string) => Mail;
    },
  ) {
    if (isForming(group.status)) throw new Error(`group ${group.id} has not formed`);
    const ended = await transition(tx, group, 'DISABLED', options);
    const settled = await settleFormedEnd(tx, ended, 'GROUP_DISABLED', options.notice);
    return { row: ended, members: settled };
  }

  /** True when a forming group's window has passed; the next sweep (or a join) disables it. */
  function isFormationOver(group: CommunityRow): boolean {
    return isForming(group.status) && group.formationDeadline.getTime() <= clock.now().getTime();
  }

  steps.push({
    name: 'formation-deadline',
    claim: (tx, now) => repo.claimFormationDue(tx, now),
    process: async (tx, group) => {
      await disableUnformed(tx, group);
    },
  });

  steps.push({
    name: 'bidding-deadline',
    claim: (tx, now) => repo.claimBiddingDue(tx, now),
    process: async (tx, group) => {
      const winner = await lowestQuote(tx, group.id);
      if (winner) await bookWithQuote(tx, group, winner);
      else await cancelUnbid(tx, group);
    },
  });

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
    afterPassengersAddedMany,
    disableUnformed,
    endFormed,
    bookWithQuote,
    cancelUnbid,
    isFormationOver,
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
