import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { GroupEntry } from './group-cache.ts';
import { createSearchAnswers } from './search-answers.ts';

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

  it('hold at most `maxBytes`, dropping the least recently used', () => {
    const answers = createSearchAnswers({ maxBytes: 3_000 });
    const lists: GroupEntry[][] = [[]];
    const keys = Array.from({ length: 20 }, (_, i) => `DEL|BOM|2026-12-${10 + i}|`);
    for (const key of keys) {
      answers.store(key, { lists, ids: new Set(['g']), until: 9 }, json);
      // The first one is used all along: it stays.
      expect(answers.find(keys[0]!, lists, 0)).toBeDefined();
    }
    expect(answers.sizes().bytes).toBeLessThanOrEqual(3_000);
    const kept = keys.filter((key) => answers.find(key, lists, 0));
    expect(kept.length).toBeGreaterThan(1);
    expect(kept.length).toBeLessThan(keys.length);
    expect(kept).toContain(keys[0]);
    expect(kept).toContain(keys.at(-1));
    // What is kept still answers with its own bytes.
    const last = answers.find(keys.at(-1)!, lists, 0)!;
    expect(JSON.parse(gunzipSync(last.gzip).toString())).toEqual(JSON.parse(json));
  });

  it('do not keep the lists they were written from alive', async () => {
    const answers = createSearchAnswers();
    let lists: GroupEntry[][] | null = [[]];
    const gone = new WeakRef(lists[0]!);
    answers.store('k', { lists, ids: new Set(), until: Infinity }, json);
    lists = null;
    // A WeakRef's target lives at least to the end of the current job.
    await new Promise((resolve) => setImmediate(resolve));
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    expect(gone.deref()).toBeUndefined();
    expect(answers.find('k', [[]], 0)).toBeUndefined();
  });
});
