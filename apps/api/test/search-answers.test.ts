import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { GroupEntry } from '../src/modules/groups/groups.cache.ts';
import { createSearchAnswers } from '../src/modules/groups/groups.search-answers.ts';

const json = JSON.stringify({
  exact_matches: [{ community_id: 'a'.repeat(36) }],
  alternative_matches: [],
});

describe('kept search answers (ADR 0007)', () => {
  it('are served while built from the very same lists and before their deadline', () => {
    const answers = createSearchAnswers();
    const lists: GroupEntry[][] = [[], []];
    const stored = answers.store(
      'DEL|BOM|2026-12-10|',
      { lists, ids: new Set(), until: 1000 },
      json,
    );
    expect(JSON.parse(gunzipSync(stored.gzip).toString())).toEqual(JSON.parse(json));
    expect(answers.find('DEL|BOM|2026-12-10|', [lists[0]!, lists[1]!], 999)).toBe(stored);
    // A date's list was replaced (a write in the window): not served, and forgotten.
    expect(answers.find('DEL|BOM|2026-12-10|', [lists[0]!, []], 999)).toBeUndefined();
    expect(answers.find('DEL|BOM|2026-12-10|', lists, 999)).toBeUndefined();
    // A forming group's deadline came.
    answers.store('k', { lists, ids: new Set(), until: 1000 }, json);
    expect(answers.find('k', lists, 1000)).toBeUndefined();
  });

  it('hold only their own bytes, not the 16 KB chunk zlib wrote them into', () => {
    const answers = createSearchAnswers();
    const stored = answers.store('k', { lists: [], ids: new Set(), until: Infinity }, json);
    expect(stored.gzip.buffer.byteLength).toBe(stored.gzip.length);
  });

  it('keep at most `limit`, dropping the oldest', () => {
    const answers = createSearchAnswers(2);
    const lists: GroupEntry[][] = [];
    for (const key of ['a', 'b', 'c'])
      answers.store(key, { lists, ids: new Set(), until: 9 }, json);
    expect(answers.find('a', lists, 0)).toBeUndefined();
    expect(answers.find('b', lists, 0)).toBeDefined();
    expect(answers.find('c', lists, 0)).toBeDefined();
  });
});
