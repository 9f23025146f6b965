import { sql } from 'drizzle-orm';
import type { CancelReason, RefundRequestStatus } from '@saath/shared/refunds';
import {
  moneyEvent,
  type MemberRefundRequest,
  type MoneyEvent,
  type MoneyTimeline,
} from '@saath/shared/money-timeline';
import type { ProofMediaType } from '@saath/shared/refund-proofs';
import { queryRows, type Db } from '../../db/client.ts';

// A member's money in one group, read from the rows that record it: the money ledger (captures
// and refunds), the credit ledger (credit and waivers used, granted or returned) and the refund
// requests. Read-only: every row here is written by the payment desk and the admin's decisions
// (docs/product/money.md "A member's money timeline").

const iso = (d: Date | string) => new Date(d).toISOString();

type LedgerRow = {
  kind: 'CAPTURE' | 'REFUND';
  amount_paise: number;
  created_at: Date | string;
  payment_id: string;
  refund_status: 'PENDING' | 'PROCESSED' | null;
};
type CreditRow = {
  reason: string;
  amount_paise: number;
  waivers: number;
  created_at: Date | string;
};
type RequestRow = {
  id: string;
  ticket_id: string;
  ticket_number: string;
  status: RefundRequestStatus;
  reason: CancelReason;
  amount_paise: number;
  created_at: Date | string;
  decided_at: Date | string | null;
  decision_note: string | null;
  payment_id: string;
  file_name: string | null;
  media_type: ProofMediaType | null;
  size_bytes: number | null;
  uploaded_at: Date | string | null;
};

/** Whether the user ever belonged to the group (left or not): only they have a timeline in it. */
async function everMember(db: Db, communityId: string, userId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM memberships WHERE community_id = ${communityId}
          AND user_id = ${userId} LIMIT 1`,
  );
  return rows.length > 0;
}

function creditEvent(row: CreditRow): MoneyEvent | null {
  const at = iso(row.created_at);
  switch (row.reason) {
    case 'PAYMENT_CREDITS_USED':
      return moneyEvent({ kind: 'CREDIT_USED', at, amount: -row.amount_paise });
    case 'FEE_WAIVER_USED':
      return moneyEvent({ kind: 'WAIVER_USED', at, waivers: -row.waivers });
    case 'PAYMENT_CREDITS_RETURNED':
      return moneyEvent({ kind: 'CREDIT_RETURNED', at, amount: row.amount_paise });
    case 'GROUP_DISABLED':
    case 'GROUP_CANCELLED':
      return moneyEvent({
        kind: 'CREDIT_GRANTED',
        at,
        amount: row.amount_paise,
        waivers: row.waivers,
      });
    default:
      return null;
  }
}

function requestEvents(r: RequestRow): MoneyEvent[] {
  const base = { refund_request_id: r.id, ticket_number: r.ticket_number, amount: r.amount_paise };
  const opened = moneyEvent({
    kind: 'REFUND_REQUESTED',
    at: iso(r.created_at),
    reason: r.reason,
    ...base,
  });
  if (r.status === 'PENDING' || r.decided_at === null) return [opened];
  return [
    opened,
    moneyEvent({
      kind: r.status === 'APPROVED' ? 'REFUND_APPROVED' : 'REFUND_DECLINED',
      at: iso(r.decided_at),
      note: r.decision_note,
      ...base,
    }),
  ];
}

function toMemberRequest(r: RequestRow): MemberRefundRequest {
  return {
    refund_request_id: r.id,
    ticket_id: r.ticket_id,
    ticket_number: r.ticket_number,
    status: r.status,
    reason: r.reason,
    amount: r.amount_paise,
    created_at: iso(r.created_at),
    decided_at: r.decided_at === null ? null : iso(r.decided_at),
    decision_note: r.decision_note,
    proof:
      r.file_name === null || r.media_type === null || r.uploaded_at === null
        ? null
        : {
            file_name: r.file_name,
            media_type: r.media_type,
            size: Number(r.size_bytes),
            uploaded_at: iso(r.uploaded_at),
          },
  };
}

/** The caller's money in the group, oldest first; undefined when they were never a member. */
export async function moneyTimeline(
  db: Db,
  communityId: string,
  userId: string,
): Promise<MoneyTimeline | undefined> {
  if (!(await everMember(db, communityId, userId))) return undefined;
  const [ledger, credits, requests] = await Promise.all([
    queryRows<LedgerRow>(
      db,
      sql`SELECT l.kind, l.amount_paise, l.created_at, l.payment_id, r.status AS refund_status
          FROM money_ledger l JOIN payments p ON p.id = l.payment_id
          LEFT JOIN payment_refunds r ON r.ledger_id = l.id
          WHERE p.community_id = ${communityId} AND p.user_id = ${userId}
            AND l.kind IN ('CAPTURE', 'REFUND')
          ORDER BY l.id`,
    ),
    queryRows<CreditRow>(
      db,
      sql`SELECT reason, amount_paise, waivers, created_at FROM credit_ledger
          WHERE community_id = ${communityId} AND user_id = ${userId} ORDER BY created_at, id`,
    ),
    queryRows<RequestRow>(
      db,
      sql`SELECT q.id, q.ticket_id, t.ticket_number, q.status, q.reason, q.amount_paise,
            q.created_at, q.decided_at, q.decision_note, q.payment_id,
            f.file_name, f.media_type, f.size_bytes, f.uploaded_at
          FROM refund_requests q JOIN tickets t ON t.id = q.ticket_id
          LEFT JOIN refund_request_proofs f ON f.refund_request_id = q.id
          WHERE q.community_id = ${communityId} AND q.user_id = ${userId}
          ORDER BY q.created_at, q.id`,
    ),
  ]);
  const events: MoneyEvent[] = [
    ...ledger.map((l) =>
      moneyEvent({
        kind: l.kind === 'CAPTURE' ? 'PAYMENT' : 'REFUND',
        at: iso(l.created_at),
        amount: l.amount_paise,
        payment_id: l.payment_id,
        refund_status: l.kind === 'REFUND' ? (l.refund_status ?? 'PENDING') : null,
      }),
    ),
    ...credits.map(creditEvent).filter((e) => e !== null),
    ...requests.flatMap(requestEvents),
  ];
  // Oldest first; at the same instant, the order things happen in (a payment before the
  // credit it used, a decision before the refund it sent).
  const order = (kind: MoneyEvent['kind']) =>
    [
      'REFUND_REQUESTED',
      'PAYMENT',
      'CREDIT_USED',
      'WAIVER_USED',
      'REFUND_APPROVED',
      'REFUND_DECLINED',
      'REFUND',
      'CREDIT_RETURNED',
      'CREDIT_GRANTED',
    ].indexOf(kind);
  events.sort((a, b) => a.at.localeCompare(b.at) || order(a.kind) - order(b.kind));
  const paid = ledger.filter((l) => l.kind === 'CAPTURE').reduce((n, l) => n + l.amount_paise, 0);
  const refunded = ledger
    .filter((l) => l.kind === 'REFUND')
    .reduce((n, l) => n + l.amount_paise, 0);
  return {
    community_id: communityId,
    paid,
    refunded,
    net: paid - refunded,
    events,
    refund_requests: requests.map(toMemberRequest),
  };
}
