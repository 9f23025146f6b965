import { FREE_MEMBER_LIMIT } from '@saath/shared/tickets';
import { shareOf, type MyPayment, type Share } from '@saath/shared/payments';
import type { Db } from '../../db/client.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueueMail } from '../../platform/mailer.ts';
import { appendLedger, balanceOf } from '../credits/credits.repository.ts';
import { findActiveMembership, activeMembersOf } from '../groups/groups.repository.ts';
import { refundIssuedMail } from './payments.mails.ts';
import type { PaymentProvider } from './payments.provider.ts';
import * as repo from './payments.repository.ts';

/** Statuses in which a group has a payment stage to show (issue 11). */
const PAYMENT_STAGE = ['READY_FOR_BOOKING', 'BOOKED', 'CANCELLED', 'DISABLED'];

/** A PAID payment's tickets, priced as the share was (what was paid for each ticket). */
export function ticketsOfPayment(p: PaymentRow): Share['tickets'] {
  return shareOf({
    pricePerTicket: p.farePaise / p.passengers,
    passengers: p.passengers,
    memberNumber: p.feePaise > 0 ? FREE_MEMBER_LIMIT + 1 : 1,
    feeWaivers: p.waiversUsed,
    creditBalance: p.creditsPaise,
    applyCredits: p.creditsPaise > 0,
  }).tickets;
}

/**
 * The money side of the payment stage that the lifecycle calls (lifecycle.ports.ts PaymentDesk)
 * and the group record reads: shares, paid shares and refunds through the provider, each
 * written to the money ledger in the caller's transaction (ADR 0018).
 */
export function createPaymentDesk(deps: {
  clock: Clock;
  providers: Map<string, PaymentProvider>;
  publicUrl: string;
}) {
  const { clock } = deps;

  async function shareFor(
    db: Db,
    pricePerTicket: number,
    member: { userId: string; passengerCount: number },
    applyCredits = false,
  ): Promise<Share> {
    const [memberNumber, balance] = await Promise.all([
      repo.memberNumberOf(db, member.userId),
      balanceOf(db, member.userId),
    ]);
    return shareOf({
      pricePerTicket,
      passengers: member.passengerCount,
      memberNumber,
      feeWaivers: balance.feeWaivers,
      creditBalance: balance.creditPaise,
      applyCredits,
    });
  }

  async function paidShares(db: Db, communityId: string) {
    const paid = await repo.paymentsOfGroup(db, communityId, ['PAID']);
    return new Map(paid.map((p) => [p.userId, ticketsOfPayment(p)]));
  }

  /**
   * Refunds the rest of a captured payment through its provider: a REFUND row, the status, the
   * credits it used given back, and the mail. The caller holds the group's lock.
   */
  async function refund(
    tx: Db,
    group: CommunityRow,
    payment: PaymentRow,
    why: string,
    member: { email: string; firstName: string },
  ) {
    const left = payment.amountPaise - (await repo.refundedOf(tx, payment.id));
    if (left <= 0) return 0;
    const provider = deps.providers.get(payment.provider);
    if (!provider) throw new Error(`no provider ${payment.provider} to refund through`);
    const { refundId } = await provider.refund({
      providerPaymentId: payment.providerPaymentId ?? payment.providerOrderId,
      amount: left,
    });
    const now = clock.now();
    await repo.appendMoney(tx, [
      {
        paymentId: payment.id,
        communityId: payment.communityId,
        userId: payment.userId,
        kind: 'REFUND',
        amountPaise: left,
        providerRef: refundId,
        reason: why,
        createdAt: now,
      },
    ]);
    await repo.updatePayment(tx, payment.id, { status: 'REFUNDED', updatedAt: now });
    if (payment.creditsPaise > 0 && payment.status !== 'CREATED' && payment.status !== 'FAILED')
      await appendLedger(tx, [
        {
          userId: payment.userId,
          amountPaise: payment.creditsPaise,
          waivers: 0,
          reason: 'PAYMENT_CREDITS_RETURNED',
          communityId: payment.communityId,
          createdAt: now,
        },
      ]);
    await enqueueMail(tx, clock, refundIssuedMail(member, group, left, why, deps.publicUrl));
    return left;
  }

  /** Every captured payment of a locked group, refunded in full (a cancelled group). */
  async function refundAll(tx: Db, group: CommunityRow, why: string) {
    const paid = await repo.paymentsOfGroup(tx, group.id, ['PAID', 'PARTIALLY_REFUNDED']);
    if (paid.length === 0) return 0;
    const members = new Map(
      (await activeMembersOf(tx, [group.id])).map((m) => [m.userId, m] as const),
    );
    let total = 0;
    for (const payment of paid) {
      const member = members.get(payment.userId) ?? (await repo.contactOf(tx, payment.userId));
      total += await refund(tx, group, payment, why, member);
    }
    return total;
  }

  /** Whether a member has paid their share of a group (a paid member cannot leave). */
  async function hasPaid(db: Db, communityId: string, userId: string) {
    const rows = await repo.paymentsOfMember(db, communityId, userId);
    return rows.some((p) => p.status === 'PAID' || p.status === 'PARTIALLY_REFUNDED');
  }

  /**
   * The caller's `my_payment` (issue 11 contract), read per request so it never leaks between
   * callers nor goes stale; null outside the payment stage or for a non-member.
   */
  async function myPayment(
    db: Db,
    group: { id: string; status: string; winningPrice: number | null },
    userId: string,
  ): Promise<MyPayment | null> {
    if (!PAYMENT_STAGE.includes(group.status) || group.winningPrice === null) return null;
    const list = await repo.paymentsOfMember(db, group.id, userId);
    const view = (p: PaymentRow, status: MyPayment['status']): MyPayment => ({
      payment_id: p.id,
      status,
      amount_due: p.amountPaise,
      fare: p.farePaise,
      fee: p.feePaise,
      gst: p.gstPaise,
      credits_applied: p.creditsPaise,
      paid_at: p.paidAt?.toISOString() ?? null,
    });
    const paid = list.find((p) => p.status === 'PAID' || p.status === 'PARTIALLY_REFUNDED');
    if (paid) return view(paid, 'PAID');
    const refunded = list.find((p) => p.status === 'REFUNDED' && p.paidAt);
    if (refunded) return view(refunded, 'REFUNDED');
    const membership = await findActiveMembership(db, group.id, userId);
    if (!membership) return null;
    const open = list.find((p) => p.status === 'CREATED');
    const status = group.status === 'READY_FOR_BOOKING' ? 'DUE' : 'EXPIRED';
    if (open) return view(open, status);
    const share = await shareFor(db, group.winningPrice, membership);
    return {
      payment_id: null,
      status,
      amount_due: share.amountDue,
      fare: share.fare,
      fee: share.fee,
      gst: share.gst,
      credits_applied: 0,
      paid_at: null,
    };
  }

  return { shareFor, paidShares, refund, refundAll, hasPaid, myPayment };
}

export type PaymentDesk = ReturnType<typeof createPaymentDesk>;
