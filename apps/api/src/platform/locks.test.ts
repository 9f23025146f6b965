import { afterEach, describe, expect, it } from 'vitest';
import { LockOrderError, assertHoldsGroup, checkLockOrder, takeLock } from './locks.ts';

// The documented lock order (ADR 0038), checked by the one function that takes locks: each
// `{}` stands for one transaction's handle.
const take = (tx: object, kind: Parameters<typeof takeLock>[1], keys: string[]) =>
  takeLock(tx, kind, keys, async () => keys);

afterEach(() => checkLockOrder(true));

describe('the lock order', () => {
  it('lets a transaction lock its group, then payments in id order, then the member', async () => {
    const tx = {};
    await take(tx, 'group', ['a1']);
    await take(tx, 'payment', ['p1']);
    await take(tx, 'payment', ['p2']);
    await take(tx, 'member-credits', ['u1']);
    expect(() => assertHoldsGroup(tx, 'a1')).not.toThrow();
  });

  it('refuses a second group lock in a transaction', async () => {
    const tx = {};
    await take(tx, 'group', ['a1']);
    await expect(take(tx, 'group', ['b2'])).rejects.toThrow(LockOrderError);
    const more = {};
    await take(more, 'group', ['a1']);
    await expect(take(more, 'group', ['a1', 'b2'])).rejects.toThrow(/second group lock/);
  });

  it('lets a transaction take a group it holds again, at any point (re-entrant)', async () => {
    // A member's cancel locks the ticket's group; the refund desk it calls locks it again,
    // after the payment too: nothing new is taken, so the order holds.
    const tx = {};
    await take(tx, 'group', ['a1', 'b2']);
    await expect(take(tx, 'group', ['b2'])).resolves.toEqual(['b2']);
    await take(tx, 'payment', ['p1']);
    await expect(take(tx, 'group', ['a1'])).resolves.toEqual(['a1']);
    await take(tx, 'payment', ['p2']);
    await expect(take(tx, 'payment', ['p1'])).rejects.toThrow(/p1 locked after payment p2/);
    await expect(take(tx, 'group', ['c3'])).rejects.toThrow(LockOrderError);
  });

  it('lets a group be held to read, again and again, but never then to write', async () => {
    const tx = {};
    await take(tx, 'group-read', ['a1']);
    await expect(take(tx, 'group-read', ['a1'])).resolves.toEqual(['a1']);
    await take(tx, 'member-credits', ['u1']);
    // Held to read, it is not held for a command that writes it.
    expect(() => assertHoldsGroup(tx, 'a1')).toThrow(/without its lock/);
    const upgrading = {};
    await take(upgrading, 'group-read', ['a1']);
    await expect(take(upgrading, 'group', ['a1'])).rejects.toThrow(/held to read is locked/);
    await expect(take(upgrading, 'group-read', ['b2'])).rejects.toThrow(/second group lock/);
    await expect(take(upgrading, 'group', ['b2'])).rejects.toThrow(/second group lock/);
    // Held to write, it may be taken again to read (nothing new is taken).
    const writer = {};
    await take(writer, 'group', ['a1']);
    await expect(take(writer, 'group-read', ['a1'])).resolves.toEqual(['a1']);
    expect(() => assertHoldsGroup(writer, 'a1')).not.toThrow();
    const late = {};
    await take(late, 'payment', ['p1']);
    await expect(take(late, 'group-read', ['a1'])).rejects.toThrow(/group-read lock taken after/);
  });

  it('refuses a lock of a kind that comes before one already held', async () => {
    const tx = {};
    await take(tx, 'payment', ['p1']);
    await expect(take(tx, 'group', ['a1'])).rejects.toThrow(/group lock taken after a payment/);
    const other = {};
    await take(other, 'member-credits', ['u1']);
    await expect(take(other, 'payment', ['p1'])).rejects.toThrow(LockOrderError);
  });

  it('refuses rows of one kind out of id order', async () => {
    const tx = {};
    await take(tx, 'payment', ['p2']);
    await expect(take(tx, 'payment', ['p1'])).rejects.toThrow(/p1 locked after payment p2/);
    await expect(take({}, 'group', ['b', 'a'])).rejects.toThrow(/in id order/);
  });

  it('knows which group a claim got, and refuses a write to a group not locked', async () => {
    const tx = {};
    await takeLock(
      tx,
      'group',
      [],
      async () => [{ id: 'c3' }],
      (rows) => rows.map((r) => r.id),
    );
    expect(() => assertHoldsGroup(tx, 'c3')).not.toThrow();
    expect(() => assertHoldsGroup(tx, 'a1')).toThrow(/without its lock/);
    expect(() => assertHoldsGroup({}, 'c3')).toThrow(LockOrderError);
  });

  it('keeps each transaction to itself', async () => {
    await take({}, 'member-credits', ['u1']);
    await expect(take({}, 'group', ['a1'])).resolves.toEqual(['a1']);
  });

  it('checks nothing when turned off (production)', async () => {
    checkLockOrder(false);
    const tx = {};
    await take(tx, 'payment', ['p1']);
    await expect(take(tx, 'group', ['a1'])).resolves.toEqual(['a1']);
    expect(() => assertHoldsGroup({}, 'x')).not.toThrow();
  });
});
