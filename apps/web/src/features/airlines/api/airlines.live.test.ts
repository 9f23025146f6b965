import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS } from '@saath/shared/live';
import type { LiveHandlers } from '../../../lib/live-events.ts';
import { airlineKeys } from './airlines.api.ts';

const streams: LiveHandlers[] = [];

/** airlines.live.ts with the stream replaced (loaded afresh: the web tests share their workers'
 * module cache). */
async function loadFollow() {
  vi.resetModules();
  vi.doMock('../../../lib/live-events.ts', () => ({
    followEvents: (_url: string, _token: string, handlers: LiveHandlers) => {
      streams.push(handlers);
      return () => {};
    },
  }));
  return (await import('./airlines.live.ts')).followAirlineEvents;
}

afterEach(() => {
  vi.doUnmock('../../../lib/live-events.ts');
  vi.resetModules();
});

describe("the airline's live stream", () => {
  it("reads a won group's manifest and the won groups again when a member corrects a passenger", async () => {
    const follow = await loadFollow();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    follow(queryClient, 't-1', airlineKeys);
    streams.at(-1)!.onEvent(LIVE_EVENTS.manifestChanged, {
      quote_id: 'q-1',
      community_id: 'g-1',
      passenger_id: 'p-1',
      changes: [{ field: 'full_name', old_value: 'Asha K', new_value: 'Asha Kumar' }],
      at: '2026-12-06T10:00:00.000Z',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: airlineKeys.manifest('q-1') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: airlineKeys.wonGroups });
    // Nothing else: the RFQ lists did not change.
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
