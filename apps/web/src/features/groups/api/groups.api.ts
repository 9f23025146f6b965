import { communityScheduleChangesPath } from '@saath/shared/schedule-change-texts';
import type { ScheduleChanges } from '@saath/shared/schedule-changes';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { isLeavable } from '@saath/shared/group-status';
import type { BidLadder } from '@saath/shared/airlines';
import type { Group, GroupPreview, Passenger, SearchResponse } from '@saath/shared/groups';
import type { Ticket } from '@saath/shared/tickets';
import { API } from '@saath/shared/http';
import type { CreatePaymentResponse, Payment, RazorpayVerifyBody } from '@saath/shared/payments';
import { PAYMENTS_API } from '@saath/shared/group-status';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupDetailQueryKey, meQueryKey, ticketKeys } from '../../../lib/query-keys.ts';
import { useLiveFollow } from '../../../lib/use-live-follow.ts';
import { myTicketsQueryOptions } from '../../../lib/tickets-query.ts';
import type { PassengerPayload } from '../passenger-drafts.ts';

export type SearchParams = {
  from_location: string;
  to_location: string;
  travel_date: string;
  /** '' when no slot is chosen: the existing client sends it emptied. */
  time_slot: string;
};

// Every key starts with 'communities', so one prefix reaches all of a feature's data.
export const groupKeys = {
  all: ['communities'] as const,
  mine: () => ['communities', 'mine'] as const,
  detail: groupDetailQueryKey,
  passengers: (id: string) => ['communities', 'detail', id, 'passengers'] as const,
  scheduleChanges: (id: string) => ['communities', 'detail', id, 'schedule-changes'] as const,
  preview: (id: string) => ['communities', 'preview', id] as const,
  searches: () => ['communities', 'search'] as const,
  search: (params: SearchParams) => ['communities', 'search', params] as const,
};

// ---- Queries --------------------------------------------------------------------------------

export const myGroupsQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.mine(),
    queryFn: ({ signal }) => apiRequest<Group[]>(API.communities, { signal }),
  });

/** GET /api/communities/: the caller's groups with an active membership, any status. */
export function useMyGroups() {
  return useQuery(myGroupsQueryOptions());
}

export const groupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Group>(API.community(id), { signal }),
  });

/**
 * GET /api/communities/{id}/bids: the anonymous bid ladder. Its own call, so the
 * cached detail stays as fast as it was; keyed by what the live group record says of its bids,
 * so a new, replaced or withdrawn lowest bid, a new count or the booking reads it again.
 */
export function useBidLadder(group: Group) {
  const id = group.community_id;
  return useQuery({
    queryKey: [
      ...groupKeys.detail(id),
      'bids',
      group.bid_count,
      group.lowest_known_price,
      group.status,
    ],
    queryFn: ({ signal }) => apiRequest<BidLadder>(`${API.community(id)}/bids`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGroup(id: string) {
  return useQuery(groupQueryOptions(id));
}

/** GET /api/communities/{id}/preview: the public preview an invite link opens. */
export const groupPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: groupKeys.preview(id),
    queryFn: ({ signal }) => apiRequest<GroupPreview>(API.communityPreview(id), { signal }),
  });

export function useGroupPreview(id: string) {
  return useQuery(groupPreviewQueryOptions(id));
}

export const groupPassengersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: groupKeys.passengers(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ passengers: Passenger[] }>(API.communityPassengers(id), { signal }))
        .passengers,
  });

export function useGroupPassengers(id: string, enabled = true) {
  return useQuery({ ...groupPassengersQueryOptions(id), enabled });
}

/**
 * The caller's tickets of one group (GET /api/tickets/ filtered by community_id on the
 * client). Tickets exist once a group is booked, so the page asks only then.
 */
export function useGroupTickets(communityId: string, enabled = true) {
  return useQuery({
    ...myTicketsQueryOptions(),
    enabled,
    select: (tickets: Ticket[]) => tickets.filter((ticket) => ticket.community_id === communityId),
  });
}

/**
 * GET /api/communities/{id}/schedule-changes: the winning airline's flight changes of a booked
 * group, newest first (its members only; docs/product/ticketing.md "Schedule changes").
 */
export function useGroupScheduleChanges(communityId: string, enabled = true) {
  return useQuery({
    queryKey: groupKeys.scheduleChanges(communityId),
    queryFn: ({ signal }) =>
      apiRequest<ScheduleChanges>(communityScheduleChangesPath(communityId), { signal }),
    enabled,
  });
}

export function searchUrl(params: SearchParams): string {
  return `${API.searchCommunities}?${new URLSearchParams(params).toString()}`;
}

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: groupKeys.search(params),
    queryFn: ({ signal }) => apiRequest<SearchResponse>(searchUrl(params), { signal }),
    // Spots fill up: a repeated search asks again.
    staleTime: 0,
  });

/** Runs once the form submits parameters; null keeps it idle. */
export function useGroupSearch(params: SearchParams | null) {
  return useQuery({
    ...searchQueryOptions(
      params ?? { from_location: '', to_location: '', travel_date: '', time_slot: '' },
    ),
    enabled: params !== null,
  });
}

// ---- Live -----------------------------------------------------------------------

/**
 * Keeps one group's record current while mounted (the server-sent events of ADR 0020). The
 * stream's code is loaded on demand: on no first load.
 */
export function useLiveGroup(id: string, enabled = true) {
  useLiveFollow(id, enabled, async () => {
    const { followGroup } = await import('./groups.live.ts');
    const queries = {
      detail: groupKeys.detail(id),
      mine: groupKeys.mine(),
      tickets: ticketKeys.all,
      scheduleChanges: groupKeys.scheduleChanges(id),
    };
    return (queryClient, token) => followGroup(queryClient, id, token, queries);
  });
}

/**
 * Browsers open at most six connections to one server over HTTP/1.1: the dashboard follows this
 * many of the caller's groups live (those still moving), the rest on the fallback period.
 */
export const DASHBOARD_LIVE_GROUPS = 3;

/** Renders nothing: one live group of a list (hooks cannot be called in a loop). */
export function LiveGroup({ id }: { id: string }) {
  useLiveGroup(id);
  return null;
}

/**
 * The groups of a list worth following live: those still moving, at most a few. A BOOKED group
 * still moves while its airline issues the tickets.
 */
export const liveGroupIds = (groups: Group[] | undefined) =>
  (groups ?? [])
    .filter(
      (group) =>
        isLeavable(group.status.toUpperCase()) ||
        (group.status.toUpperCase() === 'BOOKED' &&
          typeof group.tickets_total === 'number' &&
          (group.tickets_issued ?? 0) < group.tickets_total),
    )
    .slice(0, DASHBOARD_LIVE_GROUPS)
    .map((group) => group.community_id);

// ---- Mutations ------------------------------------------------------------------------------

/**
 * What any membership change touches: the lists, searches and previews (counts) and the user's
 * counters.
 */
function invalidateAfterMembershipChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: groupKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: ['communities', 'preview'] });
  void queryClient.invalidateQueries({ queryKey: groupKeys.searches() });
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
}

/** The shared createBodySchema's input, with the passengers as the wizard parsed them. */
export type CreateGroupBody = {
  from_location: string;
  to_location: string;
  travel_date: string;
  time_slot: string;
  passengers?: PassengerPayload[];
};

/** POST /api/communities/ with passengers: create and join in one transaction. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupBody) => apiRequest<Group>(API.communities, { json: body }),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.community_id), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.passengers(group.community_id) });
      invalidateAfterMembershipChange(queryClient);
    },
  });
}

export type JoinVariables = { id: string; passengers: PassengerPayload[] };

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, passengers }: JoinVariables) =>
      apiRequest<Group>(API.joinCommunity(id), { json: { passengers } }),
    onSuccess: (group, { id }) => {
      // The answer is the group after the join (it may already be RFQ_SENT).
      queryClient.setQueryData(groupKeys.detail(id), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.passengers(id) });
      invalidateAfterMembershipChange(queryClient);
    },
  });
}

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(API.leaveCommunity(id), { method: 'POST' }),
    onSuccess: (_answer, id) => {
      // Gone from the list at once, before the refetch confirms it.
      queryClient.setQueryData<Group[]>(groupKeys.mine(), (groups) =>
        groups?.filter((group) => group.community_id !== id),
      );
      // The group page still shows its success message: mark the detail stale without
      // refetching it (a non-member now gets 404); the next visit asks again.
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(id), refetchType: 'none' });
      invalidateAfterMembershipChange(queryClient);
    },
  });
}

/**
 * POST /api/communities/{id}/payments: starts paying the caller's share, or answers the
 * open payment again. The page then opens the provider's checkout.
 */
export function useStartPayment() {
  return useMutation({
    mutationFn: ({ id, applyCredits }: { id: string; applyCredits: boolean }) =>
      apiRequest<CreatePaymentResponse>(PAYMENTS_API.create(id), {
        json: { apply_credits: applyCredits },
      }),
  });
}

/**
 * POST /api/payments/{id}/razorpay/verify (ADR 0022): what Razorpay Checkout handed the page,
 * checked by the API, which answers the payment (PAID once Razorpay has captured it). A paid
 * share changes the group, perhaps the tickets and the credits.
 */
export function useVerifyRazorpay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RazorpayVerifyBody }) =>
      apiRequest<Payment>(PAYMENTS_API.razorpayVerify(id), { json: body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['communities'] });
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
