import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditLedger } from '../../db/schema/credits.ts';
import { communities } from '../../db/schema/groups.ts';

export type Balance = { creditPaise: number; feeWaivers: number };

/** Balances are sums over the append-only ledger, never a stored counter. */
export async function balanceOf(db: Db, userId: string): Promise<Balance> {
  const [row] = await db
    .select({
      creditPaise: sql<string>`coalesce(sum(${creditLedger.amountPaise}), 0)`,
      feeWaivers: sql<string>`coalesce(sum(${creditLedger.waivers}), 0)`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { creditPaise: Number(row?.creditPaise ?? 0), feeWaivers: Number(row?.feeWaivers ?? 0) };
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
