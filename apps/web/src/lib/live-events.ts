import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';

/*
 * Live pages (ADR 0020): a server-sent event stream read with fetch, so the bearer
 * token travels in the Authorization header like every other call (an EventSource could only
 * put it in the URL, where logs and history keep it).
 */

/** While the stream is down, the page asks the server again this often instead. */
export const LIVE_FALLBACK_MS = 15_000;

/** Not worth retrying: this caller has no stream here (signed out, not a member, gone). */
class Refused extends Error {}
/**
 * Worth retrying: the server closed it (a restart, a drain), the network dropped, or the server
 * asked for a pause (429 too many streams, 503 busy or down) with how long in `retryAfterMs`.
 */
class Dropped extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** However long a server asks for, the page tries its stream again within this. */
const LONGEST_PAUSE_MS = 10 * 60_000;

/**
 * A Retry-After header (seconds, or an HTTP date) in ms from now, within LONGEST_PAUSE_MS;
 * undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), LONGEST_PAUSE_MS);
}

export type LiveHandlers = {
  /** One event, its data parsed. */
  onEvent(event: string, data: unknown): void;
  /**
   * Read the page's data again: the stream cannot open or dropped (then every
   * LIVE_FALLBACK_MS until it is back), or it came back after a drop (once).
   */
  refetch(): void;
};

/**
 * Follows the stream at `url` until the returned function is called. Pages load this module
 * on demand (`import()` from their effect): kept off every first load, and out of the entry
 * chunk's list of page chunks, which is on the landing page's first load.
 */
export function followEvents(url: string, token: string, handlers: LiveHandlers): () => void {
  const abort = new AbortController();
  let poll: number | undefined;
  let opened = false;
  const refetch = () => handlers.refetch();
  const fallBack = () => {
    if (poll !== undefined) return;
    // The page has just read its data when a first attempt fails: no need to read it twice.
    if (opened) refetch();
    poll = window.setInterval(refetch, LIVE_FALLBACK_MS);
  };
  const recover = () => {
    if (poll === undefined) return;
    window.clearInterval(poll);
    poll = undefined;
    refetch(); // what changed while it was down
  };

  fetchEventSource(url, {
    signal: abort.signal,
    headers: { Authorization: `Bearer ${token}` },
    // The global fetch at call time (the library would keep window.fetch).
    fetch: (input, init) => fetch(input, init),
    async onopen(response) {
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.startsWith(EventStreamContentType)) {
        recover();
        opened = true;
        return;
      }
      if (response.status >= 400 && response.status < 500 && response.status !== 429)
        throw new Refused(String(response.status));
      throw new Dropped(String(response.status), retryAfterMs(response.headers.get('retry-after')));
    },
    onmessage(message) {
      if (!message.event || !message.data) return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      handlers.onEvent(message.event, data);
    },
    onclose() {
      throw new Dropped('closed');
    },
    onerror(error) {
      fallBack();
      if (error instanceof Refused) throw error;
      // Otherwise retried after the pause the server asked for (a stream refused with 429 or
      // 503 says how long), else its `retry:` delay; the page refetches meanwhile.
      return error instanceof Dropped ? error.retryAfterMs : undefined;
    },
  }).catch(() => fallBack());

  return () => {
    abort.abort();
    if (poll !== undefined) window.clearInterval(poll);
  };
}
