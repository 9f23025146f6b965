import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import type { AppModule } from '../../platform/module.ts';
import { registerTicketingRoutes } from './ticketing.routes.ts';
import {
  createTicketingService,
  type TicketingLedger,
  type TicketingService,
} from './ticketing.service.ts';

/*
 * The ticketing module's public API (ADR 0045, ADR 0046): the winning airline issues a booked
 * group's tickets (docs/product/ticketing.md). It sits above the groups (it takes the group's
 * lock) and the tickets it writes; nothing below calls it.
 */
export type {
  TicketingLedger,
  TicketingRequest,
  TicketingRow,
  TicketingService,
} from './ticketing.service.ts';

export type TicketingModuleDeps = {
  db: Db;
  clock: Clock;
  mail: MailWorker;
  config: Pick<Config, 'publicUrl'>;
  /** ADR 0055: each ticket issued is owed to the airline (the settlement module's ledger). */
  ledger: TicketingLedger;
  auth: Auth;
};

export type TicketingApi = {
  /** The one ticketing rule (the routes, and the demo data's airline). */
  ticketing: TicketingService;
};

export function createTicketingModule(deps: TicketingModuleDeps): AppModule<TicketingApi> {
  const { auth, ...service } = deps;
  const ticketing = createTicketingService(service);
  return {
    plugin: async (app) => registerTicketingRoutes(app, { ticketing, auth }),
    api: { ticketing },
  };
}
