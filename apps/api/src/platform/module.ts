import type { FastifyPluginAsync } from 'fastify';

/**
 * What an API module's factory (`createXModule(deps)` in `modules/<name>/index.ts`) returns
 * (ADR 0045): `plugin`, the Fastify plugin that registers the module's routes, and `api`, what
 * other modules may call. app.ts passes each module its dependencies (platform services and
 * other modules' `api`) and registers the plugins in order.
 *
 * `Late` names what the plugin alone needs and can only have after this module's `api` was
 * passed on (the two loops of the wiring: auth needs the API keys, the lifecycle the payments
 * desk); app.ts gives it as the plugin's options when it registers the plugin.
 */
export type AppModule<Api, Late extends object = Record<never, never>> = {
  plugin: FastifyPluginAsync<Late>;
  api: Api;
};
