import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { SEARCH_ANSWERS_DEFAULT_BYTES } from '../../../config.ts';
import type { GroupEntry } from './group-cache.ts';

/** A whole search answer as every caller in none of its groups gets it, compressed once. */
type Answer = {
  /** The cached per-date lists it was written from: a changed date is a new list. */
  lists: GroupEntry[][];
  ids: { has(id: string): boolean; readonly size?: number };
  /** The next formation deadline among its forming groups: it drops out of search then. */
  until: number;
  gzip: Buffer;
};

/**
 * What is kept: the lists are held weakly. An answer must not keep a date's list alive after
 * the group cache dropped it (evicted or replaced), as then the answer can never be served
 * again and would only hold memory the group cache's bound no longer counts.
 */
type Kept = Omit<Answer, 'lists'> & { lists: WeakRef<GroupEntry[]>[] };

// The gzip bytes, the ids' set (~50 bytes an id) and the objects around them.
const keptBytes = (kept: Kept) => kept.gzip.length + 50 * (kept.ids.size ?? 13) + 300;

/**
 * Search answers kept gzipped (ADR 0007), for clients that accept gzip (every browser), in an
 * LRU of at most `maxBytes` (SEARCH_ANSWERS_MAX_MB).
 *
 * A search answer is about 8 KB of JSON (13 groups on a busy route). Compressed once and
 * reused, it leaves as about 1.7 KB, a fifth of what a phone downloads, with no compression
 * work per request. An answer is valid while the group cache still holds the very lists it was
 * written from (any write to a date of the window replaces that date's list) and no forming
 * group in it has reached its deadline. Callers who are in one of its groups get their own
 * answer, not this one.
 */
export function createSearchAnswers(options: { maxBytes?: number } = {}) {
  const answers = new LRUCache<string, Kept>({
    maxSize: options.maxBytes ?? SEARCH_ANSWERS_DEFAULT_BYTES,
    sizeCalculation: keptBytes,
  });
  return {
    find(key: string, lists: GroupEntry[][], nowMs: number): Omit<Answer, 'lists'> | undefined {
      const answer = answers.get(key);
      if (!answer) return undefined;
      const current =
        answer.until > nowMs &&
        answer.lists.length === lists.length &&
        answer.lists.every((list, i) => list.deref() === lists[i]);
      if (current) return answer;
      answers.delete(key);
      return undefined;
    },

    store(key: string, answer: Omit<Answer, 'gzip'>, json: string): Omit<Answer, 'lists'> {
      // zlib writes into 16 KB chunks and hands back a view of one: kept as it is, every
      // ~1.7 KB answer would hold on to 16 KB (60 MB for the bench's 4 000 answers).
      const zipped = gzipSync(json);
      const gzip = Buffer.allocUnsafeSlow(zipped.length);
      zipped.copy(gzip);
      const kept: Kept = {
        lists: answer.lists.map((list) => new WeakRef(list)),
        ids: answer.ids,
        until: answer.until,
        gzip,
      };
      answers.set(key, kept);
      return kept;
    },

    clear: () => answers.clear(),

    /** Answers kept and their approximate bytes. */
    sizes: () => ({ answers: answers.size, bytes: answers.calculatedSize }),
  };
}
