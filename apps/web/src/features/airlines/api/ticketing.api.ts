import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AIRLINE_WON_GROUPS_PATH,
  airlineTicketingCsvPath,
  airlineTicketingPath,
  type TicketingBody,
  type TicketingReport,
  type WonGroups,
} from '@saath/shared/ticketing';
import { apiRequest } from '../../../lib/api-client.ts';
import { airlineKeys } from './airlines.api.ts';

/** GET /api/airline/won-groups: the company's won groups, those awaiting tickets first. */
export function useWonGroups() {
  return useQuery({
    queryKey: airlineKeys.wonGroups,
    queryFn: ({ signal }) => apiRequest<WonGroups>(AIRLINE_WON_GROUPS_PATH, { signal }),
  });
}

/** Issued tickets change the group's manifest and the won-groups list (its counts). */
function useAfterTicketing() {
  const queryClient = useQueryClient();
  return (quoteId: string) => {
    void queryClient.invalidateQueries({ queryKey: airlineKeys.manifest(quoteId) });
    void queryClient.invalidateQueries({ queryKey: airlineKeys.wonGroups });
  };
}

export type IssueTicketsVariables = { quoteId: string; body: TicketingBody };

/** PUT …/ticketing: the PNR (first time) and e-ticket numbers; answers a per-row report. */
export function useIssueTickets() {
  const after = useAfterTicketing();
  return useMutation({
    mutationFn: ({ quoteId, body }: IssueTicketsVariables) =>
      apiRequest<TicketingReport>(airlineTicketingPath(quoteId), { method: 'PUT', json: body }),
    onSuccess: (_report, { quoteId }) => after(quoteId),
  });
}

export type UploadTicketingCsvVariables = { quoteId: string; csv: string };

/** POST …/ticketing.csv: the manifest CSV filled in, sent as text/csv. */
export function useUploadTicketingCsv() {
  const after = useAfterTicketing();
  return useMutation({
    mutationFn: ({ quoteId, csv }: UploadTicketingCsvVariables) =>
      apiRequest<TicketingReport>(airlineTicketingCsvPath(quoteId), { csv }),
    onSuccess: (_report, { quoteId }) => after(quoteId),
  });
}
