/**
 * Runs many small requests of the same kind as one (ADR 0007).
 *
 * Under load most of the cost of a short query is per statement, not per row: parsing the
 * protocol messages, the executor start-up and a network round trip on both sides. Calls that
 * arrive while `concurrency` batches are already running wait and go together in the next one;
 * calls made in the same turn of the event loop are gathered before the first batch starts. An
 * idle process therefore answers a lone call at once, and a busy one answers 64 calls with one
 * statement instead of 64.
 *
 * `run` gets the items in arrival order and must return one result per item, in the same order.
 * If it throws, every caller of that batch gets the error.
 */
export function createBatcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  options: { maxBatch: number; concurrency: number },
): (item: I) => Promise<O> {
  type Waiting = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let active = 0;
  let scheduled = false;

  function pump() {
    scheduled = false;
    while (active < options.concurrency && queue.length > 0) {
      const batch = queue.length <= options.maxBatch ? queue : queue.slice(0, options.maxBatch);
      queue = batch === queue ? [] : queue.slice(options.maxBatch);
      active += 1;
      void execute(batch);
    }
  }

  async function execute(batch: Waiting[]) {
    try {
      const results = await run(batch.map((w) => w.item));
      if (results.length !== batch.length)
        throw new Error('batch returned the wrong number of results');
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      active -= 1;
      pump();
    }
  }

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled && active < options.concurrency) {
        scheduled = true;
        // setImmediate runs after the poll phase: requests read from other sockets in this
        // same loop turn join the batch.
        setImmediate(pump);
      }
    });
}
