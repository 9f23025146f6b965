import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/rate-limits.ts';
import { HttpError } from './errors.ts';

/**
 * Counts one request of `key`: the result, or a rejection with the result when over the budget
 * (rate-limiter-flexible's `consume`); any other rejection is a failure of the store.
 */
type Limiter = { consume(key: string): Promise<RateLimiterRes> };

/** Where the counts are kept: a counter per route budget, and a clean-up of ended windows. */
type Counters = {
  /** A counter for one route's budget: `points` requests per `duration` seconds. */
  limiterFor(options: { keyPrefix: string; points: number; duration: number }): Limiter;
  /** Deletes the counters of windows that have ended (Redis expires its keys itself). */
  prune?(): Promise<void>;
};

/** ADR 0035: whether the shared store is standing in for by this process's own counters. */
export type RateLimitStoreState = {
  /** True while the limits count in this process's memory (Redis cannot be reached). */
  degraded(): boolean;
  /** How many times this process has fallen back to its own counters. */
  fallbacks(): number;
};

// A table of counters is pruned at most this often, by whichever limited request comes first:
// no timer of its own to stop, and the hot routes never run it.
const PRUNE_INTERVAL_MS = 5 * 60_000;

/**
 * ADR 0009: the counters live where every API process sees them (the
 * database, or Redis when configured), so N processes do not give a client N budgets.
 * @fastify/rate-limit keeps deciding which routes are limited and answering 429 with
 * Retry-After; this store only counts, through rate-limiter-flexible's atomic stores.
 */
function sharedStore(counters: Counters, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let nextPruneAt = Date.now() + PRUNE_INTERVAL_MS;
  const pruneWhenDue = async () => {
    if (!counters.prune || Date.now() < nextPruneAt) return;
    nextPruneAt = Date.now() + PRUNE_INTERVAL_MS;
    // Left-over rows only cost space: a failed clean-up must not refuse the request.
    await counters.prune().catch((error) => log.warn({ err: error }, 'rate limits: prune failed'));
  };

  class SharedCounterStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    readonly #limiters = new Map<string, Limiter>();

    constructor(_options: unknown, prefix = 'saath') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      const counted = (res: RateLimiterRes) =>
        callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext });
      pruneWhenDue()
        .then(() => this.#limiter(timeWindow, max).consume(key))
        // Over the budget the limiter rejects with the same result; anything else is a failure.
        .then(counted, (error: unknown) =>
          error instanceof RateLimiterRes ? counted(error) : callback(error as Error),
        );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      // The plugin hands its merged route settings here, with the route under `routeInfo`
      // (its typings say otherwise): each route counts its own budget, as the plugin's
      // in-memory store did.
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } })
        .routeInfo;
      return new SharedCounterStore(routeOptions, `${this.#prefix}:${method} ${url}`);
    }

    #limiter(timeWindowMs: number, max: number): Limiter {
      const id = `${timeWindowMs}/${max}`;
      let limiter = this.#limiters.get(id);
      if (!limiter) {
        limiter = counters.limiterFor({
          keyPrefix: this.#prefix,
          points: max,
          duration: Math.max(1, Math.ceil(timeWindowMs / 1000)),
        });
        this.#limiters.set(id, limiter);
      }
      return limiter;
    }
  }
  return SharedCounterStore;
}

/** A budget counted outside the plugin's route hooks (an API key's, ADR 0019). */
export type Budget = {
  /** Counts one request of `key`: null when within the budget, else seconds until a retry. */
  take(key: string): Promise<number | null>;
};

export type RateLimits = {
  /** `points` requests per `durationSeconds` per key, in the same shared counters. */
  budget(name: string, points: number, durationSeconds: number): Budget;
  /** Where the counts are kept just now (the metrics read it). */
  store: RateLimitStoreState & { kind: 'database' | 'redis' };
};

// While Redis cannot be reached, no request waits on it: one PING at most this often tells
// whether it is back.
const REDIS_PROBE_INTERVAL_MS = 1000;

/**
 * ADR 0035: the counters in Redis, and this process's own in memory while Redis cannot be
 * reached (down, refusing, or not answering within `commandTimeoutMs`), so the limits keep
 * limiting (each process counting its own share) and no request waits on Redis. The first
 * failed command falls back; from then on requests count in memory at once, and a PING once a
 * second finds Redis back. Both changes are logged once.
 */
async function redisCounters(
  url: string,
  commandTimeoutMs: number,
  log: FastifyBaseLogger,
): Promise<Counters & RateLimitStoreState & { close(): Promise<void> }> {
  const redis = new Redis(url, {
    // A command while disconnected fails at once, rather than queueing for the reconnection.
    enableOfflineQueue: false,
    // A command sent and never answered (Redis frozen, the network gone) fails after this.
    commandTimeout: commandTimeoutMs,
    // A command under way when the connection drops fails at once too, never re-sent later.
    maxRetriesPerRequest: 0,
  });
  // Every reconnection attempt fails with an 'error' while Redis is down; the fallback below
  // logs the outage once, so these are only for debugging.
  redis.on('error', (error) => log.debug({ err: error }, 'rate limits: Redis error'));

  let degraded = false;
  let fallbacks = 0;
  let nextProbeAt = 0;
  const fallBack = (error: unknown) => {
    if (degraded) return;
    degraded = true;
    fallbacks += 1;
    nextProbeAt = Date.now() + REDIS_PROBE_INTERVAL_MS;
    log.warn(
      { err: error },
      'rate limits: Redis cannot be reached; counting in this process until it is back',
    );
  };
  const probe = () => {
    if (Date.now() < nextProbeAt) return;
    nextProbeAt = Date.now() + REDIS_PROBE_INTERVAL_MS;
    redis.ping().then(
      () => {
        if (!degraded) return;
        degraded = false;
        log.info('rate limits: Redis is back; counting there again');
      },
      () => {}, // still unreachable: the next probe is due in a second
    );
  };

  // Start once Redis answers, or at once in memory if it refuses (a restart of the API during
  // a Redis outage must not fail); the bound covers an address that never answers at all.
  const started = await new Promise<unknown>((resolve) => {
    const timer = setTimeout(
      () => resolve(new Error(`Redis did not answer within ${commandTimeoutMs} ms`)),
      commandTimeoutMs,
    );
    const settle = (outcome: unknown) => {
      clearTimeout(timer);
      redis.off('ready', ready).off('error', settle);
      resolve(outcome);
    };
    const ready = () => settle(null);
    redis.once('ready', ready).once('error', settle);
  });
  if (started !== null) fallBack(started);

  return {
    limiterFor(options) {
      const shared = new RateLimiterRedis({
        storeClient: redis,
        rejectIfRedisNotReady: true,
        ...options,
      });
      const own = new RateLimiterMemory(options);
      return {
        async consume(key) {
          if (degraded) {
            probe();
            return own.consume(key);
          }
          try {
            return await shared.consume(key);
          } catch (error) {
            if (error instanceof RateLimiterRes) throw error; // over the budget
            fallBack(error);
            return own.consume(key);
          }
        },
      };
    },
    degraded: () => degraded,
    fallbacks: () => fallbacks,
    async close() {
      // QUIT lets Redis close cleanly; unreachable, it fails at once (or after the command
      // time-out) and the socket is simply closed.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Registers the rate-limit plugin for the routes that ask for it (`config.rateLimit`); the
 * others get no hook at all, so the hot routes (search, detail, join) never pay a round trip.
 * Answers the same counters for budgets a guard counts itself.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { db: Db; redisUrl: string | undefined; redisCommandTimeoutMs: number },
): Promise<RateLimits> {
  let counters: Counters;
  let store: RateLimits['store'];
  if (deps.redisUrl) {
    const redis = await redisCounters(deps.redisUrl, deps.redisCommandTimeoutMs, app.log);
    app.addHook('onClose', () => redis.close());
    counters = redis;
    store = { kind: 'redis', degraded: redis.degraded, fallbacks: redis.fallbacks };
  } else {
    // In the database, the limited routes' own work needs the database too: when it cannot be
    // reached, the request answers 503 (errors.ts), with or without its count.
    store = { kind: 'database', degraded: () => false, fallbacks: () => 0 };
    counters = {
      limiterFor: (options) =>
        new RateLimiterDrizzle({
          storeClient: deps.db,
          schema: rateLimitCounters,
          // Its own clean-up is a timer per route that outlives the app; prune() replaces it.
          clearExpiredByTimeout: false,
          ...options,
        }),
      prune: async () => {
        await deps.db.delete(rateLimitCounters).where(lt(rateLimitCounters.expire, new Date()));
      },
    };
  }
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(counters, app.log),
    // The plugin's own key (11.2): an IPv6 client is its /64 (one subscriber may use
    // every address of it), an IPv4-mapped IPv6 address its IPv4 address. Named here so that
    // nobody lowers it unknowingly; a keyGenerator of ours would replace it (rate-limits.test
    // "IPv6 clients are counted by their /64").
    ipv6Subnet: 64,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, tooManyRequestsMessage(Math.ceil(context.ttl / 1000))),
  });
  return {
    store,
    budget(name, points, duration) {
      const limiter = counters.limiterFor({ keyPrefix: `saath:${name}`, points, duration });
      return {
        take: (key) =>
          limiter.consume(key).then(
            () => null,
            (error: unknown) => {
              // Over the budget the limiter rejects with its result; anything else is a failure.
              if (error instanceof RateLimiterRes)
                return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
              throw error;
            },
          ),
      };
    },
  };
}

export const tooManyRequestsMessage = (seconds: number) =>
  `Too many requests. Please try again in ${seconds} seconds.`;
