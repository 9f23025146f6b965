// Error and notice texts for airline partners (texts the API also uses live in
// the shared package, airlines.ts, and are imported from there).
export const RFQS_LOAD_FAILED = 'Failed to load RFQs. Please try again later.';
export const COMMUNITY_LOAD_FAILED = 'Failed to load community details. Please try again later.';
export const BIDS_LOAD_FAILED = 'Failed to load bids. Please try again later.';
export const BID_SUBMITTED = 'Bid Submitted Successfully!';
export const bidFailed = (detail: string) => `Failed to submit bid: ${detail}`;
export const BID_FAILED_FALLBACK = 'Unknown error';
export const AIRLINE_REGISTRATION_FAILED =
  'Registration failed. Please check your information and try again.';

// Redirect 2 s after a bid or a registration.
export const AFTER_BID_REDIRECT_MS = 2000;
export const AFTER_REGISTRATION_REDIRECT_MS = 2000;

// Withdrawing a bid (the API's refusals come from the shared package's airlines.ts).
export const withdrawFailed = (detail: string) => `Failed to withdraw bid: ${detail}`;
export const WITHDRAW_FAILED_FALLBACK = 'Please try again later.';
export const CSV_DOWNLOAD_FAILED = 'Failed to download your bids. Please try again later.';

// The API keys page.
export const API_KEY_SHOWN_ONCE =
  'Copy this key now: it will not be shown again. Anyone with it can bid as your airline.';
export const API_KEYS_LOAD_FAILED = 'Failed to load API keys. Please try again later.';
export const apiKeyCreateFailed = (detail: string) => `Failed to create the API key: ${detail}`;
export const apiKeyRevokeFailed = (detail: string) => `Failed to revoke the API key: ${detail}`;
export const API_KEY_FAILED_FALLBACK = 'Please try again later.';
export const API_KEY_COPIED = 'Copied to the clipboard';
export const API_KEY_COPY_FAILED = 'Could not copy: select the key and copy it yourself';

// The winning airline's passenger manifest.
export const MANIFEST_LOAD_FAILED =
  'Failed to load the passenger manifest. Please try again later.';
export const MANIFEST_DOWNLOAD_FAILED =
  'Failed to download the passenger manifest. Please try again later.';

// The won groups and their ticketing.
export const WON_GROUPS_LOAD_FAILED = 'Failed to load your won groups. Please try again later.';
export const TICKETING_FAILED_FALLBACK = 'Please try again later.';
export const ticketingFailed = (detail: string) => `Tickets were not issued: ${detail}`;
export const csvUploadFailed = (detail: string) => `The CSV was not read: ${detail}`;
export const CSV_FILE_REQUIRED = 'Choose the manifest CSV file to upload';
export const CSV_FILE_TOO_LARGE = (maxKb: number) => `The CSV file must be at most ${maxKb} KB`;
export const CSV_FILE_NOT_CSV = 'Choose a .csv file (the manifest you downloaded, filled in)';
export const TICKETING_OVERDUE = 'overdue';
/** 'N groups await your tickets' on the airline dashboard and the won-groups page. */
export const awaitingTicketsText = (count: number) =>
  count === 1 ? '1 group awaits your tickets' : `${count} groups await your tickets`;
/** The airline's side of a won group's progress: '5 of 7 issued'. */
export const ticketsIssuedText = (issued: number, total: number) => `${issued} of ${total} issued`;
