import { TICKETS_IN_HAND_DAYS } from '@saath/shared/constants';
import { indiaInstant } from '@saath/shared/india-time';

/**
 * When the winning airline's tickets are due (docs/product/ticketing.md): the ticketing window
 * after booking, but never later than 00:00 India time of the travel date less 8 days
 * (spec §9: tickets in hand at least TICKETS_IN_HAND_DAYS before travel). When
 * that cap has already passed at booking (a long payment stage), the deadline is the cap
 * itself: due at once, for the deadline's sweep to act on.
 */
/** The latest moment the tickets may be due: 00:00 IST of the travel date less 8 days. */
export function ticketingCap(travelDate: string): Date {
  return new Date(indiaInstant(travelDate).getTime() - TICKETS_IN_HAND_DAYS * 86_400_000);
}

/**
 * The least time a fallback airline is given to ticket (docs/product/ticketing.md): when the cap
 * is earlier than now plus this, a missed deadline cancels the group instead.
 */
export const FALLBACK_MIN_WINDOW_MS = 12 * 3_600_000;

/** True when too little time is left before the cap for another airline to ticket. */
export function ticketingTooShort(now: Date, travelDate: string): boolean {
  return ticketingCap(travelDate).getTime() < now.getTime() + FALLBACK_MIN_WINDOW_MS;
}

export function ticketingDeadline(bookedAt: Date, travelDate: string, windowSeconds: number): Date {
  const cap = ticketingCap(travelDate);
  const windowEnd = new Date(bookedAt.getTime() + windowSeconds * 1000);
  return windowEnd < cap ? windowEnd : cap;
}
