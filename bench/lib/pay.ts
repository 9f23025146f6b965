// The pay case: a member pays their share, as the sandbox provider does it. One
// iteration is two requests on one connection: POST /api/communities/{id}/payments, then the
// sandbox's signed `payment.captured` event to POST /api/payments/webhooks/sandbox, which
// captures the payment (ledger row, paid counter; the group's last share books it and issues
// its tickets).
import type { Request } from 'autocannon';
import type pg from 'pg';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  sandboxEvent,
  sandboxSecret,
} from '../../apps/api/src/modules/payments/payments.provider.ts';

export type PayMember = { communityId: string; token: string };

/** Price of the bench's winning bid per ticket (paise). */
const PRICE_PAISE = 450_000;

/**
 * Moves `count` RFQ_SENT groups, the fullest first and none the join case uses, to
 * READY_FOR_BOOKING on a bid of the bench airline, as `lifecycle.awardQuote` leaves a group
 * (winning quote, payment deadline two days ahead, counters), and answers each of their members
 * with a token. A group holds at most 15 passengers (communities_capacity), so "many members"
 * means many such groups; each run uses fresh ones (paid groups are BOOKED after it).
 */
export async function preparePayMembers(
  client: pg.Client,
  count: number,
  token: (userId: string, sessionId: string) => string,
  exclude: string[],
): Promise<PayMember[]> {
  const company = await client.query(
    `INSERT INTO companies (name, email, airline_code, created_at)
     VALUES ('Bench Air', 'fares@bench-air.example', 'BNA', now())
     ON CONFLICT (airline_code) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
  );
  const companyId = company.rows[0].id as string;
  const picked = await client.query(
    `WITH picked AS (
       SELECT c.id, (SELECT m.user_id FROM memberships m WHERE m.community_id = c.id
                     AND m.left_at IS NULL ORDER BY m.joined_at LIMIT 1) AS owner
       FROM communities c
       WHERE c.status = 'RFQ_SENT' AND NOT (c.id = ANY($4::uuid[]))
         AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.community_id = c.id)
       ORDER BY c.passenger_count DESC, c.id LIMIT $1),
     quoted AS (
       INSERT INTO quotes (community_id, company_id, submitted_by, price_per_ticket_paise,
                           flight_number, quoted_at, is_selected)
       SELECT id, $2, owner, $3, 'BN101', now(), true FROM picked RETURNING community_id)
     UPDATE communities c SET status = 'READY_FOR_BOOKING',
       payment_deadline = now() + interval '2 days',
       winning_quote = jsonb_build_object('airline_name', 'Bench Air', 'flight_number', 'BN101',
         'departure_time', NULL, 'arrival_time', NULL, 'price_per_ticket', $3::int),
       paid_member_count = 0,
       active_member_count = (SELECT count(*) FROM memberships m
                              WHERE m.community_id = c.id AND m.left_at IS NULL),
       lowest_price_paise = $3, bid_count = 1
     FROM quoted WHERE c.id = quoted.community_id RETURNING c.id`,
    [count, companyId, PRICE_PAISE, exclude],
  );
  const members = await client.query(
    `SELECT m.community_id, m.user_id, s.id AS session_id
     FROM memberships m
     JOIN LATERAL (SELECT id FROM sessions s WHERE s.user_id = m.user_id
                   AND s.revoked_at IS NULL LIMIT 1) s ON true
     WHERE m.left_at IS NULL AND m.community_id = ANY($1::uuid[])
     ORDER BY m.community_id, m.joined_at`,
    [picked.rows.map((r) => r.id)],
  );
  const list: PayMember[] = members.rows.map((r) => ({
    communityId: r.community_id as string,
    token: token(r.user_id, r.session_id),
  }));
  return process.env.BENCH_PAY_SPREAD === '1' ? inTurnAcrossGroups(list) : list;
}

/**
 * The members one from each group in turn (the first of every group, then the second...):
 * the connections pay into as many groups as there are connections, so each group's captures,
 * which take turns on its lock, are rarely waiting on each other. By default members pay group
 * by group, so the 64 connections pay into a handful of groups at once, the worst case of that
 * queue.
 */
function inTurnAcrossGroups(list: PayMember[]): PayMember[] {
  const byGroup = new Map<string, PayMember[]>();
  for (const m of list) {
    const group = byGroup.get(m.communityId) ?? [];
    group.push(m);
    byGroup.set(m.communityId, group);
  }
  const groups = [...byGroup.values()];
  const depth = Math.max(0, ...groups.map((g) => g.length));
  return Array.from({ length: depth }, (_, i) => groups.flatMap((g) => g[i] ?? [])).flat();
}

/** Counts an unexpected answer under its status and the start of its detail. */
export function tallyAnswer(tally: Map<string, number>, status: number, body: string) {
  let detail = '';
  try {
    detail = String(JSON.parse(body).detail).slice(0, 60);
  } catch {
    detail = body.slice(0, 60);
  }
  const key = `${status} ${detail}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
}

/**
 * The requests of one connection: create the next member's payment, then deliver the sandbox's
 * signed capture for it. The webhook needs what the first answer says (payment id, amount), kept
 * in the connection's context. `tally` counts unexpected answers by status and detail.
 */
export function payRequests(
  members: PayMember[],
  state: { next: number },
  jwtSecret: string,
  auth: (token: string) => Record<string, string>,
  tally: Map<string, number>,
): Request[] {
  const sandbox = createSandboxProvider(sandboxSecret(undefined, jwtSecret));
  const note = (status: number, body: string) => tallyAnswer(tally, status, body);
  return [
    {
      setupRequest: (req) => {
        const member = members[state.next++ % members.length]!;
        req.method = 'POST';
        req.path = `/api/communities/${member.communityId}/payments`;
        req.headers = { ...auth(member.token), 'content-type': 'application/json' };
        req.body = '{}';
        return req;
      },
      onResponse: (status, body, context) => {
        context.payment = null;
        if (status !== 201) return note(status, body);
        const created = JSON.parse(body) as { payment_id: string; amount: number };
        context.payment = { orderId: `sbx_order_${created.payment_id}`, amount: created.amount };
      },
    },
    {
      setupRequest: (req, context) => {
        const payment = context.payment as { orderId: string; amount: number } | null;
        // No payment to capture (refused above): an unsigned event, answered 400 and counted.
        const raw = payment
          ? sandboxEvent('payment.captured', payment)
          : '{"id":"none","type":"payment.captured"}';
        req.method = 'POST';
        req.path = '/api/payments/webhooks/sandbox';
        req.headers = {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: payment ? sandbox.sign(raw) : '0'.repeat(64),
        };
        req.body = raw;
        return req;
      },
      onResponse: (status, body) => {
        if (status !== 200) note(status, body);
      },
    },
  ];
}
