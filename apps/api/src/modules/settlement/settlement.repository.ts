import { sql, type SQL } from 'drizzle-orm';
import type { AirlineLedgerKind } from '@saath/shared/settlement';
import { queryRows, type Db } from '../../db/client.ts';

/**
 * An airline's balance over its ledger rows (ADR 0055, 0062): a seat issued and money recovered
 * from a payout add, a reversal and a payout take away. Every sum of a balance uses this one.
 */
export const balanceSql = sql`coalesce(sum(CASE WHEN kind IN ('PAYABLE', 'RECOVERED')
  THEN amount_paise ELSE -amount_paise END), 0)::bigint`;

/**
 * Which tickets a booking looks at: those of one group (a lifecycle move that changed them
 * all) or a few named ones (an airline's upload, a member's cancellation).
 */
export type TicketScope = { groupId: string } | { ticketIds: string[] };

function ticketFilter(scope: TicketScope, column: SQL): SQL | null {
  if ('groupId' in scope) return sql`${column} = ${scope.groupId}::uuid`;
  if (scope.ticketIds.length === 0) return null;
  return sql`${column} IN (${sql.join(
    scope.ticketIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * Brings the airline ledger in line with the tickets in scope, in the caller's transaction
 * (ADR 0055): an ISSUED ticket owes its fare to its airline (one PAYABLE per ticket and
 * airline), and a PAYABLE whose ticket is no longer ISSUED to that airline (cancelled, voided,
 * moved to a fallback airline) is reversed (one REVERSAL of the same amount). The unique index
 * has the last word: a row some other transaction booked first is skipped, so whoever books a
 * ticket's change, and however often, it is booked once. Returns the rows written.
 */
export async function bookTickets(tx: Db, scope: TicketScope, now: Date): Promise<number> {
  const tickets = ticketFilter(scope, sql`t.id`);
  const ledger = ticketFilter(scope, 'groupId' in scope ? sql`l.community_id` : sql`l.ticket_id`);
  if (!tickets || !ledger) return 0;
  const payable = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO airline_ledger (company_id, community_id, ticket_id, kind, amount_paise, created_at)
        SELECT t.company_id, t.community_id, t.id, 'PAYABLE', t.fare_paise, ${now}
        FROM tickets t
        WHERE ${tickets} AND t.status = 'ISSUED' AND t.company_id IS NOT NULL AND t.fare_paise > 0
        ON CONFLICT (ticket_id, company_id, kind) WHERE ticket_id IS NOT NULL DO NOTHING
        RETURNING id`,
  );
  const reversal = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO airline_ledger (company_id, community_id, ticket_id, kind, amount_paise, created_at)
        SELECT l.company_id, l.community_id, l.ticket_id, 'REVERSAL', l.amount_paise, ${now}
        FROM airline_ledger l LEFT JOIN tickets t ON t.id = l.ticket_id
        WHERE ${ledger} AND l.kind = 'PAYABLE'
          AND (t.id IS NULL OR t.status <> 'ISSUED' OR t.company_id IS DISTINCT FROM l.company_id)
        ON CONFLICT (ticket_id, company_id, kind) WHERE ticket_id IS NOT NULL DO NOTHING
        RETURNING id`,
  );
  return payable.length + reversal.length;
}

/**
 * The rows a list of payouts or recoveries reads (alias `r`): the ones named, one company's,
 * or all.
 */
export function listFilter(filter: { companyId?: string; ids?: string[] }): SQL {
  if (filter.ids)
    return sql`r.id IN (${sql.join(
      filter.ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
  return filter.companyId ? sql`r.company_id = ${filter.companyId}::uuid` : sql`true`;
}

export type Totals = { payable: number; reversed: number; paid: number; recovered: number };

/** One company's sums per kind. */
export async function totalsOf(db: Db, companyId: string): Promise<Totals> {
  const [row] = await queryRows<{
    payable: string;
    reversed: string;
    paid: string;
    recovered: string;
  }>(
    db,
    sql`SELECT coalesce(sum(amount_paise) FILTER (WHERE kind = 'PAYABLE'), 0)::bigint AS payable,
          coalesce(sum(amount_paise) FILTER (WHERE kind = 'REVERSAL'), 0)::bigint AS reversed,
          coalesce(sum(amount_paise) FILTER (WHERE kind = 'PAYOUT'), 0)::bigint AS paid,
          coalesce(sum(amount_paise) FILTER (WHERE kind = 'RECOVERED'), 0)::bigint AS recovered
        FROM airline_ledger WHERE company_id = ${companyId}::uuid`,
  );
  return {
    payable: Number(row?.payable ?? 0),
    reversed: Number(row?.reversed ?? 0),
    paid: Number(row?.paid ?? 0),
    recovered: Number(row?.recovered ?? 0),
  };
}

/**
 * Every airline's figures together (the admin analytics): owed = Σ of the balances that are
 * above zero (a company whose reversals came after its payout owes, it is not owed), paid = Σ
 * of the payouts less what was recovered from them.
 */
export async function allAirlines(db: Db): Promise<{ owed: number; paid: number }> {
  const [row] = await queryRows<{ owed: string; paid: string }>(
    db,
    sql`SELECT coalesce(sum(greatest(balance, 0)), 0)::bigint AS owed,
          coalesce(sum(paid), 0)::bigint AS paid
        FROM (SELECT company_id, ${balanceSql} AS balance,
                coalesce(sum(amount_paise) FILTER (WHERE kind = 'PAYOUT'), 0)
                  - coalesce(sum(amount_paise) FILTER (WHERE kind = 'RECOVERED'), 0) AS paid
              FROM airline_ledger GROUP BY company_id) b`,
  );
  return { owed: Number(row?.owed ?? 0), paid: Number(row?.paid ?? 0) };
}

export type LedgerEntryRow = {
  id: number;
  kind: AirlineLedgerKind;
  amount_paise: number;
  community_id: string | null;
  rfq_number: string | null;
  ticket_id: string | null;
  passenger_name: string | null;
  eticket_number: string | null;
  created_at: Date | string;
};

/** A company's latest ledger rows, newest first, with the group and passenger they are for. */
export async function recentOf(db: Db, companyId: string, limit: number) {
  return queryRows<LedgerEntryRow>(
    db,
    sql`SELECT l.id, l.kind, l.amount_paise, l.community_id, c.rfq_number, l.ticket_id,
          t.passenger_name, t.eticket_number, l.created_at
        FROM airline_ledger l
        LEFT JOIN communities c ON c.id = l.community_id
        LEFT JOIN tickets t ON t.id = l.ticket_id
        WHERE l.company_id = ${companyId}::uuid
        ORDER BY l.id DESC LIMIT ${limit}`,
  );
}

export type GroupFigures = {
  community_id: string;
  rfq_number: string;
  status: string;
  captured: string;
  refunded: string;
  paid_shares: string;
  credits_used: string;
  airline_payable: string;
  held_for_airline: string;
  fees: string;
  gst: string;
  cancelled_fares: string;
  sold_seat_refunds: string;
};

/**
 * The money of every group that ever took any, split the way docs/product/money.md "What must
 * always add up" reads it: from the money ledger (captured, refunded, sold-seat refunds), the
 * airline ledger (payable net of reversals) and the tickets (fares held for the airline while
 * PENDING, fees, GST, credits, fares of cancelled seats).
 */
export async function groupFigures(db: Db) {
  return queryRows<GroupFigures>(
    db,
    sql`SELECT c.id AS community_id, c.rfq_number, c.status,
          coalesce(m.captured, 0)::bigint AS captured, coalesce(m.refunded, 0)::bigint AS refunded,
          coalesce(m.sold_seat_refunds, 0)::bigint AS sold_seat_refunds,
          coalesce(p.held, 0)::bigint AS paid_shares,
          coalesce(t.credits, 0)::bigint AS credits_used,
          coalesce(a.net, 0)::bigint AS airline_payable,
          coalesce(t.pending_fares, 0)::bigint AS held_for_airline,
          coalesce(t.fees, 0)::bigint AS fees, coalesce(t.gst, 0)::bigint AS gst,
          coalesce(t.cancelled_fares, 0)::bigint AS cancelled_fares
        FROM communities c
        LEFT JOIN (SELECT community_id,
                     sum(amount_paise) FILTER (WHERE kind = 'CAPTURE') AS captured,
                     sum(amount_paise) FILTER (WHERE kind = 'REFUND') AS refunded,
                     sum(amount_paise) FILTER (WHERE kind = 'REFUND' AND post_sale) AS sold_seat_refunds
                   FROM money_ledger GROUP BY community_id) m ON m.community_id = c.id
        LEFT JOIN (SELECT community_id, sum(amount_paise) AS held FROM payments
                   WHERE status = 'PAID' GROUP BY community_id) p ON p.community_id = c.id
        LEFT JOIN (SELECT community_id,
                     sum(fare_paise) FILTER (WHERE status = 'PENDING') AS pending_fares,
                     sum(fare_paise) FILTER (WHERE status = 'CANCELLED') AS cancelled_fares,
                     sum(fee_paise) AS fees, sum(gst_paise) AS gst, sum(credits_paise) AS credits
                   FROM tickets GROUP BY community_id) t ON t.community_id = c.id
        LEFT JOIN (SELECT community_id,
                     sum(CASE WHEN kind = 'PAYABLE' THEN amount_paise ELSE -amount_paise END) AS net
                   FROM airline_ledger WHERE ticket_id IS NOT NULL
                   GROUP BY community_id) a ON a.community_id = c.id
        WHERE m.community_id IS NOT NULL OR a.community_id IS NOT NULL OR t.community_id IS NOT NULL
        ORDER BY c.rfq_number`,
  );
}

/**
 * Each (ticket, airline) whose ledger rows disagree with the ticket: an ISSUED ticket owes its
 * fare to its airline, net; every other pair nets to zero. Names the ledger rows involved.
 */
export async function ticketDifferences(db: Db) {
  return queryRows<{
    ticket_id: string;
    company_id: string;
    expected: string;
    actual: string;
    rows: number[] | null;
  }>(
    db,
    sql`WITH owed AS (
          SELECT id AS ticket_id, company_id, fare_paise AS expected FROM tickets
          WHERE status = 'ISSUED' AND company_id IS NOT NULL AND fare_paise > 0),
        booked AS (
          SELECT ticket_id, company_id, array_agg(id ORDER BY id) AS rows,
            sum(CASE WHEN kind = 'PAYABLE' THEN amount_paise ELSE -amount_paise END) AS net,
            count(*) FILTER (WHERE kind = 'REVERSAL') > 0
              AND count(*) FILTER (WHERE kind = 'PAYABLE') = 0 AS orphan
          FROM airline_ledger WHERE ticket_id IS NOT NULL GROUP BY ticket_id, company_id)
        SELECT coalesce(o.ticket_id, b.ticket_id) AS ticket_id,
          coalesce(o.company_id, b.company_id) AS company_id,
          coalesce(o.expected, 0)::bigint AS expected, coalesce(b.net, 0)::bigint AS actual, b.rows
        FROM owed o FULL JOIN booked b ON b.ticket_id = o.ticket_id AND b.company_id = o.company_id
        WHERE coalesce(o.expected, 0) <> coalesce(b.net, 0) OR coalesce(b.orphan, false)
        ORDER BY 1, 2`,
  );
}

/** Every airline company with its ledger sums and what its tickets say the balance must be. */
export async function airlineFigures(db: Db) {
  return queryRows<{
    company_id: string;
    name: string;
    payout_account: string | null;
    payable: string;
    reversed: string;
    paid: string;
    recovered: string;
    issued_fares: string;
  }>(
    db,
    sql`SELECT co.id AS company_id, co.name, co.payout_account,
          coalesce(l.payable, 0)::bigint AS payable, coalesce(l.reversed, 0)::bigint AS reversed,
          coalesce(l.paid, 0)::bigint AS paid, coalesce(l.recovered, 0)::bigint AS recovered,
          coalesce(t.fares, 0)::bigint AS issued_fares
        FROM companies co
        LEFT JOIN (SELECT company_id,
                     sum(amount_paise) FILTER (WHERE kind = 'PAYABLE') AS payable,
                     sum(amount_paise) FILTER (WHERE kind = 'REVERSAL') AS reversed,
                     sum(amount_paise) FILTER (WHERE kind = 'PAYOUT') AS paid,
                     sum(amount_paise) FILTER (WHERE kind = 'RECOVERED') AS recovered
                   FROM airline_ledger GROUP BY company_id) l ON l.company_id = co.id
        LEFT JOIN (SELECT company_id, sum(fare_paise) AS fares FROM tickets
                   WHERE status = 'ISSUED' GROUP BY company_id) t ON t.company_id = co.id
        WHERE l.company_id IS NOT NULL OR t.company_id IS NOT NULL
        ORDER BY co.name, co.id`,
  );
}

/**
 * Rows of `table` (payouts, recoveries) and their ledger rows of `kind`, naming them by
 * `column`, that do not match one to one (company and amount).
 */
async function oneLedgerRowEach(
  db: Db,
  table: 'payouts' | 'recoveries',
  kind: 'PAYOUT' | 'RECOVERED',
  column: 'payout_id' | 'recovery_id',
) {
  const ref = sql.identifier(column);
  return queryRows<{ id: string; expected: string; actual: string; ledger_id: number | null }>(
    db,
    sql`SELECT coalesce(p.id, l.${ref}) AS id, coalesce(p.amount_paise, 0)::bigint AS expected,
          coalesce(l.amount_paise, 0)::bigint AS actual, l.id AS ledger_id
        FROM ${sql.identifier(table)} p
        FULL JOIN (SELECT * FROM airline_ledger WHERE kind = ${kind}) l ON l.${ref} = p.id
        WHERE p.id IS NULL OR l.id IS NULL OR l.company_id <> p.company_id
          OR l.amount_paise <> p.amount_paise
        ORDER BY 1`,
  );
}

/** Payouts and PAYOUT ledger rows that do not match one to one (company and amount). */
export const payoutDifferences = (db: Db) => oneLedgerRowEach(db, 'payouts', 'PAYOUT', 'payout_id');

/**
 * Recoveries and RECOVERED ledger rows that do not match one to one. The airline rule cannot
 * see a stray RECOVERED row (it adds what was recovered on both sides), so this one ties each
 * to the recovery that Route was asked to reverse (ADR 0062).
 */
export const recoveryDifferences = (db: Db) =>
  oneLedgerRowEach(db, 'recoveries', 'RECOVERED', 'recovery_id');
