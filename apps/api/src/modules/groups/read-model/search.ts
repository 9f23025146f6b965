import {
  MAXIMUM_DATE_MESSAGE,
  minimumDateMessage,
  searchResponseSchema,
  type Group,
  type SearchResponse,
  type searchQuerySchema,
} from '@saath/shared/groups';
import {
  isCalendarDate,
  maximumTravelDate,
  minimumTravelDate,
  windowDates,
} from '@saath/shared/travel';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import { invalidField } from '../../../platform/errors.ts';
import { bucketGroups, openAt, type GroupCache, type GroupEntry } from './group-cache.ts';
import type { createSearchAnswers } from './search-answers.ts';
import { jsonWriter } from '../../../platform/json-writer.ts';

type SearchAnswers = ReturnType<typeof createSearchAnswers>;

type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * A search answer: the data for the route's serializer, or the bytes that serializer wrote for
 * it once, gzipped, when the caller accepts that.
 */
export type SearchAnswer = { body: SearchResponse } | { gzip: Buffer };

/** The route's own serializer (same schema, same compiled function): kept bytes cannot drift. */
const writeSearch = jsonWriter(searchResponseSchema);

const SEARCH_LIMIT = 100;
/** The group as this caller sees it: their own passenger count merged in, when they have one. */
const withMine = (entry: GroupEntry, mine: Map<string, number>): Group => {
  const count = mine.get(entry.id);
  return count ? { ...entry.group, my_passenger_count: count } : entry.group;
};
/** Listed in a search answer for `slot` ('' for all) at `nowMs`. */
const listed = (entry: GroupEntry, slot: string, nowMs: number) =>
  (!slot || entry.timeSlot === slot) && openAt(entry, nowMs);
const touches = (mine: Map<string, number>, ids: { has(id: string): boolean }) => {
  for (const id of mine.keys()) if (ids.has(id)) return true;
  return false;
};

/**
 * Search (docs/product/search.md), the read model's one statement of it: the bookable dates, the ±3-day window,
 * and the answer written from the group cache (ADR 0007), kept gzipped for the next caller who
 * is in none of its groups.
 */
export function createSearch(deps: {
  clock: Clock;
  cache: GroupCache;
  answers: SearchAnswers;
  /** Keep answers (GROUP_CACHE_SECONDS > 0: the lists they were written from are kept too). */
  keepAnswers: boolean;
}) {
  const { clock, cache, answers } = deps;

  // The bookable dates only change at India's midnight, a whole minute: worked out once a
  // minute rather than through Intl on every search (the lead time: at least 11 and at most 365
  // days ahead, docs/product/glossary.md).
  let bookable = { minute: -1, earliest: '', latest: '' };
  function bookableDates() {
    const minute = Math.floor(clock.now().getTime() / 60_000);
    if (minute !== bookable.minute) {
      const now = clock.now();
      bookable = { minute, earliest: minimumTravelDate(now), latest: maximumTravelDate(now) };
    }
    return bookable;
  }

  // The ±3-day window of the dates people search, worked out once per date (the date check and
  // the window are a few µs of a ~100 µs search). A date found here has passed the check.
  const windows = new LRUCache<string, string[]>({ max: 1000 });
  function windowOf(date: string) {
    let dates = windows.get(date);
    if (!dates) windows.set(date, (dates = windowDates(date)));
    return dates;
  }

  function requireLeadTime(
    where: 'query' | 'body',
    q: { from_location: string; to_location: string; travel_date: string },
  ) {
    // A date whose window is remembered was checked before (the check is ~3 us of a search).
    const known = windows.has(q.travel_date) || isCalendarDate(q.travel_date);
    const { earliest, latest } = bookableDates();
    if (!known || q.travel_date < earliest) {
      throw invalidField(
        [where, 'travel_date'],
        minimumDateMessage(q.from_location, q.to_location),
      );
    }
    // Before any date arithmetic: the ±3-day window of 9999-12-31 does not exist.
    if (q.travel_date > latest) throw invalidField([where, 'travel_date'], MAXIMUM_DATE_MESSAGE);
  }

  /**
   * Joinable groups on the route, the date asked for and ±3 days (one slot or all),
   * in date, slot and fullness order, from the group cache; the caller's own passenger counts
   * come from their memberships. `gzip`: the caller accepts a gzipped answer.
   */
  async function search(
    userId: string,
    query: SearchQuery,
    options: { gzip: boolean } = { gzip: false },
  ): Promise<SearchAnswer> {
    requireLeadTime('query', query);
    const dates = windowOf(query.travel_date);
    const [perDate, mine] = await Promise.all([
      cache.searchDates(query.from_location, query.to_location, dates),
      cache.membershipsOf(userId),
    ]);
    const nowMs = clock.now().getTime();
    const slot = query.time_slot ?? '';
    // Answers are kept only beside the lists they were written from (GROUP_CACHE_SECONDS 0:
    // nothing is kept, every list is new).
    const keep = options.gzip && deps.keepAnswers;
    const key = `${query.from_location}|${query.to_location}|${query.travel_date}|${slot}`;
    const kept = keep ? answers.find(key, perDate, nowMs) : undefined;
    if (kept && !touches(mine, kept.ids)) return { gzip: kept.gzip };

    // The common case: each date's list filtered once and reused by every caller who is in
    // none of its groups (ADR 0007). Otherwise, or past the result limit, group by group.
    const parts = perDate.map((list) => bucketGroups(list, slot, nowMs));
    const limited = parts.reduce((n, part) => n + part.groups.length, 0) > SEARCH_LIMIT;
    // A date with one of the caller's groups is listed for them alone.
    const personal = parts.map((part) => part.groups.length > 0 && touches(mine, part.ids));
    const shared = !limited && !personal.includes(true);
    const body: SearchResponse = { exact_matches: [], alternative_matches: [] };
    let count = 0;
    for (let i = 0; i < dates.length && count < SEARCH_LIMIT; i += 1) {
      const into = dates[i] === query.travel_date ? body.exact_matches : body.alternative_matches;
      if (!limited && !personal[i]) {
        for (const group of parts[i]!.groups) into.push(group);
        continue;
      }
      for (const entry of perDate[i]!) {
        if (!listed(entry, slot, nowMs)) continue;
        into.push(withMine(entry, mine));
        if ((count += 1) === SEARCH_LIMIT) break;
      }
    }
    if (!keep || !shared) return { body };
    const ids = new Set<string>();
    for (const list of perDate)
      for (const entry of list) if (listed(entry, slot, nowMs)) ids.add(entry.id);
    const stored = answers.store(
      key,
      { lists: perDate, ids, until: Math.min(...parts.map((part) => part.until)) },
      writeSearch(body),
    );
    return { gzip: stored.gzip };
  }

  return { requireLeadTime, search };
}
