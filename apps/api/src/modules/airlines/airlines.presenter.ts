import type { Quote } from '@saath/shared/airlines';
import type { QuoteWithAirline } from './airlines.snapshot.ts';

/** A quote as the API answers it (quotesForGroup / quotesOfCompany rows); the admin's group
 * page shows the same record. */
export function toQuote(row: QuoteWithAirline): Quote {
  const q = row.quote;
  return {
    quote_id: q.id,
    community_id: q.communityId,
    company_id: q.companyId,
    airline_name: row.airlineName,
    airline_code: row.airlineCode,
    price_per_ticket: q.pricePerTicketPaise,
    flight_number: q.flightNumber,
    departure_time: q.departureTime?.toISOString() ?? null,
    arrival_time: q.arrivalTime?.toISOString() ?? null,
    quoted_at: q.quotedAt.toISOString(),
    is_selected: q.isSelected,
    is_lowest: Boolean(row.isLowest),
  };
}
