import { GROUP_NOT_FOUND, isForming } from '@saath/shared/groups';
import {
  NO_PASSENGERS_TO_BOOK,
  NO_QUOTE_TO_BOOK,
  NO_QUOTE_TO_HOLD,
  alreadyIn,
  formationClosed,
  type OverrideStatus,
} from '@saath/shared/admin';
import type { GroupStatus } from '@saath/shared/groups';
import { formatPaise } from '@saath/shared/money';
import { NO_PAID_MEMBER_TO_BOOK } from '@saath/shared/payments';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';
import type { QuoteRow } from '../../db/schema/airlines.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { enqueueMail, type MailWorker } from '../../platform/mailer.ts';
import { countTicketsOfGroup } from '../tickets/index.ts';
import { IllegalTransition, REASONS, canTransition } from './lifecycle.machine.ts';
import {
  formedGroupClosedByTeamMail,
  groupClosedByTeamMail,
  rfqWithdrawnMail,
} from './lifecycle.override.mails.ts';
import { activeMembers, lockGroup } from '../groups/index.ts';
import type { QuoteBook } from './lifecycle.ports.ts';
import { DISABLED_CREDIT_PAISE, type Lifecycle } from './lifecycle.service.ts';
import { asWork } from '../../platform/work.ts';

export type OverrideTarget = Uppercase<OverrideStatus>;

export type OverrideDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  lifecycle: Lifecycle;
  quotes: QuoteBook;
  mail: MailWorker;
};

/**
 * An admin's status override (docs/product/lifecycle.md, ADR 0006). It runs the lifecycle's
 * own transitions (so the state machine refuses what it refuses for everyone, and the side
 * effects are the automatic ones), under the group's row lock, and writes one audit row in the
 * same transaction. Returns the group as it stands afterwards.
 */
export function createOverride(deps: OverrideDeps) {
  const { db, clock, lifecycle } = deps;
  const { biddersOf, findCompany, lowestQuote, selectedQuote, unselectQuotes } = deps.quotes;

  /** The admin's action, kept in the same transaction as what it did (the one audit writer). */
  async function audit(tx: Db, values: Omit<typeof adminAuditLog.$inferInsert, 'at'>) {
    await tx.insert(adminAuditLog).values({ ...values, at: clock.now() });
  }

  function refuseUnless(group: CommunityRow, to: GroupStatus, allowed: boolean) {
    if (!allowed) throw conflict(new IllegalTransition(group.status, to).message);
  }

  async function apply(
    tx: Db,
    group: CommunityRow,
    to: OverrideTarget,
    options: { actorUserId: string; reason: string },
  ): Promise<{ row: CommunityRow; details: Record<string, unknown> }> {
    switch (to) {
      case 'ACTIVE': {
        // Only a forming PENDING group can be marked active; it keeps its formation deadline.
        refuseUnless(group, to, canTransition(group.status, to));
        if (lifecycle.isFormationOver(group)) throw conflict(formationClosed);
        return { row: await lifecycle.transition(tx, group, to, options), details: {} };
      }
      case 'DISABLED': {
        refuseUnless(group, to, canTransition(group.status, to));
        const bidders = await biddersOf(asWork(tx), group.id);
        // A forming group fails its formation, with the sweeper's side effects (₹10 + one
        // waiver per member, once); a formed group is ended as CANCELLED ends one (one waiver
        // each, payments refunded once they exist). Either way the mail tells the real reason
        // (docs/product/lifecycle.md).
        const { row, members, creditPaise } = isForming(group.status)
          ? {
              row: await lifecycle.disableUnformed(tx, group, {
                ...options,
                notice: groupClosedByTeamMail,
              }),
              members: (await activeMembers(asWork(tx), group.id)).length,
              creditPaise: DISABLED_CREDIT_PAISE,
            }
          : {
              ...(await lifecycle.endFormed(tx, group, {
                ...options,
                notice: formedGroupClosedByTeamMail,
              })),
              creditPaise: 0,
            };
        // A quote held for booking is no longer "accepted" for the airline's bids page.
        await unselectQuotes(asWork(tx), group.id);
        for (const bidder of bidders)
          await enqueueMail(tx, clock, rfqWithdrawnMail(bidder, row, deps.config.publicUrl));
        return {
          row,
          details: {
            members_credited: members,
            credit_paise_each: creditPaise,
            fee_waivers_each: 1,
            bidders_notified: bidders.length,
          },
        };
      }
      case 'READY_FOR_BOOKING': {
        // The automatic move selects the lowest bid (ties to the earliest); the override stops
        // there instead of booking at once, until a later override books or disables it.
        refuseUnless(group, to, canTransition(group.status, to));
        const quote = await lowestQuote(asWork(tx), group.id);
        if (!quote) throw conflict(NO_QUOTE_TO_HOLD);
        // The same award as at the bidding deadline (ADR 0018); the payment stage opens.
        const row = await lifecycle.awardQuote(tx, group, quote, options);
        return {
          row,
          details: { quote_id: quote.id, price_per_ticket: quote.pricePerTicketPaise },
        };
      }
      case 'BOOKED': {
        // ADR 0018: booking by override closes the payment stage now, for the members who
        // paid, whatever their number (the unpaid are released); nobody paid, nothing to book.
        refuseUnless(
          group,
          to,
          group.status === 'RFQ_SENT' || group.status === 'READY_FOR_BOOKING',
        );
        if (group.status === 'RFQ_SENT') {
          if (!(await lowestQuote(asWork(tx), group.id))) throw conflict(NO_QUOTE_TO_BOOK);
          throw conflict(NO_PAID_MEMBER_TO_BOOK);
        }
        if (group.passengerCount === 0) throw conflict(NO_PASSENGERS_TO_BOOK);
        if (group.paidMemberCount === 0) throw conflict(NO_PAID_MEMBER_TO_BOOK);
        const quote = await selectedQuote(asWork(tx), group.id);
        const row = await lifecycle.closePayment(tx, group, { ...options, force: true });
        return {
          row,
          details: {
            quote_id: quote?.id ?? null,
            price_per_ticket: quote?.pricePerTicketPaise ?? null,
            tickets_issued: await countTicketsOfGroup(asWork(tx), group.id),
          },
        };
      }
    }
  }

  async function override(
    adminUserId: string,
    communityId: string,
    to: OverrideTarget,
    reason: string | null,
  ): Promise<CommunityRow> {
    // The row lock orders this against joins, bids, the sweeper and other admins: whoever comes
    // second sees the status the first one left.
    const row = await db.transaction(async (tx) => {
      const group = await lockGroup(asWork(tx), communityId);
      if (!group) throw notFound(GROUP_NOT_FOUND);
      if (group.status === to) throw conflict(alreadyIn(to));
      const outcome = await apply(tx, group, to, {
        actorUserId: adminUserId,
        reason: REASONS.adminOverride(reason),
      });
      await audit(tx, {
        action: 'GROUP_STATUS_OVERRIDE',
        adminUserId,
        communityId,
        fromStatus: group.status,
        toStatus: outcome.row.status,
        reason,
        details: outcome.details,
      });
      return outcome.row;
    });
    deps.mail.kick();
    return row;
  }

  /**
   * An admin picks the winning quote (POST /api/quotes/{id}/select): the group awaits payment
   * on it, as after the bidding deadline (ADR 0018), and the choice is audited as QUOTE_SELECTED.
   * The caller holds the group's lock and has checked that the group can take a selection.
   */
  async function selectQuote(
    tx: Db,
    group: CommunityRow,
    quote: QuoteRow,
    adminUserId: string,
  ): Promise<CommunityRow> {
    if (group.passengerCount === 0) throw conflict(NO_PASSENGERS_TO_BOOK);
    const company = await findCompany(asWork(tx), quote.companyId);
    const airline = company?.name ?? 'Unknown airline';
    const row = await lifecycle.awardQuote(tx, group, quote, {
      actorUserId: adminUserId,
      reason: REASONS.quoteSelectedByAdmin(
        airline,
        quote.flightNumber,
        formatPaise(quote.pricePerTicketPaise),
      ),
    });
    await audit(tx, {
      action: 'QUOTE_SELECTED',
      adminUserId,
      communityId: group.id,
      details: {
        quote_id: quote.id,
        airline,
        flight_number: quote.flightNumber,
        price_per_ticket: quote.pricePerTicketPaise,
        payment_deadline: row.paymentDeadline?.toISOString() ?? null,
      },
    });
    return row;
  }

  return { override, selectQuote };
}

export type Override = ReturnType<typeof createOverride>;
