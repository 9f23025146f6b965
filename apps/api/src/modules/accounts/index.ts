import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import type { AppModule } from '../../platform/module.ts';
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
export { createAccount, EmailTaken, prepareAccount } from './accounts.contract.ts';
export { lockUserById, revokeUserSessions, updateUser } from './accounts.repository.ts';
export { ensureAdmin, issueAdminSetupLink } from './admin-bootstrap.ts';

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
