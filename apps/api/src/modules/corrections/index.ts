import type { Auth } from '../../platform/auth.ts';
import type { AppModule } from '../../platform/module.ts';
import { registerCorrectionsRoutes } from './corrections.routes.ts';
import { createCorrectionsService, type CorrectionsDeps } from './corrections.service.ts';

/*
 * The corrections module's public API (ADR 0045, ADR 0053): a member corrects a passenger of a
 * booked group before the ticket is issued, or asks Saath's team to after (docs/product/
 * ticketing.md "Corrections"). It sits above the groups (it takes the group's lock and changes
 * passengers through the groups' command) and the tickets; nothing below calls it.
 */
export type { ManifestEvents } from './corrections.service.ts';

export type CorrectionsModuleDeps = CorrectionsDeps & { auth: Auth };

export function createCorrectionsModule(
  deps: CorrectionsModuleDeps,
): AppModule<Record<never, never>> {
  const { auth, ...service } = deps;
  const corrections = createCorrectionsService(service);
  return {
    plugin: async (app) => registerCorrectionsRoutes(app, { corrections, auth }),
    api: {},
  };
}
