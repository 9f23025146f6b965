import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  lockGroup,
  recordBidChange,
  withLockedGroup,
} from '../../src/modules/groups/groups.commands.ts';
// A test may import what no module may: it is here to prove the check catches such a call.
import { refreshBids } from '../../src/modules/groups/groups.repository.ts';
import { LockOrderError } from '../../src/platform/locks.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import {
  airline,
  awaitingPaymentGroup,
  bid,
  createGroup,
  joinRequest,
  pay,
  rfqGroup,
  traveller,
} from '../helpers/groups.ts';
import { groupWriterViolations, installGroupWriterCheck } from '../helpers/group-writer.ts';
import { checkInvariants, checkMoney } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';

// The group is changed only through the groups module's commands (ADR 0038): a trigger records
// every write of `communities` or `memberships` made outside one, whichever module makes it and
// however its SQL is written. The first test runs every path that changes a group; the others
// show that the check catches a deliberate violation.
const ctx = useTestApp(ADMIN_ENV);
const HOUR = 3600 * 1000;
type Headers = Record<string, string>;

beforeAll(async () => {
  await installGroupWriterCheck(ctx.database.db);
});
beforeEach(async () => {
  // Each test's app starts from emptied tables; the trigger stays.
  expect(await groupWriterViolations(ctx.database.db)).toEqual([]);
});

const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload = {}) =>
  ctx.t.app.inject({ method, url, headers, payload });

describe('the group written only through its commands', () => {
  it('holds for every path that changes a group: create, join, leave, bids, payments, refunds, the sweeper, admins', async () => {
    const { app, clock } = ctx.t;
    // A group whose bid won (the sweeper closed its bidding): it awaits payment.
    const awaiting = await awaitingPaymentGroup(ctx.t, [{ passengers: 1, name: 'Meera' }]);
    // Formation fails: created, joined, left, then disabled by the sweeper.
    const owner = await traveller(app, 'Owner');
    const leaver = await traveller(app, 'Leaver');
    const small = await createGroup(app, owner.headers, { to_location: 'GOI' }, 2);
    expect((await joinRequest(app, leaver.headers, small.community_id, 1)).statusCode).toBe(200);
    expect(
      (await inject('POST', `/api/communities/${small.community_id}/leave`, leaver.headers))
        .statusCode,
    ).toBe(200);
    // An admin ends another forming group.
    const ended = await createGroup(app, owner.headers, { to_location: 'BLR' }, 1);
    const admin = await adminHeaders(app);
    const override = await inject(
      'POST',
      `/api/admin/communities/${ended.community_id}/override`,
      admin,
      { status: 'disabled', reason: 'Duplicate' },
    );
    expect(override.statusCode).toBe(200);
    // Bids made, withdrawn and made again on a group that reached the threshold.
    const carrier = await airline(app, 'Akasa Test');
    clock.advance(60_000);
    const rfq = await rfqGroup(app, { to_location: 'MAA' });
    const first = await bid(app, carrier.headers, rfq.group.community_id, 500_000);
    const withdrawn = await inject(
      'DELETE',
      `/api/quotes/${first.json().quote_id}`,
      carrier.headers,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect((await bid(app, carrier.headers, rfq.group.community_id, 490_000)).statusCode).toBe(201);
    // The payment stage: two pay, one is released at the deadline, the group books.
    const paid = await pay(app, awaiting.asha.headers, awaiting.group.community_id);
    await pay(app, awaiting.ravi.headers, awaiting.group.community_id);
    clock.advance(25 * HOUR);
    // The reminder, the payment deadline and the small group's formation deadline.
    expect(await app.saath.lifecycle.sweep()).toBe(3);
    // The winning airline issues the tickets (under the group's lock; no write of the group).
    await ticketGroup(app, awaiting.carrier.headers, awaiting.group.community_id);
    // A ticket cancelled for a medical reason opens a refund request; an admin refunds a payment.
    const tickets = (
      await app.inject({ url: '/api/tickets/', headers: awaiting.asha.headers })
    ).json();
    const cancelled = await inject(
      'PUT',
      `/api/tickets/${tickets[0].ticket_id}/cancel`,
      awaiting.asha.headers,
      { reason: 'MEDICAL' },
    );
    expect(cancelled.json().cancellation.outcome).toBe('REFUND_REQUESTED');
    const refunded = await inject('POST', `/api/admin/payments/${paid.paymentId}/refund`, admin, {
      amount: 10_000,
      reason: 'Goodwill',
    });
    expect(refunded.statusCode).toBe(200);

    const statuses = await app.inject({ url: '/api/admin/communities?limit=50', headers: admin });
    expect(
      Object.fromEntries(
        statuses
          .json()
          .items.map((g: { to_location: string; status: string }) => [g.to_location, g.status]),
      ),
    ).toEqual({ GOI: 'DISABLED', BLR: 'DISABLED', MAA: 'RFQ_SENT', BOM: 'BOOKED' });
    expect(await groupWriterViolations(ctx.database.db)).toEqual([]);
    expect(await checkMoney(ctx.database.db)).toEqual([]);
    expect((await checkInvariants(ctx.database.db)).violations).toEqual([]);
  }, 180_000); // a dozen flows end to end: a minute on a busy 2-core machine

  it('catches a write through the groups repository called from outside its commands', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    // What another module could do if it imported the repository: the right lock, the right
    // statement, but not through the command.
    await ctx.database.db.transaction(async (tx) => {
      await lockGroup(tx, group.community_id);
      await refreshBids(tx, group.community_id);
    });
    expect(await groupWriterViolations(ctx.database.db)).toEqual([
      expect.objectContaining({ table_name: 'communities', operation: 'UPDATE' }),
    ]);
  });

  it('catches a write in SQL text, of either table, and one made after a command in its transaction', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    await withLockedGroup(ctx.database.db, group.community_id, async (tx) => {
      await recordBidChange(tx, group.community_id); // the command: not recorded
      await tx.execute(
        sql`UPDATE communities SET bid_count = bid_count WHERE id = ${group.community_id}`,
      );
    });
    await ctx.database.db.execute(
      sql`UPDATE memberships SET passenger_count = passenger_count WHERE community_id = ${group.community_id}`,
    );
    expect(
      (await groupWriterViolations(ctx.database.db)).map((v) => [v.table_name, v.operation]),
    ).toEqual([
      ['communities', 'UPDATE'],
      ['memberships', 'UPDATE'],
    ]);
  });
});

describe('the lock order', () => {
  it('refuses a command on a group its transaction has not locked, and a second group lock', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const other = await createGroup(ctx.t.app, (await traveller(ctx.t.app, 'Zoya')).headers, {
      to_location: 'GOI',
    });
    await expect(
      ctx.database.db.transaction((tx) => recordBidChange(tx, group.community_id)),
    ).rejects.toThrow(LockOrderError);
    await expect(
      withLockedGroup(ctx.database.db, group.community_id, (tx) =>
        lockGroup(tx, other.community_id),
      ),
    ).rejects.toThrow(/second group lock/);
    // Nothing was written by the refused commands.
    expect(await groupWriterViolations(ctx.database.db)).toEqual([]);
  });
});
