import { z } from 'zod';
import { formatMessage, msg } from './i18n.ts';

// The one error shape the existing client reads (docs/product/glossary.md).
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const validationErrorSchema = z.object({ detail: z.array(validationIssueSchema) });
export const errorSchema = z.object({ detail: z.string() });
export const messageSchema = z.object({ message: z.string() });

// The API's own refusals, in English for clients; the web shows their Hindi (ADR 0064).
export const NOT_AUTHENTICATED = msg('Not authenticated');
export const NO_PERMISSION = msg('You do not have permission to do this');
export const NOT_FOUND = msg('Not found');
export const INTERNAL_ERROR = msg('Internal server error');
export const AIRLINES_ONLY = msg('Airline partners only');
export const ADMINISTRATORS_ONLY = msg('Administrators only');
export const BODY_EMPTY = msg('Request body is empty');
export const BODY_NOT_JSON = msg('Request body is not valid JSON');

// Zod-free, in its own leaf so a page can show an error without loading zod.
export { errorDetailText } from './error-detail.ts';

/** An overloaded server answers 503 with Retry-After rather than queueing the request. */
export const serverBusyMessage = (retryAfterSeconds: number) =>
  formatMessage('en', msg('The server is busy. Please try again in {retryAfterSeconds} seconds.'), {
    retryAfterSeconds,
  });

/** ADR 0035: the database cannot be reached for a moment; the client may try again after. */
export const serviceUnavailableMessage = (retryAfterSeconds: number) =>
  formatMessage(
    'en',
    msg('Saath is briefly unavailable. Please try again in {retryAfterSeconds} seconds.'),
    { retryAfterSeconds },
  );
