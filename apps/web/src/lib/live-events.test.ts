import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mockEventStream, mockFetch } from '../test/http.ts';
import { LIVE_FALLBACK_MS, followEvents, retryAfterMs } from './live-events.ts';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('followEvents', () => {
  it('sends the token in the Authorization header, never in the URL, and hands over events', async () => {
    const stream = mockEventStream();
    const fetchMock = mockFetch({ 'GET /api/x/events': stream.route });
    const onEvent = vi.fn();
    stops.push(followEvents('/api/x/events', 't-live', { onEvent, refetch: vi.fn() }));
    await waitFor(() => expect(stream.connections).toBe(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/x/events');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer t-live');
    stream.send('group', { passenger_count: 5 });
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith('group', { passenger_count: 5 }));
  });

  it('falls back to refetching on a period when the stream cannot open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'GET /api/x/events': { status: 404, body: { detail: 'Group not found' } } });
    const refetch = vi.fn();
    stops.push(followEvents('/api/x/events', 't-live', { onEvent: vi.fn(), refetch }));
    // The page has just read its data: the first refetch waits one period.
    await vi.advanceTimersByTimeAsync(LIVE_FALLBACK_MS - 100);
    expect(refetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(refetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LIVE_FALLBACK_MS);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('stops when told to: no more refetching after the page is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'GET /api/x/events': { status: 404, body: { detail: 'Group not found' } } });
    const refetch = vi.fn();
    const stop = followEvents('/api/x/events', 't-live', { onEvent: vi.fn(), refetch });
    await vi.advanceTimersByTimeAsync(100);
    stop();
    await vi.advanceTimersByTimeAsync(LIVE_FALLBACK_MS * 2);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('waits as long as a refused stream asks (429 with Retry-After) before it tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stream = mockEventStream();
    let attempts = 0;
    mockFetch({
      'GET /api/x/events': (request) => {
        attempts += 1;
        return attempts === 1
          ? { status: 429, headers: { 'Retry-After': '30' }, body: { detail: 'Too many streams' } }
          : stream.route(request);
      },
    });
    stops.push(followEvents('/api/x/events', 't-live', { onEvent: vi.fn(), refetch: vi.fn() }));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(stream.connections).toBe(1));
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, bounds them, and ignores what it cannot read', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 10:00:20 GMT', now)).toBe(20_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(10 * 60_000);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
