import { useQuery } from '@tanstack/react-query';
import {
  AIRLINE_BALANCE_PATH,
  AIRLINE_PAYOUTS_PATH,
  type AirlineBalance,
  type PayoutView,
} from '@saath/shared/settlement';
import { apiRequest } from '../../../lib/api-client.ts';
import { airlineKeys } from './airlines.api.ts';

/** GET /api/airline/balance: the company's balance, next payout and latest ledger rows. */
export function useAirlineBalance() {
  return useQuery({
    queryKey: airlineKeys.balance,
    queryFn: ({ signal }) => apiRequest<AirlineBalance>(AIRLINE_BALANCE_PATH, { signal }),
  });
}

/** GET /api/airline/payouts: the company's payouts, newest first. */
export function useAirlinePayouts() {
  return useQuery({
    queryKey: airlineKeys.payouts,
    queryFn: ({ signal }) => apiRequest<{ items: PayoutView[] }>(AIRLINE_PAYOUTS_PATH, { signal }),
  });
}
