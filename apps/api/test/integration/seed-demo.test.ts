import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { ADMIN_RECONCILIATION_PATH, AIRLINE_BALANCE_PATH } from '@saath/shared/settlement';
import { AIRLINE_STATEMENT_CSV_PATH } from '@saath/shared/statements';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  isDemoSeeded,
  seedDemo,
  type DemoSummary,
} from '../../scripts/demo-data.ts';
import { buildTestApp, login, type TestApp } from '../helpers/app.ts';
import { checkMoney } from '../helpers/invariants.ts';
import { createTestDatabase } from '../helpers/database.ts';

// `npm run seed:demo` on a fresh database: every resting status, believable and consistent.
const NOW = new Date('2026-11-21T09:00:00.000Z');
let database: Database;
let t: TestApp;
let summary: DemoSummary;

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(database.db, query))[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  const clock = new ManualClock(new Date(NOW.getTime() - 14 * 24 * 3600_000));
  t = await buildTestApp(
    database,
    { ADMIN_EMAIL: DEMO_ADMIN.email, ADMIN_PASSWORD: DEMO_ADMIN.password },
    { clock },
  );
  summary = await seedDemo(t.app, clock, NOW, DEMO_ADMIN);
}, 120_000);

afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('seed:demo', () => {
  it('leaves groups in every status a group can rest in', async () => {
    expect(summary.statuses).toEqual({
      PENDING: 3,
      ACTIVE: 1,
      THRESHOLD_MET: 0, // passed through inside the join that adds the 7th passenger
      RFQ_SENT: 2,
      READY_FOR_BOOKING: 1,
      BOOKED: 3, // one ticketed, one awaiting its tickets, one fallen back to its second airline
      DISABLED: 2,
      CANCELLED: 2, // one without bids, one after its payment deadline (refunded)
    });
    expect(await isDemoSeeded(t.app)).toBe(true);
  });

  it('has the people, tickets, credits, bids, overrides and messages of the story', async () => {
    // Tickets the airlines issued: the metro group's 10 (one cancelled since); the Goa group's 7
    // await Jetwing's ticketing, and so do the HYD-DEL group's 7, now Monsoon's
    // (docs/product/ticketing.md).
    expect(summary).toMatchObject({ travellers: 20, airlines: 2, tickets: 10, contactMessages: 5 });
    expect(
      await one(sql`SELECT
        (SELECT count(*)::int FROM tickets WHERE status = 'PENDING') AS pending,
        (SELECT count(*)::int FROM tickets WHERE eticket_number IS NOT NULL) AS with_eticket,
        (SELECT count(*)::int FROM quotes WHERE pnr IS NOT NULL) AS with_pnr,
        (SELECT count(*)::int FROM quotes WHERE is_selected AND ticketing_deadline IS NOT NULL)
          AS with_deadline`),
    ).toEqual({ pending: 14, with_eticket: 10, with_pnr: 1, with_deadline: 3 });
    expect(
      await one(sql`SELECT
        (SELECT count(*)::int FROM users) AS users,
        (SELECT count(*)::int FROM companies) AS companies,
        (SELECT count(*)::int FROM tickets WHERE status = 'CANCELLED') AS cancelled_tickets,
        (SELECT sum(amount_paise)::int FROM credit_ledger) AS credit_paise,
        (SELECT count(*)::int FROM quotes) AS quotes,
        (SELECT count(*)::int FROM admin_audit_log) AS overrides,
        (SELECT count(*)::int FROM contact_submissions) AS messages,
        (SELECT count(*)::int FROM jobs WHERE completed_at IS NULL) AS unsent_mail`),
    ).toEqual({
      users: 23,
      companies: 2,
      cancelled_tickets: 1,
      credit_paise: 3 * 1000, // the three members of the two disabled groups, ₹10 each
      quotes: 11,
      // two holds (ready_for_booking), one reopening (active), one bid picked over a lower
      // one, and the payout made to Monsoon (PAYOUT_MADE)
      overrides: 5,
      messages: 5,
      unsent_mail: 0, // delivered to the log transport, nothing left for SMTP later
    });
    // Every login it prints works.
    for (const l of [summary.logins[0]!, summary.logins[1]!, summary.logins.at(-1)!])
      expect(await login(t.app, l.email, l.password)).toEqual(expect.any(String));
  });

  it('pays Monsoon for the seats it ticketed, with a statement, and everything reconciles', async () => {
    // docs/product/money.md: the metro group's 10 seats were issued and one was cancelled since;
    // the admin's payout run paid Monsoon the other 9 fares, and the job worker sent it.
    expect(summary.payouts).toBe(1);
    const { owed, payouts, paid } = await one<{ owed: number; payouts: number; paid: number }>(
      sql`SELECT
        (SELECT sum(t.fare_paise)::int FROM tickets t JOIN companies c ON c.id = t.company_id
          WHERE c.name = 'Monsoon Air' AND t.status = 'ISSUED') AS owed,
        (SELECT count(*)::int FROM payouts) AS payouts,
        (SELECT sum(amount_paise)::int FROM payouts WHERE state = 'PAID') AS paid`,
    );
    expect({ payouts, paid }).toEqual({ payouts: 1, paid: owed });
    const monsoon = {
      authorization: `Bearer ${await login(t.app, 'sales@monsoonair.demo.saath.in', DEMO_PASSWORD)}`,
    };
    const balance = (await t.app.inject({ url: AIRLINE_BALANCE_PATH, headers: monsoon })).json();
    expect(balance).toMatchObject({ balance: 0, paid_total: owed });
    // Its statement of the month: ten seats, the cancellation and the payout, closing at zero.
    const csv = await t.app.inject({ url: AIRLINE_STATEMENT_CSV_PATH, headers: monsoon });
    expect(csv.statusCode).toBe(200);
    const entries = csv.body.split('\r\n').map((line) => line.split(',')[1]);
    expect(entries.filter((e) => e === 'Ticket issued')).toHaveLength(10);
    expect(entries.filter((e) => e === 'Ticket cancelled')).toHaveLength(1);
    expect(entries.filter((e) => e === 'Payout')).toHaveLength(1);
    expect(csv.body.trimEnd().endsWith(',0.00')).toBe(true);
    const admin = {
      authorization: `Bearer ${await login(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password)}`,
    };
    const report = (await t.app.inject({ url: ADMIN_RECONCILIATION_PATH, headers: admin })).json();
    expect(report).toMatchObject({ clean: true, differences: [] });
  });

  it('shows the payment stage: awaiting payment, paid and booked, refunded', async () => {
    const groups = await queryRows<{
      status: string;
      paid: number;
      active: number;
      captured: number;
      refunded: number;
      payments: string;
    }>(
      database.db,
      sql`SELECT c.status, c.paid_member_count AS paid, c.active_member_count AS active,
            coalesce(sum(l.amount_paise) FILTER (WHERE l.kind = 'CAPTURE'), 0)::int AS captured,
            coalesce(sum(l.amount_paise) FILTER (WHERE l.kind = 'REFUND'), 0)::int AS refunded,
            (SELECT string_agg(p.status, ',' ORDER BY p.status) FROM payments p
              WHERE p.community_id = c.id) AS payments
          FROM communities c LEFT JOIN money_ledger l ON l.community_id = c.id
          WHERE c.status IN ('READY_FOR_BOOKING', 'BOOKED', 'CANCELLED')
          GROUP BY c.id ORDER BY c.status, c.created_at`,
    );
    const awaiting = groups.filter((g) => g.status === 'READY_FOR_BOOKING');
    expect(awaiting).toEqual([
      expect.objectContaining({ paid: 1, active: 3, refunded: 0, payments: 'PAID' }),
    ]);
    expect(awaiting[0]!.captured).toBeGreaterThan(0);
    const booked = groups.filter((g) => g.status === 'BOOKED');
    // The fallen-back HYD-DEL group (formed first), the metro group, the Goa group.
    expect(booked.map((g) => [g.paid, g.active])).toEqual([
      [3, 3],
      [5, 5],
      [2, 2],
    ]);
    for (const g of booked) expect(g.captured).toBeGreaterThan(0);
    const refunded = groups.filter((g) => g.status === 'CANCELLED' && g.captured > 0);
    expect(refunded).toEqual([expect.objectContaining({ payments: 'REFUNDED' })]);
    expect(refunded[0]!.refunded).toBe(refunded[0]!.captured);
    // Every paisa accounted for (the payments scenarios' own check).
    expect(await checkMoney(database.db)).toEqual([]);
  });

  it('has a group whose airline missed its ticketing deadline, handed to the second bid', async () => {
    // docs/product/ticketing.md: Jetwing (picked by an admin over Monsoon's lower bid) never
    // ticketed; at its deadline the sweep moved the group to Monsoon's bid, below the fare paid,
    // and refunded each member the difference on each ticket.
    const quotes = await queryRows<{
      airline: string;
      price: number;
      selected: boolean;
      missed: boolean;
      deadline_ahead: boolean;
    }>(
      database.db,
      sql`SELECT co.name AS airline, q.price_per_ticket_paise AS price, q.is_selected AS selected,
            q.ticketing_missed_at IS NOT NULL AS missed,
            coalesce(q.ticketing_deadline > ${NOW.toISOString()}, false) AS deadline_ahead
          FROM quotes q JOIN companies co ON co.id = q.company_id
          JOIN communities c ON c.id = q.community_id
          WHERE c.from_location = 'HYD' AND c.to_location = 'DEL' ORDER BY q.quoted_at`,
    );
    expect(quotes).toEqual([
      {
        airline: 'Jetwing India',
        price: 548_000,
        selected: false,
        missed: true,
        deadline_ahead: false,
      },
      {
        airline: 'Monsoon Air',
        price: 519_000,
        selected: true,
        missed: false,
        deadline_ahead: true,
      },
    ]);
    const group = await one<{
      status: string;
      tickets: string;
      refunds: number;
      refunded: number;
      history: string;
    }>(sql`SELECT c.status,
        (SELECT string_agg(DISTINCT t.status || ' ' || t.airline_name, ',') FROM tickets t
          WHERE t.community_id = c.id) AS tickets,
        (SELECT count(*)::int FROM money_ledger l WHERE l.community_id = c.id AND l.kind = 'REFUND')
          AS refunds,
        (SELECT coalesce(sum(l.amount_paise), 0)::int FROM money_ledger l
          WHERE l.community_id = c.id AND l.kind = 'REFUND') AS refunded,
        (SELECT string_agg(h.from_status || '>' || h.to_status, ',' ORDER BY h.at) FROM
          community_status_history h WHERE h.community_id = c.id AND h.from_status = 'BOOKED')
          AS history
      FROM communities c WHERE c.from_location = 'HYD' AND c.to_location = 'DEL'`);
    expect(group).toMatchObject({
      status: 'BOOKED',
      tickets: 'PENDING Monsoon Air', // all 7 back to PENDING, now Monsoon's to issue
      refunds: 3, // one per paying member
      refunded: 7 * (548_000 - 519_000), // the fare difference on each of the 7 tickets
      history: 'BOOKED>BOOKED', // the change of airline
    });
    // Jetwing was reminded half-way; Monsoon's own reminder is still ahead of now.
    expect(
      await one(sql`SELECT
        (SELECT count(*)::int FROM jobs WHERE kind = 'ticketing_reminder') AS reminders,
        (SELECT count(*)::int FROM jobs WHERE kind = 'ticketing_fallback') AS member_mails`),
    ).toEqual({ reminders: 1, member_mails: 3 });
    expect(await checkMoney(database.db)).toEqual([]);
  });

  it('has believable people: one date of birth and gender per person, none shared', async () => {
    const people = await queryRows<{ full_name: string; dob: string; gender: string }>(
      database.db,
      sql`SELECT DISTINCT full_name, dob::text AS dob, gender FROM passengers`,
    );
    const names = new Set(people.map((p) => p.full_name));
    // The same person is the same in every group they fly with...
    expect(people.length).toBe(names.size);
    // ...no two people share a date of birth...
    expect(new Set(people.map((p) => p.dob)).size).toBe(names.size);
    // ...and a first name always goes with one gender, the travellers' own included.
    const genderOf = new Map<string, Set<string>>();
    for (const p of people) {
      const first = p.full_name.split(' ')[0]!;
      genderOf.set(first, (genderOf.get(first) ?? new Set()).add(p.gender));
    }
    expect([...genderOf].filter(([, genders]) => genders.size > 1)).toEqual([]);
    const travellers = await queryRows<{ name: string; gender: string }>(
      database.db,
      sql`SELECT first_name || ' ' || last_name AS name, gender FROM users WHERE gender <> 'NOT_SPECIFIED'`,
    );
    for (const t of travellers) {
      const asPassenger = people.find((p) => p.full_name === t.name);
      if (asPassenger) expect(asPassenger.gender).toBe(t.gender === 'MALE' ? 'M' : 'F');
    }
  });

  it('happened before "now", and leaves every open deadline ahead of it', async () => {
    const latest = await one<{ at: Date | string }>(sql`SELECT max(at) AS at FROM (
      SELECT max(created_at) AS at FROM users UNION ALL
      SELECT max(created_at) FROM communities UNION ALL
      SELECT max(created_at) FROM tickets UNION ALL
      SELECT max(created_at) FROM contact_submissions UNION ALL
      SELECT max(at) FROM community_status_history) AS all_times`);
    expect(new Date(latest.at).getTime()).toBeLessThanOrEqual(NOW.getTime());
    const open = await one<{ early: number }>(sql`SELECT count(*)::int AS early FROM communities
      WHERE (status IN ('PENDING', 'ACTIVE') AND formation_deadline <= ${NOW.toISOString()})
         OR (status = 'RFQ_SENT' AND bidding_deadline <= ${NOW.toISOString()})
         OR (status = 'BOOKED' AND EXISTS (SELECT 1 FROM tickets t WHERE t.community_id = communities.id
               AND t.status = 'PENDING') AND (SELECT q.ticketing_deadline FROM quotes q
               WHERE q.community_id = communities.id AND q.is_selected) <= ${NOW.toISOString()})`);
    expect(open.early).toBe(0);
    // So the real sweeper, started right after, has nothing to do.
    t.clock.set(NOW);
    expect(await t.app.saath.lifecycle.sweep()).toBe(0);
  });
});
