import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { accountOf } from '../../src/modules/credits/index.ts';
import {
  lockGroup,
  lockGroupWithMember,
  readLockGroupWithMember,
} from '../../src/modules/groups/index.ts';
import { asWork } from '../../src/platform/work.ts';
import { createGroup, joinRequest, traveller } from '../helpers/groups.ts';
import { holdInTransaction, someoneWaitsForALock } from '../helpers/lock-waits.ts';
import { useTestApp } from '../helpers/suite.ts';

/*
 * A read made under a row lock must see what the lock's previous holder committed. PostgreSQL's
 * READ COMMITTED takes one snapshot per statement, so a statement that waits for a row lock and
 * also reads other rows reads those from before the wait. Each case here holds a lock in one
 * transaction, changes what the lock guards, lets a second transaction queue for the lock, and
 * commits: the second must see the change. Only a PostgreSQL server runs two transactions at
 * once (PGlite has one connection, so nothing ever waits there).
 */
const ctx = useTestApp();

const me = async (headers: Record<string, string>) =>
  (await ctx.t.app.inject({ url: '/api/users/me', headers })).json().id as string;

/**
 * Runs `first` in a transaction that stays open until a second transaction, running `second`,
 * waits for a lock `first` took; answers what `second` read.
 */
async function lockedThenQueued<T>(
  first: (tx: Db) => Promise<void>,
  second: (tx: Db) => Promise<T>,
): Promise<T> {
  const db = ctx.database.db;
  const hold = await holdInTransaction(db, first);
  const secondDone = db.transaction(second);
  await someoneWaitsForALock(db);
  await hold.release();
  return secondDone;
}

/** Asha's new group of one, and Ravi (a member of it when `joined`). */
async function groupAndRavi(joined: boolean) {
  const { app } = ctx.t;
  const asha = await traveller(app, 'Asha');
  const ravi = await traveller(app, 'Ravi');
  const group = await createGroup(app, asha.headers, {}, 1);
  if (joined)
    expect((await joinRequest(app, ravi.headers, group.community_id, 1)).statusCode).toBe(200);
  return { group, raviId: await me(ravi.headers) };
}

// The group with a membership, locked to write (a capture) or held to read (a new order).
const groupLocks = [
  ['locked to write', lockGroupWithMember],
  ['held to read', readLockGroupWithMember],
] as const;
type LockWithMember = (typeof groupLocks)[number][1];

/**
 * What `lockWithMember` reads of the group and Ravi's membership, queued behind a holder of the
 * group's lock that made `change` (Ravi a member of the group beforehand when `joined`).
 */
async function readAfter(
  joined: boolean,
  lockWithMember: LockWithMember,
  change: (tx: Db, groupId: string, raviId: string) => Promise<unknown>,
) {
  const { group, raviId } = await groupAndRavi(joined);
  const groupId = group.community_id;
  const read = await lockedThenQueued(
    async (tx) => {
      await lockGroup(asWork(tx), groupId);
      await change(tx, groupId, raviId);
    },
    (tx) => lockWithMember(asWork(tx), groupId, raviId),
  );
  return { read, groupId, raviId };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a read under a lock another held', () => {
  it.each(groupLocks)(
    "sees the membership the group lock's previous holder ended (%s)",
    async (_, lockWithMember) => {
      const { read, groupId } = await readAfter(true, lockWithMember, (tx, groupId, raviId) =>
        tx.execute(
          sql`UPDATE memberships SET left_at = now()
              WHERE community_id = ${groupId} AND user_id = ${raviId}`,
        ),
      );
      expect(read?.group.id).toBe(groupId);
      expect(read?.membership).toBeNull();
    },
  );

  it.each(groupLocks)(
    "sees the membership the group lock's previous holder made (%s)",
    async (_, lockWithMember) => {
      const { read, raviId } = await readAfter(false, lockWithMember, (tx, groupId, raviId) =>
        tx.execute(
          sql`INSERT INTO memberships (community_id, user_id, passenger_count, joined_at)
              VALUES (${groupId}, ${raviId}, 1, now())`,
        ),
      );
      expect(read?.membership?.userId).toBe(raviId);
    },
  );

  it.each(groupLocks)(
    "sees the group and the membership as the group lock's previous holder changed them (%s)",
    async (_, lockWithMember) => {
      const { read } = await readAfter(true, lockWithMember, async (tx, groupId, raviId) => {
        await tx.execute(
          sql`UPDATE memberships SET passenger_count = 2
              WHERE community_id = ${groupId} AND user_id = ${raviId}`,
        );
        await tx.execute(
          sql`UPDATE communities SET passenger_count = passenger_count + 1 WHERE id = ${groupId}`,
        );
      });
      expect(read?.membership?.passengerCount).toBe(2);
      expect(read?.group.passengerCount).toBe(3);
    },
  );

  it("sees the credit the member lock's previous holder added", async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ashaId = await me(asha.headers);
    const now = ctx.t.clock.now();
    const account = (tx: Db) =>
      accountOf(asWork(tx), ashaId, now, { exceptCommunityId: crypto.randomUUID(), lock: true });
    const read = await lockedThenQueued(async (tx) => {
      await account(tx);
      await tx.execute(
        sql`INSERT INTO credit_ledger (user_id, amount_paise, waivers, reason, created_at)
              VALUES (${ashaId}, 1000, 1, 'GROUP_DISABLED', ${now})`,
      );
    }, account);
    expect(read.credits.held).toEqual({ creditPaise: 1000, feeWaivers: 1 });
  });
});
