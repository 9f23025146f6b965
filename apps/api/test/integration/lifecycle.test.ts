import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { buildTestApp } from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';
import {
  awaitingPaymentGroup,
  createGroup,
  joinRequest,
  pay,
  traveller,
} from '../helpers/groups.ts';

// The sweeper with an injected clock: deadlines pass by moving the clock, never by sleeping.
const DAY = 24 * 3600 * 1000;
const ctx = useTestApp();

const detail = async (id: string, headers: Record<string, string>) =>
  (await ctx.t.app.inject({ url: `/api/communities/${id}`, headers })).json();

async function ledger() {
  return queryRows<{ user_id: string; amount_paise: number; waivers: number; reason: string }>(
    ctx.database.db,
    sql`SELECT user_id, amount_paise, waivers, reason FROM credit_ledger ORDER BY user_id`,
  );
}

describe('formation deadline', () => {
  it('leaves a group alone until its 24 hours have passed', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    ctx.t.clock.advance(DAY - 1000);
    expect(await ctx.t.app.saath.lifecycle.sweep()).toBe(0);
    expect((await detail(group.community_id, asha.headers)).status).toBe('PENDING');
  });

  it('disables an unformed group and credits each member ₹10 and one fee waiver, once', async () => {
    const asha = await traveller(ctx.t.app);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 3);
    ctx.t.clock.advance(DAY);

    expect(await ctx.t.app.saath.lifecycle.sweep()).toBe(1);
    expect(await ctx.t.app.saath.lifecycle.sweep()).toBe(0);
    expect((await detail(group.community_id, asha.headers)).status).toBe('DISABLED');
    const entries = await ledger();
    expect(entries).toHaveLength(2);
    for (const e of entries)
      expect(e).toMatchObject({ amount_paise: 1000, waivers: 1, reason: 'GROUP_DISABLED' });

    const me = (await ctx.t.app.inject({ url: '/api/users/me', headers: ravi.headers })).json();
    expect(me.credit_balance).toBe(1000);
    await ctx.t.flushMail();
    for (const email of [asha.email, ravi.email]) {
      const mail = ctx.t.mail
        .to(email)
        .find((m) => m.subject.startsWith('Your group did not fill in time'));
      expect(mail?.text).toContain('₹10.00');
    }
    // A disabled group can no longer be left or joined.
    const leave = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/communities/${group.community_id}/leave`,
      headers: ravi.headers,
    });
    expect(leave.statusCode).toBe(409);
  });

  it('does not credit members who left before the deadline', async () => {
    const asha = await traveller(ctx.t.app);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 1);
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 1);
    await ctx.t.app.inject({
      method: 'POST',
      url: `/api/communities/${group.community_id}/leave`,
      headers: ravi.headers,
    });
    ctx.t.clock.advance(DAY);
    await ctx.t.app.saath.lifecycle.sweep();
    expect((await ledger()).map((e) => e.user_id)).toEqual([asha.user.id]);
  });

  it('never touches groups that reached the threshold', async () => {
    const asha = await traveller(ctx.t.app);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 4);
    await joinRequest(ctx.t.app, ravi.headers, group.community_id, 3);
    ctx.t.clock.advance(DAY);
    expect(await ctx.t.app.saath.lifecycle.sweep()).toBe(0);
    expect((await detail(group.community_id, asha.headers)).status).toBe('RFQ_SENT');
  });

  it('handles each due group exactly once when several sweepers run at the same time', async () => {
    const asha = await traveller(ctx.t.app);
    const ids = [];
    for (const to of ['BOM', 'BLR', 'CCU', 'MAA', 'HYD', 'GOI']) {
      ids.push((await createGroup(ctx.t.app, asha.headers, { to_location: to }, 1)).community_id);
    }
    const other = await buildTestApp(ctx.database, {}, { clock: ctx.t.clock });
    ctx.t.clock.advance(DAY);
    const moved = await Promise.all([
      ctx.t.app.saath.lifecycle.sweep(),
      other.app.saath.lifecycle.sweep(),
      ctx.t.app.saath.lifecycle.sweep(),
    ]);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(6);
    const entries = await ledger();
    expect(entries).toHaveLength(6);
    const [history] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM community_status_history WHERE to_status = 'DISABLED'`,
    );
    expect(history!.n).toBe(6);
    await other.app.close();
  });

  it('refuses a join that arrives after the deadline and closes the group at once', async () => {
    const asha = await traveller(ctx.t.app);
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 4);
    ctx.t.clock.advance(DAY + 1);
    const late = await joinRequest(ctx.t.app, ravi.headers, group.community_id, 3);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: 'This group is no longer open for joining' });
    expect((await detail(group.community_id, asha.headers)).status).toBe('DISABLED');
    expect(await ledger()).toHaveLength(1);
  });

  it('uses the configured formation window', async () => {
    const short = await buildTestApp(
      ctx.database,
      { FORMATION_WINDOW_SECONDS: '60' },
      { clock: ctx.t.clock },
    );
    const asha = await traveller(short.app);
    const group = await createGroup(short.app, asha.headers, {}, 1);
    expect(group.formation_deadline).toBe(
      new Date(ctx.t.clock.now().getTime() + 60_000).toISOString(),
    );
    ctx.t.clock.advance(60_000);
    expect(await short.app.saath.lifecycle.sweep()).toBe(1);
    await short.app.close();
  });
});

describe("a group's page says why and when it ended, from its status history", () => {
  it('a group cancelled at its payment deadline says so, at that time, not at bidding close', async () => {
    const { group, asha } = await awaitingPaymentGroup(ctx.t);
    // Asha pays (and keeps her seat); too few others do before the deadline.
    await pay(ctx.t.app, asha.headers, group.community_id);
    const before = await detail(group.community_id, asha.headers);
    expect(before).toMatchObject({ status: 'READY_FOR_BOOKING', ended: null });
    ctx.t.clock.advance(DAY);
    const paymentDeadline = ctx.t.clock.now().toISOString();
    await ctx.t.app.saath.lifecycle.sweep();
    const seen = await detail(group.community_id, asha.headers);
    expect(seen.status).toBe('CANCELLED');
    expect(seen.ended).toEqual({
      from_status: 'READY_FOR_BOOKING',
      reason: 'Fewer than 7 passengers paid before the payment deadline; payments refunded',
      at: paymentDeadline,
    });
    expect(seen.ended.at).not.toBe(seen.bidding_deadline);
  });

  it('a disabled group says it did not fill before its formation deadline', async () => {
    const asha = await traveller(ctx.t.app);
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    ctx.t.clock.advance(DAY);
    await ctx.t.app.saath.lifecycle.sweep();
    expect((await detail(group.community_id, asha.headers)).ended).toEqual({
      from_status: 'PENDING',
      reason: 'Fewer than 7 passengers when the formation window closed',
      at: group.formation_deadline,
    });
  });
});
