import { sql } from 'drizzle-orm';
import { GROUP_CAPACITY } from '@saath/shared/travel';
import { queryRows, type Db } from '../../src/db/client.ts';
import { canTransition } from '../../src/modules/lifecycle/lifecycle.machine.ts';
import { createSettlementService } from '../../src/modules/settlement/settlement.service.ts';
import { systemClock } from '../../src/platform/clock.ts';
import type { GroupStatus } from '@saath/shared/groups';

/**
 * What must hold in the database whatever happened to the processes writing it (several
 * processes, `kill -9`): counters equal sums, every status change is legal and
 * recorded, and each transition's side effects (credits, tickets, mails among the jobs) are there
 * exactly once. Returns each broken rule with an example, and the figures it counted.
 */
export async function checkInvariants(
  db: Db,
): Promise<{ violations: string[]; figures: Record<string, number> }> {
  const violations: string[] = [];
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
  const expectNone = async (rule: string, query: ReturnType<typeof sql>) => {
    const found = await rows<Record<string, unknown>>(query);
    if (found.length)
      violations.push(`${rule}: ${found.length}, e.g. ${JSON.stringify(found.slice(0, 3))}`);
  };

  // Counters equal sums: the group's count, its active memberships, their passenger rows.
  await expectNone(
    'group passenger_count differs from its active memberships or passenger rows',
    sql`SELECT c.id, c.passenger_count, coalesce(m.total, 0)::int AS memberships,
          coalesce(p.total, 0)::int AS passengers
        FROM communities c
        LEFT JOIN (SELECT community_id, sum(passenger_count) AS total FROM memberships
                   WHERE left_at IS NULL GROUP BY community_id) m ON m.community_id = c.id
        LEFT JOIN (SELECT ms.community_id, count(*) AS total FROM passengers p
                   JOIN memberships ms ON ms.id = p.membership_id WHERE ms.left_at IS NULL
                   GROUP BY ms.community_id) p ON p.community_id = c.id
        WHERE c.passenger_count <> coalesce(m.total, 0) OR c.passenger_count <> coalesce(p.total, 0)
          OR c.passenger_count > ${GROUP_CAPACITY}`,
  );
  await expectNone(
    'membership passenger_count differs from its passenger rows',
    sql`SELECT m.id, m.passenger_count, count(p.id)::int AS passengers FROM memberships m
        LEFT JOIN passengers p ON p.membership_id = m.id
        GROUP BY m.id, m.passenger_count HAVING m.passenger_count <> count(p.id)`,
  );

  // Status vs history: each group's moves chain from PENDING to its status, each one legal.
  const history = await rows<{ community_id: string; from_status: string; to_status: string }>(
    sql`SELECT community_id, from_status, to_status FROM community_status_history ORDER BY id`,
  );
  const groups = await rows<{
    id: string;
    status: string;
    rfq_sent_at: string | null;
    members: number;
    disabled_credits: number;
    cancelled_credits: number;
    other_credits: number;
    tickets: number;
  }>(
    sql`SELECT c.id, c.status, c.rfq_sent_at,
          (SELECT count(*)::int FROM memberships m
           WHERE m.community_id = c.id AND m.left_at IS NULL) AS members,
          (SELECT count(*)::int FROM credit_ledger l
           WHERE l.community_id = c.id AND l.reason = 'GROUP_DISABLED') AS disabled_credits,
          (SELECT count(*)::int FROM credit_ledger l
           WHERE l.community_id = c.id AND l.reason = 'GROUP_CANCELLED') AS cancelled_credits,
          (SELECT count(*)::int FROM credit_ledger l WHERE l.community_id = c.id
           AND l.reason NOT IN ('GROUP_DISABLED', 'GROUP_CANCELLED')) AS other_credits,
          (SELECT count(*)::int FROM tickets t WHERE t.community_id = c.id) AS tickets
        FROM communities c`,
  );
  const moves = new Map<string, Array<{ from: string; to: string }>>();
  for (const h of history) {
    const list = moves.get(h.community_id) ?? [];
    list.push({ from: h.from_status, to: h.to_status });
    moves.set(h.community_id, list);
  }
  const broken = (rule: string, id: string, detail: unknown) =>
    violations.push(`${rule}: group ${id} ${JSON.stringify(detail)}`);
  for (const group of groups) {
    const steps = moves.get(group.id) ?? [];
    let at = 'PENDING';
    for (const step of steps) {
      // Besides the table: a booked group that changed airline at a missed ticketing deadline
      // (BOOKED to BOOKED), or that it cancelled (docs/product/ticketing.md).
      const ticketingMove =
        step.from === 'BOOKED' && (step.to === 'BOOKED' || step.to === 'CANCELLED');
      if (step.from !== at || (!ticketingMove && !canTransition(step.from, step.to as GroupStatus)))
        broken('history is not a chain of legal moves', group.id, steps);
      at = step.to;
    }
    if (at !== group.status) broken('status differs from its history', group.id, { at, group });
    const rfqMoves = steps.filter((s) => s.to === 'RFQ_SENT').length;
    if (rfqMoves !== (group.rfq_sent_at ? 1 : 0))
      broken('RFQ sent other than once, or without its time', group.id, { rfqMoves, group });
    // A failed formation credits each member once; a group with no bid, a waiver each
    // (docs/product/money.md). Nothing else credits a group's members.
    const formedThenDisabled = group.status === 'DISABLED' && group.rfq_sent_at !== null;
    const wantDisabled = group.status === 'DISABLED' && !formedThenDisabled ? group.members : 0;
    const wantCancelled = group.status === 'CANCELLED' ? group.members : 0;
    if (
      !formedThenDisabled &&
      (group.disabled_credits !== wantDisabled || group.cancelled_credits !== wantCancelled)
    )
      broken('credits differ from the outcome', group.id, group);
    const bookedThenCancelled =
      group.status === 'CANCELLED' && steps.some((s) => s.from === 'BOOKED');
    if ((group.status === 'BOOKED' || bookedThenCancelled) !== group.tickets > 0)
      broken('tickets without a booking, or a booking without tickets', group.id, group);
  }
  await expectNone(
    'a booked group has other than one ticket per passenger',
    sql`SELECT c.id, c.passenger_count, count(t.id)::int AS tickets FROM communities c
        LEFT JOIN tickets t ON t.community_id = c.id
        WHERE c.status = 'BOOKED' GROUP BY c.id HAVING count(t.id) <> c.passenger_count`,
  );

  // The mail jobs: each user's mails match what happened to them, once each.
  await expectNone(
    "a user's mails differ from their joins, credits or requests for quote",
    sql`SELECT u.email, x.* FROM users u
        CROSS JOIN LATERAL (SELECT
          (SELECT count(*) FROM jobs o
           WHERE o.target = u.email AND o.kind = 'group_joined') AS joined_mails,
          (SELECT count(*) FROM memberships m WHERE m.user_id = u.id) AS joins,
          (SELECT count(*) FROM jobs o
           WHERE o.target = u.email AND o.kind = 'group_disabled') AS disabled_mails,
          (SELECT count(*) FROM credit_ledger l
           WHERE l.user_id = u.id AND l.reason = 'GROUP_DISABLED') AS disabled_credits,
          (SELECT count(*) FROM jobs o WHERE o.target = u.email
           AND o.kind IN ('group_cancelled', 'group_cancelled_refunded',
             'group_cancelled_unticketed')) AS cancelled_mails,
          (SELECT count(*) FROM credit_ledger l
           WHERE l.user_id = u.id AND l.reason = 'GROUP_CANCELLED') AS cancelled_credits,
          (SELECT count(*) FROM jobs o
           WHERE o.target = u.email AND o.kind = 'rfq_sent') AS rfq_mails,
          (SELECT count(*) FROM memberships m JOIN communities c ON c.id = m.community_id
           WHERE m.user_id = u.id AND c.rfq_sent_at IS NOT NULL AND m.joined_at <= c.rfq_sent_at
             AND (m.left_at IS NULL OR m.left_at > c.rfq_sent_at)) AS rfq_memberships
        ) x
        WHERE x.joined_mails <> x.joins OR x.disabled_mails <> x.disabled_credits
          OR x.cancelled_mails <> x.cancelled_credits OR x.rfq_mails <> x.rfq_memberships`,
  );
  await expectNone(
    'requests for quote to airlines differ from the groups that sent one',
    sql`SELECT co.email, count(DISTINCT o.id)::int AS mails,
          (SELECT count(*)::int FROM communities c
           WHERE c.rfq_sent_at IS NOT NULL AND c.rfq_sent_at >= co.created_at) AS rfqs
        FROM companies co LEFT JOIN jobs o
          ON o.target = co.email AND o.kind = 'rfq_to_airline'
        GROUP BY co.id, co.email, co.created_at
        HAVING count(DISTINCT o.id) <> (SELECT count(*) FROM communities c
          WHERE c.rfq_sent_at IS NOT NULL AND c.rfq_sent_at >= co.created_at)`,
  );

  violations.push(...(await checkMoney(db)));

  const [counts] = await rows<Record<string, number>>(
    sql`SELECT (SELECT count(*)::int FROM users) AS users,
          (SELECT count(*)::int FROM communities) AS groups,
          (SELECT count(*)::int FROM memberships) AS memberships,
          (SELECT count(*)::int FROM passengers) AS passengers,
          (SELECT count(*)::int FROM community_status_history) AS transitions,
          (SELECT count(*)::int FROM credit_ledger) AS credits,
          (SELECT count(*)::int FROM tickets) AS tickets,
          (SELECT count(*)::int FROM jobs) AS jobs`,
  );
  const byStatus = Object.fromEntries(
    (
      await rows<{ status: string; n: number }>(
        sql`SELECT status, count(*)::int AS n FROM communities GROUP BY status ORDER BY status`,
      )
    ).map((r) => [`groups ${r.status}`, r.n]),
  );
  return { violations, figures: { ...counts!, ...byStatus } };
}

/**
 * "Money is accounted for": each payment's status agrees with its ledger rows;
 * captured − refunded per group equals what its tickets were sold for plus what was kept (no
 * path keeps money without a ticket yet, so kept is 0); nothing was captured for a group that
 * never reached READY_FOR_BOOKING; credits used match the payments that used them.
 */
export async function checkMoney(db: Db): Promise<string[]> {
  const violations: string[] = [];
  const expectNone = async (rule: string, query: ReturnType<typeof sql>) => {
    const found = await queryRows<Record<string, unknown>>(db, query);
    if (found.length)
      violations.push(`${rule}: ${found.length}, e.g. ${JSON.stringify(found.slice(0, 3))}`);
  };
  await expectNone(
    "a payment's status differs from its ledger rows",
    sql`SELECT p.id, p.status, p.amount_paise, x.captures, x.captured, x.refunded, x.credit_uses
        FROM payments p CROSS JOIN LATERAL (SELECT
          count(*) FILTER (WHERE l.kind = 'CAPTURE')::int AS captures,
          coalesce(sum(l.amount_paise) FILTER (WHERE l.kind = 'CAPTURE'), 0)::int AS captured,
          coalesce(sum(l.amount_paise) FILTER (WHERE l.kind = 'REFUND'), 0)::int AS refunded,
          coalesce(sum(l.amount_paise) FILTER (WHERE l.kind = 'CREDIT_USE'), 0)::int AS credit_uses
          FROM money_ledger l WHERE l.payment_id = p.id) x
        WHERE NOT CASE p.status
          WHEN 'CREATED' THEN x.captures = 0 AND x.refunded = 0
          WHEN 'FAILED' THEN x.captures = 0 AND x.refunded = 0
          WHEN 'PAID' THEN x.captures = 1 AND x.captured = p.amount_paise AND x.refunded = 0
          WHEN 'PARTIALLY_REFUNDED' THEN x.captures = 1 AND x.refunded > 0
            AND x.refunded < p.amount_paise
          WHEN 'REFUNDED' THEN x.captures = 1 AND x.refunded = p.amount_paise
          ELSE false END
          OR (p.paid_at IS NULL) <> (x.captures = 0)
          OR x.credit_uses NOT IN (0, p.credits_paise - p.credits_shortfall_paise)
          OR (x.credit_uses > 0 AND p.status NOT IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'))`,
  );
  // While a group awaits payment, what it holds is exactly its paid shares (kept until it books
  // or is cancelled); after that, exactly what its tickets were sold for, less what was refunded
  // of sold seats (ADR 0024: approved refund requests, admins' refunds; only a BOOKED group has
  // any, and none while it awaits payment).
  await expectNone(
    'captured − refunded of a group differs from what its tickets were sold for (or, awaiting payment, its paid shares)',
    sql`SELECT c.id, c.status, coalesce(m.net, 0)::int AS net, coalesce(t.sold, 0)::int AS sold,
          coalesce(p.held, 0)::int AS held
        FROM communities c
        LEFT JOIN (SELECT community_id, sum(CASE WHEN kind = 'CAPTURE' THEN amount_paise
                     WHEN kind = 'REFUND' AND NOT post_sale THEN -amount_paise ELSE 0 END) AS net,
                   sum(CASE WHEN kind = 'CAPTURE' THEN amount_paise
                     WHEN kind = 'REFUND' THEN -amount_paise ELSE 0 END) AS kept
                   FROM money_ledger GROUP BY community_id) m ON m.community_id = c.id
        LEFT JOIN (SELECT community_id, sum(price_paid_paise) AS sold FROM tickets
                   GROUP BY community_id) t ON t.community_id = c.id
        LEFT JOIN (SELECT community_id, sum(amount_paise) AS held FROM payments
                   WHERE status = 'PAID' GROUP BY community_id) p ON p.community_id = c.id
        WHERE CASE WHEN c.status = 'READY_FOR_BOOKING' THEN coalesce(m.net, 0) <> coalesce(p.held, 0)
          WHEN c.status = 'BOOKED' THEN coalesce(m.net, 0) <> coalesce(t.sold, 0)
          -- A group that ended keeps nothing: a booked group whose airline missed its ticketing
          -- deadline with no fallback was refunded in full (its tickets stay, CANCELLED).
          ELSE coalesce(m.kept, 0) <> 0 AND coalesce(m.net, 0) <> coalesce(t.sold, 0) END`,
  );
  await expectNone(
    'a refund of a sold seat on a group that is not BOOKED',
    sql`SELECT l.id, l.community_id, c.status FROM money_ledger l
        JOIN communities c ON c.id = l.community_id
        WHERE l.post_sale AND (l.kind <> 'REFUND' OR (c.status <> 'BOOKED'
          AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.community_id = c.id)))`,
  );
  await expectNone(
    'a refund request was approved without its refund',
    sql`SELECT p.id, p.amount_paise, x.refunded, x.approved, x.post_sale
        FROM payments p CROSS JOIN LATERAL (SELECT
          (SELECT coalesce(sum(l.amount_paise), 0)::int FROM money_ledger l
           WHERE l.payment_id = p.id AND l.kind = 'REFUND') AS refunded,
          (SELECT coalesce(sum(l.amount_paise), 0)::int FROM money_ledger l
           WHERE l.payment_id = p.id AND l.kind = 'REFUND' AND l.post_sale) AS post_sale,
          (SELECT coalesce(sum(r.amount_paise), 0)::int FROM refund_requests r
           WHERE r.payment_id = p.id AND r.status = 'APPROVED') AS approved) x
        WHERE x.approved > x.post_sale`,
  );
  await expectNone(
    'money captured for a group that never reached READY_FOR_BOOKING',
    sql`SELECT DISTINCT l.community_id FROM money_ledger l
        WHERE l.kind = 'CAPTURE' AND NOT EXISTS (SELECT 1 FROM community_status_history h
          WHERE h.community_id = l.community_id AND h.to_status = 'READY_FOR_BOOKING')`,
  );
  await expectNone(
    "a group's paid or active member count differs from its payments or memberships",
    sql`SELECT c.id, c.status, c.paid_member_count, c.active_member_count,
          (SELECT count(*)::int FROM payments p WHERE p.community_id = c.id
           AND p.status IN ('PAID', 'PARTIALLY_REFUNDED')) AS paid,
          (SELECT count(*)::int FROM memberships m WHERE m.community_id = c.id
           AND m.left_at IS NULL) AS active
        FROM communities c
        WHERE c.active_member_count <> (SELECT count(*) FROM memberships m
            WHERE m.community_id = c.id AND m.left_at IS NULL)
          OR (c.status IN ('READY_FOR_BOOKING', 'BOOKED') AND c.paid_member_count <> (
            SELECT count(*) FROM payments p WHERE p.community_id = c.id
            AND (p.status IN ('PAID', 'PARTIALLY_REFUNDED') OR EXISTS (SELECT 1 FROM money_ledger l
              WHERE l.payment_id = p.id AND l.post_sale))))`,
  );
  // ADR 0036: every refund the ledger counts is paid out by exactly one refund through its
  // provider, of the same payment and amount; nothing else is, but a refused capture (never in
  // the ledger); and one the provider has not made yet still has its job to make it.
  await expectNone(
    'a refund in the ledger without exactly one refund through the provider for it',
    sql`SELECT l.id, l.payment_id, l.amount_paise, count(r.id)::int AS provider_refunds
        FROM money_ledger l LEFT JOIN payment_refunds r
          ON r.ledger_id = l.id AND r.payment_id = l.payment_id AND r.amount = l.amount_paise
        WHERE l.kind = 'REFUND' GROUP BY l.id HAVING count(r.id) <> 1`,
  );
  await expectNone(
    'a refund through the provider that is neither a ledger refund nor of a refused capture',
    sql`SELECT r.id, r.payment_id, r.ledger_id, l.kind, p.mismatch_amount
        FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
        LEFT JOIN money_ledger l ON l.id = r.ledger_id
        WHERE (r.ledger_id IS NOT NULL AND l.kind IS DISTINCT FROM 'REFUND')
           OR (r.ledger_id IS NULL AND p.mismatch_amount IS NULL)`,
  );
  await expectNone(
    'a refund the provider has not made with no job left to make it',
    sql`SELECT r.id, r.job_id, j.completed_at FROM payment_refunds r
        LEFT JOIN jobs j ON j.id = r.job_id
        WHERE r.status = 'PENDING' AND (j.id IS NULL OR j.completed_at IS NOT NULL)`,
  );
  // ADR 0030: a credit or waiver balance is never below zero, whatever was paid in what order.
  await expectNone(
    'a credit or waiver balance below zero',
    sql`SELECT user_id, sum(amount_paise)::int AS credit, sum(waivers)::int AS waivers
        FROM credit_ledger GROUP BY user_id
        HAVING sum(amount_paise) < 0 OR sum(waivers) < 0`,
  );
  // ADR 0055: the airline ledger follows the tickets (an issued ticket's fare owed to its
  // airline once, every other one reversed) and every group's money splits to the paisa into
  // refunds, the airline's share, fees, GST and what cancelled seats kept. The admin's
  // reconciliation report is the one rule; each difference it names is a violation here.
  const report = await createSettlementService({
    db,
    clock: systemClock,
    config: { payoutTime: '10:00' },
  }).reconcile();
  for (const d of report.differences)
    violations.push(
      `reconciliation (${d.rule}): ${d.subject} ${d.id} expected ${d.expected}, actual ${d.actual} [${d.rows.join('; ')}]`,
    );
  return violations;
}
