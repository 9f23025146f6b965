import type { Db } from '../../db/client.ts';
import type { QuoteRow } from '../../db/schema/airlines.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';

/** What the airlines module asks of the lifecycle, wired in app.ts (no import loop). */
export type BookingLifecycle = {
  /**
   * An admin's chosen quote wins: the group books on it at once and the choice is audited
   * (caller holds the group's lock and has checked the group can take a selection).
   */
  selectQuote(
    tx: Db,
    group: CommunityRow,
    quote: QuoteRow,
    adminUserId: string,
  ): Promise<CommunityRow>;
};
