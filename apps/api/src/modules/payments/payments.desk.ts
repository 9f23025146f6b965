import { REFUND_AMOUNT_PAISE } from '@saath/shared/tickets';
import {
  PAID_STATUSES,
  PAYMENT_STAGE_STATUSES,
  couldUseCredit,
  isPaid,
  leftToRefund,
  shareOf,
  ticketsOfPayment,
  wasCaptured,
  type Share,
  type ShareBasis,
} from '@saath/shared/payment-rules';
import type { MyPayment } from '@saath/shared/payments';
import type { Db } from '../../db/client.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { Clock } from '../../platform/clock.ts';
import { noticeTexts } from '../../platform/notice-texts.ts';
import { enqueueNotices } from '../../platform/notices.ts';
import { accountOf, appendLedger } from '../credits/index.ts';
import { activeMembersOf, findActiveMembership, lockGroup } from '../groups/index.ts';
import { refundIssuedMail } from './payments.mails.ts';
import type { RefundClaim } from '../tickets/index.ts';
import type { RefundJobs } from './payments.refunds.ts';
import * as repo from './payments.repository.ts';
import { asWork } from '../../platform/work.ts';

/**
 * The money side of the payment stage that the lifecycle calls (lifecycle.ports.ts PaymentDesk)
 * and the group record reads: shares, paid shares and refunds, each written to the money ledger
 * in the caller's transaction (ADR 0018); the provider pays a refund out from a job (ADR 0036).
 */
export function createPaymentDesk(deps: { clock: Clock; refunds: RefundJobs; publicUrl: string }) {
  const { clock } = deps;

  /**
   * A member's share of a group, with the basis it was made from. Waivers and credit come from
   * what the member has available (ADR 0030): what they hold less what open payments of *other*
   * groups have reserved. This group's own open payment is left out: a new payment replaces it.
   *
   * `lock`: inside a payment's transaction, its group already locked, the member's credit is
   * held until it ends (ADR 0030), so what the share uses is not reserved twice; but only when
   * the share could use some. `seen` is the basis read before that transaction: when it showed
   * nothing a share could use, the basis is read again without the member's lock, and that
   * read stands if it still shows nothing (the share reserves nothing, so nothing needs
   * holding); what arrived in between is locked and read again, as always.
   */
  async function shareFor(
    db: Db,
    communityId: string,
    pricePerTicket: number,
    member: { userId: string; passengerCount: number },
    applyCredits = false,
    lock = false,
    seen?: ShareBasis,
  ): Promise<Share & { basis: ShareBasis }> {
    const usable = (basis: ShareBasis) => couldUseCredit(basis, applyCredits);
    const unlocked =
      !lock || (seen && !usable(seen))
        ? await basisOf(db, communityId, member.userId, false)
        : undefined;
    const basis =
      unlocked && (!lock || !usable(unlocked))
        ? unlocked
        : await basisOf(db, communityId, member.userId, true);
    const share = shareOf({
      pricePerTicket,
      passengers: member.passengerCount,
      applyCredits,
      ...basis,
    });
    return { ...share, basis };
  }

  async function basisOf(
    db: Db,
    communityId: string,
    userId: string,
    lock: boolean,
  ): Promise<ShareBasis> {
    const { memberNumber, credits } = await accountOf(asWork(db), userId, clock.now(), {
      exceptCommunityId: communityId,
      lock,
    });
    return {
      memberNumber,
      feeWaivers: credits.available.feeWaivers,
      creditBalance: credits.available.creditPaise,
    };
  }

  async function paidShares(db: Db, communityId: string) {
    const paid = await repo.paymentsOfGroup(db, communityId, ['PAID']);
    return new Map(paid.map((p) => [p.userId, ticketsOfPayment(p)]));
  }

  /**
   * Refunds a captured payment (the rest of it unless `amount` says less): a REFUND row, the
   * status (REFUNDED once nothing is left, else PARTIALLY_REFUNDED), the credits it used given
   * back when a refund undoes the whole capture, the mail, and the job that pays it out through
   * the provider (ADR 0036: never a provider call here, inside the caller's transaction, which
   * holds the group's lock, then the payment's). `amount` is never more than is left (checked
   * by the caller, which answers 409). `postSale` marks the refund of a sold seat (ADR 0024).
   */
  async function refund(
    tx: Db,
    group: CommunityRow,
    payment: PaymentRow,
    why: string,
    member: { email: string; firstName: string },
    options: { amount?: number; postSale?: boolean } = {},
  ) {
    const refunded = await repo.refundedOf(tx, payment.id);
    const left = leftToRefund({ amount: payment.amountPaise, refunded });
    const amount = Math.min(options.amount ?? left, left);
    if (amount <= 0) return 0;
    const now = clock.now();
    // The provider's refund id is on the refund row once its job is done (the ledger is
    // append-only, so its provider_ref stays empty for refunds).
    const [ledger] = await repo.appendMoney(tx, [
      {
        paymentId: payment.id,
        communityId: payment.communityId,
        userId: payment.userId,
        kind: 'REFUND',
        amountPaise: amount,
        reason: why,
        postSale: options.postSale ?? false,
        createdAt: now,
      },
    ]);
    await deps.refunds.queue(tx, {
      paymentId: payment.id,
      ledgerId: ledger!.id,
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId ?? payment.providerOrderId,
      amount,
      currency: 'INR',
    });
    const whole = amount === left;
    await repo.updatePayment(tx, payment.id, {
      status: whole ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
      updatedAt: now,
    });
    // A sold seat's refund gives money back, not the credits that bought part of the seat.
    // Only the credit the capture actually used goes back (ADR 0030: not a shortfall).
    const used = payment.creditsPaise - payment.creditsShortfallPaise;
    if (whole && !options.postSale && refunded === 0 && used > 0 && wasCaptured(payment.status))
      await appendLedger(asWork(tx), [
        {
          userId: payment.userId,
          amountPaise: used,
          waivers: 0,
          reason: 'PAYMENT_CREDITS_RETURNED',
          communityId: payment.communityId,
          createdAt: now,
        },
      ]);
    // By the member's channel (ADR 0059): a text, with this mail as its fall-back.
    await enqueueNotices(tx, clock, [
      {
        userId: payment.userId,
        text: (texts) => noticeTexts.refundIssued(texts, group, amount, deps.publicUrl),
        mail: (texts) => refundIssuedMail(member, group, amount, why, deps.publicUrl, texts),
      },
    ]);
    return amount;
  }

  /**
   * ADR 0024: a ticket just cancelled for an eligible reason claims the policy amount,
   * never more than is left of the member's payment once the refunds made and the claims still
   * pending are counted. Runs in the cancelling transaction; locks the group (which the cancel
   * already holds: re-entrant, ADR 0063), then the payment.
   */
  async function openRefundRequest(
    tx: Db,
    claim: RefundClaim,
  ): Promise<{ id: string; amount: number } | null> {
    await lockGroup(asWork(tx), claim.communityId);
    const [paid] = await repo
      .paymentsOfGroup(tx, claim.communityId, PAID_STATUSES)
      .then((rows) => rows.filter((p) => p.userId === claim.userId));
    if (!paid) return null;
    const payment = (await repo.lockPayment(tx, paid.id))!;
    const left = leftToRefund({
      amount: payment.amountPaise,
      refunded: await repo.refundedOf(tx, payment.id),
      pendingClaims: await repo.pendingClaimsOf(tx, payment.id),
    });
    const amount = Math.min(REFUND_AMOUNT_PAISE, left);
    if (amount <= 0) return null;
    const row = await repo.insertRefundRequest(tx, {
      ticketId: claim.ticketId,
      paymentId: payment.id,
      communityId: claim.communityId,
      userId: claim.userId,
      reason: claim.reason,
      note: claim.note,
      amountPaise: amount,
      status: 'PENDING',
      createdAt: clock.now(),
    });
    return { id: row.id, amount };
  }

  /**
   * A ticket cancelled inside the full-refund window of a significant schedule change
   * (docs/product/money.md, ADR 0054): everything the member paid for it (its price paid: fare,
   * fee and GST, less credit applied) comes back at once, whatever the reason given, never more
   * than is left of the payment once pending claims are counted. A refund of a sold seat
   * (`post_sale`), recorded here in the cancelling transaction; the provider is called by the
   * refund job afterwards. Locks the group (re-entering the cancel's own lock of it, ADR 0063),
   * then the payment. Returns the amount refunded.
   */
  async function refundTicketInFull(
    tx: Db,
    claim: { communityId: string; userId: string; amountPaise: number; why: string },
  ): Promise<number> {
    const group = await lockGroup(asWork(tx), claim.communityId);
    if (!group) return 0;
    const [paid] = await repo
      .paymentsOfGroup(tx, claim.communityId, PAID_STATUSES)
      .then((rows) => rows.filter((p) => p.userId === claim.userId));
    if (!paid) return 0;
    const payment = (await repo.lockPayment(tx, paid.id))!;
    const left = leftToRefund({
      amount: payment.amountPaise,
      refunded: await repo.refundedOf(tx, payment.id),
      pendingClaims: await repo.pendingClaimsOf(tx, payment.id),
    });
    const amount = Math.min(claim.amountPaise, left);
    if (amount <= 0) return 0;
    const member = await repo.contactOf(tx, claim.userId);
    return refund(tx, group, payment, claim.why, member, { amount, postSale: true });
  }

  /** Every captured payment of a locked group, refunded in full (a cancelled group). */
  async function refundAll(tx: Db, group: CommunityRow, why: string) {
    const paid = await repo.paymentsOfGroup(tx, group.id, PAID_STATUSES);
    if (paid.length === 0) return 0;
    const members = new Map(
      (await activeMembersOf(asWork(tx), [group.id])).map((m) => [m.userId, m] as const),
    );
    let total = 0;
    for (const payment of paid) {
      const member = members.get(payment.userId) ?? (await repo.contactOf(tx, payment.userId));
      total += await refund(tx, group, payment, why, member);
    }
    return total;
  }

  /**
   * A missed ticketing deadline fell back to a cheaper bid (docs/product/ticketing.md): each
   * paid member gets the fare difference back on each of their tickets not cancelled. It undoes
   * part of the sale (not `post_sale`): the tickets' fare and price paid drop by the same amount
   * in the same transaction, so what the group holds still equals what its tickets were sold
   * for (docs/product/money.md). The fee and GST stay as paid.
   */
  async function refundFareDifference(
    tx: Db,
    group: CommunityRow,
    perTicket: number,
    ticketsByMember: Map<string, number>,
    why: string,
  ) {
    if (perTicket <= 0) return 0;
    const paid = await repo.paymentsOfGroup(tx, group.id, PAID_STATUSES);
    const members = new Map(
      (await activeMembersOf(asWork(tx), [group.id])).map((m) => [m.userId, m] as const),
    );
    let total = 0;
    for (const payment of paid) {
      const tickets = ticketsByMember.get(payment.userId) ?? 0;
      if (tickets === 0) continue;
      const member = members.get(payment.userId) ?? (await repo.contactOf(tx, payment.userId));
      total += await refund(tx, group, payment, why, member, { amount: perTicket * tickets });
    }
    return total;
  }

  /** Whether a member has paid their share of a group (a paid member cannot leave). */
  async function hasPaid(db: Db, communityId: string, userId: string) {
    const rows = await repo.paymentsOfMember(db, communityId, userId);
    return rows.some((p) => isPaid(p.status));
  }

  /**
   * The caller's `my_payment` (the group record's field), read per request so it never leaks between
   * callers nor goes stale; null outside the payment stage or for a non-member.
   */
  async function myPayment(
    db: Db,
    group: { id: string; status: string; winningPrice: number | null },
    userId: string,
  ): Promise<MyPayment | null> {
    if (!PAYMENT_STAGE_STATUSES.includes(group.status) || group.winningPrice === null) return null;
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
    const paid = list.find((p) => isPaid(p.status));
    if (paid) return view(paid, 'PAID');
    const refunded = list.find((p) => p.status === 'REFUNDED' && p.paidAt);
    if (refunded) return view(refunded, 'REFUNDED');
    const membership = await findActiveMembership(asWork(db), group.id, userId);
    if (!membership) return null;
    const open = list.find((p) => p.status === 'CREATED');
    const status = group.status === 'READY_FOR_BOOKING' ? 'DUE' : 'EXPIRED';
    if (open) return view(open, status);
    const share = await shareFor(db, group.id, group.winningPrice, membership);
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

  return {
    shareFor,
    paidShares,
    refund,
    refundAll,
    refundFareDifference,
    hasPaid,
    myPayment,
    openRefundRequest,
    refundTicketInFull,
  };
}

export type PaymentDesk = ReturnType<typeof createPaymentDesk>;
