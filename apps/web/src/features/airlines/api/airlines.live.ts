import type { QueryClient } from '@tanstack/react-query';
import type { Group } from '@saath/shared/groups';
import type { ManifestChanged } from '@saath/shared/corrections';
import { LIVE_API, LIVE_EVENTS, type RfqClosed } from '@saath/shared/live';
import { followEvents } from '../../../lib/live-events.ts';

/** The airline feature's query keys (passed in: this module imports nothing back). */
export type AirlineQueries = {
  all: readonly unknown[];
  rfqs: () => readonly unknown[];
  rfq: (id: string) => readonly unknown[];
  quotes: (id: string) => readonly unknown[];
  bids: () => readonly unknown[];
  manifest: (quoteId: string) => readonly unknown[];
  wonGroups: readonly unknown[];
};

/**
 * Live pages, ADR 0020 (loaded on demand by useAirlineLive): a new RFQ joins the lists, a bid
 * moves its lowest price, a closed one leaves; a passenger of a won group corrected (ADR 0053)
 * shows on its manifest at once.
 */
export function followAirlineEvents(
  queryClient: QueryClient,
  token: string,
  airlineKeys: AirlineQueries,
) {
  // Every filter's list: the prefix of the keys.
  const rfqLists = { queryKey: airlineKeys.rfqs().slice(0, 2) };
  const invalidate = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });
  return followEvents(LIVE_API.airlineEvents, token, {
    onEvent: (event, data) => {
      if (event === LIVE_EVENTS.rfq) {
        const group = data as Group;
        const id = group.community_id;
        queryClient.setQueryData(airlineKeys.rfq(id), group);
        let listed = false;
        queryClient.setQueriesData<Group[]>(rfqLists, (list) =>
          list?.map((item) => {
            if (item.community_id !== id) return item;
            listed = true;
            return group;
          }),
        );
        // A new RFQ: the lists are filtered by the server, so they are read again.
        if (!listed) invalidate(rfqLists.queryKey);
        // Whether the company's own bid is still the lowest.
        invalidate(airlineKeys.bids());
        invalidate(airlineKeys.quotes(id));
      } else if (event === LIVE_EVENTS.rfqClosed) {
        const { community_id: id } = data as RfqClosed;
        queryClient.setQueriesData<Group[]>(rfqLists, (list) =>
          list?.filter((item) => item.community_id !== id),
        );
        invalidate(airlineKeys.rfq(id));
        invalidate(airlineKeys.quotes(id));
        invalidate(airlineKeys.bids());
      } else if (event === LIVE_EVENTS.manifestChanged) {
        invalidate(airlineKeys.manifest((data as ManifestChanged).quote_id));
        invalidate(airlineKeys.wonGroups);
      }
    },
    refetch: () => invalidate(airlineKeys.all),
  });
}
