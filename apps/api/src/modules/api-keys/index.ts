import type { Db } from '../../db/client.ts';
import type { Auth, KeyResolver } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AppModule } from '../../platform/module.ts';
import type { Budget } from '../../platform/rate-limit.ts';
import { registerApiKeysRoutes } from './api-keys.routes.ts';
import { createApiKeysService } from './api-keys.service.ts';

/*
 * The api-keys module's public API (ADR 0045): airlines' API keys (ADR 0019).
 */

export type ApiKeysModuleDeps = {
  db: Db;
  clock: Clock;
  /** Each company's requests a minute, in the shared counters. */
  budget: Budget;
};

/**
 * `api` is how the platform's auth resolves a key; auth is built from it, so the routes get
 * auth when app.ts registers the plugin (its options).
 */
export function createApiKeysModule(
  deps: ApiKeysModuleDeps,
): AppModule<KeyResolver, { auth: Auth }> {
  const apiKeys = createApiKeysService(deps);
  return {
    plugin: async (app, { auth }) => registerApiKeysRoutes(app, { apiKeys, auth }),
    api: { principalOfKey: apiKeys.principalOfKey },
  };
}
