// npm run seed:demo — fills the configured database (the same DATA_DIR / DATABASE_URL settings as
// `npm start`; migrations are applied on open) with the demo marketplace of demo-data.ts, then
// prints the demo logins. Mail is delivered to the log transport only, never by SMTP. Run it
// while the server is stopped (an embedded PGlite directory takes one process at a time).
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig, type Config } from '../src/config.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { logTransport } from '../src/platform/mailer.ts';
import { DEMO_ADMIN, isDemoSeeded, seedDemo, type DemoLogin } from './demo-data.ts';

function printLogins(logins: DemoLogin[]) {
  const width = Math.max(...logins.map((l) => l.email.length));
  for (const l of logins)
    console.log(`  ${l.email.padEnd(width)}  ${l.password.padEnd(16)} ${l.role}, ${l.name}`);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The configured admin (ADMIN_EMAIL / ADMIN_PASSWORD) if there is one, else a demo admin.
  const admin = config.admin ?? DEMO_ADMIN;
  const now = new Date();
  const clock = new ManualClock(new Date(now.getTime() - 14 * 24 * 3600_000));
  const app = await buildApp({
    // Seeding registers ~25 accounts from one address: the per-address limit is for the public.
    // No overload shedding either: the seed is the only client, and a busy machine's event-loop
    // delay would otherwise answer one of its requests 503 and stop the seed half-way.
    config: {
      ...config,
      admin,
      authRateLimitPerMinute: 100_000,
      smtpUrl: undefined,
      overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 },
    },
    clock,
    logger: false,
    // Demo addresses are not real: mail is "delivered" to the (silent) log, never to SMTP.
    mailTransport: { send: (mail) => logTransport(app.log).send(mail) },
  });
  const where =
    app.saath.database.kind === 'pglite'
      ? `embedded database in ${config.dataDir}`
      : 'PostgreSQL (DATABASE_URL)';
  try {
    const adminLogin: DemoLogin = {
      role: 'Admin',
      name: 'Saath Admin',
      email: admin.email,
      password: config.admin ? '(your ADMIN_PASSWORD)' : admin.password,
    };
    if (await isDemoSeeded(app)) {
      console.log(`The demo data is already in the ${where}; nothing was changed.`);
      console.log('Demo logins:');
      printLogins([adminLogin]);
      console.log(
        '  <first>.<last>@demo.saath.in  Saath!Demo2026   the 20 travellers (e.g. aarav.sharma@demo.saath.in)',
      );
      console.log(
        '  revenue@jetwing.demo.saath.in, sales@monsoonair.demo.saath.in  Saath!Demo2026  airline users',
      );
      return;
    }
    console.log(`Seeding the demo into the ${where} ...`);
    const summary = await seedDemo(app, clock, now, admin);
    const statuses = Object.entries(summary.statuses)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ');
    console.log(
      `Done: ${summary.travellers} travellers, ${summary.airlines} airlines, groups: ${statuses}` +
        ` (THRESHOLD_MET is passed through inside the join that adds the 7th passenger, so no group rests there);` +
        ` ${summary.tickets} tickets, ${summary.payouts} payout, ${summary.contactMessages} contact messages.`,
    );
    console.log('Demo logins:');
    printLogins([adminLogin, ...summary.logins.slice(1)]);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
