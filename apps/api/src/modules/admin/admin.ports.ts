import type { OverrideStatus } from '@saath/shared/admin';
import type { Work } from '../../platform/work.ts';
import type { PaymentSnapshot } from '../payments/index.ts';
import type { GroupSnapshot } from '../groups/index.ts';

/** The lifecycle's admin override, as the admin module calls it (wired in app.ts). */
export type StatusOverride = {
  override(
    adminUserId: string,
    communityId: string,
    to: Uppercase<OverrideStatus>,
    reason: string | null,
  ): Promise<GroupSnapshot>;
};

/**
 * The payments desk's refund, as the admin's refunds call it (wired in app.ts; ADR 0024): a
 * ledger row, the status, the member's mail and the job that pays it out through
 * the payment's provider afterwards (ADR 0036), in the caller's transaction (which holds the
 * group's lock, then the payment's).
 */
export type RefundDesk = {
  refund(
    tx: Work,
    group: GroupSnapshot,
    payment: PaymentSnapshot,
    why: string,
    member: { email: string; firstName: string },
    options: { amount?: number; postSale?: boolean },
  ): Promise<number>;
};

/**
 * ADR 0055: the airline ledger's totals for the analytics (the settlement module, wired in
 * app.ts): owed = Σ of the balances above zero, paid = Σ of the payouts, in paise.
 */
export type AirlineTotals = () => Promise<{ owed: number; paid: number }>;
