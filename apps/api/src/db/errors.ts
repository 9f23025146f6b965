// PostgreSQL error codes surface on the driver error, which Drizzle may wrap as `cause`.
function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/** A bounded wait on the database ran out (ADR 0035). */
export class DatabaseTimeout extends Error {}

// ADR 0035: what says "the database cannot serve now" rather than "this request is wrong".
// SQLSTATE classes and codes: connection exceptions (08), insufficient resources (53: too many
// connections, out of memory or disk), the server shutting down, crashed or starting up
// (57P01-57P03), and a statement cancelled by the statement time-out (57014).
const UNAVAILABLE_CLASSES = ['08', '53'];
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57014']);
// The socket's own failures, on the way to the server or on an open connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// pg, pg-pool and PGlite say these in words only (no code).
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // no pooled connection free in time
  /^timeout expired$/, // a new connection not made in time
  /^Query read timeout$/, // the server said nothing within query_timeout
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^PGlite is closed$/,
];

/**
 * The database cannot be reached or cannot serve right now (a connection refused, reset or
 * timed out, the server shutting down or starting, the pool out of time): the same request may
 * well succeed later, so it is answered 503 with Retry-After, never 500. Looks through Drizzle's
 * wrapping (`cause`) and Node's AggregateError (every address of a host refused).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (e instanceof DatabaseTimeout) return true;
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message)))
      return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}
