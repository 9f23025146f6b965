import type { Database, Listening } from '../db/client.ts';

/**
 * What a committed write changed, as the database announces it (migration 0006, ADR 0013): a
 * group row (its id and the route/date bucket it is searched under), a membership of a user, or
 * a user (their row or one of their sessions), a corrected passenger of an airline's award (ADR
 * 0053: its live stream hears it), a schedule change of a booked group (migration 0026: the
 * live pages tell its members at once, ADR 0054), or a booked group's tickets or award (its PNR,
 * its ticketing deadline: migration 0030), which the group's detail shows beside the record.
 */
export type Change =
  | { kind: 'group'; id: string; bucket: string }
  | { kind: 'member'; userId: string; communityId: string }
  | { kind: 'user'; userId: string }
  /** A passenger of an airline's award was corrected: its live stream hears `data` (JSON). */
  | { kind: 'manifest'; companyId: string; data: string }
  | { kind: 'schedule'; communityId: string; changeId: string }
  | { kind: 'tickets'; communityId: string }
  /** A payment's status or UPI collect changed (migration 0034): its payer's stream hears it. */
  | { kind: 'payment'; userId: string; paymentId: string };

export type ChangeListener = {
  changes(changes: Change[]): void;
  /** Changes may have been missed: forget everything. */
  reset(): void;
};

export const CHANGES_CHANNEL = 'saath_changes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The caller is another party's server (a payment or messaging provider's webhook), which
     * reads nothing back from this API's caches: its answer does not wait for the change feed
     * to settle (`ChangeFeed.settle`), which every other write's answer does.
     */
    readsNothingBack?: boolean;
  }
}

/** Route config for a provider's webhook (see `readsNothingBack`). */
export const readsNothingBack = { readsNothingBack: true };

export const bucketKey = (from: string, to: string, date: string) => `${from}|${to}|${date}`;

/** One notice of the triggers in migration 0006; null for anything else. */
export function parseChange(payload: string): Change | null {
  const parts = payload.split('|');
  switch (parts[0]) {
    case 'g':
      return parts.length === 5
        ? { kind: 'group', id: parts[1]!, bucket: bucketKey(parts[2]!, parts[3]!, parts[4]!) }
        : null;
    case 'm':
      return parts.length === 3
        ? { kind: 'member', userId: parts[1]!, communityId: parts[2]! }
        : null;
    case 'u':
      return parts.length === 2 ? { kind: 'user', userId: parts[1]! } : null;
    case 'c': {
      // 'c|<company id>|<base64url JSON>', sent by the corrections module (ADR 0053).
      if (parts.length !== 3) return null;
      const data = Buffer.from(parts[2]!, 'base64url').toString('utf8');
      return data.startsWith('{') ? { kind: 'manifest', companyId: parts[1]!, data } : null;
    }
    case 's':
      return parts.length === 3
        ? { kind: 'schedule', communityId: parts[1]!, changeId: parts[2]! }
        : null;
    case 't':
      return parts.length === 2 ? { kind: 'tickets', communityId: parts[1]! } : null;
    case 'p':
      return parts.length === 3
        ? { kind: 'payment', userId: parts[1]!, paymentId: parts[2]! }
        : null;
    default:
      return null;
  }
}

export type ChangeFeed = {
  subscribe(listener: ChangeListener): void;
  /**
   * Resolves once this process has heard every change committed before the call: a client who
   * got the answer to a write reads it back from any cache of this process. With `ownWrites`,
   * only the changes this process's own finished writes made (what an answer needs).
   */
  settle(options?: { ownWrites?: boolean }): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The one way the read caches learn of writes: the database's own notices, whoever wrote (this
 * process, another API process, a script, a test), so no code path can forget to tell them.
 */
export function createChangeFeed(
  database: Pick<Database, 'listen'>,
  log: { warn(obj: unknown, msg: string): void },
): ChangeFeed {
  const listeners: ChangeListener[] = [];
  let listening: Listening | null = null;
  const reset = () => {
    for (const listener of listeners) listener.reset();
  };
  return {
    subscribe: (listener) => void listeners.push(listener),
    settle: (options) => listening?.settle(options) ?? Promise.resolve(),
    async start() {
      listening = await database.listen(CHANGES_CHANNEL, {
        notice(payload) {
          const change = parseChange(payload);
          if (!change) {
            log.warn({ payload }, 'unreadable change notice');
            reset();
            return;
          }
          for (const listener of listeners) listener.changes([change]);
        },
        lost: reset,
      });
    },
    async stop() {
      await listening?.stop();
      listening = null;
    },
  };
}
