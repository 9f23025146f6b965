import { and, desc, eq, exists, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/statement.ts';
import { paymentWindowOpenAt } from '../../db/payment-rules.sql.ts';
import { creditLedger } from '../../db/schema/credits.ts';
import { communities, memberships } from '../../db/schema/groups.ts';
import { payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { takeLock } from '../../platform/locks.ts';

export type Balance = { creditPaise: number; feeWaivers: number };

/**
 * Balances are sums over the append-only ledger, never a stored counter.
 *
 * What a user's open payments hold of their credit and waivers (ADR 0030). A payment reserves
 * what it applied from the moment it is created; it stops holding it as soon as it is no longer
 * open: it failed or was replaced (status leaves CREATED), it was captured (the ledger then
 * records the use), its member left, or its group's payment window closed (by `now`, the
 * injected clock, so the credit comes back at the deadline, not when the sweeper next runs).
 * The reservation is read from the payments themselves, so no release can be forgotten.
 * `except` leaves out the payments of one group: the caller is about to replace or settle that
 * group's payment.
 *
 * Both in one statement, built once (ADR 0067): every payment reads them twice.
 */
function creditsSelect(db: Db, except: boolean) {
  const held = (column: typeof creditLedger.amountPaise | typeof creditLedger.waivers) =>
    sql<string>`(SELECT coalesce(sum(${column}), 0) FROM ${creditLedger}
                  WHERE ${creditLedger.userId} = ${sql.placeholder('userId')})`;
  return db
    .select({
      heldCreditPaise: held(creditLedger.amountPaise),
      heldFeeWaivers: held(creditLedger.waivers),
      reservedCreditPaise: sql<string>`coalesce(sum(${payments.creditsPaise}), 0)`,
      reservedFeeWaivers: sql<string>`coalesce(sum(${payments.waiversUsed}), 0)`,
    })
    .from(payments)
    .innerJoin(communities, eq(communities.id, payments.communityId))
    .where(
      and(
        eq(payments.userId, sql.placeholder('userId')),
        eq(payments.status, 'CREATED'),
        paymentWindowOpenAt(sql.placeholder('now')),
        except ? ne(payments.communityId, sql.placeholder('except')) : undefined,
        exists(
          db
            .select({ one: sql`1` })
            .from(memberships)
            .where(
              and(
                eq(memberships.communityId, payments.communityId),
                eq(memberships.userId, payments.userId),
                isNull(memberships.leftAt),
              ),
            ),
        ),
      ),
    );
}

const creditsAll = preparedOnce('credits_of', (db) => creditsSelect(db, false));
const creditsExcept = preparedOnce('credits_of_except', (db) => creditsSelect(db, true));

export type Credits = {
  /** The ledger's sum: what the user holds. */
  held: Balance;
  /** What open payments (other than `exceptCommunityId`'s) have applied and not yet used. */
  reserved: Balance;
  /** What a new payment may apply: held − reserved, never below zero. */
  available: Balance;
};

/** The user's credit as a new payment (or the traveller's own page) sees it. */
export async function creditsOf(
  db: Db,
  userId: string,
  now: Date,
  options: { exceptCommunityId?: string } = {},
): Promise<Credits> {
  const except = options.exceptCommunityId;
  const [row] = except
    ? await creditsExcept(db, { userId, now, except })
    : await creditsAll(db, { userId, now });
  const held = {
    creditPaise: Number(row?.heldCreditPaise ?? 0),
    feeWaivers: Number(row?.heldFeeWaivers ?? 0),
  };
  const reserved = {
    creditPaise: Number(row?.reservedCreditPaise ?? 0),
    feeWaivers: Number(row?.reservedFeeWaivers ?? 0),
  };
  return {
    held,
    reserved,
    available: {
      creditPaise: Math.max(0, held.creditPaise - reserved.creditPaise),
      feeWaivers: Math.max(0, held.feeWaivers - reserved.feeWaivers),
    },
  };
}

/**
 * Holds the user's row until the transaction ends, so that reserving (creating a payment) and
 * using (capturing one) credit take turns per user: each reads the balance and the reservations
 * only once the other has committed. Callers hold their group's lock first (groups, then
 * payments, then the user: the lock order platform/locks.ts enforces). NO KEY UPDATE does not
 * block the rows that merely reference the user (memberships, sessions).
 */
export async function lockCreditsOf(tx: Db, userId: string): Promise<void> {
  await takeLock(tx, 'member-credits', [userId], () => lockUser(tx, { userId }));
}

const lockUser = preparedOnce('credits_lock_user', (db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('no key update'),
);

export type LedgerEntry = {
  userId: string;
  amountPaise: number;
  waivers: number;
  reason:
    | 'GROUP_DISABLED'
    | 'GROUP_CANCELLED'
    | 'FEE_WAIVER_USED'
    | 'PAYMENT_CREDITS_USED'
    | 'PAYMENT_CREDITS_RETURNED';
  communityId: string | null;
  createdAt: Date;
};

/** Appends entries; an entry already recorded for the same user, group and reason is skipped. */
export async function appendLedger(tx: Db, entries: LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(creditLedger).values(entries).onConflictDoNothing();
}

/** A user's ledger, newest first, with the group each entry came from. */
export async function ledgerOf(db: Db, userId: string) {
  return db
    .select({
      id: creditLedger.id,
      createdAt: creditLedger.createdAt,
      amountPaise: creditLedger.amountPaise,
      waivers: creditLedger.waivers,
      reason: creditLedger.reason,
      communityId: creditLedger.communityId,
      rfqNumber: communities.rfqNumber,
    })
    .from(creditLedger)
    .leftJoin(communities, eq(communities.id, creditLedger.communityId))
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id));
}
