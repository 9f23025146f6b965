import { useQuery } from '@tanstack/react-query';
import { AIRLINE_BALANCE_PATH, type AirlineBalance } from '@saath/shared/settlement';
import { apiRequest } from '../../../lib/api-client.ts';
import { airlineKeys } from './airlines.api.ts';

/** GET /api/airline/balance: the company's balance, next payout and latest ledger rows. */
export function useAirlineBalance() {
  return useQuery({
    queryKey: airlineKeys.balance,
    queryFn: ({ signal }) => apiRequest<AirlineBalance>(AIRLINE_BALANCE_PATH, { signal }),
  });
}
