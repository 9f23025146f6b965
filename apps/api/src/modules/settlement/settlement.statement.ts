import { sql } from 'drizzle-orm';
import { STATEMENT_MONTH_AHEAD } from '@saath/shared/statements';
import { indiaDate, indiaMonthStart } from '@saath/shared/india-time';
import { signedLedgerAmount, type AirlineLedgerKind } from '@saath/shared/settlement';
import { queryRows, type Db } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden, invalidField } from '../../platform/errors.ts';
import { statementCsv } from './statement.csv.ts';
import { statementPdf } from './statement.pdf.ts';
import { balanceSql } from './settlement.repository.ts';
import { ONLY_AIRLINES_HAVE_A_BALANCE } from './settlement.service.ts';

/** One row of the airline ledger in a statement, with the seat or payout it is for. */
export type StatementLine = {
  at: Date;
  kind: AirlineLedgerKind;
  /** Paise, positive; PAYABLE and RECOVERED add to the balance, REVERSAL and PAYOUT take from it. */
  amount: number;
  /** The balance after this row. */
  balance: number;
  rfqNumber: string | null;
  route: string | null;
  travelDate: string | null;
  ticketNumber: string | null;
  passengerName: string | null;
  eticketNumber: string | null;
  payoutId: string | null;
  /** A recovery's Route transfer (the payout it was reversed from). */
  transferId: string | null;
};

export type Statement = {
  companyName: string;
  /** 'YYYY-MM', India time. */
  month: string;
  from: Date;
  /** The first instant after the month. */
  until: Date;
  opening: number;
  closing: number;
  totals: { payable: number; reversed: number; paid: number; recovered: number };
  lines: StatementLine[];
};

/** The calendar month of India time an instant falls in, 'YYYY-MM'. */
export const indiaMonthOf = (at: Date) => indiaDate(at).slice(0, 7);

type LineRow = {
  created_at: Date | string;
  kind: AirlineLedgerKind;
  amount_paise: number;
  rfq_number: string | null;
  from_location: string | null;
  to_location: string | null;
  travel_date: string | null;
  ticket_number: string | null;
  passenger_name: string | null;
  eticket_number: string | null;
  payout_id: string | null;
  transfer_id: string | null;
};

/**
 * An airline's statement of one month (the current one when `month` is left out): its opening
 * balance (every ledger row before the month), each row of the month in the order it was
 * booked with the balance after it, and the closing balance. The rows are the ledger's own, so
 * the statement and the balance cannot disagree.
 */
async function statementOf(
  db: Db,
  clock: Clock,
  company: { id: string; name: string },
  month: string | undefined,
): Promise<Statement> {
  const current = indiaMonthOf(clock.now());
  const asked = month ?? current;
  if (asked > current) throw invalidField(['query', 'month'], STATEMENT_MONTH_AHEAD);
  const [year, number] = asked.split('-').map(Number) as [number, number];
  const from = indiaMonthStart(year, number - 1);
  const until = indiaMonthStart(year, number);
  const [before] = await queryRows<{ balance: string }>(
    db,
    sql`SELECT ${balanceSql} AS balance
        FROM airline_ledger WHERE company_id = ${company.id}::uuid AND created_at < ${from}`,
  );
  const rows = await queryRows<LineRow>(
    db,
    sql`SELECT l.created_at, l.kind, l.amount_paise, c.rfq_number, c.from_location,
          c.to_location, c.travel_date::text AS travel_date, t.ticket_number, t.passenger_name,
          t.eticket_number, coalesce(l.payout_id, r.payout_id) AS payout_id,
          r.transfer_id
        FROM airline_ledger l
        LEFT JOIN communities c ON c.id = l.community_id
        LEFT JOIN tickets t ON t.id = l.ticket_id
        LEFT JOIN recoveries r ON r.id = l.recovery_id
        WHERE l.company_id = ${company.id}::uuid
          AND l.created_at >= ${from} AND l.created_at < ${until}
        ORDER BY l.created_at, l.id`,
  );
  const opening = Number(before?.balance ?? 0);
  const totals = { payable: 0, reversed: 0, paid: 0, recovered: 0 };
  let balance = opening;
  const lines = rows.map((row): StatementLine => {
    const amount = Number(row.amount_paise);
    balance += signedLedgerAmount(row.kind, amount);
    if (row.kind === 'PAYABLE') totals.payable += amount;
    else if (row.kind === 'REVERSAL') totals.reversed += amount;
    else if (row.kind === 'RECOVERED') totals.recovered += amount;
    else totals.paid += amount;
    return {
      at: new Date(row.created_at),
      kind: row.kind,
      amount,
      balance,
      rfqNumber: row.rfq_number,
      route: row.from_location ? `${row.from_location}-${row.to_location}` : null,
      travelDate: row.travel_date,
      ticketNumber: row.ticket_number,
      passengerName: row.passenger_name,
      eticketNumber: row.eticket_number,
      payoutId: row.payout_id,
      transferId: row.transfer_id,
    };
  });
  return {
    companyName: company.name,
    month: asked,
    from,
    until,
    opening,
    closing: balance,
    totals,
    lines,
  };
}

/** An airline's own statements, as a spreadsheet or a document (its session or its API key). */
export function createStatements(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  async function statement(principal: Principal, month: string | undefined) {
    if (!principal.companyId) throw forbidden(ONLY_AIRLINES_HAVE_A_BALANCE);
    const [company] = await queryRows<{ id: string; name: string }>(
      db,
      sql`SELECT id, name FROM companies WHERE id = ${principal.companyId}::uuid`,
    );
    if (!company) throw forbidden(ONLY_AIRLINES_HAVE_A_BALANCE);
    return statementOf(db, clock, company, month);
  }
  return {
    csv: async (principal: Principal, month: string | undefined) => {
      const s = await statement(principal, month);
      return { month: s.month, csv: statementCsv(s) };
    },
    pdf: async (principal: Principal, month: string | undefined) => {
      const s = await statement(principal, month);
      return { month: s.month, pdf: await statementPdf(s) };
    },
  };
}

export type Statements = ReturnType<typeof createStatements>;
