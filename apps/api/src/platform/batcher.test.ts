import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

// ADR 0007: the one mechanism behind session lookups, group cache loads and join batches.
describe('createBatcher', () => {
  it('gathers calls of one turn into batches of at most maxBatch, answers each in order', async () => {
    const batches: number[][] = [];
    const double = createBatcher<number, number>(
      async (items) => {
        batches.push(items);
        return items.map((n) => n * 2);
      },
      { maxBatch: 3, concurrency: 1 },
    );
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => double(n)));
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('runs no more than `concurrency` batches at once; later calls wait for the next one', async () => {
    let running = 0;
    let most = 0;
    const echo = createBatcher<number, number>(
      async (items) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return items;
      },
      { maxBatch: 1, concurrency: 2 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map((n) => echo(n)))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });

  it('rejects only the callers of a failed batch, and of a batch that answers the wrong count', async () => {
    const picky = createBatcher<number, number>(
      async (items) => {
        if (items.includes(13)) throw new Error('unlucky');
        if (items.includes(7)) return [];
        return items;
      },
      { maxBatch: 1, concurrency: 4 },
    );
    const results = await Promise.allSettled([picky(1), picky(13), picky(7), picky(2)]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('unlucky');
    expect((results[2] as PromiseRejectedResult).reason.message).toMatch(/wrong number/);
  });
});
