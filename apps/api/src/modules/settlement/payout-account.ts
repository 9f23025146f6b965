import { sql } from 'drizzle-orm';
import { AIRLINE_COMPANY_NOT_FOUND, type PayoutAccount } from '@saath/shared/settlement';
import { queryRows, type Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { asWork, type Work } from '../../platform/work.ts';
import { notFound } from '../../platform/errors.ts';

/** The admin's audit row of a payout account set (the admin module's writer, wired in app.ts). */
export type PayoutAccountAudit = (
  work: Work,
  row: { adminUserId: string; companyId: string; account: string; at: Date },
) => Promise<void>;

/**
 * An admin sets the Razorpay Route linked account an airline company's payouts go to (ADR
 * 0056), audited in the same transaction. A payout keeps the account it was made with: one
 * already made (and being retried) still goes where it was going.
 */
export function createPayoutAccounts(deps: { db: Db; clock: Clock; audit: PayoutAccountAudit }) {
  return {
    async set(adminUserId: string, companyId: string, account: string): Promise<PayoutAccount> {
      return deps.db.transaction(async (tx) => {
        const [company] = await queryRows<{ id: string; name: string }>(
          tx,
          sql`UPDATE companies SET payout_account = ${account} WHERE id = ${companyId}::uuid
              RETURNING id, name`,
        );
        if (!company) throw notFound(AIRLINE_COMPANY_NOT_FOUND);
        await deps.audit(asWork(tx), { adminUserId, companyId, account, at: deps.clock.now() });
        return { company_id: company.id, company_name: company.name, payout_account: account };
      });
    },
  };
}

export type PayoutAccounts = ReturnType<typeof createPayoutAccounts>;
