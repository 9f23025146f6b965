import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import type { AppModule } from '../../platform/module.ts';
import { registerContactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';

/*
 * The contact module's public API (ADR 0045): the contact form and its admin inbox.
 */

export type ContactModuleDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'admin' | 'publicUrl' | 'authRateLimitPerMinute'>;
  mail: MailWorker;
  auth: Auth;
};

export function createContactModule(deps: ContactModuleDeps): AppModule<Record<never, never>> {
  const { db, clock, config, mail, auth } = deps;
  const contact = createContactService({ db, clock, config, mail });
  return {
    plugin: async (app) =>
      registerContactRoutes(app, {
        contact,
        auth,
        rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
      }),
    api: {},
  };
}
