import { useEffect } from 'react';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  airlineManifestPath,
  bidsCsvFileName,
  manifestCsvFileName,
  type AirlineBid,
  type Manifest,
  type AirlineRegistration,
  type Quote,
  type QuoteBody,
} from '@saath/shared/airlines';
import type { Group, RouteDateFilter } from '@saath/shared/groups';
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@saath/shared/api-keys';
import type {
  WebhookDelivery,
  WebhookEndpointBody,
  WebhookSecret,
  WebhookSettings,
} from '@saath/shared/webhooks';
import { API } from '@saath/shared/http';
import { indiaDate } from '@saath/shared/india-time';
import { apiBlob, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { groupDetailQueryKey } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.store.ts';
import { filterQuery } from '../route-date-filter.ts';

// Every key starts with 'airline', so a bid reaches all of the feature's data with one prefix.
export const airlineKeys = {
  all: ['airline'] as const,
  rfqs: (filter: RouteDateFilter = {}) => ['airline', 'rfqs', filter] as const,
  rfq: (id: string) => ['airline', 'rfq', id] as const,
  quotes: (id: string) => ['airline', 'quotes', id] as const,
  bids: (filter: RouteDateFilter = {}) => ['airline', 'bids', filter] as const,
  manifest: (quoteId: string) => ['airline', 'manifest', quoteId] as const,
  wonGroups: ['airline', 'won-groups'] as const,
  balance: ['airline', 'balance'] as const,
  payouts: ['airline', 'payouts'] as const,
  apiKeys: ['airline', 'api-keys'] as const,
  webhook: ['airline', 'webhook'] as const,
  deliveries: ['airline', 'webhook', 'deliveries'] as const,
};

// ---- Queries --------------------------------------------------------------------------------

/**
 * GET /api/communities/ as an airline: the groups open for bidding, narrowed by
 * the page's filters on the server. A new filter keeps the last list on screen
 * until its answer comes.
 */
export const openRfqsQueryOptions = (filter: RouteDateFilter = {}) =>
  queryOptions({
    queryKey: airlineKeys.rfqs(filter),
    queryFn: ({ signal }) =>
      apiRequest<Group[]>(`${API.communities}${filterQuery(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useOpenRfqs(filter: RouteDateFilter = {}) {
  return useQuery(openRfqsQueryOptions(filter));
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

/** GET /api/airline/bids: 'Your Airline Bids', from the server, filtered there. */
export function useAirlineBids(filter: RouteDateFilter = {}) {
  return useQuery({
    queryKey: airlineKeys.bids(filter),
    queryFn: ({ signal }) =>
      apiRequest<AirlineBid[]>(`${API.airlineBids}${filterQuery(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/airline/quotes/{id}/manifest: the booked group's passengers, for the
 * winning airline; asked only once the page knows the group is booked on the company's bid.
 */
export function useManifest(quoteId: string | undefined) {
  return useQuery({
    queryKey: airlineKeys.manifest(quoteId ?? ''),
    queryFn: ({ signal }) => apiRequest<Manifest>(airlineManifestPath(quoteId!), { signal }),
    enabled: Boolean(quoteId),
  });
}

// ---- Live -----------------------------------------------------------------------

/**
 * The RFQ lists, the bid page's group, the company's standing and its won groups' manifests
 * follow the airline stream while mounted (ADR 0020); its code is loaded on demand.
 */
export function useAirlineLive() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | null = null;
    let mounted = true;
    void import('./airlines.live.ts').then(({ followAirlineEvents }) => {
      if (mounted) stop = followAirlineEvents(queryClient, token, airlineKeys);
    });
    return () => {
      mounted = false;
      stop?.();
    };
  }, [queryClient, token]);
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

export type WithdrawBidVariables = Pick<Quote, 'quote_id' | 'community_id'>;

/** DELETE /api/quotes/{quoteId}: answers the group with its new lowest bid and count. */
export function useWithdrawBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quote_id }: WithdrawBidVariables) =>
      apiRequest<Group>(API.quotes(quote_id), { method: 'DELETE' }),
    onSuccess: (_group, { community_id }) => {
      // As a bid does: the company's bids, the RFQ list and detail, the group others read.
      void queryClient.invalidateQueries({ queryKey: airlineKeys.all });
      void queryClient.invalidateQueries({ queryKey: groupDetailQueryKey(community_id) });
    },
  });
}

/** GET /api/airline/bids.csv with the list's filters, saved as a file (it needs the bearer). */
async function downloadBidsCsv(filter: RouteDateFilter) {
  const csv = await apiBlob(`${API.airlineBids}.csv${filterQuery(filter)}`);
  saveBlob(csv, bidsCsvFileName(indiaDate(new Date())));
}

export function useDownloadBidsCsv() {
  return useMutation({ mutationFn: downloadBidsCsv });
}

/** GET …/manifest.csv, saved as a file the same way as the bids export (it needs the bearer). */
async function downloadManifestCsv(manifest: Pick<Manifest, 'quote_id' | 'rfq_number'>) {
  const csv = await apiBlob(`${airlineManifestPath(manifest.quote_id)}.csv`);
  saveBlob(csv, manifestCsvFileName(manifest.rfq_number));
}

export function useDownloadManifestCsv() {
  return useMutation({ mutationFn: downloadManifestCsv });
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

// ---- API keys -------------------------------------------------------------------------------

// ADR 0019: the company's API keys (its systems bid with them).
const KEYS_PATH = '/api/airline/api-keys';

/** GET /api/airline/api-keys: newest first, revoked ones included; never the key itself. */
export function useApiKeys() {
  return useQuery({
    queryKey: airlineKeys.apiKeys,
    queryFn: ({ signal }) => apiRequest<ApiKey[]>(KEYS_PATH, { signal }),
  });
}

/** POST /api/airline/api-keys: the answer holds the whole key, shown this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => apiRequest<CreatedApiKey>(KEYS_PATH, { json: body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: airlineKeys.apiKeys }),
  });
}

/** DELETE /api/airline/api-keys/{id}: refused from the next request on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<ApiKey>(`${KEYS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: airlineKeys.apiKeys }),
  });
}

// ---- Webhooks -------------------------------------------------------------------------------

// ADR 0026: the company's webhook endpoint, its secret (shown once) and deliveries.

/** GET /api/airline/webhook: the endpoint and the secret's hint (never the secret). */
export function useWebhookSettings() {
  return useQuery({
    queryKey: airlineKeys.webhook,
    queryFn: ({ signal }) => apiRequest<WebhookSettings>(API.airlineWebhook, { signal }),
  });
}

/** While a delivery is still pending, the list is read again this often. */
export const PENDING_DELIVERIES_REFRESH_MS = 3_000;

/**
 * GET /api/airline/webhook/deliveries: the last 50, newest first. A pending delivery (just
 * queued, being sent, or retrying) changes without anything the page does, so while one is
 * listed the page keeps reading: "Pending" turns to "Delivered" (or its answer code) on its own.
 */
export function useWebhookDeliveries() {
  return useQuery({
    queryKey: airlineKeys.deliveries,
    queryFn: ({ signal }) =>
      apiRequest<WebhookDelivery[]>(API.airlineWebhookDeliveries, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'PENDING')
        ? PENDING_DELIVERIES_REFRESH_MS
        : false,
  });
}

/** PUT /api/airline/webhook: the https endpoint (null stops the deliveries). */
export function useSetWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointBody) =>
      apiRequest<WebhookSettings>(API.airlineWebhook, { method: 'PUT', json: body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: airlineKeys.webhook }),
  });
}

/** POST /api/airline/webhook/secret: creates or rotates; the answer is its only showing. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<WebhookSecret>(API.airlineWebhookSecret, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: airlineKeys.webhook }),
  });
}

/** POST /api/airline/webhook/test: a signed `webhook.test` delivery to the endpoint. */
export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<WebhookDelivery>(API.airlineWebhookTest, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: airlineKeys.deliveries }),
  });
}

/** POST /api/airline/webhook/deliveries/{id}/redeliver: a new delivery of the same body. */
export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<WebhookDelivery>(API.airlineRedeliver(id), { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: airlineKeys.deliveries }),
  });
}
