/**
 * The one way a transaction takes a row lock that other writers of a group's money wait on, and
 * the order it must take them in (ADR 0038, docs/product/money.md "Locks"):
 *
 *   1. `group-key`      the advisory lock that serialises creating groups of one route and slot
 *   2. `group`          the groups' rows, all in one call, in id order (`SELECT … FOR UPDATE`;
 *                       a member's membership row may be locked with its group, in the same
 *                       statement: every writer of a membership holds its group's lock first);
 *      `group-read`     or one group's row held against its writers only (`FOR SHARE`), which
 *                       other readers hold at once: a step that changes nothing of the group
 *                       but needs it unchanged until it commits (a member's new payment order)
 *   3. `payment`        payment rows, in id order
 *   4. `member-credits` a member's user row, which their credit and waivers take turns on
 *
 * Two transactions that take locks in one order never wait on each other in a circle, so they
 * never deadlock. A comment cannot keep that true; this function does: outside production it
 * throws when a transaction takes a lock of a kind that comes before one it already holds, a
 * second group lock (a transaction holds one set of groups, taken at once in id order), or a
 * row of one kind out of id order. Taking groups it already holds again is allowed at any point
 * (re-entrant): a command locks its group first and then calls a desk that locks "its" group
 * too; that takes nothing new, so it cannot break the order. Another group is still refused, and
 * so is locking to write a group the transaction holds to read: two readers that both wanted to
 * write would each wait for the other's read lock to go, for ever (PostgreSQL would fail one).
 * In production the check is skipped (its bookkeeping is cheap, but a wrong order there is a
 * slower request, never a wrong answer: PostgreSQL breaks a deadlock by failing one side, which
 * the caller retries or answers 503).
 */
export const LOCK_ORDER = ['group-key', 'group', 'payment', 'member-credits'] as const;
/** `group-read` ranks with `group` (above). */
export type LockKind = (typeof LOCK_ORDER)[number] | 'group-read';

/** A lock taken against the documented order (development and tests only). */
export class LockOrderError extends Error {
  override name = 'LockOrderError';
}

type Held = { kind: LockKind; keys: string[] };

// Keyed by the transaction handle: Drizzle makes one per transaction, so what a transaction
// holds is forgotten with it (a WeakMap keeps nothing alive).
const held = new WeakMap<object, Held[]>();

let checking = process.env.NODE_ENV !== 'production';

/** Tests turn the check on or off explicitly (it follows NODE_ENV otherwise). */
export function checkLockOrder(on: boolean) {
  checking = on;
}

const isGroup = (kind: LockKind) => kind === 'group' || kind === 'group-read';
const rank = (kind: LockKind) => LOCK_ORDER.indexOf(kind === 'group-read' ? 'group' : kind);
/** Whether `taken` holds group `id` to write, or with `toRead` to read at least. */
const heldGroup = (taken: Held[], id: string, toRead = false) =>
  taken.some(
    (h) => (h.kind === 'group' || (toRead && h.kind === 'group-read')) && h.keys.includes(id),
  );

function check(tx: object, kind: LockKind, keys: string[]) {
  const taken = held.get(tx) ?? [];
  const toRead = kind === 'group-read';
  if (isGroup(kind) && keys.length > 0 && keys.every((key) => heldGroup(taken, key, toRead)))
    return;
  const heldToRead = (key: string) => heldGroup(taken, key, true) && !heldGroup(taken, key);
  if (kind === 'group' && keys.some(heldToRead))
    throw new LockOrderError(
      'lock order: a group held to read is locked to write (lock it to write from the start)',
    );
  const highest = taken.reduce<Held | undefined>(
    (top, h) => (!top || rank(h.kind) > rank(top.kind) ? h : top),
    undefined,
  );
  if (highest && rank(highest.kind) > rank(kind))
    throw new LockOrderError(
      `lock order: a ${kind} lock taken after a ${highest.kind} lock (order: ${LOCK_ORDER.join(', ')})`,
    );
  const sorted = [...keys].sort();
  if (sorted.some((key, i) => key !== keys[i]))
    throw new LockOrderError(`lock order: ${kind} rows must be locked in id order`);
  const same = taken.filter((h) => h.kind === kind || (isGroup(kind) && isGroup(h.kind)));
  if (isGroup(kind) && same.length > 0)
    throw new LockOrderError(
      'lock order: a second group lock in one transaction (lock every group it needs at once)',
    );
  const last = same.at(-1)?.keys.at(-1);
  if (last !== undefined && keys.length > 0 && keys[0]! < last)
    throw new LockOrderError(`lock order: ${kind} ${keys[0]} locked after ${kind} ${last}`);
  taken.push({ kind, keys });
  held.set(tx, taken);
}

/**
 * Takes locks of one kind in `tx` by running `lock` (the statement that takes them), after
 * checking the order. `keys` are the rows' ids, in the order the statement locks them; a claim
 * (`SKIP LOCKED`: which row it gets is known only afterwards) passes none and names what it got
 * with `claimed`.
 */
export async function takeLock<T>(
  tx: object,
  kind: LockKind,
  keys: string[],
  lock: () => Promise<T>,
  claimed?: (result: T) => string[],
): Promise<T> {
  if (!checking) return lock();
  check(tx, kind, keys);
  const result = await lock();
  if (claimed)
    held
      .get(tx)!
      .at(-1)!
      .keys.push(...claimed(result));
  return result;
}

/** Whether `tx` took group `id`'s lock to write (always true when the check is off). */
export function holdsGroup(tx: object, id: string): boolean {
  if (!checking) return true;
  return heldGroup(held.get(tx) ?? [], id);
}

/** Throws (outside production) unless `tx` holds the lock of group `id`: a command's guard. */
export function assertHoldsGroup(tx: object, id: string) {
  if (!holdsGroup(tx, id))
    throw new LockOrderError(`group ${id} is written without its lock (take it first)`);
}
