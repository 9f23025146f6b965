import { vi } from 'vitest';

export type MockResponse = {
  status?: number;
  body?: unknown;
  raw?: string;
  /** A body that arrives over time (an event stream), with its content type. */
  stream?: ReadableStream<Uint8Array>;
  contentType?: string;
  /** More response headers (Retry-After, say). */
  headers?: Record<string, string>;
};
export type MockRoute = (request: {
  url: string;
  init: RequestInit;
}) => MockResponse | Promise<MockResponse>;

/**
 * Replaces fetch (the HTTP boundary only) with a table keyed by 'METHOD /path'.
 * Unlisted calls answer 404 so a test notices an unexpected request.
 */
export function mockFetch(routes: Record<string, MockResponse | MockRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${url}`;
    const route = routes[key];
    const answer: MockResponse =
      typeof route === 'function'
        ? await route({ url, init })
        : (route ?? { status: 404, body: { detail: `No mock for ${key}` } });
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(answer.stream ?? text, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': answer.contentType ?? 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A network failure (no response at all). */
export function failingFetch() {
  const fetchMock = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * A server-sent event stream for mockFetch: `route` answers each connection with a
 * new stream; `send` writes an event to the open ones; `close` ends them as the server would;
 * `connections` counts them.
 */
export function mockEventStream() {
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];
  const encoder = new TextEncoder();
  let connections = 0;
  let requests: RequestInit[] = [];
  const route: MockRoute = ({ init }) => {
    connections += 1;
    requests = [...requests, init];
    return {
      contentType: 'text/event-stream',
      stream: new ReadableStream<Uint8Array>({ start: (controller) => void open.push(controller) }),
    };
  };
  return {
    route,
    get connections() {
      return connections;
    },
    get requests() {
      return requests;
    },
    send(event: string, data: unknown, id = `e-${Math.random().toString(36).slice(2)}`) {
      const chunk = encoder.encode(`event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
      for (const controller of open) controller.enqueue(chunk);
    },
    close() {
      for (const controller of open.splice(0)) {
        try {
          controller.close();
        } catch {
          // The page already let go of this one (its reader cancelled it).
        }
      }
    },
  };
}
