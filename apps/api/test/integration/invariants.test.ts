import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { airline, createGroup, rfqGroup, traveller } from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';

// The checks the process and crash tests rely on (helpers/invariants.ts) must see a broken
// database: each rule is shown here to catch the damage it is about.
const ctx = useTestApp();
const DAY = 24 * 3600 * 1000;

/** A booked-up story: an RFQ sent to an airline, and a group disabled by the sweeper. */
async function story() {
  await airline(ctx.t.app, 'Invariant Air');
  const { group: rfq } = await rfqGroup(ctx.t.app);
  const meera = await traveller(ctx.t.app, 'Meera');
  const lonely = await createGroup(ctx.t.app, meera.headers, { time_slot: 'SLOT_16_20' }, 2);
  ctx.t.clock.advance(DAY);
  expect(await ctx.t.app.saath.lifecycle.sweep()).toBe(1);
  return { rfq: rfq.community_id as string, disabled: lonely.community_id as string };
}

describe('checkInvariants', () => {
  it('finds nothing wrong after joins, a request for quote and a sweep', async () => {
    await story();
    const { violations, figures } = await checkInvariants(ctx.database.db);
    expect(violations).toEqual([]);
    expect(figures).toMatchObject({
      groups: 2,
      memberships: 3,
      passengers: 9,
      'groups RFQ_SENT': 1,
      'groups DISABLED': 1,
    });
  });

  const damages: Array<
    [string, (ids: { rfq: string; disabled: string }) => ReturnType<typeof sql>, RegExp]
  > = [
    [
      'a counter off by one',
      ({ rfq }) =>
        sql`UPDATE communities SET passenger_count = passenger_count - 1 WHERE id = ${rfq}`,
      /passenger_count differs from its active memberships/,
    ],
    [
      'a lost passenger row',
      ({ rfq }) =>
        sql`DELETE FROM passengers WHERE id = (SELECT p.id FROM passengers p
            JOIN memberships m ON m.id = p.membership_id WHERE m.community_id = ${rfq} LIMIT 1)`,
      /membership passenger_count differs from its passenger rows/,
    ],
    [
      'a status with no history',
      ({ rfq }) => sql`UPDATE communities SET status = 'CANCELLED' WHERE id = ${rfq}`,
      /status differs from its history/,
    ],
    [
      'an illegal move',
      ({ disabled }) =>
        sql`UPDATE community_status_history SET from_status = 'BOOKED' WHERE community_id = ${disabled}`,
      /history is not a chain of legal moves/,
    ],
    [
      'a credit not given',
      ({ disabled }) => sql`DELETE FROM credit_ledger WHERE community_id = ${disabled}`,
      /credits differ from the outcome/,
    ],
    [
      'a mail lost',
      () =>
        sql`DELETE FROM jobs WHERE id = (SELECT id FROM jobs
            WHERE kind = 'group_joined' LIMIT 1)`,
      /mails differ from their joins/,
    ],
    [
      'a request for quote sent twice',
      () =>
        sql`INSERT INTO jobs (kind, target, payload, run_at, created_at)
            SELECT kind, target, payload, run_at, created_at
            FROM jobs WHERE kind = 'rfq_to_airline'`,
      /requests for quote to airlines differ/,
    ],
  ];
  it.each(damages)('sees %s', async (_name, damage, rule) => {
    const ids = await story();
    await ctx.database.db.execute(damage(ids));
    const { violations } = await checkInvariants(ctx.database.db);
    expect(violations).toContainEqual(expect.stringMatching(rule));
  });
});
