/** The airline dashboard's API keys page (in the airline route area). */
export const AIRLINE_API_KEYS_PATH = '/airline/api-keys';
/** The airline's webhooks page. */
export const AIRLINE_WEBHOOKS_PATH = '/airline/webhooks';

/** The bid form of a group, /airline/bid/{communityId} ("Airline routes"); after booking,
 * its passenger manifest. Here, not in lib/paths.ts: that module is on every page's first load. */
export const airlineBidPath = (communityId: string) =>
  `/airline/bid/${encodeURIComponent(communityId)}`;

/** The company's balance: what Saath owes it for the seats it ticketed (ADR 0055). */
export const AIRLINE_BALANCE_PAGE_PATH = '/airline/balance';

/** The company's won groups and their ticketing. */
export const AIRLINE_WON_GROUPS_PATH = '/airline/won';

/** One won group's ticketing page, by the winning quote's id. */
export const airlineWonGroupPath = (quoteId: string) =>
  `/airline/won/${encodeURIComponent(quoteId)}`;
