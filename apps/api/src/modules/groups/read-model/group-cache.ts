import { LRUCache } from 'lru-cache';
import { and, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { JOINABLE_STATUSES, isForming, isFormationOver, type Group } from '@saath/shared/groups';
import { GROUP_CAPACITY } from '@saath/shared/travel';
import type { Db } from '../../../db/client.ts';
import { communities, memberships, type CommunityRow } from '../../../db/schema/groups.ts';
import { createBatcher } from '../../../platform/batcher.ts';
import { bucketKey, type Change } from '../../../platform/change-feed.ts';
import { GROUP_CACHE_DEFAULTS } from '../../../config.ts';

/**
 * A group as the read paths need it: what they filter and sort on, and the group record itself
 * (`group`, with `my_passenger_count` 0 and no caller's parts), shared by every request that
 * shows it. Never changed in place: a caller's own parts are merged into a copy
 * (`{ ...entry.group, my_passenger_count }`), and the route's serializer writes it
 * (docs/decisions/0041-the-read-path.md).
 */
export type GroupEntry = {
  id: string;
  bucket: string;
  /** The route's city codes (the invite link's public preview shows them). */
  from: string;
  to: string;
  travelDate: string;
  timeSlot: string;
  status: string;
  passengerCount: number;
  formationDeadlineMs: number;
  /** The quote being paid for (its price prices the caller's share; docs/product/money.md). */
  winningQuote: { price_per_ticket: number } | null;
  group: Group;
};

/** Still joinable at `nowMs`: a forming group whose window has passed is not (docs/product/lifecycle.md). */
export const openAt = (entry: GroupEntry, nowMs: number) =>
  !isFormationOver(entry.status, entry.formationDeadlineMs, nowMs);

/** One date's listed groups for a slot, and until when that list holds. */
export type BucketPart = {
  groups: Group[];
  ids: { has(id: string): boolean };
  until: number;
};
const bucketParts = new WeakMap<GroupEntry[], Map<string, BucketPart>>();

/**
 * One date's search results for a slot ('' for all), as listed for a caller who is in none of
 * them, kept with the date's cached list (a changed list is a new array) until the next
 * formation deadline among them (a group whose window closes drops out of search).
 */
export function bucketGroups(list: GroupEntry[], slot: string, nowMs: number): BucketPart {
  if (!slot) {
    // All slots: the slots' parts in slot order (the list is sorted by slot).
    const parts = slotsOf(list).map((s) => bucketGroups(list, s, nowMs));
    return {
      groups: parts.length === 1 ? parts[0]!.groups : parts.flatMap((p) => p.groups),
      ids: { has: (id: string) => parts.some((p) => p.ids.has(id)) },
      until: Math.min(...parts.map((p) => p.until)),
    };
  }
  let bySlot = bucketParts.get(list);
  const kept = bySlot?.get(slot);
  if (kept && kept.until > nowMs) return kept;
  const open = list.filter((e) => e.timeSlot === slot && openAt(e, nowMs));
  let until = Infinity;
  for (const e of open) if (isForming(e.status)) until = Math.min(until, e.formationDeadlineMs);
  const part = {
    groups: open.map((e) => e.group),
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

/** Size bounds of the group cache (config.ts: GROUP_CACHE_MAX_*). */
export type GroupCacheLimits = {
  /** Groups kept by id (the detail page). */
  groups: number;
  /** Approximate bytes of the per-date lists kept for search. */
  bucketBytes: number;
  /** Users whose active memberships are kept. */
  users: number;
};

// What a list costs on the heap: the entry, its group record (21 fields, ~10 strings of their
// own) and the list around them: ~1 170 bytes an entry, measured as the heap's growth over
// 20 000 such entries (the same record as text was ~550 bytes plus the entry).
const ENTRY_BYTES = 1200;
const LIST_OVERHEAD_BYTES = 100;
const listBytes = (list: GroupEntry[]) => LIST_OVERHEAD_BYTES + list.length * ENTRY_BYTES;

type WindowAsked = { from: string; to: string; dates: string[] };

/**
 * ADR 0007: an in-process cache of group rows (by id for the detail page, by route and date for
 * search) and of each user's active memberships (for `my_passenger_count` and the member check),
 * each an LRU bounded by `limits`: memory follows the configuration, not the marketplace's size.
 *
 * Exact in this process: every write that changes a group or a membership records a change
 * (platform/change-feed.ts), published when its transaction commits, and a read that was
 * already loading when a change to its key arrived does not store what it read (the change
 * deletes the key, which aborts lru-cache's fetch of it: its caller still gets the value, the
 * cache does not keep it). Other processes' writes arrive through the change feed too
 * (PostgreSQL NOTIFY) and, should one be lost, `ttlMs` bounds how long an entry is kept. With
 * `ttlMs` 0 nothing is kept: every read loads (tests that write rows straight into the database
 * use that).
 */
export function createGroupCache(deps: {
  db: Db;
  /** The group record as everyone sees it (the presenter's, for a caller in none of it). */
  present: (row: CommunityRow) => Group;
  ttlMs: number;
  limits?: Partial<GroupCacheLimits>;
  nowMs?: () => number;
}) {
  const { db, ttlMs } = deps;
  const keep = ttlMs > 0;
  const limits = { ...GROUP_CACHE_DEFAULTS, ...deps.limits };
  const perf = { now: deps.nowMs ?? (() => performance.now()) };
  // A fetch whose key changed meanwhile still answers its callers; the delete keeps it out.
  const common = { ttl: ttlMs, perf, ignoreFetchAbort: true } as const;

  function toEntry(row: CommunityRow): GroupEntry {
    return {
      id: row.id,
      bucket: bucketKey(row.fromLocation, row.toLocation, row.travelDate),
      from: row.fromLocation,
      to: row.toLocation,
      travelDate: row.travelDate,
      timeSlot: row.timeSlot,
      status: row.status,
      passengerCount: row.passengerCount,
      formationDeadlineMs: row.formationDeadline.getTime(),
      winningQuote: row.winningQuote,
      group: deps.present(row),
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
      const rows = await groupsById.execute({ ids: [...new Set(ids)] });
      const found = new Map(rows.map((r) => [r.id, toEntry(r)]));
      return ids.map((id) => found.get(id));
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
      const unique = [...new Set(userIds)];
      const rows = await membershipsOf.execute({ ids: unique });
      const byUser = new Map(unique.map((id) => [id, new Map<string, number>()]));
      for (const r of rows) byUser.get(r.userId)!.set(r.communityId, r.passengerCount);
      return userIds.map((id) => byUser.get(id)!);
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

  // The dates of one search miss share one query. Only loads in flight are here: a change
  // empties it, so no later miss joins a load that may have read before that change.
  const windowLoads = new Map<string, Promise<Map<string, GroupEntry[]>>>();
  function loadWindow({ from, to, dates }: WindowAsked) {
    const key = `${from}|${to}|${dates[0]}|${dates.at(-1)}`;
    let load = windowLoads.get(key);
    if (!load) {
      load = (async () => {
        try {
          const rows = await windowQuery.execute({
            from,
            to,
            dateFrom: dates[0],
            dateTo: dates.at(-1),
          });
          const byDate = new Map(dates.map((d) => [d, [] as GroupEntry[]]));
          for (const row of rows) byDate.get(row.travelDate)?.push(toEntry(row));
          // Search order (docs/product/lifecycle.md): slot, then the fullest group first.
          for (const list of byDate.values())
            list.sort((a, b) =>
              a.timeSlot === b.timeSlot
                ? b.passengerCount - a.passengerCount
                : a.timeSlot < b.timeSlot
                  ? -1
                  : 1,
            );
          return byDate;
        } finally {
          if (windowLoads.get(key) === load) windowLoads.delete(key);
        }
      })();
      windowLoads.set(key, load);
    }
    return load;
  }

  const groups = new LRUCache<string, GroupEntry>({
    ...common,
    max: limits.groups,
    fetchMethod: (id) => loadGroups(id),
  });
  const members = new LRUCache<string, Map<string, number>>({
    ...common,
    max: limits.users,
    fetchMethod: (userId) => loadMembers(userId),
  });
  const buckets = new LRUCache<string, GroupEntry[], WindowAsked & { date: string }>({
    ...common,
    maxSize: limits.bucketBytes,
    sizeCalculation: listBytes,
    fetchMethod: async (_bucket, _stale, { context }) =>
      (await loadWindow(context)).get(context.date) ?? [],
  });

  return {
    /** Any group by id (any status), or undefined when there is none. */
    async group(id: string): Promise<GroupEntry | undefined> {
      if (!keep) return loadGroups(id);
      return groups.get(id) ?? groups.fetch(id);
    },

    /** The user's active memberships: group id -> their passengers in it. */
    async membershipsOf(userId: string): Promise<Map<string, number>> {
      if (!keep) return loadMembers(userId);
      return members.get(userId) ?? (await members.fetch(userId)) ?? new Map();
    },

    /**
     * Groups on a route for each of `dates` (consecutive, ascending) with a joinable status and
     * room left, each date's list in search order.
     */
    async searchDates(from: string, to: string, dates: string[]): Promise<GroupEntry[][]> {
      if (!keep) {
        const loaded = await loadWindow({ from, to, dates });
        return dates.map((d) => loaded.get(d) ?? []);
      }
      const keys = dates.map((d) => bucketKey(from, to, d));
      const cached = keys.map((key) => buckets.get(key));
      if (cached.every(Boolean)) return cached as GroupEntry[][];
      return Promise.all(
        keys.map(
          async (key, i) =>
            cached[i] ??
            (await buckets.fetch(key, { context: { from, to, dates, date: dates[i]! } })) ??
            [],
        ),
      );
    },

    /** Called with what a committed write changed (here or, via NOTIFY, in another process). */
    apply(changes: Change[]) {
      windowLoads.clear();
      for (const change of changes) {
        if (change.kind === 'group') {
          groups.delete(change.id);
          buckets.delete(change.bucket);
        } else if (change.kind === 'tickets') {
          // What is kept beside a group's record (its tickets and award: groups.service.ts)
          // lives as long as the record: a new record reads them again. No search answer shows
          // them, so the bucket stays.
          groups.delete(change.communityId);
        } else if (change.kind === 'member' || change.kind === 'user') {
          // A corrected passenger or a schedule change changes no member's list: a schedule
          // change's notice comes with its group's own (migration 0026).
          members.delete(change.userId);
        }
      }
    },

    /** Forgets everything (the change feed lost its connection: changes may have been missed). */
    clear() {
      windowLoads.clear();
      groups.clear();
      buckets.clear();
      members.clear();
    },

    sizes: () => ({
      groups: groups.size,
      buckets: buckets.size,
      bucketBytes: buckets.calculatedSize,
      users: members.size,
    }),
  };
}

export type GroupCache = ReturnType<typeof createGroupCache>;

/**
 * Something a group's detail shows beside its cached record, read once per record rather than
 * once per request: the cache replaces the record on any change announced for the group (see
 * `apply`), and what was kept beside the old record goes with it. A failed read is not kept:
 * the next request reads again.
 */
export function keptBesideRecord<T>(
  read: (entry: GroupEntry) => Promise<T>,
): (entry: GroupEntry) => Promise<T> {
  const kept = new WeakMap<GroupEntry, Promise<T>>();
  return (entry) => {
    let value = kept.get(entry);
    if (!value) {
      value = read(entry);
      kept.set(entry, value);
      value.catch(() => kept.delete(entry));
    }
    return value;
  };
}
