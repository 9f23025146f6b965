import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AirlineBid, AirlineRegistration, Quote, QuoteBody } from '@saath/shared/airlines';
import type { Group } from '@saath/shared/groups';
import { API } from '@saath/shared/http';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupDetailQueryKey } from '../../../lib/query-keys.ts';

// Every key starts with 'airline', so a bid reaches all of the feature's data with one prefix.
export const airlineKeys = {
  all: ['airline'] as const,
  rfqs: () => ['airline', 'rfqs'] as const,
  rfq: (id: string) => ['airline', 'rfq', id] as const,
  quotes: (id: string) => ['airline', 'quotes', id] as const,
  bids: () => ['airline', 'bids'] as const,
};

// ---- Queries --------------------------------------------------------------------------------

/** GET /api/communities/ as an airline: the groups open for bidding (decisions.md). */
export const openRfqsQueryOptions = () =>
  queryOptions({
    queryKey: airlineKeys.rfqs(),
    queryFn: ({ signal }) => apiRequest<Group[]>(API.communities, { signal }),
  });

export function useOpenRfqs() {
  return useQuery(openRfqsQueryOptions());
}

/** GET /api/communities/{id} as an airline: route, date, slot, counts, lowest bid; 404 else. */
export function useRfq(id: string) {
  return useQuery({
    queryKey: airlineKeys.rfq(id),
    queryFn: ({ signal }) => apiRequest<Group>(API.community(id), { signal }),
  });
}

/** GET /api/quotes/{communityId}: the company's own quote (an admin sees all of them). */
export function useGroupQuotes(id: string) {
  return useQuery({
    queryKey: airlineKeys.quotes(id),
    queryFn: ({ signal }) => apiRequest<Quote[]>(API.quotes(id), { signal }),
  });
}

/** GET /api/airline/bids: 'Your Airline Bids', from the server (decisions.md). */
export function useAirlineBids() {
  return useQuery({
    queryKey: airlineKeys.bids(),
    queryFn: ({ signal }) => apiRequest<AirlineBid[]>(API.airlineBids, { signal }),
  });
}

// ---- Mutations ------------------------------------------------------------------------------

export type SubmitBidVariables = { communityId: string; body: QuoteBody };

/** POST /api/quotes/{communityId}: one live quote per company and group; a new one replaces it. */
export function useSubmitBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ communityId, body }: SubmitBidVariables) =>
      apiRequest<Quote>(API.quotes(communityId), { json: body }),
    onSuccess: (_quote, { communityId }) => {
      // The bid changes the company's bids, the RFQ list and detail (lowest bid, bid count),
      // the quotes of the group and the group record others read.
      void queryClient.invalidateQueries({ queryKey: airlineKeys.all });
      void queryClient.invalidateQueries({ queryKey: groupDetailQueryKey(communityId) });
    },
  });
}

export type AirlineRegistrationResponse = { message: string; user_id: string; company_id: string };

/** POST /api/airline/register (public): the first user of a new airline company. */
export function useRegisterAirline() {
  return useMutation({
    mutationFn: (body: AirlineRegistration) =>
      apiRequest<AirlineRegistrationResponse>(API.airlineRegister, {
        json: body,
        skipAuthRedirect: true,
      }),
  });
}
