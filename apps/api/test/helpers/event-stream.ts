import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** One server-sent event as a client's parser reads it. */
export type SseEvent = { event: string; id: string | null; data: string };

/** Splits event-stream text into events and comment lines (the WHATWG parsing rules we use). */
export function parseEventStream(text: string): { events: SseEvent[]; comments: number } {
  const events: SseEvent[] = [];
  let comments = 0;
  for (const block of text.split('\n\n')) {
    if (!block) continue;
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments += 1;
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length) events.push({ event, id, data: data.join('\n') });
  }
  return { events, comments };
}

const WAIT_MS = 10_000;

/**
 * An event-stream reader over a source of chunks. `next` waits (bounded) for the next event
 * matching a predicate, never sleeping: it wakes on each chunk.
 */
export function readEvents(source: Readable) {
  let text = '';
  let consumed = 0;
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  source.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
    wake();
  });
  source.on('error', () => {
    ended = true;
    wake();
  });
  source.on('close', () => {
    ended = true;
    wake();
  });

  /** Complete blocks received so far. */
  const complete = () => text.slice(0, text.lastIndexOf('\n\n') + 2);

  function until<T>(check: () => T | undefined, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(test);
        reject(new Error(`timed out waiting for ${what}; got: ${text.slice(-600)}`));
      }, WAIT_MS);
      const test = () => {
        const found = check();
        if (found !== undefined) {
          clearTimeout(timer);
          waiters.delete(test);
          resolve(found);
        } else if (ended) {
          clearTimeout(timer);
          waiters.delete(test);
          reject(new Error(`stream ended waiting for ${what}; got: ${text.slice(-600)}`));
        }
      };
      waiters.add(test);
      test();
    });
  }

  return {
    /** Every event so far. */
    events: () => parseEventStream(complete()).events,
    comments: () => parseEventStream(complete()).comments,
    get ended() {
      return ended;
    },
    /** The next event (after those already taken by `next`) that matches. */
    next(match: (event: SseEvent) => boolean = () => true, what = 'an event') {
      return until(() => {
        const events = parseEventStream(complete()).events;
        for (let i = consumed; i < events.length; i += 1) {
          if (match(events[i]!)) {
            consumed = i + 1;
            return events[i]!;
          }
        }
        return undefined;
      }, what);
    },
    comment: () => until(() => parseEventStream(complete()).comments > 0 || undefined, 'a comment'),
    closed: () => until(() => ended || undefined, 'the stream to close'),
  };
}

/**
 * Opens an event stream through `app.inject` (which answers once the headers are out): the
 * status and headers, and for a 200 a reader of its events; `close` aborts it.
 */
export async function openStream(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
  options: { read?: boolean } = {},
) {
  const abort = new AbortController();
  const response = await app.inject({ url, headers, payloadAsStream: true, signal: abort.signal });
  const body = response.stream();
  if (response.statusCode !== 200) {
    let text = '';
    for await (const chunk of body) text += (chunk as Buffer).toString('utf8');
    return {
      status: response.statusCode,
      headers: response.headers,
      json: JSON.parse(text) as { detail: unknown },
      stream: null,
      close: () => {},
    };
  }
  body.on('error', () => {});
  return {
    status: response.statusCode,
    headers: response.headers,
    json: null,
    // Not read: the stream stalls as a client that stopped reading would.
    stream: options.read === false ? null : readEvents(body),
    body,
    close: () => abort.abort(),
  };
}
