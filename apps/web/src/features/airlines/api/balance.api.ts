import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AIRLINE_BALANCE_PATH,
  AIRLINE_PAYOUTS_PATH,
  type AirlineBalance,
  type PayoutView,
} from '@saath/shared/settlement';
import {
  AIRLINE_STATEMENT_CSV_PATH,
  AIRLINE_STATEMENT_PDF_PATH,
  statementFileName,
} from '@saath/shared/statements';
import { apiBlob, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
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

/** GET /api/airline/statement.csv|pdf of a month, saved as a file (it needs the bearer). */
async function downloadStatement({ month, format }: { month: string; format: 'csv' | 'pdf' }) {
  const path = format === 'csv' ? AIRLINE_STATEMENT_CSV_PATH : AIRLINE_STATEMENT_PDF_PATH;
  const file = await apiBlob(`${path}?month=${month}`);
  saveBlob(file, statementFileName(month, format));
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
