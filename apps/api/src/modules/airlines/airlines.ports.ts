import type { Db } from '../../db/client.ts';
import type { QuoteRow } from '../../db/schema/airlines.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';

/** What the airlines module asks of the lifecycle, wired in app.ts (issue 10: named interfaces). */
export type BookingLifecycle = {
  /** An admin's chosen quote wins: the group books on it at once (caller holds the lock). */
  bookWithQuote(
    tx: Db,
    group: CommunityRow,
    quote: QuoteRow,
    options: { actorUserId: string; reason: string },
  ): Promise<CommunityRow>;
};
