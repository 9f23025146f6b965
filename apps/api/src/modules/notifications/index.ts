import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import type { AppModule } from '../../platform/module.ts';
import { NOTIFY_JOB } from '../../platform/notices.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import { registerNotificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

/*
 * The notifications module (ADR 0059, 0060): SMS and WhatsApp messages behind the Notifier
 * port, delivered as jobs of the one worker (kind `notify`, queued by any module through
 * platform/notices.ts), the members' consent (a one-time code; STOP), and the providers'
 * delivery receipts.
 */

export type NotificationsModuleDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'jwtSecret' | 'notifications'>;
  mail: MailWorker;
  auth: Auth;
  log: FastifyBaseLogger;
  /** Tests may stand in their own adapters; otherwise from the settings. */
  notifier?: Notifier;
};

export function createNotificationsModule(deps: NotificationsModuleDeps): AppModule<object> {
  const notifications = createNotificationsService({
    db: deps.db,
    clock: deps.clock,
    mail: deps.mail,
    notifier: deps.notifier ?? createNotifier(deps.config.notifications),
    serverSecret: deps.config.jwtSecret,
    log: deps.log,
  });
  deps.mail.handle(NOTIFY_JOB, notifications.handler);
  return {
    plugin: async (app) =>
      registerNotificationsRoutes(app, {
        notifications,
        auth: deps.auth,
        channels: deps.config.notifications,
      }),
    api: {},
  };
}
