import { and, desc, eq, exists, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constant, preparedOnce, preparedRowsInsert } from '../../db/statement.ts';
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
 * All of it in one statement, built once (ADR 0067): every payment reads it twice. The statement
 * reads from the user's row, whose member number prices the ticketing fee, so a payment gets its
 * fee's number and its credit in one round trip.
 */
function accountSelect(db: Db, except: boolean) {
  const held = (column: typeof creditLedger.amountPaise | typeof creditLedger.waivers) =>
    sql<string>`(SELECT coalesce(sum(${column}), 0) FROM ${creditLedger}
                  WHERE ${creditLedger.userId} = ${sql.placeholder('userId')})`;
  const reserved = (column: typeof payments.creditsPaise | typeof payments.waiversUsed) =>
    sql<string>`(${db
      .select({ sum: sql`coalesce(sum(${column}), 0)` })
      .from(payments)
      .innerJoin(communities, eq(communities.id, payments.communityId))
      .where(
        and(
          eq(payments.userId, sql.placeholder('userId')),
          eq(payments.status, constant('CREATED')),
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
      )})`;
  return db
    .select({
      memberNumber: users.memberNumber,
      heldCreditPaise: held(creditLedger.amountPaise),
      heldFeeWaivers: held(creditLedger.waivers),
      reservedCreditPaise: reserved(payments.creditsPaise),
      reservedFeeWaivers: reserved(payments.waiversUsed),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')));
}

const accountAll = preparedOnce('credits_of', (db) => accountSelect(db, false));
const accountExcept = preparedOnce('credits_of_except', (db) => accountSelect(db, true));
// NO KEY UPDATE does not block the rows that merely reference the user (memberships, sessions).
const lockMember = preparedOnce('credits_lock_member', (db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('no key update'),
);

export type Credits = {
  /** The ledger's sum: what the user holds. */
  held: Balance;
  /** What open payments (other than `exceptCommunityId`'s) have applied and not yet used. */
  reserved: Balance;
  /** What a new payment may apply: held − reserved, never below zero. */
  available: Balance;
};

/** What a member's share is priced from: their member number (the fee) and their credit. */
export type Account = { memberNumber: number; credits: Credits };

/**
 * The member's account as a payment sees it: their credit less what open payments of other
 * groups than `exceptCommunityId` reserve, and their member number.
 *
 * With `lock`, the user's row is held until the transaction ends, so that reserving (creating a
 * payment) and using (capturing one) credit take turns per user: each reads the balance and the
 * reservations only once the other has committed. Callers hold their group's lock first
 * (groups, then payments, then the user: the lock order platform/locks.ts enforces).
 *
 * The lock and the read are two statements on purpose. PostgreSQL's READ COMMITTED takes one
 * snapshot per statement: a statement that waits for the row lock re-reads the locked row when
 * it gets it, but its subqueries still see the snapshot from before the wait, so a payment that
 * waited behind another would miss that one's reservation and apply the same credit twice.
 * Reading after the lock statement returns sees what the other payment committed.
 */
export async function accountOf(
  db: Db,
  userId: string,
  now: Date,
  options: { exceptCommunityId: string; lock?: boolean },
): Promise<Account> {
  const except = options.exceptCommunityId;
  if (options.lock)
    await takeLock(db, 'member-credits', [userId], () => lockMember(db, { userId }));
  return toAccount((await accountExcept(db, { userId, now, except }))[0]);
}

/** The user's credit as the traveller's own page sees it. */
export async function creditsOf(db: Db, userId: string, now: Date): Promise<Credits> {
  return toAccount((await accountAll(db, { userId, now }))[0]).credits;
}

type AccountRow = {
  memberNumber: number;
  heldCreditPaise: string;
  heldFeeWaivers: string;
  reservedCreditPaise: string;
  reservedFeeWaivers: string;
};

function toAccount(row: AccountRow | undefined): Account {
  const held = {
    creditPaise: Number(row?.heldCreditPaise ?? 0),
    feeWaivers: Number(row?.heldFeeWaivers ?? 0),
  };
  const reserved = {
    creditPaise: Number(row?.reservedCreditPaise ?? 0),
    feeWaivers: Number(row?.reservedFeeWaivers ?? 0),
  };
  return {
    // A user without a number (none is ever missing) pays the fee like the newest member.
    memberNumber: row?.memberNumber ?? Number.MAX_SAFE_INTEGER,
    credits: {
      held,
      reserved,
      available: {
        creditPaise: Math.max(0, held.creditPaise - reserved.creditPaise),
        feeWaivers: Math.max(0, held.feeWaivers - reserved.feeWaivers),
      },
    },
  };
}

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

const insertEntries = preparedRowsInsert(
  'credits_append',
  creditLedger,
  ['userId', 'amountPaise', 'waivers', 'reason', 'communityId', 'createdAt'],
  sql`ON CONFLICT DO NOTHING`,
);

/** Appends entries; an entry already recorded for the same user, group and reason is skipped. */
export async function appendLedger(tx: Db, entries: LedgerEntry[]): Promise<void> {
  await insertEntries(tx, entries);
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
