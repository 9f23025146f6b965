import type { Work } from '../../platform/work.ts';
import type { Quote } from '../lifecycle/index.ts';
import type { GroupSnapshot } from '../groups/index.ts';

/** What the airlines module asks of the lifecycle, wired in app.ts (no import loop). */
export type BookingLifecycle = {
  /**
   * An admin's chosen quote wins: the group books on it at once and the choice is audited
   * (caller holds the group's lock and has checked the group can take a selection).
   */
  selectQuote(
    tx: Work,
    group: GroupSnapshot,
    quote: Quote,
    adminUserId: string,
  ): Promise<GroupSnapshot>;
};
