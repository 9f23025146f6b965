import { readFileSync } from 'node:fs';

/**
 * Every connection costs the process one file descriptor, and so do the database's sockets or
 * files, static files being sent and the logs. When they run out, the next `accept`, `open` or
 * even `process.memoryUsage()` fails with EMFILE; the connection limit is derived from the
 * process's own limit so that connections run out first, with room left for the rest.
 */

/** What a soft limit of "unlimited" is taken as: far more than one process will ever hold. */
const UNLIMITED = 1_048_576;

/**
 * The soft limit of RLIMIT_NOFILE (what `ulimit -n` shows), from /proc/self/limits on Linux.
 * Node has no getrlimit; undefined where the file is absent or unreadable (macOS, a locked
 * down container), and the caller uses its configured fallback.
 */
export function readOpenFilesSoftLimit(
  read: () => string = () => readFileSync('/proc/self/limits', 'utf8'),
): number | undefined {
  let text: string;
  try {
    text = read();
  } catch {
    return undefined;
  }
  // "Max open files            1024                 524288               files"
  const line = text.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  if (soft === 'unlimited') return UNLIMITED;
  if (!soft || !/^\d+$/.test(soft)) return undefined;
  const value = Number(soft);
  return value > 0 ? value : undefined;
}

/**
 * Connections a process accepts: its descriptor limit less what is kept for everything else.
 * A limit too small for the reserve still gets a quarter of it for connections, so the server
 * serves (a little) rather than refusing to start.
 */
export function connectionBudget(openFilesLimit: number, reserve: number): number {
  return Math.max(Math.floor(openFilesLimit / 4), openFilesLimit - reserve, 1);
}
