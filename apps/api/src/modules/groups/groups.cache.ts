import { and, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { JOINABLE_STATUSES } from '@saath/shared/groups';
import { GROUP_CAPACITY } from '@saath/shared/travel';
import type { Db } from '../../db/client.ts';
import { communities, memberships, type CommunityRow } from '../../db/schema/groups.ts';
import { createBatcher } from '../../platform/batcher.ts';
import { bucketKey, type Change } from '../../platform/change-feed.ts';

/**
 * A group as the read paths need it: what they filter and sort on, and its JSON already
 * written up to the caller-specific last field (`my_passenger_count`), which is appended per
 * request from the caller's memberships.
 */
export type GroupEntry = {
  id: string;
  bucket: string;
  travelDate: string;
  timeSlot: string;
  status: string;
  passengerCount: number;
  formationDeadlineMs: number;
  json: string;
};

type Stored<T> = { value: T; until: number };

const MY_COUNT_FIELD = '"my_passenger_count":0}';
const FORMING = new Set(['PENDING', 'ACTIVE']);

/** Still joinable at `nowMs`: a forming group whose window has passed is not (spec §5). */
export const openAt = (entry: GroupEntry, nowMs: number) =>
  !(FORMING.has(entry.status) && entry.formationDeadlineMs <= nowMs);

type BucketPart = { json: string; count: number; ids: { has(id: string): boolean }; until: number };
const bucketParts = new WeakMap<GroupEntry[], Map<string, BucketPart>>();

/**
 * One date's search results for a slot ('' for all), written for a caller who is in none of
 * them, kept with the date's cached list (a changed list is a new array) until the next
 * formation deadline among them (a group whose window closes drops out of search).
 */
export function bucketJson(list: GroupEntry[], slot: string, nowMs: number): BucketPart {
  if (!slot) {
    // All slots: the slots' parts in slot order (the list is sorted by slot), not a copy.
    const parts = slotsOf(list).map((s) => bucketJson(list, s, nowMs));
    return {
      json: parts
        .map((p) => p.json)
        .filter((j) => j !== '')
        .join(','),
      count: parts.reduce((n, p) => n + p.count, 0),
      ids: { has: (id: string) => parts.some((p) => p.ids.has(id)) },
      until: Math.min(...parts.map((p) => p.until)),
    };
  }
  let bySlot = bucketParts.get(list);
  const kept = bySlot?.get(slot);
  if (kept && kept.until > nowMs) return kept;
  const open = list.filter((e) => e.timeSlot === slot && openAt(e, nowMs));
  let until = Infinity;
  for (const e of open) if (FORMING.has(e.status)) until = Math.min(until, e.formationDeadlineMs);
  const json = open.map((e) => `${e.json}0}`).join(',');
  // The entries keep views into the part instead of their own copies (V8 slices, no copy):
  // the cache holds each group's JSON once.
  let at = 0;
  for (const e of open) {
    const length = e.json.length;
    e.json = json.slice(at, at + length);
    at += length + 3; // "0}" and the comma
  }
  const part = {
    json,
    count: open.length,
    ids: new Set(open.map((e) => e.id)),
    until,
  };
  if (!bySlot) bucketParts.set(list, (bySlot = new Map()));
  bySlot.set(slot, part);
  return part;
}

function slotsOf(list: GroupEntry[]): string[] {
  const slots: string[] = [];
  for (const e of list) if (slots.at(-1) !== e.timeSlot) slots.push(e.timeSlot);
  return slots;
}

/**
 * ADR 0007: an in-process cache of group rows (by id for the detail page, by route and date for
 * search) and of each user's active memberships (for `my_passenger_count` and the member check).
 *
 * Exact in this process: every write that changes a group or a membership records a change
 * (platform/change-feed.ts), published when its transaction commits, and a read that was
 * already loading when a change to its key arrived does not store what it read. Other
 * processes' writes arrive through the change feed too (PostgreSQL NOTIFY) and, should one be
 * lost, `ttlMs` bounds how long an entry is kept. With `ttlMs` 0 nothing is kept: every read
 * loads (tests that write rows straight into the database use that).
 */
export function createGroupCache(deps: {
  db: Db;
  toJson: (row: CommunityRow) => string;
  ttlMs: number;
  /** Entries kept at most (groups, buckets, users each), oldest dropped first. */
  limit?: number;
  nowMs?: () => number;
}) {
  const { db, ttlMs } = deps;
  const limit = deps.limit ?? 20_000;
  const nowMs = deps.nowMs ?? (() => performance.now());

  const groups = new Map<string, Stored<GroupEntry>>();
  const buckets = new Map<string, Stored<GroupEntry[]>>();
  const members = new Map<string, Stored<Map<string, number>>>();

  // Loads that were running when a change to their key arrived must not store their result.
  let sequence = 0;
  const changedAt = new Map<string, number>();
  let loading = 0;
  const startLoad = () => {
    loading += 1;
    return sequence;
  };
  const endLoad = () => {
    loading -= 1;
    if (loading === 0) changedAt.clear(); // nobody can be affected by older changes now
  };
  const unchangedSince = (key: string, start: number) =>
    Math.max(changedAt.get(key) ?? -1, changedAt.get('*') ?? -1) <= start;

  function put<T>(map: Map<string, Stored<T>>, key: string, value: T) {
    if (ttlMs <= 0) return;
    if (map.size >= limit) map.delete(map.keys().next().value as string);
    map.delete(key); // re-insert at the end: Map order is age order
    map.set(key, { value, until: nowMs() + ttlMs });
  }
  function get<T>(map: Map<string, Stored<T>>, key: string, now = nowMs()): T | undefined {
    const stored = map.get(key);
    if (!stored) return undefined;
    if (stored.until > now) return stored.value;
    map.delete(key);
    return undefined;
  }

  function toEntry(row: CommunityRow): GroupEntry {
    const json = deps.toJson(row);
    if (!json.endsWith(MY_COUNT_FIELD))
      throw new Error('my_passenger_count must be the last field');
    return {
      id: row.id,
      bucket: bucketKey(row.fromLocation, row.toLocation, row.travelDate),
      travelDate: row.travelDate,
      timeSlot: row.timeSlot,
      status: row.status,
      passengerCount: row.passengerCount,
      formationDeadlineMs: row.formationDeadline.getTime(),
      json: json.slice(0, -2),
    };
  }

  // ---- loads, batched across concurrent requests ---------------------------------------------

  const groupsById = db
    .select()
    .from(communities)
    .where(sql`${communities.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare('group_cache_by_ids');

  const loadGroups = createBatcher<string, GroupEntry | undefined>(
    async (ids) => {
      const start = startLoad();
      try {
        const unique = [...new Set(ids)];
        const rows = await groupsById.execute({ ids: unique });
        const found = new Map(rows.map((r) => [r.id, toEntry(r)]));
        for (const [id, entry] of found) if (unchangedSince(id, start)) put(groups, id, entry);
        return ids.map((id) => found.get(id));
      } finally {
        endLoad();
      }
    },
    { maxBatch: 200, concurrency: 2 },
  );

  const membershipsOf = db
    .select({
      userId: memberships.userId,
      communityId: memberships.communityId,
      passengerCount: memberships.passengerCount,
    })
    .from(memberships)
    .where(
      and(
        sql`${memberships.userId} = ANY(${sql.placeholder('ids')}::uuid[])`,
        isNull(memberships.leftAt),
      ),
    )
    .prepare('group_cache_memberships');

  const loadMembers = createBatcher<string, Map<string, number>>(
    async (userIds) => {
      const start = startLoad();
      try {
        const unique = [...new Set(userIds)];
        const rows = await membershipsOf.execute({ ids: unique });
        const byUser = new Map(unique.map((id) => [id, new Map<string, number>()]));
        for (const r of rows) byUser.get(r.userId)!.set(r.communityId, r.passengerCount);
        for (const [id, mine] of byUser)
          if (unchangedSince(`user:${id}`, start)) put(members, id, mine);
        return userIds.map((id) => byUser.get(id)!);
      } finally {
        endLoad();
      }
    },
    { maxBatch: 200, concurrency: 2 },
  );

  // Joinable statuses with room left, time aside (checked per request with `openAt`).
  const windowQuery = db
    .select()
    .from(communities)
    .where(
      and(
        eq(communities.fromLocation, sql.placeholder('from')),
        eq(communities.toLocation, sql.placeholder('to')),
        gte(communities.travelDate, sql.placeholder('dateFrom')),
        lte(communities.travelDate, sql.placeholder('dateTo')),
        inArray(communities.status, [...JOINABLE_STATUSES]),
        lt(communities.passengerCount, GROUP_CAPACITY),
      ),
    )
    .prepare('group_cache_window');

  // Concurrent misses of the same window share one query.
  const windowLoads = new Map<string, Promise<Map<string, GroupEntry[]>>>();
  async function loadWindow(from: string, to: string, dates: string[]) {
    const key = `${from}|${to}|${dates[0]}|${dates.at(-1)}`;
    let load = windowLoads.get(key);
    if (!load) {
      load = (async () => {
        const start = startLoad();
        try {
          const rows = await windowQuery.execute({
            from,
            to,
            dateFrom: dates[0],
            dateTo: dates.at(-1),
          });
          const byDate = new Map(dates.map((d) => [d, [] as GroupEntry[]]));
          for (const row of rows) byDate.get(row.travelDate)?.push(toEntry(row));
          for (const [date, list] of byDate) {
            // Search order (spec §5): slot, then the fullest group first.
            list.sort((a, b) =>
              a.timeSlot === b.timeSlot
                ? b.passengerCount - a.passengerCount
                : a.timeSlot < b.timeSlot
                  ? -1
                  : 1,
            );
            const bucket = bucketKey(from, to, date);
            if (unchangedSince(bucket, start)) put(buckets, bucket, list);
          }
          return byDate;
        } finally {
          endLoad();
          windowLoads.delete(key);
        }
      })();
      windowLoads.set(key, load);
    }
    return load;
  }

  return {
    /** Any group by id (any status), or undefined when there is none. */
    async group(id: string): Promise<GroupEntry | undefined> {
      return get(groups, id) ?? loadGroups(id);
    },

    /** The user's active memberships: group id -> their passengers in it. */
    async membershipsOf(userId: string): Promise<Map<string, number>> {
      return get(members, userId) ?? loadMembers(userId);
    },

    /**
     * Groups on a route for each of `dates` (consecutive, ascending) with a joinable status and
     * room left, each date's list in search order.
     */
    async searchDates(from: string, to: string, dates: string[]): Promise<GroupEntry[][]> {
      const now = nowMs();
      const cached = dates.map((d) => get(buckets, bucketKey(from, to, d), now));
      if (cached.every(Boolean)) return cached as GroupEntry[][];
      const loaded = await loadWindow(from, to, dates);
      return dates.map((d, i) => cached[i] ?? loaded.get(d) ?? []);
    },

    /** Called with what a committed write changed (here or, via NOTIFY, in another process). */
    apply(changes: Change[]) {
      sequence += 1;
      // A later request must not share a window load that may have read before this change.
      windowLoads.clear();
      for (const change of changes) {
        if (change.kind === 'group') {
          groups.delete(change.id);
          buckets.delete(change.bucket);
          if (loading > 0) {
            changedAt.set(change.id, sequence);
            changedAt.set(change.bucket, sequence);
          }
        } else {
          members.delete(change.userId);
          if (loading > 0) changedAt.set(`user:${change.userId}`, sequence);
        }
      }
    },

    /** Forgets everything (the change feed lost its connection: changes may have been missed). */
    clear() {
      sequence += 1;
      windowLoads.clear();
      groups.clear();
      buckets.clear();
      members.clear();
      // Every load now running may have read before a missed change.
      if (loading > 0) changedAt.set('*', sequence);
    },

    sizes: () => ({ groups: groups.size, buckets: buckets.size, users: members.size }),
  };
}

export type GroupCache = ReturnType<typeof createGroupCache>;
