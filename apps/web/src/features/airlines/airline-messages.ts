import { msg } from '@saath/shared/i18n';

// Error and notice texts for airline partners (texts the API also uses live in
// the shared package, airlines.ts, and are imported from there). Each is marked with msg() so the
// catalog checker finds it, and shown with t() where the page renders: a text with `{detail}` or
// another placeholder gets its value there, so Hindi can put it where Hindi word order wants it.
export const RFQS_LOAD_FAILED = msg('Failed to load RFQs. Please try again later.');
export const COMMUNITY_LOAD_FAILED = msg(
  'Failed to load community details. Please try again later.',
);
export const BIDS_LOAD_FAILED = msg('Failed to load bids. Please try again later.');
export const BID_SUBMITTED = msg('Bid Submitted Successfully!');
/** `{detail}`: the server's reason, or BID_FAILED_FALLBACK. */
export const BID_FAILED = msg('Failed to submit bid: {detail}');
export const BID_FAILED_FALLBACK = msg('Unknown error');
export const AIRLINE_REGISTRATION_FAILED = msg(
  'Registration failed. Please check your information and try again.',
);

// Redirect 2 s after a bid or a registration.
export const AFTER_BID_REDIRECT_MS = 2000;
export const AFTER_REGISTRATION_REDIRECT_MS = 2000;

// Withdrawing a bid (the API's refusals come from the shared package's airlines.ts).
export const WITHDRAW_FAILED = msg('Failed to withdraw bid: {detail}');
export const WITHDRAW_FAILED_FALLBACK = msg('Please try again later.');
export const CSV_DOWNLOAD_FAILED = msg('Failed to download your bids. Please try again later.');

// The API keys page.
export const API_KEY_SHOWN_ONCE = msg(
  'Copy this key now: it will not be shown again. Anyone with it can bid as your airline.',
);
export const API_KEYS_LOAD_FAILED = msg('Failed to load API keys. Please try again later.');
export const API_KEY_CREATE_FAILED = msg('Failed to create the API key: {detail}');
export const API_KEY_REVOKE_FAILED = msg('Failed to revoke the API key: {detail}');
export const API_KEY_FAILED_FALLBACK = msg('Please try again later.');
export const API_KEY_COPIED = msg('Copied to the clipboard');
export const API_KEY_COPY_FAILED = msg('Could not copy: select the key and copy it yourself');

// The winning airline's passenger manifest.
export const MANIFEST_LOAD_FAILED = msg(
  'Failed to load the passenger manifest. Please try again later.',
);
export const MANIFEST_DOWNLOAD_FAILED = msg(
  'Failed to download the passenger manifest. Please try again later.',
);

// The won groups and their ticketing.
export const WON_GROUPS_LOAD_FAILED = msg(
  'Failed to load your won groups. Please try again later.',
);
export const TICKETING_FAILED_FALLBACK = msg('Please try again later.');
export const TICKETING_FAILED = msg('Tickets were not issued: {detail}');
export const CSV_UPLOAD_FAILED = msg('The CSV was not read: {detail}');
export const CSV_FILE_REQUIRED = msg('Choose the manifest CSV file to upload');
export const CSV_FILE_TOO_LARGE = msg('The CSV file must be at most {maxKb} KB');
export const CSV_FILE_NOT_CSV = msg('Choose a .csv file (the manifest you downloaded, filled in)');
export const TICKETING_OVERDUE = msg('overdue');
/** 'N groups await your tickets' on the airline dashboard and the won-groups page. */
export const AWAITING_TICKETS = msg(
  '{count, plural, one {# group awaits your tickets} other {# groups await your tickets}}',
);
/** The same as a sentence, above the dashboard's link to those groups. */
export const AWAITING_TICKETS_NOTICE = msg(
  '{count, plural, one {# group awaits your tickets.} other {# groups await your tickets.}}',
);
/** The airline's side of a won group's progress: '5 of 7 issued'. */
export const TICKETS_ISSUED = msg('{issued} of {total} issued');
