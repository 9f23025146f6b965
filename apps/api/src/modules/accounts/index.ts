import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import type { AppModule } from '../../platform/module.ts';
import { onWork, type Work } from '../../platform/work.ts';
import * as contract from './accounts.contract.ts';
import * as users from './accounts.repository.ts';
import type { AccountSnapshot } from './accounts.snapshot.ts';
import * as bootstrap from './admin-bootstrap.ts';
import { registerAccountsRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';
import { createAdminSetup } from './admin-bootstrap.ts';
import { registerAdminSetupRoutes } from './admin-setup.routes.ts';
import { createGoogleVerifier } from './google.verifier.ts';

/*
 * The accounts module's public API (ADR 0045). Other modules import this file only: its factory,
 * how an account is made (the airlines' registration makes one in its own transaction), the
 * user rows an admin changes, and the first admin's set-up (app.ts and server.ts).
 */
export { EmailTaken, prepareAccount } from './accounts.contract.ts';
export type { AccountSnapshot } from './accounts.snapshot.ts';
// Each takes the caller's unit of work (ADR 0068, `asWork(tx)`) and answers an account's
// snapshot, never its row: `onWork` and the annotations are types alone, the functions are
// this module's own.
const usersOnWork = onWork(users);
export const createAccount: (
  work: Work,
  clock: Clock,
  account: Awaited<ReturnType<typeof contract.prepareAccount>>,
) => Promise<AccountSnapshot> = onWork(contract).createAccount;
/** The account, locked until the caller's transaction ends: one admin action on it at a time. */
export const lockUserById: (work: Work, id: string) => Promise<AccountSnapshot | undefined> =
  usersOnWork.lockUserById;
export const updateUser: (
  work: Work,
  id: string,
  changes: users.UserChanges,
) => Promise<AccountSnapshot | undefined> = usersOnWork.updateUser;
export const { revokeUserSessions } = usersOnWork;
export const { ensureAdmin, issueAdminSetupLink } = onWork(bootstrap);

export type AccountsModuleDeps = {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    'accessTokenTtlSeconds' | 'publicUrl' | 'signInThrottle' | 'google' | 'authRateLimitPerMinute'
  >;
  auth: Auth;
  mail: MailWorker;
};

export function createAccountsModule(deps: AccountsModuleDeps): AppModule<Record<never, never>> {
  const { db, clock, config, auth, mail } = deps;
  const accounts = createAccountsService({
    db,
    clock,
    config,
    auth,
    mail,
    google: config.google.clientId
      ? createGoogleVerifier({
          clientId: config.google.clientId,
          jwksUrl: config.google.jwksUrl,
          clock,
        })
      : undefined,
  });
  const setup = createAdminSetup({ db, clock });
  const authRateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  return {
    plugin: async (app) => {
      registerAccountsRoutes(app, { accounts, auth, authRateLimit });
      registerAdminSetupRoutes(app, { setup, authRateLimit });
    },
    api: {},
  };
}
