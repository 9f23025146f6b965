import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS } from '@saath/shared/live';
import type { LiveHandlers } from '../../../lib/live-events.ts';
import { followGroup } from './groups.live.ts';

const streams: LiveHandlers[] = [];
vi.mock('../../../lib/live-events.ts', () => ({
  followEvents: (_url: string, _token: string, handlers: LiveHandlers) => {
    streams.push(handlers);
    return () => {};
  },
}));

const QUERIES = {
  detail: ['communities', 'detail', 'g-1'],
  mine: ['communities', 'mine'],
  tickets: ['tickets'],
  scheduleChanges: ['communities', 'detail', 'g-1', 'schedule-changes'],
};

describe("a group's live stream", () => {
  it('reads the schedule changes and the tickets again when the airline changes the flight', () => {
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
