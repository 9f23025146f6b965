import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS } from '@saath/shared/live';
import type { LiveHandlers } from '../../../lib/live-events.ts';

const streams: LiveHandlers[] = [];

/** groups.live.ts with the stream replaced (this file's modules are loaded afresh: the web
 * tests share their workers' module cache). */
async function loadFollowGroup() {
  vi.resetModules();
  vi.doMock('../../../lib/live-events.ts', () => ({
    followEvents: (_url: string, _token: string, handlers: LiveHandlers) => {
      streams.push(handlers);
      return () => {};
    },
  }));
  return (await import('./groups.live.ts')).followGroup;
}

const QUERIES = {
  detail: ['communities', 'detail', 'g-1'],
  mine: ['communities', 'mine'],
  tickets: ['tickets'],
  scheduleChanges: ['communities', 'detail', 'g-1', 'schedule-changes'],
};

// The workers share modules between files: the real stream module comes back for the others.
afterEach(() => {
  vi.doUnmock('../../../lib/live-events.ts');
  vi.resetModules();
});

describe("a group's live stream", () => {
  it('reads the schedule changes and the tickets again when the airline changes the flight', async () => {
    const followGroup = await loadFollowGroup();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    followGroup(queryClient, 'g-1', 't-1', QUERIES);
    streams.at(-1)!.onEvent(LIVE_EVENTS.scheduleChanged, {
      community_id: 'g-1',
      schedule_change_id: 'sc-1',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: QUERIES.scheduleChanges });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: QUERIES.tickets });
    // The group record itself comes with its own event.
    expect(queryClient.getQueryData(QUERIES.detail)).toBeUndefined();
  });
});
