import { enqueueNotices } from '../../platform/notices.ts';
import { noticeTexts } from '../../platform/notice-texts.ts';
import { randomUUID } from 'node:crypto';
import { GROUP_NOT_FOUND } from '@saath/shared/groups';
import {
  ALREADY_PAID,
  BAD_SIGNATURE,
  CARD_DECLINED,
  LATE_PAYMENT_REFUNDED,
  BAD_PAYMENT_SIGNATURE,
  NOT_AWAITING_PAYMENT,
  NOT_RAZORPAY_PAYMENT,
  NOT_SANDBOX_PAYMENT,
  PAYMENT_NOT_FOUND,
  PAYMENT_NOT_OPEN,
  PAYMENT_RECEIVED,
  SANDBOX_CARD_DECLINED,
  SANDBOX_CARD_OK,
  SHARE_CHANGED,
  UNKNOWN_PROVIDER,
  USE_TEST_CARD,
  normaliseCard,
  paymentMethodLabel,
  type CreatePaymentResponse,
  type Payment,
  type PaymentMethod,
  type PaymentProviderName,
  type UpiCollectState,
  type RazorpayVerifyBody,
} from '@saath/shared/payments';
import {
  isPaid,
  paymentWindowOpen,
  wasCaptured,
  type ShareBasis,
} from '@saath/shared/payment-rules';
import { RECEIPT_NOT_AVAILABLE, financialYearOf } from '@saath/shared/receipts';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, conflict, invalidField, notFound } from '../../platform/errors.ts';
import { outboxRow, type MailWorker } from '../../platform/mailer.ts';
import { accountOf, appendLedger } from '../credits/index.ts';
import {
  findGroup,
  findGroupWithMember,
  type GroupSnapshot as Group,
  type MembershipSnapshot,
  lockGroupWithMember,
  readLockGroupWithMember,
  recordPayment,
} from '../groups/index.ts';
import { paymentReceivedMail } from './payments.mails.ts';
import type { PaymentDesk } from './payments.desk.ts';
import type { PaymentLifecycle, TransferEvents } from './payments.ports.ts';
import type { RefundJobs } from './payments.refunds.ts';
import { toRefund } from './payments.contract.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxEvent,
  type Checkout,
  type Headers,
  type PaymentProvider,
  type ProviderEvent,
  type SandboxProvider,
} from './payments.provider.ts';
import { paidWithOf, type RazorpayProvider } from './razorpay.provider.ts';
import * as repo from './payments.repository.ts';
import { createSandboxUpi } from './sandbox-upi.ts';
import { renderReceipt } from './receipt.pdf.ts';
import { textsIn } from '../../platform/texts.ts';
import { asWork } from '../../platform/work.ts';

export type PaymentsDeps = {
  db: Db;
  clock: Clock;
  lifecycle: PaymentLifecycle;
  /** Route's transfer events, which share Razorpay's webhook URL (ADR 0062). */
  transferEvents?: TransferEvents;
  desk: PaymentDesk;
  /** ADR 0036: refunds through the provider, queued as jobs. */
  refunds: RefundJobs;
  providers: Map<string, PaymentProvider>;
  /** The provider new payments go through (the sandbox unless Razorpay's keys are set). */
  active: PaymentProvider;
  sandbox: SandboxProvider;
  /** Set when Razorpay's keys are (ADR 0022). */
  razorpay: RazorpayProvider | undefined;
  mail: MailWorker;
  /** ADR 0057: how long a sandbox UPI collect request waits for its approval. */
  upiCollectExpirySeconds: number;
  publicUrl: string;
  /** The supplier named on receipts (ADR 0023). */
  company: { name: string; gstin: string | undefined };
  log?: { warn(obj: unknown, msg: string): void; info?(obj: unknown, msg: string): void };
};

const LATE_WHY = 'the payment window had closed before your payment arrived.';
const DUPLICATE_WHY = 'your share had already been paid.';

export function toPayment(
  p: PaymentRow,
  refunded: number,
  refunds: repo.ProviderRefund[] = [],
): Payment {
  return {
    payment_id: p.id,
    community_id: p.communityId,
    status: p.status as Payment['status'],
    amount: p.amountPaise,
    refunded_amount: refunded,
    provider: p.provider as PaymentProviderName,
    provider_payment_id: p.providerPaymentId,
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
    receipt_number: p.receiptNumber,
    refunds: refunds.map((r) => toRefund(r, 'member')),
    method: p.method as PaymentMethod | null,
    method_label: paymentMethodLabel(p.method as PaymentMethod | null, p.methodDetail),
    upi_collect:
      p.upiCollectState && p.upiCollectVpa && p.upiCollectExpiresAt
        ? {
            vpa: p.upiCollectVpa,
            state: p.upiCollectState as UpiCollectState,
            expires_at: p.upiCollectExpiresAt.toISOString(),
          }
        : null,
  };
}

/** A payment row as GET /api/payments/{id} answers it, with what has been refunded of it. */
export async function presentPayment(db: Db, p: PaymentRow): Promise<Payment> {
  const [refunded, refunds] = await Promise.all([
    repo.refundedOf(db, p.id),
    repo.providerRefundsOf(db, [p.id]),
  ]);
  return toPayment(p, refunded, refunds);
}

/**
 * ADR 0018: members pay their share through a provider; every provider's events come
 * through `handleEvent`, the one path that moves money, under the group's row lock (groups
 * before payments, as the sweeper locks them), idempotent by event id.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, desk } = deps;

  // The open payment's own order, never a new one (a provider's order is paid once).
  function checkoutOf(p: PaymentRow): Checkout {
    const provider = deps.providers.get(p.provider) ?? deps.active;
    return provider.checkout({
      paymentId: p.id,
      orderId: p.providerOrderId,
      amount: p.amountPaise,
    });
  }

  const created = (p: PaymentRow): CreatePaymentResponse => ({
    payment_id: p.id,
    status: 'CREATED',
    amount: p.amountPaise,
    currency: 'INR',
    provider: p.provider as PaymentProviderName,
    checkout: checkoutOf(p),
  });

  /**
   * The caller's group awaiting payment, their membership, their payments there and their share
   * now, or the refusal (404, 409) that answers the request. Read twice by `create`: without
   * locks before an order is made, then under the locks to store it (`seen`: the first read's
   * basis of the share). Locked, the group's row is held to read (an order changes nothing of
   * the group: its members order at once, and whatever changes the group waits for them, ADR
   * 0072) with the member's membership row, then the member's credits if the share could use
   * any (ADR 0030: this member's payments take turns from here, so the credit and waivers read
   * are not reserved twice; groups, then the user: the order every money path takes).
   */
  async function shareNow(
    tx: Db,
    principal: Principal,
    communityId: string,
    applyCredits: boolean,
    seen?: ShareBasis,
  ) {
    const lock = seen !== undefined;
    const { group, membership } =
      (lock
        ? await readLockGroupWithMember(asWork(tx), communityId, principal.userId)
        : await findGroupWithMember(asWork(tx), communityId, principal.userId)) ?? {};
    if (!group || !membership) throw notFound(GROUP_NOT_FOUND);
    if (!group.winningQuote || !paymentWindowOpen(group, clock.now()))
      throw conflict(NOT_AWAITING_PAYMENT);
    const mine = await repo.paymentsOfMember(tx, communityId, principal.userId);
    if (mine.some((p) => isPaid(p.status))) throw conflict(ALREADY_PAID);
    const share = await desk.shareFor(
      tx,
      communityId,
      group.winningQuote.price_per_ticket,
      membership,
      applyCredits,
      lock,
      seen,
    );
    const open = mine.find((p) => p.status === 'CREATED');
    // The open payment answers again while nothing it was made of changed (its own order).
    const reusable =
      open &&
      open.amountPaise === share.amountDue &&
      open.creditsPaise === share.creditsApplied &&
      open.waiversUsed === share.waiversUsed
        ? open
        : undefined;
    return { membership, share, open, reusable };
  }

  /**
   * POST /api/communities/{id}/payments: the caller's open payment, or a new one.
   *
   * ADR 0036: the provider's order is made outside any transaction (a slow provider once held
   * the group's row lock, and on PGlite the only connection, for the whole call). So: read the
   * share, make the order for it, then lock and read again. If what the order was made for no
   * longer holds, the order is abandoned (never stored, so never payable: nobody was given it)
   * and the request answers as the state now says: a closed window or a paid share its 409,
   * an open payment that matches (a double click) that payment, and a changed amount one more
   * order (then 409 if it changed again). A provider that cannot be reached answers 502, one
   * paused by its circuit breaker 503, and nothing is written.
   */
  async function create(
    principal: Principal,
    communityId: string,
    applyCredits: boolean,
  ): Promise<{ created: boolean; body: CreatePaymentResponse }> {
    for (let attempt = 1; ; attempt++) {
      const before = await shareNow(db, principal, communityId, applyCredits);
      if (before.reusable) return { created: false, body: created(before.reusable) };
      const id = randomUUID();
      const amount = before.share.amountDue;
      const order = await deps.active.createOrder({ paymentId: id, amount });
      const outcome = await db
        .transaction(async (tx) => {
          const now = clock.now();
          const { membership, share, open, reusable } = await shareNow(
            tx,
            principal,
            communityId,
            applyCredits,
            before.share.basis,
          );
          if (reusable) return { created: false, body: created(reusable) };
          if (share.amountDue !== amount) return null;
          // A changed choice (credits) or balance: the old order is abandoned (which releases what
          // it reserved), the new one stored, reserving what it applies.
          if (open) await repo.updatePayment(tx, open.id, { status: 'FAILED', updatedAt: now });
          const row = await repo.insertPayment(tx, {
            id,
            communityId,
            userId: principal.userId,
            provider: deps.active.name,
            providerOrderId: order.orderId,
            status: 'CREATED',
            amountPaise: share.amountDue,
            farePaise: share.fare,
            feePaise: share.fee,
            gstPaise: share.gst,
            creditsPaise: share.creditsApplied,
            waiversUsed: share.waiversUsed,
            passengers: membership.passengerCount,
            createdAt: now,
            updatedAt: now,
          });
          return { created: true, body: created(row) };
        })
        .catch((error: unknown) => {
          abandoned(order.orderId, amount, error instanceof Error ? error.message : 'refused');
          throw error;
        });
      if (outcome) {
        if (!outcome.created) abandoned(order.orderId, amount, 'an open payment answered');
        return outcome;
      }
      abandoned(order.orderId, amount, 'the share changed');
      if (attempt >= 2) throw conflict(SHARE_CHANGED);
    }
  }

  /** An order made and never stored: nobody was given it, so it cannot be paid; logged. */
  function abandoned(orderId: string, amount: number, why: string) {
    deps.log?.info?.({ orderId, amount, why }, 'provider order abandoned');
  }

  /** Owner or admin; anyone else's payment answers like a missing one. */
  async function readable(principal: Principal, id: string): Promise<PaymentRow> {
    const p = await repo.findPayment(db, id);
    if (!p || (p.userId !== principal.userId && !principal.isAdmin))
      throw notFound(PAYMENT_NOT_FOUND);
    return p;
  }

  async function get(principal: Principal, id: string): Promise<Payment> {
    return presentPayment(db, await readable(principal, id));
  }

  /** GET /api/payments/{id}/receipt: the PDF of a captured payment (ADR 0023). */
  async function receipt(
    principal: Principal,
    id: string,
  ): Promise<{ receiptNumber: string; pdf: Buffer }> {
    const p = await readable(principal, id);
    const { receiptNumber } = p;
    if (!wasCaptured(p.status) || !receiptNumber) throw conflict(RECEIPT_NOT_AVAILABLE);
    const [group, payer, refunds] = await Promise.all([
      findGroup(asWork(db), p.communityId),
      repo.payerOf(db, p.userId),
      repo.refundsOf(db, p.id),
    ]);
    if (!group || !payer) throw notFound(PAYMENT_NOT_FOUND);
    const pdf = await renderReceipt(
      {
        payment: { ...p, receiptNumber },
        group,
        payer,
        refunds,
        supplier: deps.company,
      },
      textsIn(payer.language),
    );
    return { receiptNumber, pdf };
  }

  /**
   * A provider's webhook: verified, parsed, recorded once, applied. Answers whether the event
   * was new (a repeat changes nothing).
   */
  async function handleEvent(providerName: string, rawBody: string, headers: Headers) {
    const provider = deps.providers.get(providerName);
    if (!provider) throw notFound(UNKNOWN_PROVIDER);
    if (!provider.verifyWebhook(rawBody, headers)) throw badRequest(BAD_SIGNATURE);
    const event = provider.parseEvent(rawBody);
    if (!event) {
      // Route's transfers are Razorpay's, and only Razorpay signs them.
      const transfer =
        provider.name === 'razorpay' && deps.transferEvents
          ? await deps.transferEvents(rawBody)
          : null;
      if (transfer !== null) return transfer;
      throw badRequest('Not an event this application handles');
    }
    return applyEvent(provider, event);
  }

  /**
   * A verified event, applied once (by event id) under the group's and the payment's locks.
   *
   * The event id is recorded first, before any lock: a second delivery of the same event waits
   * only for the first one's transaction (on the id's unique index), then finds it recorded and
   * changes nothing, without queueing for the group. What needs no lock (the payment's order, its
   * payer's contact) is read by that same statement, before the group's lock, which every
   * capture of the group waits for and which is held for as few statements as the rules need.
   */
  async function applyEvent(provider: PaymentProvider, event: ProviderEvent) {
    const fresh = await db.transaction(async (tx) => {
      const now = clock.now();
      const found = await repo.recordEventOfOrder(tx, {
        provider: provider.name,
        orderId: event.orderId,
        eventId: event.id,
        type: event.type,
        receivedAt: now,
      });
      // Not ours (another environment's order) or a repeat: acknowledged, so the provider
      // stops retrying, and nothing changes.
      if (!found?.isNew) return false;
      const { payment, payer } = found;
      // The group's lock, then the payer's membership as it stands under it (a capture seats
      // them only while they are a member): memberships change only under this lock.
      const { group, membership } =
        (await lockGroupWithMember(asWork(tx), payment.communityId, payment.userId)) ?? {};
      if (!group) return false;
      // The payment's lock, with the payer's other payments for the group (a capture refunds a
      // second payment): one statement locks and reads them all.
      const mine = await repo.lockPaymentsOfMember(tx, payment.communityId, payment.userId);
      const p = mine.find((row) => row.id === payment.id);
      if (!p) return false;
      if (event.type === 'payment.failed') {
        if (p.status === 'CREATED')
          await repo.updatePayment(tx, p.id, { status: 'FAILED', updatedAt: now });
        return true;
      }
      if (event.type !== 'payment.captured') return true; // refunds are final when made
      if (wasCaptured(p.status)) return true; // captured already
      if (event.amount !== p.amountPaise || event.currency !== 'INR') {
        await refuseMismatch(tx, provider, p, event, now);
        return true;
      }
      await capture(tx, group, membership ?? null, p, mine, payer, event, now);
      return true;
    });
    if (fresh) deps.mail.kick();
    return fresh;
  }

  /**
   * A capture of another amount or currency than the share is not payment: accepting a short
   * one would seat the member for less, and a long or foreign one is money we never asked for.
   * All of what was captured goes back through the provider, the payment is FAILED (the member
   * pays again from the group page) and keeps what happened for an admin; the money ledger,
   * which holds accepted INR, is not touched. The refund is a job queued here (ADR 0036): its
   * provider call runs after this transaction, retried until the provider accepts it, and
   * names its refund id on the payment then.
   */
  async function refuseMismatch(
    tx: Db,
    provider: PaymentProvider,
    p: PaymentRow,
    event: ProviderEvent,
    now: Date,
  ) {
    if (event.amount > 0 && event.providerPaymentId)
      await deps.refunds.queue(tx, {
        paymentId: p.id,
        ledgerId: null,
        provider: provider.name,
        providerPaymentId: event.providerPaymentId,
        amount: event.amount,
        currency: event.currency,
      });
    await repo.updatePayment(tx, p.id, {
      status: 'FAILED',
      providerPaymentId: event.providerPaymentId,
      mismatchAmount: event.amount,
      mismatchCurrency: event.currency,
      mismatchRefundRef: null,
      updatedAt: now,
    });
    deps.log?.warn(
      {
        paymentId: p.id,
        expected: { amount: p.amountPaise, currency: 'INR' },
        captured: { amount: event.amount, currency: event.currency },
      },
      'capture differs from the payment: refund queued, not taken as payment',
    );
  }

  /**
   * A capture of the right amount: the money ledger's row, written with either the paid share
   * (credits used, the member's mail, the paid counter, maybe the booking) or, for a late or
   * second capture, the payment as it was before its full refund. Every capture takes the next
   * receipt number of its financial year (ADR 0023), and it does so in the transaction's last
   * statement: the counter row every capture waits for is then held only for that statement and
   * the commit (see numberReceipt).
   */
  async function capture(
    tx: Db,
    group: Group,
    member: MembershipSnapshot | null,
    p: PaymentRow,
    mine: PaymentRow[],
    contact: repo.Contact,
    event: Pick<ProviderEvent, 'providerPaymentId' | 'paidWith'>,
    now: Date,
  ) {
    const financialYear = financialYearOf(now);
    const { providerPaymentId } = event;
    // ADR 0057: the method is the capture's, whatever the outcome (a late one is refunded),
    // written with the capture itself; an event that names none leaves the payment's.
    const method = event.paidWith
      ? { method: event.paidWith.method, methodDetail: event.paidWith.detail }
      : { method: p.method, methodDetail: p.methodDetail };
    const late = !paymentWindowOpen(group, now) || !member;
    // `mine`: the member's payments for this group as locked with `p` (`p` itself is not paid).
    const duplicate = !late && mine.some((other) => isPaid(other.status));
    const taken = { providerPaymentId, ...method, now };
    if (late || duplicate) {
      // A capture after the window closed (or a second one) is refunded in full: no seat.
      const kept = await repo.recordCapture(tx, p, {
        ...taken,
        seat: null,
        creditUsedPaise: 0,
        mails: [],
      });
      await desk.refund(tx, group, kept, late ? LATE_WHY : DUPLICATE_WHY, contact);
      await repo.numberReceipt(tx, p.id, financialYear, null);
      return;
    }
    // The member's other open order for this group (one they replaced, then paid this one) can
    // only be refunded as a duplicate now: it is closed, and stops reserving credit.
    if (mine.some((other) => other.id !== p.id && other.status === 'CREATED'))
      await repo.failOtherOpenPayments(tx, p, now);
    const use = await creditsToUse(tx, p, now);
    // The receipt mail, written with the payment: it names the receipt number, which is taken
    // last (the mark is replaced then).
    const receiptMail = outboxRow(
      paymentReceivedMail(
        contact,
        group,
        { id: p.id, amountPaise: p.amountPaise, receiptNumber: repo.RECEIPT_NUMBER_MARK },
        deps.publicUrl,
        textsIn(contact.language),
      ),
      now,
    );
    const captured = await repo.recordCapture(tx, p, {
      ...taken,
      seat: {
        creditsShortfallPaise: p.creditsPaise - use.creditPaise,
        waiversShortfall: p.waiversUsed - use.feeWaivers,
      },
      creditUsedPaise: use.creditPaise,
      mails: [receiptMail],
    });
    await appendLedger(
      asWork(tx),
      [
        use.creditPaise > 0 && {
          userId: p.userId,
          amountPaise: -use.creditPaise,
          waivers: 0,
          reason: 'PAYMENT_CREDITS_USED' as const,
          communityId: p.communityId,
          createdAt: now,
        },
        use.feeWaivers > 0 && {
          userId: p.userId,
          amountPaise: 0,
          waivers: -use.feeWaivers,
          reason: 'FEE_WAIVER_USED' as const,
          communityId: p.communityId,
          createdAt: now,
        },
      ].filter((e) => e !== false),
    );
    // The receipt stays mail (above); a member on SMS or WhatsApp also hears it there (ADR 0059).
    await enqueueNotices(tx, clock, [
      {
        userId: p.userId,
        text: (texts) =>
          noticeTexts.paymentReceived(texts, group, captured.amountPaise, deps.publicUrl),
        mail: null,
        recipient: contact,
      },
    ]);
    const counted = await recordPayment(asWork(tx), group.id, now);
    await deps.lifecycle.afterPayment(asWork(tx), counted);
    await repo.numberReceipt(tx, p.id, financialYear, receiptMail.id!);
  }

  /**
   * ADR 0030: how much of the credit and waivers a captured payment applied can be used now,
   * under the member's lock: never more than they hold less what their open payments in other
   * groups have reserved, so no balance goes below zero. Reserved at creation, the whole of it
   * is there, except for an order that was replaced (its reservation released, the credit maybe
   * given to another payment) and paid all the same. Money has been taken at the quoted price
   * by then; refunding it would cost the member their seat for our bookkeeping, so the payment
   * stands, the ledger records only what was there, and the rest is kept on the payment as a
   * shortfall the platform absorbs and an admin sees.
   */
  async function creditsToUse(tx: Db, p: PaymentRow, now: Date) {
    if (p.creditsPaise === 0 && p.waiversUsed === 0) return { creditPaise: 0, feeWaivers: 0 };
    const { available } = (
      await accountOf(asWork(tx), p.userId, now, {
        exceptCommunityId: p.communityId,
        lock: true,
      })
    ).credits;
    const use = {
      creditPaise: Math.min(p.creditsPaise, available.creditPaise),
      feeWaivers: Math.min(p.waiversUsed, available.feeWaivers),
    };
    if (use.creditPaise < p.creditsPaise || use.feeWaivers < p.waiversUsed)
      deps.log?.warn(
        { paymentId: p.id, userId: p.userId, applied: p.creditsPaise, used: use.creditPaise },
        'payment captured with credit the member no longer had: shortfall kept for an admin',
      );
    return use;
  }

  /** POST /api/payments/{id}/sandbox-checkout: the sandbox decides, then calls the webhook. */
  async function sandboxCheckout(principal: Principal, id: string, cardNumber: string) {
    const p = await repo.findPayment(db, id);
    if (!p || p.userId !== principal.userId) throw notFound(PAYMENT_NOT_FOUND);
    if (p.provider !== 'sandbox') throw conflict(NOT_SANDBOX_PAYMENT);
    if (p.status !== 'CREATED') throw conflict(PAYMENT_NOT_OPEN);
    const card = normaliseCard(cardNumber);
    if (card !== SANDBOX_CARD_OK && card !== SANDBOX_CARD_DECLINED)
      throw invalidField(['body', 'card_number'], USE_TEST_CARD);
    const ok = card === SANDBOX_CARD_OK;
    const body = sandboxEvent(
      ok ? 'payment.captured' : 'payment.failed',
      { orderId: p.providerOrderId, amount: p.amountPaise },
      { method: 'card', card_last4: card.slice(-4) },
    );
    await handleEvent('sandbox', body, { [SANDBOX_SIGNATURE_HEADER]: deps.sandbox.sign(body) });
    const after = (await repo.findPayment(db, id))!;
    if (after.status === 'PAID')
      return { payment_id: id, status: 'PAID' as const, message: PAYMENT_RECEIVED };
    return {
      payment_id: id,
      status: 'FAILED' as const,
      message: after.status === 'REFUNDED' ? LATE_PAYMENT_REFUNDED : CARD_DECLINED,
    };
  }

  /**
   * POST /api/payments/{id}/razorpay/verify (ADR 0022): Checkout's handler hands the page
   * Razorpay's payment id and signature. A valid signature proves the payment is this order's;
   * Razorpay's own record of it (fetched server to server) is then applied through the one
   * money path, so the member sees "Paid" without waiting for the webhook, which changes
   * nothing more when it arrives. If Razorpay cannot be reached, the payment is answered as
   * it is (its webhook will come): the member is never told a payment failed that may not have.
   */
  async function razorpayVerify(principal: Principal, id: string, body: RazorpayVerifyBody) {
    const p = await repo.findPayment(db, id);
    if (!p || p.userId !== principal.userId) throw notFound(PAYMENT_NOT_FOUND);
    const razorpay = deps.razorpay;
    if (p.provider !== 'razorpay' || !razorpay) throw conflict(NOT_RAZORPAY_PAYMENT);
    if (
      body.razorpay_order_id !== p.providerOrderId ||
      !razorpay.verifyPayment(p.providerOrderId, body.razorpay_payment_id, body.razorpay_signature)
    )
      throw badRequest(BAD_PAYMENT_SIGNATURE);
    if (p.status === 'CREATED' || p.status === 'FAILED') {
      // Razorpay out of reach: the signed webhook records the payment when it comes.
      const seen = await razorpay.fetchPayment(body.razorpay_payment_id).catch(() => null);
      if (seen && seen.order_id === p.providerOrderId && seen.status === 'captured') {
        await applyEvent(razorpay, {
          id: `payment.captured:${seen.id}`,
          type: 'payment.captured',
          orderId: p.providerOrderId,
          providerPaymentId: seen.id,
          amount: seen.amount,
          currency: typeof seen.currency === 'string' ? seen.currency : null,
          paidWith: paidWithOf(seen),
        });
      }
    }
    return get(principal, id);
  }

  /**
   * ADR 0057: the sandbox's UPI collect requests; their decisions come back through
   * `handleEvent`, signed, as every provider event does.
   */
  const upi = createSandboxUpi({
    db,
    clock,
    mail: deps.mail,
    sandbox: deps.sandbox,
    expirySeconds: deps.upiCollectExpirySeconds,
    deliver: handleEvent,
  });

  async function sandboxUpi(principal: Principal, id: string, vpa: string) {
    await upi.collect(principal, id, vpa);
    return get(principal, id);
  }

  async function sandboxUpiDecision(
    principal: Principal,
    id: string,
    decision: 'APPROVE' | 'DECLINE',
  ) {
    await upi.decide(principal, id, decision);
    return get(principal, id);
  }

  return {
    create,
    get,
    receipt,
    handleEvent,
    sandboxCheckout,
    sandboxUpi,
    sandboxUpiDecision,
    razorpayVerify,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
