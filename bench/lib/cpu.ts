// CPU time of processes read from /proc (Linux), in clock ticks (1/100 s on this machine's kernel).
import { readFileSync, readdirSync } from 'node:fs';

export const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export function cpuTicks(pid: number | number[]): number {
  const { user, system } = cpuSplit(pid);
  return user + system;
}

export function cpuSplit(pids: number | number[]): { user: number; system: number } {
  let user = 0;
  let system = 0;
  for (const pid of typeof pids === 'number' ? [pids] : pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      user += Number(fields[11]); // utime
      system += Number(fields[12]); // stime
    } catch {
      // gone meanwhile
    }
  }
  return { user, system };
}

/**
 * CPU ticks of the PostgreSQL processes that work for the bench: backends connected to the bench
 * database plus the shared auxiliaries (WAL writer, checkpointer, autovacuum ...). Backends of
 * other databases (other people's tests on the same server) are left out.
 */
export function postgresTicks(database: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const backend = /^postgres: (?:\S+: )?\S+ (\S+) \S+\(\d+\)/.exec(title);
      if (backend && backend[1] !== database) continue;
      total += cpuTicks(Number(entry));
    } catch {
      // exited
    }
  }
  return total;
}
