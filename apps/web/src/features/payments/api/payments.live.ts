import type { QueryClient } from '@tanstack/react-query';
import { LIVE_API, LIVE_EVENTS } from '@saath/shared/live';
import type { Payment } from '@saath/shared/payments';
import { followEvents } from '../../../lib/live-events.ts';

/**
 * One payment kept current while its UPI collect waits (ADR 0057), loaded on demand by
 * usePayment: the server sends the record each time its status or collect changes. If the
 * stream cannot open or drops, the payment is read again (every LIVE_FALLBACK_MS while it is
 * down, and once when it is back), so a missed event never leaves the page waiting.
 */
export function followPayment(
  queryClient: QueryClient,
  id: string,
  token: string,
  detail: readonly unknown[],
) {
  return followEvents(LIVE_API.paymentEvents(id), token, {
    onEvent: (event, data) => {
      if (event === LIVE_EVENTS.payment) queryClient.setQueryData<Payment>(detail, data as Payment);
    },
    refetch: () => void queryClient.invalidateQueries({ queryKey: detail, exact: true }),
  });
}
