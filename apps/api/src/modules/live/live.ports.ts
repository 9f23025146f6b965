import type { Group } from '@saath/shared/groups';
import type { Payment } from '@saath/shared/payments';
import type { Principal } from '../../platform/auth.ts';

/*
 * What the live module needs of the groups module, named here and wired in app.ts (the live
 * folder imports no other module's folder).
 */
export type GroupRecords = {
  /**
   * The detail call itself (GET /api/communities/{id}): the record exactly as `principal`
   * sees it, or a 404 error. Events carry what it answers, so fields it gains reach them too.
   */
  detail(principal: Principal, id: string): Promise<Group>;
  /** A group's status, and whether bidding was ever opened on it; null if there is none. */
  rfqState(id: string): Promise<{ status: string; biddingOpened: boolean } | null>;
};

/** What the live module needs of the payments module (wired in app.ts). */
export type PaymentRecords = {
  /**
   * The payment as GET /api/payments/{id} answers its payer, or null when there is none or it
   * is not `userId`'s: only the payer follows a payment (an admin reads it, never follows it).
   */
  ofPayer(userId: string, id: string): Promise<Payment | null>;
};
