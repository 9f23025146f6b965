import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  RateLimiterDrizzle,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/rate-limits.ts';
import { HttpError } from './errors.ts';

/** Where the counts are kept: a counter per route budget, and a clean-up of ended windows. */
type Counters = {
  /** A counter for one route's budget: `points` requests per `duration` seconds. */
  limiterFor(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract;
  /** Deletes the counters of windows that have ended (Redis expires its keys itself). */
  prune?(): Promise<void>;
};

// A table of counters is pruned at most this often, by whichever limited request comes first:
// no timer of its own to stop, and the hot routes never run it.
const PRUNE_INTERVAL_MS = 5 * 60_000;

/**
 * Issue 13 item 2 / ADR 0009: the counters live where every API process sees them (the
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
    readonly #limiters = new Map<string, RateLimiterAbstract>();

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

    #limiter(timeWindowMs: number, max: number): RateLimiterAbstract {
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
};

/**
 * Registers the rate-limit plugin for the routes that ask for it (`config.rateLimit`); the
 * others get no hook at all, so the hot routes (search, detail, join) never pay a round trip.
 * Answers the same counters for budgets a guard counts itself.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { db: Db; redisUrl: string | undefined },
): Promise<RateLimits> {
  let counters: Counters;
  if (deps.redisUrl) {
    const redis = new Redis(deps.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    // A refused connection fails the limited request (a 500), never the process.
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis error'));
    await redis.connect();
    app.addHook('onClose', async () => void (await redis.quit()));
    counters = {
      limiterFor: (options) => new RateLimiterRedis({ storeClient: redis, ...options }),
    };
  } else {
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
