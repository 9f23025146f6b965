import { pageOf, type PageQuery } from '@saath/shared/paging';
import { leftToRefund, wasCaptured } from '@saath/shared/payment-rules';
import type { PaymentStatus } from '@saath/shared/payments';
import type { ProofMediaType } from '@saath/shared/refund-proofs';
import {
  CANCEL_REASON_LABELS,
  NOT_CAPTURED,
  NOTHING_LEFT_TO_REFUND,
  REFUND_ALREADY_DECIDED,
  REFUND_REQUEST_NOT_FOUND,
  REFUND_WHILE_AWAITING,
  refundMoreThanLeft,
  type AdminPayment,
  type AdminPaymentPage,
  type CancelReason,
  type RefundRequest,
  type RefundRequestQuery,
  type RefundRequestStatus,
} from '@saath/shared/refunds';
import { PAYMENT_NOT_FOUND } from '@saath/shared/payments';
import type { Paged } from '@saath/shared/paging';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import { lockGroup } from '../groups/index.ts';
import * as payments from '../payments/index.ts';
import { insertAuditRow } from './admin.audit.repository.ts';
import type { RefundDesk } from './admin.ports.ts';
import * as repo from './admin.payments.repository.ts';
import { asWork } from '../../platform/work.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const person = (id: string, first: string, last: string, email: string) => ({
  user_id: id,
  name: `${first} ${last}`.trim(),
  email,
});
const groupOf = (r: {
  community_id: string;
  rfq_number: string;
  from_location: string;
  to_location: string;
}) => ({
  community_id: r.community_id,
  rfq_number: r.rfq_number,
  from_location: r.from_location,
  to_location: r.to_location,
});

/** ADR 0036: what admins see of a refund: its status (FAILED once its job is dead) and job. */
function toAdminRefund(r: payments.ProviderRefund): AdminPayment['refunds'][number] {
  return {
    ...payments.toRefund(r, 'admin'),
    refund_id: r.refund.id,
    kind: r.refund.ledgerId === null ? 'CAPTURE_MISMATCH' : 'REFUND',
    job_id: r.refund.jobId,
    attempts: r.attempts ?? 0,
    last_error: r.lastError,
  };
}

function toAdminPayment(
  r: repo.AdminPaymentRow,
  refundRows: payments.ProviderRefund[],
): AdminPayment {
  const refunds = refundRows.filter((x) => x.refund.paymentId === r.id).map(toAdminRefund);
  const mismatchRefund = refunds.filter((x) => x.kind === 'CAPTURE_MISMATCH').at(-1);
  return {
    payment_id: r.id,
    status: r.status as PaymentStatus,
    amount: r.amount_paise,
    refunded_amount: Number(r.refunded),
    provider: r.provider,
    member: person(r.user_id, r.first_name, r.last_name, r.email),
    group: groupOf(r),
    created_at: iso(r.created_at)!,
    paid_at: iso(r.paid_at),
    credit_shortfall: { credits: r.credits_shortfall_paise, waivers: r.waivers_shortfall },
    capture_mismatch:
      r.mismatch_amount === null
        ? null
        : {
            amount: r.mismatch_amount,
            currency: r.mismatch_currency,
            refund_id: r.mismatch_refund_ref,
            refund_status: mismatchRefund?.status ?? null,
          },
    refunds,
  };
}

function toRefundRequest(r: repo.RefundRequestListRow): RefundRequest {
  return {
    refund_request_id: r.id,
    status: r.status as RefundRequestStatus,
    reason: r.reason as CancelReason,
    note: r.note,
    amount: r.amount_paise,
    ticket_id: r.ticket_id,
    ticket_number: r.ticket_number,
    passenger_name: r.passenger_name,
    payment_id: r.payment_id,
    member: person(r.user_id, r.first_name, r.last_name, r.email),
    group: groupOf(r),
    decided_by: r.decider_id
      ? person(
          r.decider_id,
          r.decider_first_name ?? '',
          r.decider_last_name ?? '',
          r.decider_email ?? '',
        )
      : null,
    decision_note: r.decision_note,
    created_at: iso(r.created_at)!,
    decided_at: iso(r.decided_at),
    proof:
      r.proof_file_name === null || r.proof_uploaded_at === null
        ? null
        : {
            file_name: r.proof_file_name,
            media_type: r.proof_media_type as ProofMediaType,
            size: Number(r.proof_size),
            uploaded_at: iso(r.proof_uploaded_at)!,
          },
  };
}

/**
 * ADR 0024: the admin's Payments and Refund requests tabs. Every refund goes through
 * the payments desk (money ledger, status, mail through the outbox, and the job that pays it out
 * through the provider afterwards: ADR 0036) in one transaction that locks the group, then the payment (the order every money path keeps), so
 * two admins refunding the last paise at once are served one after the other: the second finds
 * nothing left and gets 409. Each refund and decision writes an audit row.
 */
export function createAdminPaymentsService(deps: {
  db: Db;
  clock: Clock;
  desk: RefundDesk;
  mail: MailWorker;
}) {
  const { db, clock, desk } = deps;

  async function listPayments(query: PageQuery): Promise<AdminPaymentPage> {
    const [rows, total, money] = await Promise.all([
      repo.listPayments(db, query.skip, query.limit),
      repo.countPayments(db),
      repo.moneyTotals(db),
    ]);
    const refunds = await payments.providerRefundsOf(
      asWork(db),
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) => toAdminPayment(r, refunds)),
      ...pageOf(query.skip, query.limit, total),
      totals: { ...money, net: money.captured - money.refunded },
    };
  }

  /** Locks the payment's group, then the payment; what is left to refund of it. */
  async function lockForRefund(tx: Db, paymentId: string) {
    const found = await payments.findPayment(asWork(tx), paymentId);
    if (!found) throw notFound(PAYMENT_NOT_FOUND);
    const group = (await lockGroup(asWork(tx), found.communityId))!;
    const payment = (await payments.lockPayment(asWork(tx), paymentId))!;
    if (!wasCaptured(payment.status)) throw conflict(NOT_CAPTURED);
    const left = leftToRefund({
      amount: payment.amountPaise,
      refunded: await payments.refundedOf(asWork(tx), payment.id),
    });
    if (left <= 0) throw conflict(NOTHING_LEFT_TO_REFUND);
    // A paid share of a group still awaiting payment is its seat: ending the group refunds it.
    if (group.status === 'READY_FOR_BOOKING') throw conflict(REFUND_WHILE_AWAITING);
    return { group, payment, left };
  }

  async function refundPayment(
    admin: Principal,
    paymentId: string,
    body: { amount: number; reason: string },
  ): Promise<AdminPayment> {
    await db.transaction(async (tx) => {
      const { group, payment, left } = await lockForRefund(tx, paymentId);
      if (body.amount > left) throw conflict(refundMoreThanLeft(left));
      const member = await payments.contactOf(asWork(tx), payment.userId);
      await desk.refund(asWork(tx), group, payment, body.reason, member, {
        amount: body.amount,
        postSale: group.status === 'BOOKED',
      });
      await insertAuditRow(tx, {
        action: 'PAYMENT_REFUNDED',
        adminUserId: admin.userId,
        communityId: group.id,
        userId: payment.userId,
        reason: body.reason,
        details: { payment_id: payment.id, amount: body.amount },
        at: clock.now(),
      });
    });
    deps.mail.kick();
    return toAdminPayment(
      (await repo.adminPayment(db, paymentId))!,
      await payments.providerRefundsOf(asWork(db), [paymentId]),
    );
  }

  async function listRequests(query: RefundRequestQuery): Promise<Paged<RefundRequest>> {
    const [rows, total] = await Promise.all([
      repo.listRefundRequests(db, query.status, query.skip, query.limit),
      repo.countRefundRequests(db, query.status),
    ]);
    return { items: rows.map(toRefundRequest), ...pageOf(query.skip, query.limit, total) };
  }

  /**
   * Approve: the request's amount refunded through the provider (409 if the payment no longer
   * has that much left; the request stays pending, to be declined). Decline: recorded only.
   * A request is decided once: the second decision, even a racing one, answers 409.
   */
  async function decide(
    admin: Principal,
    id: string,
    body: { approve: boolean; note?: string | undefined },
  ): Promise<RefundRequest> {
    const found = await payments.findRefundRequest(asWork(db), id);
    if (!found) throw notFound(REFUND_REQUEST_NOT_FOUND);
    const note = body.note || null;
    await db.transaction(async (tx) => {
      const now = clock.now();
      const locked = body.approve ? await lockForRefund(tx, found.paymentId) : null;
      const decided = await payments.decideRefundRequest(asWork(tx), id, {
        status: body.approve ? 'APPROVED' : 'DECLINED',
        decidedBy: admin.userId,
        decisionNote: note,
        decidedAt: now,
      });
      if (!decided) throw conflict(REFUND_ALREADY_DECIDED);
      if (locked) {
        if (decided.amountPaise > locked.left) throw conflict(refundMoreThanLeft(locked.left));
        const member = await payments.contactOf(asWork(tx), decided.userId);
        const why = `your refund request (${CANCEL_REASON_LABELS[decided.reason as CancelReason].toLowerCase()}) was approved.`;
        await desk.refund(asWork(tx), locked.group, locked.payment, why, member, {
          amount: decided.amountPaise,
          postSale: true,
        });
      }
      await insertAuditRow(tx, {
        action: body.approve ? 'REFUND_REQUEST_APPROVED' : 'REFUND_REQUEST_DECLINED',
        adminUserId: admin.userId,
        communityId: decided.communityId,
        userId: decided.userId,
        reason: note,
        details: {
          refund_request_id: id,
          payment_id: decided.paymentId,
          amount: decided.amountPaise,
          ticket_id: decided.ticketId,
        },
        at: now,
      });
    });
    deps.mail.kick();
    return toRefundRequest((await repo.refundRequestView(db, id))!);
  }

  return { listPayments, refundPayment, listRequests, decide };
}

export type AdminPaymentsService = ReturnType<typeof createAdminPaymentsService>;
