import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@saath/shared/http';
import { airlineScheduleChangePath } from '@saath/shared/schedule-changes';
import { addDays, minimumTravelDate } from '@saath/shared/travel';
import { ADMIN_ENV } from '../helpers/admin.ts';
import { airline, bid, pay, rfqGroup } from '../helpers/groups.ts';
import { checkInvariants, checkMoney } from '../helpers/invariants.ts';
import { until } from '../helpers/processes.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';

// The lock order "group, then payment and tickets" (ADR 0038, docs/product/money.md "Locks")
// on the paths that write an issued ticket: a member's cancel inside a significant schedule
// change's full-refund window (ADR 0054) against the ticketing-deadline sweep, which holds the
// group while it cancels the group's tickets, and against the airline issuing the group's last
// tickets or moving the flight again (both under the group's lock). On PostgreSQL the cancel
// updated its ticket and then waited for the group, the sweep held the group and waited for the
// ticket, and PostgreSQL failed one of them as a deadlock. Each race runs many times on fresh groups; neither side may fail.
const ctx = useTestApp({ ...ADMIN_ENV, BIDDING_WINDOW_SECONDS: '3600' });
const HOUR = 3600 * 1000;
/** Rounds of each race: enough that the two sides interleave in many ways. */
const ROUNDS = 12;
type Headers = Record<string, string>;

afterEach(async () => {
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
  expect(await checkMoney(ctx.database.db)).toEqual([]);
});

/**
 * A group of Asha (4) and Ravi (3) booked on one airline's bid, six of its seven tickets issued,
 * then its flight moved by hours (a significant change: members may cancel for a full refund).
 * Travel is two weeks after the clock's now, so every round has a bookable date.
 */
async function changedGroup() {
  const travelDate = addDays(minimumTravelDate(ctx.t.clock.now()), 3);
  const { group, members } = await rfqGroup(ctx.t.app, { travel_date: travelDate });
  const id = group.community_id as string;
  ctx.t.clock.advance(60_000);
  const winner = await airline(ctx.t.app, 'IndiGo Test');
  const placed = await bid(ctx.t.app, winner.headers, id, 480_000);
  expect(placed.statusCode).toBe(201);
  ctx.t.clock.advance(HOUR);
  await ctx.t.app.saath.lifecycle.sweep();
  const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
  await pay(ctx.t.app, asha.headers, id);
  await pay(ctx.t.app, ravi.headers, id);
  let issued = 0;
  await ticketGroup(ctx.t.app, winner.headers, id, { only: () => (issued += 1) <= 6 });
  // The airline moves the flight (later on the travel date, India time).
  const moveFlight = (departs: string, arrives: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url: airlineScheduleChangePath(placed.json().quote_id),
      headers: winner.headers,
      payload: {
        flight_number: 'AI 105',
        departure_time: `${travelDate}T${departs}:00+05:30`,
        arrival_time: `${travelDate}T${arrives}:00+05:30`,
        reason: 'Aircraft rotation changed',
      },
    });
  const moved = await moveFlight('15:00', '17:15');
  expect(moved.json().change?.significant, moved.body).toBe(true);
  const mine = await ctx.t.app.inject({ url: API.tickets, headers: asha.headers });
  const ticket = (mine.json() as Array<{ ticket_id: string; status: string }>).find(
    (t) => t.status === 'ISSUED',
  )!;
  return { id, asha, winner, ticketId: ticket.ticket_id, moveFlight };
}

const cancel = (ticketId: string, headers: Headers) =>
  ctx.t.app.inject({
    method: 'PUT',
    url: `/api/tickets/${ticketId}/cancel`,
    headers,
    payload: { reason: 'OTHER' },
  });

/** The cancel's outcome: it was answered, 200, whichever side went first. */
function cancelOutcome(settled: PromiseSettledResult<Awaited<ReturnType<typeof cancel>>>): string {
  if (settled.status === 'rejected') throw settled.reason;
  expect(settled.value.statusCode, settled.value.body).toBe(200);
  return settled.value.json().cancellation.outcome;
}

const statusOf = async (id: string, headers: Headers) =>
  (await ctx.t.app.inject({ url: `/api/communities/${id}`, headers })).json().status;

describe("a member's cancel in a full-refund window, racing the group's other writers", () => {
  it('never deadlocks with the ticketing-deadline sweep', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id, asha, ticketId } = await changedGroup();
      // The airline's reminder (half-way) first, so the race's sweep goes straight to the
      // deadline; then the deadline passes with one ticket still PENDING, inside the 72 hours.
      ctx.t.clock.advance(25 * HOUR);
      await ctx.t.app.saath.lifecycle.sweep();
      ctx.t.clock.advance(24 * HOUR);
      const [cancelled, swept] = await Promise.allSettled([
        cancel(ticketId, asha.headers),
        ctx.t.app.saath.lifecycle.sweep(),
      ]);
      // A deadlock's message is the statement's; PostgreSQL's own words are its cause.
      const failure = (swept as PromiseRejectedResult).reason as Error | undefined;
      expect(swept.status, `${failure?.message}: ${failure?.cause}`).toBe('fulfilled');
      outcomes.push(cancelOutcome(cancelled));
      // Whichever went first, the deadline is acted on: the sweep skips a group another
      // transaction holds at that instant (a job of the cancel's) and takes it at a later run.
      await until(async () => {
        await ctx.t.app.saath.lifecycle.sweep();
        return (await statusOf(id, asha.headers)) === 'CANCELLED' || undefined;
      }, 'the missed deadline to cancel the group');
    }
    // Both orders are answers: a full refund when the cancel went first, the group's own
    // refund (nothing more to give back) when the sweep did.
    const answers = ['FULL_REFUND', 'NOTHING_TO_REFUND', 'NO_REFUND'];
    expect(outcomes.filter((o) => !answers.includes(o))).toEqual([]);
    console.log(`cancel against the sweep: ${outcomes.join(', ')}`);
  });

  it('never deadlocks with the airline issuing the last tickets', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id, asha, winner, ticketId } = await changedGroup();
      const [cancelled, issued] = await Promise.allSettled([
        cancel(ticketId, asha.headers),
        ticketGroup(ctx.t.app, winner.headers, id),
      ]);
      expect(issued.status, String((issued as PromiseRejectedResult).reason)).toBe('fulfilled');
      expect(cancelOutcome(cancelled)).toBe('FULL_REFUND');
    }
  });

  it('never deadlocks with the airline moving the flight again', async () => {
    // A schedule change holds the group and rewrites the flight on every ticket not cancelled.
    for (let round = 0; round < ROUNDS; round += 1) {
      const { asha, ticketId, moveFlight } = await changedGroup();
      const [cancelled, moved] = await Promise.allSettled([
        cancel(ticketId, asha.headers),
        moveFlight('18:00', '20:15'),
      ]);
      if (moved.status === 'rejected') throw moved.reason;
      expect(moved.value.statusCode, moved.value.body).toBe(200);
      expect(cancelOutcome(cancelled)).toBe('FULL_REFUND');
    }
  });
});
