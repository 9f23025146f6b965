import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AppModule } from '../../platform/module.ts';
import { registerSiteRoutes } from './site.routes.ts';

/*
 * The site module's public API (ADR 0045): the public figures of the landing page.
 */

export type SiteModuleDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicStatsCacheSeconds'>;
};

export function createSiteModule(deps: SiteModuleDeps): AppModule<Record<never, never>> {
  const { db, clock, config } = deps;
  return {
    plugin: async (app) =>
      registerSiteRoutes(app, { db, clock, cacheSeconds: config.publicStatsCacheSeconds }),
    api: {},
  };
}
