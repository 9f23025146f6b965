import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { FREE_MEMBER_LIMIT } from '@saath/shared/constants';
import { API } from '@saath/shared/http';
import { publicStatsSchema, type PublicStats } from '@saath/shared/site';
import { queryRows, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';

/**
 * spec §1: the beta banner's count of registrations toward the first 2,000 members. The answer
 * is cached in this process (PUBLIC_STATS_CACHE_SECONDS, default a minute, by the injected clock), and concurrent misses share
 * one query, so a busy landing page costs the database one count a minute.
 */
export function createPublicStats(deps: { db: Db; clock: Clock; cacheSeconds: number }) {
  const cacheMs = deps.cacheSeconds * 1000;
  let cached: { value: PublicStats; at: number } | null = null;
  let inFlight: Promise<PublicStats> | null = null;

  async function load(): Promise<PublicStats> {
    const [row] = await queryRows<{ count: number | string }>(
      deps.db,
      sql`select count(*)::int as count from ${users}`,
    );
    return { registered_members: Number(row?.count ?? 0), free_member_limit: FREE_MEMBER_LIMIT };
  }

  return async function get(): Promise<PublicStats> {
    const now = deps.clock.now().getTime();
    if (cached && now - cached.at < cacheMs) return cached.value;
    inFlight ??= load()
      .then((value) => {
        cached = { value, at: now };
        return value;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
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
      tags: ['site'],
      summary: 'Public figures for the landing page (registrations toward the free places)',
      response: { 200: publicStatsSchema },
    },
    handler: async () => stats(),
  });
}
