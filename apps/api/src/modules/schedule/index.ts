import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import type { AppModule } from '../../platform/module.ts';
import { onWork } from '../../platform/work.ts';
import * as changes from './schedule.repository.ts';
import { registerScheduleRoutes } from './schedule.routes.ts';
import { createScheduleService, type ScheduleService } from './schedule.service.ts';

/*
 * The schedule module's public API (ADR 0045, ADR 0054): the winning airline changes a booked
 * group's flight and times (docs/product/ticketing.md "Schedule changes"). It sits above the
 * groups (it takes the group's lock); the tickets module reads its open full-refund window
 * through `openFullRefundWindow`, a function of the caller's transaction wired in app.ts.
 */
// Functions of the caller's unit of work (ADR 0068, `asWork(tx)`): `onWork` retypes the
// repository's own functions, nothing is wrapped.
export const { fullRefundOfTicket, openFullRefundWindow, recordFullRefund } = onWork(changes);
export type { ScheduleService } from './schedule.service.ts';

export type ScheduleModuleDeps = {
  db: Db;
  clock: Clock;
  mail: MailWorker;
  config: Pick<Config, 'publicUrl'>;
  auth: Auth;
};

export type ScheduleApi = { schedule: ScheduleService };

export function createScheduleModule(deps: ScheduleModuleDeps): AppModule<ScheduleApi> {
  const { auth, ...service } = deps;
  const schedule = createScheduleService(service);
  return {
    plugin: async (app) => registerScheduleRoutes(app, { schedule, auth }),
    api: { schedule },
  };
}
