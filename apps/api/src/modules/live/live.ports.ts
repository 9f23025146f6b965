import type { Group } from '@saath/shared/groups';
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
