import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditLedger } from '../../db/schema/credits.ts';

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
