import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

// ADR 0024: what the Payments and Refund requests tabs read. The tables are the
// payments module's (it alone writes them); these are read-only joins for the console.

/** The member and the group every row of both tabs names. */
type MemberAndGroup = {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  community_id: string;
  rfq_number: string;
  from_location: string;
  to_location: string;
};

export type AdminPaymentRow = MemberAndGroup & {
  id: string;
  status: string;
  amount_paise: number;
  refunded: number;
  provider: string;
  created_at: Date | string;
  paid_at: Date | string | null;
  credits_shortfall_paise: number;
  waivers_shortfall: number;
  mismatch_amount: number | null;
  mismatch_currency: string | null;
  mismatch_refund_ref: string | null;
};

const PAYMENT_SELECT = sql`SELECT p.id, p.status, p.amount_paise, p.provider, p.created_at,
    p.paid_at, p.credits_shortfall_paise, p.waivers_shortfall, p.mismatch_amount,
    p.mismatch_currency, p.mismatch_refund_ref, (SELECT coalesce(sum(l.amount_paise), 0)::int FROM money_ledger l
      WHERE l.payment_id = p.id AND l.kind = 'REFUND') AS refunded,
    u.id AS user_id, u.first_name, u.last_name, u.email,
    c.id AS community_id, c.rfq_number, c.from_location, c.to_location
  FROM payments p JOIN users u ON u.id = p.user_id JOIN communities c ON c.id = p.community_id`;

/** Newest first (ties by id, so pages never overlap). */
export async function listPayments(db: Db, skip: number, limit: number) {
  return queryRows<AdminPaymentRow>(
    db,
    sql`${PAYMENT_SELECT} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${skip}`,
  );
}

export async function adminPayment(db: Db, id: string) {
  const [row] = await queryRows<AdminPaymentRow>(db, sql`${PAYMENT_SELECT} WHERE p.id = ${id}`);
  return row;
}

export async function countPayments(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM payments`);
  return row?.n ?? 0;
}

/** Paise captured and refunded over every payment: sums of the money ledger. */
export async function moneyTotals(db: Db): Promise<{ captured: number; refunded: number }> {
  const [row] = await queryRows<{ captured: string | number; refunded: string | number }>(
    db,
    sql`SELECT coalesce(sum(amount_paise) FILTER (WHERE kind = 'CAPTURE'), 0) AS captured,
          coalesce(sum(amount_paise) FILTER (WHERE kind = 'REFUND'), 0) AS refunded
        FROM money_ledger`,
  );
  return { captured: Number(row?.captured ?? 0), refunded: Number(row?.refunded ?? 0) };
}

export type RefundRequestListRow = MemberAndGroup & {
  id: string;
  status: string;
  reason: string;
  note: string | null;
  amount_paise: number;
  ticket_id: string;
  ticket_number: string;
  passenger_name: string;
  payment_id: string;
  decider_id: string | null;
  decider_first_name: string | null;
  decider_last_name: string | null;
  decider_email: string | null;
  decision_note: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  proof_file_name: string | null;
  proof_media_type: string | null;
  proof_size: number | null;
  proof_uploaded_at: Date | string | null;
};

const REQUEST_SELECT = sql`SELECT r.id, r.status, r.reason, r.note, r.amount_paise, r.ticket_id,
    t.ticket_number, t.passenger_name, r.payment_id, u.id AS user_id, u.first_name, u.last_name,
    u.email, c.id AS community_id, c.rfq_number, c.from_location, c.to_location,
    d.id AS decider_id, d.first_name AS decider_first_name, d.last_name AS decider_last_name,
    d.email AS decider_email, r.decision_note, r.created_at, r.decided_at,
    f.file_name AS proof_file_name, f.media_type AS proof_media_type,
    f.size_bytes AS proof_size, f.uploaded_at AS proof_uploaded_at
  FROM refund_requests r JOIN tickets t ON t.id = r.ticket_id JOIN users u ON u.id = r.user_id
  JOIN communities c ON c.id = r.community_id LEFT JOIN users d ON d.id = r.decided_by
  LEFT JOIN refund_request_proofs f ON f.refund_request_id = r.id`;

const statusFilter = (status: string | undefined): SQL =>
  status ? sql`WHERE r.status = ${status}` : sql``;

/** Oldest pending first is what staff work through; the list is newest first like the others. */
export async function listRefundRequests(
  db: Db,
  status: string | undefined,
  skip: number,
  limit: number,
) {
  return queryRows<RefundRequestListRow>(
    db,
    sql`${REQUEST_SELECT} ${statusFilter(status)}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${skip}`,
  );
}

export async function countRefundRequests(db: Db, status: string | undefined): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM refund_requests r ${statusFilter(status)}`,
  );
  return row?.n ?? 0;
}

export async function refundRequestView(db: Db, id: string) {
  const [row] = await queryRows<RefundRequestListRow>(
    db,
    sql`${REQUEST_SELECT} WHERE r.id = ${id}`,
  );
  return row;
}
