import { gzipSync } from 'node:zlib';
import type { GroupEntry } from './groups.cache.ts';

/** A whole search answer as every caller in none of its groups gets it, compressed once. */
type Answer = {
  /** The cached per-date lists it was written from: a changed date is a new list. */
  lists: GroupEntry[][];
  ids: { has(id: string): boolean };
  /** The next formation deadline among its forming groups: it drops out of search then. */
  until: number;
  gzip: Buffer;
};

/**
 * Search answers kept gzipped (ADR 0007), for clients that accept gzip (every browser).
 *
 * A search answer is about 8 KB of JSON (13 groups on a busy route). Compressed once and
 * reused, it leaves as about 1.7 KB, a fifth of what a phone downloads, with no compression
 * work per request. An answer is valid while the group cache still holds the very lists it was
 * written from (any write to a date of the window replaces that date's list) and no forming
 * group in it has reached its deadline. Callers who are in one of its groups get their own
 * answer, not this one.
 */
export function createSearchAnswers(limit = 5_000) {
  const answers = new Map<string, Answer>();
  return {
    find(key: string, lists: GroupEntry[][], nowMs: number): Answer | undefined {
      const answer = answers.get(key);
      if (!answer) return undefined;
      const current =
        answer.until > nowMs &&
        answer.lists.length === lists.length &&
        answer.lists.every((list, i) => list === lists[i]);
      if (current) return answer;
      answers.delete(key);
      return undefined;
    },

    store(key: string, answer: Omit<Answer, 'gzip'>, json: string): Answer {
      // zlib writes into 16 KB chunks and hands back a view of one: kept as it is, every
      // ~1.7 KB answer would hold on to 16 KB (60 MB for the bench's 4 000 answers).
      const zipped = gzipSync(json);
      const gzip = Buffer.allocUnsafeSlow(zipped.length);
      zipped.copy(gzip);
      const stored = { ...answer, gzip };
      if (answers.size >= limit) answers.delete(answers.keys().next().value as string);
      answers.set(key, stored);
      return stored;
    },

    clear: () => answers.clear(),
  };
}
