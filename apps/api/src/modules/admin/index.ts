import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import type { AppModule } from '../../platform/module.ts';
import { onWork } from '../../platform/work.ts';
import * as auditLog from './admin.audit.repository.ts';
import { createAdminAuditService } from './admin.audit.service.ts';
import { registerAdminGroupRoutes } from './admin.groups.routes.ts';
import { createAdminGroupsService } from './admin.groups.service.ts';
import { createAdminJobsService, registerAdminJobsRoutes } from './admin.jobs.ts';
import { registerAdminPaymentsRoutes } from './admin.payments.routes.ts';
import { createAdminPaymentsService } from './admin.payments.service.ts';
import type { AirlineTotals, RefundDesk, StatusOverride } from './admin.ports.ts';
import { registerAdminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';
import { createAdminTicketingService, registerAdminTicketingRoutes } from './admin.ticketing.ts';
import { registerAdminUsersRoutes } from './admin.users.routes.ts';
import { createAdminUsersService } from './admin.users.service.ts';

/*
 * The admin module's public API (ADR 0045): the operators' console (groups, analytics and
 * overrides, users and the audit log, payments and refund requests, jobs).
 */
export type { AirlineTotals, RefundDesk, StatusOverride } from './admin.ports.ts';
/**
 * The audit log's one writer: other modules' admin actions are audited in their transactions
 * (the caller's unit of work, ADR 0068; `onWork` retypes the repository's function, no wrapper).
 */
export const { insertAuditRow } = onWork(auditLog);

export type AdminModuleDeps = {
  db: Db;
  clock: Clock;
  /** The lifecycle's override (an admin's status change, audited). */
  override: StatusOverride;
  /** ADR 0024: the payments desk's refund. */
  desk: RefundDesk;
  /** ADR 0055: what the airlines are owed and were paid (the analytics' money figures). */
  airlineTotals: AirlineTotals;
  /** The mail worker, which also runs every other job (ADR 0040). */
  mail: MailWorker;
  auth: Auth;
  config: { publicUrl: string };
};

export function createAdminModule(deps: AdminModuleDeps): AppModule<Record<never, never>> {
  const { db, clock, override, desk, mail, auth } = deps;
  const ticketing = createAdminTicketingService({ db, clock, publicUrl: deps.config.publicUrl });
  const adminGroups = createAdminGroupsService({ db });
  const admin = createAdminService({ db, override, clock, airlineTotals: deps.airlineTotals });
  const users = createAdminUsersService({ db, clock });
  const audit = createAdminAuditService({ db });
  const adminPayments = createAdminPaymentsService({ db, clock, desk, mail });
  const jobs = createAdminJobsService({ db, clock, jobs: mail });
  return {
    plugin: async (app) => {
      // The Groups tab's filters and an admin's page of one group.
      registerAdminGroupRoutes(app, { adminGroups, auth });
      registerAdminRoutes(app, { admin, auth });
      registerAdminUsersRoutes(app, { users, audit, auth });
      // ADR 0024: payments and refund requests in the console.
      registerAdminPaymentsRoutes(app, { adminPayments, auth });
      registerAdminJobsRoutes(app, { jobs, auth });
      // docs/product/ticketing.md: the ticketing board and an award's one extension.
      registerAdminTicketingRoutes(app, { ticketing, auth });
    },
    api: {},
  };
}
