import type { QueryClient } from '@tanstack/react-query';
import type { Group } from '@saath/shared/groups';
import { LIVE_API, LIVE_EVENTS } from '@saath/shared/live';
import { followEvents } from '../../../lib/live-events.ts';

/** The queries a group's record feeds: its detail and the caller's list; and the caller's
 * tickets, which the airline's ticketing changes. */
export type GroupQueries = {
  detail: readonly unknown[];
  mine: readonly unknown[];
  tickets: readonly unknown[];
  /** The group's schedule changes, read again when the airline changes the flight. */
  scheduleChanges?: readonly unknown[];
};

/**
 * One group's record kept current (loaded on demand by useLiveGroup, which names the
 * queries: this module imports nothing of the page's first load back).
 */
export function followGroup(
  queryClient: QueryClient,
  id: string,
  token: string,
  queries: GroupQueries,
) {
  return followEvents(LIVE_API.communityEvents(id), token, {
    // A record the stream sent goes where the detail call's answer would, and into the list.
    onEvent: (event, data) => {
      // The airline changed the flight (ADR 0054): the notice and the tickets' flight follow.
      if (event === LIVE_EVENTS.scheduleChanged) {
        if (queries.scheduleChanges)
          void queryClient.invalidateQueries({ queryKey: queries.scheduleChanges });
        void queryClient.invalidateQueries({ queryKey: queries.tickets });
        return;
      }
      if (event !== LIVE_EVENTS.group) return;
      const group = data as Group;
      const before = queryClient.getQueryData<Group>(queries.detail);
      queryClient.setQueryData(queries.detail, group);
      // The airline issued tickets (or gave the PNR): the tickets on the page are read again,
      // so their numbers show without a reload.
      if (before && (before.tickets_issued !== group.tickets_issued || before.pnr !== group.pnr)) {
        void queryClient.invalidateQueries({ queryKey: queries.tickets });
      }
      queryClient.setQueryData<Group[]>(queries.mine, (list) =>
        list?.map((item) => (item.community_id === group.community_id ? group : item)),
      );
    },
    refetch: () => {
      void queryClient.invalidateQueries({ queryKey: queries.detail, exact: true });
      void queryClient.invalidateQueries({ queryKey: queries.mine });
      void queryClient.invalidateQueries({ queryKey: queries.tickets });
    },
  });
}
