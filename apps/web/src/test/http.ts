import { vi } from 'vitest';

export type MockResponse = { status?: number; body?: unknown; raw?: string };
export type MockRoute = (request: { url: string; init: RequestInit }) => MockResponse;

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
        ? route({ url, init })
        : (route ?? { status: 404, body: { detail: `No mock for ${key}` } });
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
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
