import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { FREE_MEMBER_LIMIT } from '@saath/shared/constants';
import { API } from '@saath/shared/http';
import { publicStatsSchema, type PublicStats } from '@saath/shared/site';
import { queryRows, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';

/**
 * The beta banner's count of registrations toward the first 2,000 members (docs/product/glossary.md, member number): travellers
 * only (an airline's users and the operators' admins are no founding members). The answer
 * is kept in this process (PUBLIC_STATS_CACHE_SECONDS, default a minute, by the injected clock)
 * in a one-entry lru-cache, whose fetch makes concurrent misses share one query: a busy landing
 * page costs the database one count a minute.
 */
export function createPublicStats(deps: { db: Db; clock: Clock; cacheSeconds: number }) {
  async function load(): Promise<PublicStats> {
    const [row] = await queryRows<{ count: number | string }>(
      deps.db,
      sql`select count(*)::int as count from ${users}
        where ${users.role} = 'TRAVELLER' and not ${users.isAdmin} and ${users.companyId} is null`,
    );
    return { registered_members: Number(row?.count ?? 0), free_member_limit: FREE_MEMBER_LIMIT };
  }
  if (deps.cacheSeconds <= 0) return load;
  const cache = new LRUCache<'stats', PublicStats>({
    max: 1,
    ttl: deps.cacheSeconds * 1000,
    // The injected clock, read on every check (no 1 ms memo): tests move it by hand.
    perf: { now: () => deps.clock.now().getTime() },
    ttlResolution: 0,
    fetchMethod: load,
  });
  return async function get(): Promise<PublicStats> {
    return (await cache.fetch('stats'))!;
  };
}

export function registerSiteRoutes(
  parent: FastifyInstance,
  deps: { db: Db; clock: Clock; cacheSeconds: number },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const stats = createPublicStats(deps);
  app.get(API.publicStats, {
    schema: {
      operationId: 'getPublicStats',
      security: [],
      tags: ['site'],
      summary: 'Public figures for the landing page (registrations toward the free places)',
      response: { 200: publicStatsSchema },
    },
    handler: async () => stats(),
  });
}
