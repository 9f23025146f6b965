import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import type { AppModule } from '../../platform/module.ts';
import { onWork, type OnWork } from '../../platform/work.ts';
import { registerWebhooksRoutes } from './webhooks.routes.ts';
import { createWebhooksService, type WebhooksService } from './webhooks.service.ts';

/*
 * The webhooks module's public API (ADR 0045): airline webhooks (ADR 0026), jobs of the same
 * worker as the mail, queued by the lifecycle.
 */

/** The kind of job a delivery is (the worker polls it at its own interval, ADR 0040). */
export { WEBHOOK_JOB } from './webhooks.repository.ts';

export type WebhooksModuleDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'jwtSecret' | 'webhooks'>;
  mail: MailWorker;
  auth: Auth;
};

export type WebhooksApi = {
  /** The lifecycle's events, queued as deliveries in its transactions (its AirlineEvents port). */
  events: OnWork<WebhooksService['events']>;
  /** Why a webhook endpoint is refused (https, no private address), or null. */
  endpointProblem: WebhooksService['endpointProblem'];
};

export function createWebhooksModule(deps: WebhooksModuleDeps): AppModule<WebhooksApi> {
  const { db, clock, config, mail, auth } = deps;
  const webhooks = createWebhooksService({
    db,
    clock,
    mail,
    serverSecret: config.jwtSecret,
    timeoutMs: config.webhooks.timeoutMs,
    allowPrivate: config.webhooks.allowPrivate,
  });
  return {
    plugin: async (app) => registerWebhooksRoutes(app, { webhooks, auth }),
    api: { events: onWork(webhooks.events), endpointProblem: webhooks.endpointProblem },
  };
}
