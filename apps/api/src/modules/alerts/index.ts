import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import type { AppModule } from '../../platform/module.ts';
import { onWork, type OnWork } from '../../platform/work.ts';
import { findGroup } from '../groups/index.ts';
import { registerAlertsRoutes } from './alerts.routes.ts';
import { createAlertsService, type AlertsService } from './alerts.service.ts';

/*
 * The alerts module's public API (ADR 0045): route alerts (ADR 0021).
 */

export type AlertsModuleDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>;
  mail: MailWorker;
  auth: Auth;
};

export type AlertsApi = {
  /** A group opening queues its matching job, in the transaction that opens it (ADR 0021). */
  groupOpened: OnWork<Pick<AlertsService, 'groupOpened'>>['groupOpened'];
};

export function createAlertsModule(deps: AlertsModuleDeps): AppModule<AlertsApi> {
  const { db, clock, config, mail, auth } = deps;
  const alerts = createAlertsService({ db, clock, config, mail, groups: { findGroup } });
  return {
    plugin: async (app) => registerAlertsRoutes(app, { alerts, auth }),
    api: onWork({ groupOpened: alerts.groupOpened }),
  };
}
