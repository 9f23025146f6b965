/**
 * Logging for conditions that repeat for as long as they last (a connection flood, running out
 * of file descriptors): a flood must not also flood the log. `note(kind, write)` calls `write`
 * for the first event of a kind and then at most once per interval, with how many events of that
 * kind there were since the last line written (this one included), so nothing goes uncounted.
 */
export function sparseLog(now: () => number, everyMs = 10_000) {
  const last = new Map<string, { at: number; count: number }>();
  return function note(kind: string, write: (count: number) => void): void {
    const at = now();
    const seen = last.get(kind);
    if (seen && at - seen.at < everyMs) {
      seen.count += 1;
      return;
    }
    write((seen?.count ?? 0) + 1);
    last.set(kind, { at, count: 0 });
  };
}
