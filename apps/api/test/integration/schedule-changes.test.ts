import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@saath/shared/http';
import { LIVE_API, LIVE_EVENTS } from '@saath/shared/live';
import {
  ARRIVAL_BEFORE_DEPARTURE,
  DEPARTURE_IN_PAST,
  DEPARTURE_OFF_DATE,
  SCHEDULE_NOT_BOOKED,
  airlineScheduleChangePath,
  airlineScheduleChangesPath,
  communityScheduleChangesPath,
} from '@saath/shared/schedule-changes';
import { airlineDeliveriesPath } from '@saath/shared/webhooks';
import { queryRows } from '../../src/db/client.ts';
import { ADMIN_ENV } from '../helpers/admin.ts';
import { detailMsgs } from '../helpers/app.ts';
import { openStream } from '../helpers/event-stream.ts';
import { airline, bid, pay, rfqGroup, traveller, TRAVEL_DATE } from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';

// docs/product/ticketing.md "Schedule changes" (ADR 0054): the winning airline moves a booked
// group's flight with a reason; members are told at once; a significant change lets each member
// cancel within 72 hours for a full refund. The group's slot is SLOT_08_12 (08:00-12:00 IST) and
// the winning bid departs at 09:30 IST.
const ctx = useTestApp({ ...ADMIN_ENV, BIDDING_WINDOW_SECONDS: '3600' });
const HOUR = 3600 * 1000;
type Headers = Record<string, string>;

afterEach(async () => {
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
});

/** An instant on the travel date, India time ('10:30' -> 2026-12-10T10:30:00+05:30). */
const ist = (time: string, date = TRAVEL_DATE) => `${date}T${time}:00+05:30`;

const change = (quoteId: string, headers: Headers, payload: unknown) =>
  ctx.t.app.inject({
    method: 'POST',
    url: airlineScheduleChangePath(quoteId),
    headers,
    payload: payload as object,
  });

const MINOR = {
  flight_number: 'ai 105',
  departure_time: ist('10:30'),
  arrival_time: ist('12:45'),
  reason: 'Aircraft rotation changed',
};
const MAJOR = { ...MINOR, departure_time: ist('15:00'), arrival_time: ist('17:15') };

/** Asha (4 passengers) and Ravi (3): the winner's ₹4,800 bid, both paid: BOOKED. */
async function wonGroup(options: { pay?: boolean } = {}) {
  const { group, members } = await rfqGroup(ctx.t.app);
  ctx.t.clock.advance(60_000);
  const winner = await airline(ctx.t.app, 'IndiGo Test');
  const loser = await airline(ctx.t.app, 'Akasa Test');
  const won = (await bid(ctx.t.app, winner.headers, group.community_id, 480_000)).json();
  const lost = (await bid(ctx.t.app, loser.headers, group.community_id, 510_000)).json();
  ctx.t.clock.advance(HOUR);
  await ctx.t.app.saath.lifecycle.sweep();
  const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
  if (options.pay !== false) {
    await pay(ctx.t.app, asha.headers, group.community_id);
    await pay(ctx.t.app, ravi.headers, group.community_id);
  }
  return { group, asha, ravi, winner, loser, quoteId: won.quote_id as string, lost };
}

async function apiKeyOf(headers: Headers): Promise<Headers> {
  const created = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/airline/api-keys',
    headers,
    payload: { name: 'Ops system' },
  });
  expect(created.statusCode).toBe(201);
  return { authorization: `Bearer ${created.json().key}` };
}

const getJson = async (url: string, headers: Headers) =>
  (await ctx.t.app.inject({ url, headers })).json();

const cancel = (ticketId: string, headers: Headers, reason = 'OTHER') =>
  ctx.t.app.inject({
    method: 'PUT',
    url: `/api/tickets/${ticketId}/cancel`,
    headers,
    payload: { reason },
  });

describe('the winning airline changes the schedule', () => {
  it('updates the flight, keeps the change, lists it and tells every member', async () => {
    const { group, asha, ravi, winner, quoteId } = await wonGroup();
    const response = await change(quoteId, winner.headers, MINOR);
    expect(response.statusCode).toBe(200);
    const { change: made, changes } = response.json();
    expect(made).toMatchObject({
      quote_id: quoteId,
      community_id: group.community_id,
      old_flight_number: 'AI101',
      new_flight_number: 'AI105',
      old_departure_time: new Date(ist('09:30')).toISOString(),
      new_departure_time: new Date(ist('10:30')).toISOString(),
      new_arrival_time: new Date(ist('12:45')).toISOString(),
      reason: 'Aircraft rotation changed',
      significant: false,
      full_refund_until: null,
    });
    expect(changes).toHaveLength(1);

    // The member's group page shows the current flight (its existing fields).
    const detail = await getJson(API.community(group.community_id), asha.headers);
    expect(detail.winning_quote).toMatchObject({
      flight_number: 'AI105',
      departure_time: new Date(ist('10:30')).toISOString(),
      arrival_time: new Date(ist('12:45')).toISOString(),
    });
    // Their tickets carry the new flight too.
    const tickets = await getJson(API.tickets, asha.headers);
    expect(tickets.map((t: { flight_number: string }) => t.flight_number)).toEqual(
      Array(4).fill('AI105'),
    );

    // Lists: the airline's and the members'; anyone else gets a 404.
    const history = await getJson(airlineScheduleChangesPath(quoteId), winner.headers);
    expect(history.changes).toEqual(changes);
    const theirs = await getJson(communityScheduleChangesPath(group.community_id), ravi.headers);
    expect(theirs.changes).toEqual(changes);
    const stranger = await traveller(ctx.t.app, 'Meera');
    const refused = await ctx.t.app.inject({
      url: communityScheduleChangesPath(group.community_id),
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);

    // Each member is mailed at once.
    await ctx.t.flushMail();
    for (const member of [asha, ravi]) {
      const mails = ctx.t.mail.to(member.email).filter((m) => m.subject.startsWith('Your flight'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('AI105');
      expect(mails[0]!.text).toContain('Aircraft rotation changed');
      expect(mails[0]!.text).not.toContain('full refund');
    }
  });

  it("sends the group's watchers a schedule_changed event, then the record's new flight", async () => {
    const { group, asha, winner, quoteId } = await wonGroup();
    const opened = await openStream(
      ctx.t.app,
      LIVE_API.communityEvents(group.community_id),
      asha.headers,
    );
    expect(opened.status).toBe(200);
    const stream = opened.stream!;
    await stream.next((e) => e.event === LIVE_EVENTS.group);
    const made = (await change(quoteId, winner.headers, MINOR)).json().change;
    const event = await stream.next((e) => e.event === LIVE_EVENTS.scheduleChanged);
    expect(JSON.parse(event.data)).toEqual({
      community_id: group.community_id,
      schedule_change_id: made.schedule_change_id,
    });
    const record = await stream.next(
      (e) =>
        e.event === LIVE_EVENTS.group &&
        JSON.parse(e.data).winning_quote?.flight_number === 'AI105',
      'the group with its new flight',
    );
    expect(JSON.parse(record.data).winning_quote.departure_time).toBe(made.new_departure_time);
    opened.close();
  });

  it("answers 404 to another airline, for its own losing quote and for the winner's", async () => {
    const { loser, quoteId, lost, winner } = await wonGroup();
    expect((await change(quoteId, loser.headers, MINOR)).statusCode).toBe(404);
    expect((await change(lost.quote_id, loser.headers, MINOR)).statusCode).toBe(404);
    const list = await ctx.t.app.inject({
      url: airlineScheduleChangesPath(quoteId),
      headers: loser.headers,
    });
    expect(list.statusCode).toBe(404);
    const mine = await getJson(airlineScheduleChangesPath(quoteId), winner.headers);
    expect(mine.changes).toEqual([]);
  });

  it('answers 409 while the members are still paying', async () => {
    const { winner, quoteId } = await wonGroup({ pay: false });
    const response = await change(quoteId, winner.headers, MINOR);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(SCHEDULE_NOT_BOOKED('READY_FOR_BOOKING'));
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const { group, winner, quoteId } = await wonGroup();
    const cases: Array<[unknown, string]> = [
      [{ ...MINOR, arrival_time: ist('09:00') }, ARRIVAL_BEFORE_DEPARTURE],
      [
        { ...MINOR, departure_time: '2026-11-01T10:00:00+05:30', arrival_time: ist('12:00') },
        DEPARTURE_IN_PAST,
      ],
      [
        {
          ...MINOR,
          departure_time: ist('10:00', '2026-12-13'),
          arrival_time: ist('12:00', '2026-12-13'),
        },
        DEPARTURE_OFF_DATE(TRAVEL_DATE),
      ],
      [
        { ...MINOR, departure_time: 'tomorrow' },
        'Departure time must be a date and time (ISO 8601)',
      ],
      [{ ...MINOR, flight_number: '???' }, 'Flight number looks like AI123'],
      [{ ...MINOR, reason: '' }, 'Say why the schedule changed, in 5 to 500 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await change(quoteId, winner.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(detailMsgs(response)).toContain(message);
    }
    const list = await getJson(airlineScheduleChangesPath(quoteId), winner.headers);
    expect(list.changes).toEqual([]);
    const stored = await queryRows<{ flight_number: string }>(
      ctx.database.db,
      sql`SELECT flight_number FROM quotes WHERE id = ${quoteId}`,
    );
    expect(stored[0]!.flight_number).toBe('AI101');
    // A day either side of the travel date is fine.
    const nextDay = await change(quoteId, winner.headers, {
      ...MINOR,
      departure_time: ist('07:00', '2026-12-11'),
      arrival_time: ist('09:00', '2026-12-11'),
    });
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.json().change.significant).toBe(true);
    expect(group.time_slot).toBe('SLOT_08_12');
  });

  it("takes the company's API key, like ticketing", async () => {
    const { winner, quoteId } = await wonGroup();
    const key = await apiKeyOf(winner.headers);
    const response = await change(quoteId, key, MINOR);
    expect(response.statusCode).toBe(200);
    expect(response.json().change.new_flight_number).toBe('AI105');
  });

  it('filters the airline deliveries by group', async () => {
    const { group, winner } = await wonGroup();
    const other = await ctx.t.app.inject({
      url: airlineDeliveriesPath(group.community_id),
      headers: winner.headers,
    });
    expect(other.statusCode).toBe(200);
    expect(Array.isArray(other.json())).toBe(true);
    const bad = await ctx.t.app.inject({
      url: '/api/airline/webhook/deliveries?community_id=nope',
      headers: winner.headers,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('a significant change: a full refund on cancelling within 72 hours', () => {
  async function ticketed(payload: typeof MINOR) {
    const world = await wonGroup();
    await ticketGroup(ctx.t.app, world.winner.headers, world.group.community_id);
    const response = await change(world.quoteId, world.winner.headers, payload);
    expect(response.statusCode).toBe(200);
    const tickets = await getJson(API.tickets, world.asha.headers);
    return { ...world, made: response.json().change, tickets };
  }

  async function refundsOf(communityId: string) {
    return queryRows<{ amount_paise: number; post_sale: boolean }>(
      ctx.database.db,
      sql`SELECT amount_paise, post_sale FROM money_ledger
          WHERE community_id = ${communityId} AND kind = 'REFUND'`,
    );
  }

  it('refunds everything paid for the ticket, whatever the reason, inside the window', async () => {
    const { group, asha, made, tickets } = await ticketed(MAJOR);
    expect(made.significant).toBe(true);
    expect(made.full_refund_until).toBe(
      new Date(ctx.t.clock.now().getTime() + 72 * HOUR).toISOString(),
    );
    await ctx.t.flushMail();
    const mail = ctx.t.mail.to(asha.email).find((m) => m.subject.startsWith('Your flight'));
    expect(mail!.text).toContain('full refund');

    ctx.t.clock.advance(71 * HOUR);
    const ticket = tickets[0];
    const response = await cancel(ticket.ticket_id, asha.headers, 'OTHER');
    expect(response.statusCode).toBe(200);
    const paid = ticket.fare_paise + ticket.fee_paise + ticket.gst_paise;
    expect(ticket.price_paid).toBe(paid);
    expect(response.json().cancellation).toMatchObject({
      outcome: 'FULL_REFUND',
      refund_amount: paid,
      refund_request_id: null,
    });
    expect(await refundsOf(group.community_id)).toEqual([{ amount_paise: paid, post_sale: true }]);
    // Asking again answers what the first cancellation did, and refunds nothing more.
    const again = await cancel(ticket.ticket_id, asha.headers, 'OTHER');
    expect(again.json().cancellation.outcome).toBe('FULL_REFUND');
    expect(await refundsOf(group.community_id)).toHaveLength(1);
    // No refund request was opened beside it.
    const requests = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM refund_requests WHERE ticket_id = ${ticket.ticket_id}`,
    );
    expect(requests[0]!.n).toBe(0);
  });

  it('applies the normal policy once the 72 hours have passed', async () => {
    const { group, asha, tickets } = await ticketed(MAJOR);
    ctx.t.clock.advance(72 * HOUR + 1000);
    const response = await cancel(tickets[0].ticket_id, asha.headers, 'OTHER');
    expect(response.statusCode).toBe(200);
    expect(response.json().cancellation.outcome).toBe('NO_REFUND');
    expect(await refundsOf(group.community_id)).toEqual([]);
  });

  it('applies the normal policy after a change that is not significant', async () => {
    const { group, asha, made, tickets } = await ticketed(MINOR);
    expect(made.significant).toBe(false);
    const response = await cancel(tickets[0].ticket_id, asha.headers, 'MEDICAL');
    expect(response.json().cancellation.outcome).toBe('REFUND_REQUESTED');
    expect(await refundsOf(group.community_id)).toEqual([]);
  });

  it('counts a move of more than 2 hours inside the slot as significant', async () => {
    // 09:30 -> 11:45 IST stays in 08:00-12:00 but moves 2 h 15 min.
    const { made } = await ticketed({
      ...MINOR,
      departure_time: ist('11:45'),
      arrival_time: ist('13:50'),
    });
    expect(made.significant).toBe(true);
  });
});

describe('the ids', () => {
  it('takes a winning quote only', async () => {
    const { winner } = await wonGroup();
    const missing = await change('00000000-0000-4000-8000-000000000000', winner.headers, MINOR);
    expect(missing.statusCode).toBe(404);
  });
});
