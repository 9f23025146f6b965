import type { bidHistory, QuoteRow } from '../../db/schema/airlines.ts';
import type { Carries } from '../../platform/snapshot.ts';

/**
 * A quote as other modules read it through the airlines' index (ADR 0068): an admin's group
 * page, a schedule change and the ticketing find the quote, its airline, price, flight and
 * booking. The airlines module owns it and builds it from its row.
 */
export type QuoteSnapshot = {
  id: string;
  communityId: string;
  companyId: string;
  pricePerTicketPaise: number;
  flightNumber: string;
  departureTime: Date | null;
  arrivalTime: Date | null;
  quotedAt: Date;
  isSelected: boolean;
  pnr: string | null;
  ticketingDeadline: Date | null;
};

/** A quote with its airline's name and code and whether it is the group's lowest. */
export type QuoteWithAirline = {
  quote: QuoteSnapshot;
  airlineName: string;
  airlineCode: string;
  isLowest: boolean;
};

/** One entry of a group's bid history (ADR 0027), as an admin reads it. */
export type BidEventSnapshot = {
  event: {
    kind: (typeof bidHistory.$inferSelect)['kind'];
    at: Date;
    companyId: string;
    quoteId: string;
    pricePerTicketPaise: number;
    flightNumber: string;
  };
  airlineName: string;
  airlineCode: string;
};

// tsc fails here when a table and its snapshot part ways.
export type _RowIsSnapshot = Carries<QuoteSnapshot, QuoteRow>;
export type _BidRowIsSnapshot = Carries<BidEventSnapshot['event'], typeof bidHistory.$inferSelect>;
