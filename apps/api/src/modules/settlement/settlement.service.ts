import {
  RECENT_LEDGER_ROWS,
  RECONCILIATION_RULES,
  nextPayoutAt,
  type AirlineBalance,
  type Reconciliation,
  type ReconciliationDifference,
} from '@saath/shared/settlement';
import type { Db } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/errors.ts';
import * as repo from './settlement.repository.ts';

/** Who has a balance: the users and API keys of an airline company. */
export const ONLY_AIRLINES_HAVE_A_BALANCE = 'Only airline partners have a balance';

export type SettlementDeps = { db: Db; clock: Clock; config: { payoutTime: string } };

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * What the airlines are owed and the checks that it adds up (ADR 0055): read from the airline
 * ledger, the money ledger and the tickets; nothing here writes.
 */
export function createSettlementService(deps: SettlementDeps) {
  const { db, clock } = deps;

  /** The caller's company's balance, upcoming payout and latest ledger rows. */
  async function balance(principal: Principal): Promise<AirlineBalance> {
    if (!principal.companyId) throw forbidden(ONLY_AIRLINES_HAVE_A_BALANCE);
    const companyId = principal.companyId;
    const [totals, recent] = await Promise.all([
      repo.totalsOf(db, companyId),
      repo.recentOf(db, companyId, RECENT_LEDGER_ROWS),
    ]);
    const net = totals.payable - totals.reversed - totals.paid + totals.recovered;
    return {
      company_id: companyId,
      balance: net,
      payable_total: totals.payable,
      reversed_total: totals.reversed,
      paid_total: totals.paid,
      recovered_total: totals.recovered,
      upcoming_payout: {
        at: nextPayoutAt(clock.now(), deps.config.payoutTime).toISOString(),
        amount: Math.max(0, net),
      },
      recent: recent.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        amount: Number(r.amount_paise),
        community_id: r.community_id,
        rfq_number: r.rfq_number,
        passenger_name: r.passenger_name,
        eticket_number: r.eticket_number,
        created_at: iso(r.created_at),
      })),
    };
  }

  /** The admin analytics' two airline figures. */
  async function airlineTotals() {
    return repo.allAirlines(db);
  }

  /**
   * The reconciliation report (docs/product/money.md "What must always add up"): every group's
   * money split to the paisa, every ticket's ledger rows against its status, every airline's
   * balance against its issued tickets; each difference names the rows involved.
   */
  async function reconcile(): Promise<Reconciliation> {
    const [groupRows, ticketRows, airlineRows, totals, payoutRows, recoveryRows] =
      await Promise.all([
        repo.groupFigures(db),
        repo.ticketDifferences(db),
        repo.airlineFigures(db),
        repo.allAirlines(db),
        repo.payoutDifferences(db),
        repo.recoveryDifferences(db),
      ]);
    const differences: ReconciliationDifference[] = [];
    const groups = groupRows.map((g) => {
      const n = (v: string) => Number(v);
      const captured = n(g.captured);
      const refunded = n(g.refunded);
      const credits = n(g.credits_used);
      const payable = n(g.airline_payable);
      const held = n(g.held_for_airline);
      const fees = n(g.fees);
      const gst = n(g.gst);
      const kept = n(g.cancelled_fares) - n(g.sold_seat_refunds);
      let rule: string = RECONCILIATION_RULES.group;
      let expected = captured + credits - refunded;
      let actual = payable + held + fees + gst + kept;
      if (g.status === 'READY_FOR_BOOKING') {
        rule = RECONCILIATION_RULES.groupAwaiting;
        expected = n(g.paid_shares);
        actual = captured - refunded + payable;
      } else if (g.status !== 'BOOKED' && captured === refunded) {
        // A group that ended gave every rupee back (its tickets stay, CANCELLED): nothing is
        // left for its airlines either.
        rule = RECONCILIATION_RULES.groupEnded;
        expected = 0;
        actual = payable;
      }
      const balanced = expected === actual;
      if (!balanced)
        differences.push({
          rule,
          subject: 'GROUP',
          id: g.community_id,
          expected,
          actual,
          rows: [`communities ${g.community_id} (${g.rfq_number}, ${g.status})`],
        });
      return {
        community_id: g.community_id,
        rfq_number: g.rfq_number,
        status: g.status,
        captured,
        refunded,
        credits_used: credits,
        airline_payable: payable,
        held_for_airline: held,
        fees,
        gst,
        cancelled_kept: kept,
        balanced,
      };
    });
    for (const t of ticketRows)
      differences.push({
        rule: RECONCILIATION_RULES.ticket,
        subject: 'TICKET',
        id: t.ticket_id,
        expected: Number(t.expected),
        actual: Number(t.actual),
        rows: [
          `tickets ${t.ticket_id}`,
          `companies ${t.company_id}`,
          ...(t.rows ?? []).map((id) => `airline_ledger ${id}`),
        ],
      });
    for (const p of payoutRows)
      differences.push({
        rule: RECONCILIATION_RULES.payout,
        subject: 'PAYOUT',
        id: p.id,
        expected: Number(p.expected),
        actual: Number(p.actual),
        rows: [
          `payouts ${p.id}`,
          ...(p.ledger_id === null ? [] : [`airline_ledger ${p.ledger_id}`]),
        ],
      });
    for (const r of recoveryRows)
      differences.push({
        rule: RECONCILIATION_RULES.recovery,
        subject: 'RECOVERY',
        id: r.id,
        expected: Number(r.expected),
        actual: Number(r.actual),
        rows: [
          `recoveries ${r.id}`,
          ...(r.ledger_id === null ? [] : [`airline_ledger ${r.ledger_id}`]),
        ],
      });
    const airlines = airlineRows.map((a) => {
      const payable = Number(a.payable);
      const reversed = Number(a.reversed);
      const paid = Number(a.paid);
      const recovered = Number(a.recovered);
      const balance = payable - reversed - paid + recovered;
      const expected = Number(a.issued_fares) - paid + recovered;
      if (balance !== expected)
        differences.push({
          rule: RECONCILIATION_RULES.airline,
          subject: 'AIRLINE',
          id: a.company_id,
          expected,
          actual: balance,
          rows: [`companies ${a.company_id} (${a.name})`],
        });
      return {
        company_id: a.company_id,
        payout_account: a.payout_account,
        name: a.name,
        payable_total: payable,
        reversed_total: reversed,
        paid_total: paid,
        recovered_total: recovered,
        balance,
        expected_balance: expected,
      };
    });
    return {
      checked_at: clock.now().toISOString(),
      clean: differences.length === 0,
      groups_checked: groups.length,
      owed_to_airlines: totals.owed,
      paid_to_airlines: totals.paid,
      groups,
      airlines,
      differences,
    };
  }

  return { balance, airlineTotals, reconcile };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
