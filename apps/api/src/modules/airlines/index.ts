import type { Config } from '../../config.ts';
import type { Auth } from '../../platform/auth.ts';
import type { AppModule } from '../../platform/module.ts';
import { onWork, type Work } from '../../platform/work.ts';
import type { AirlineBids } from '../groups/index.ts';
import type { QuoteBook } from '../lifecycle/index.ts';
import * as repo from './airlines.repository.ts';
import { registerAirlinesRoutes } from './airlines.routes.ts';
import type { BidEventSnapshot, QuoteSnapshot, QuoteWithAirline } from './airlines.snapshot.ts';
import { createAirlinesService, type QuotesDeps } from './airlines.service.ts';

/*
 * The airlines module's public API (ADR 0045). Other modules import this file only: its factory,
 * the quotes and bids other modules read, and a quote as the admin's group page shows it.
 */
export { toQuote } from './airlines.presenter.ts';
export type { BidEventSnapshot, QuoteSnapshot, QuoteWithAirline } from './airlines.snapshot.ts';
// Each takes the caller's unit of work (ADR 0068, `asWork(tx)`) and answers snapshots, never
// rows: `onWork` and the annotations are types alone, the functions are the repository's own.
const quotesOnWork = onWork(repo);
export const findQuote: (work: Work, id: string) => Promise<QuoteSnapshot | undefined> =
  quotesOnWork.findQuote;
/** A group's quotes, the winner first, each with its airline (one airline's alone if given). */
export const quotesForGroup: (
  work: Work,
  communityId: string,
  companyId?: string,
) => Promise<QuoteWithAirline[]> = quotesOnWork.quotesForGroup;
/** A group's bid history, oldest first, each entry with its airline. */
export const bidHistoryOf: (work: Work, communityId: string) => Promise<BidEventSnapshot[]> =
  quotesOnWork.bidHistoryOf;
export type { BookingLifecycle } from './airlines.ports.ts';

/**
 * What the lifecycle (its QuoteBook) and the groups module (its AirlineBids) read and mark of
 * the airlines' quotes: functions of the caller's database or transaction, which need nothing
 * built. They are ready before the module's factory, which needs the lifecycle (the airlines'
 * routes book through it), so app.ts passes them from here.
 */
export const airlineQuotes = onWork({
  lowestQuote: repo.lowestQuote,
  selectedQuote: repo.selectedQuote,
  markSelected: repo.markSelected,
  unselectQuotes: repo.unselectQuotes,
  findCompany: repo.findCompany,
  allCompanies: repo.allCompanies,
  biddersOf: repo.biddersOf,
  setTicketingDeadline: repo.setTicketingDeadline,
  clearTicketingReminder: repo.clearTicketingReminder,
  markTicketingMissed: repo.markTicketingMissed,
  fallbackQuote: repo.fallbackQuote,
  standingOf: repo.standingOf,
  standingsOf: repo.standingsOf,
  ladderOf: repo.ladderOf,
}) satisfies QuoteBook & AirlineBids;

export type AirlinesModuleDeps = QuotesDeps & {
  config: Pick<Config, 'authRateLimitPerMinute'>;
  auth: Auth;
};

export function createAirlinesModule(deps: AirlinesModuleDeps): AppModule<Record<never, never>> {
  const { auth, config, ...service } = deps;
  const airlines = createAirlinesService(service);
  return {
    plugin: async (app) =>
      registerAirlinesRoutes(app, {
        airlines,
        auth,
        authRateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
      }),
    api: {},
  };
}
