import { onWork, type OnWork } from '../../platform/work.ts';
import { createOverride, type Override } from './lifecycle.override.ts';
import { createLifecycle, type Lifecycle, type LifecycleDeps } from './lifecycle.service.ts';

/*
 * The lifecycle module's public API (ADR 0045): the group's state machine, its sweeps and an
 * admin's override. It has no routes (the groups, payments, airlines and admin modules call it),
 * so its factory returns its `api` alone; what it needs of the modules below and above it are
 * the ports of lifecycle.ports.ts, wired in app.ts.
 */
export type {
  AirlineEvents,
  AirlineLedger,
  Company,
  PaymentDesk,
  Quote,
  QuoteBook,
  TicketIssuer,
} from './lifecycle.ports.ts';
export type { Lifecycle } from './lifecycle.service.ts';
export type { Override } from './lifecycle.override.ts';
export { ticketingCap, ticketingDeadline } from './ticketing-deadline.ts';
export { indiaDeadline } from './lifecycle.mails.ts';

export type LifecycleModuleDeps = LifecycleDeps;

/** The ports other modules call take a unit of work (ADR 0068). */
export type LifecycleApi = {
  lifecycle: OnWork<Lifecycle>;
  /** An admin's status override and quote selection, audited (one for every caller). */
  override: OnWork<Override>;
};

export function createLifecycleModule(deps: LifecycleModuleDeps): { api: LifecycleApi } {
  const lifecycle = createLifecycle(deps);
  const override = createOverride({
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    lifecycle,
    quotes: deps.quotes,
    mail: deps.mail,
  });
  return { api: { lifecycle: onWork(lifecycle), override: onWork(override) } };
}
