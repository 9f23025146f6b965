import type { Auth } from '../../platform/auth.ts';
import type { AppModule } from '../../platform/module.ts';
import { registerLiveRoutes } from './live.routes.ts';
import { createLive, type LiveDeps } from './live.service.ts';

/*
 * The live module's public API (ADR 0045): the live pages' event streams (ADR 0020).
 */
export type { GroupRecords, PaymentRecords } from './live.ports.ts';

export type LiveModuleDeps = LiveDeps & { auth: Auth };

export function createLiveModule(deps: LiveModuleDeps): AppModule<Record<never, never>> {
  const { auth, ...service } = deps;
  const live = createLive(service);
  return {
    plugin: async (app) => registerLiveRoutes(app, { live, auth }),
    api: {},
  };
}
