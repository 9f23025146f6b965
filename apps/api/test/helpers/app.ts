import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import type { MailTransport } from '../../src/platform/mailer.ts';
import type { PayoutProvider } from '../../src/modules/settlement/index.ts';

export type SentMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
};

/** Records what would have been sent; `failNext` makes the next sends throw. */
export class RecordingTransport implements MailTransport {
  sent: SentMail[] = [];
  failures = 0;
  async send(mail: SentMail) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('SMTP server unavailable');
    }
    this.sent.push(mail);
  }
  to(address: string) {
    return this.sent.filter((m) => m.to === address);
  }
}

export type TestApp = {
  app: FastifyInstance;
  clock: ManualClock;
  mail: RecordingTransport;
  /** Delivers queued mail now, as the worker would. */
  flushMail(): Promise<void>;
};

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  PUBLIC_URL: 'http://saath.test',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  // The production caches stay on: the database announces every change to what they
  // hold (ADR 0013), so a test that writes rows straight into it reads them back, and a stale
  // read fails a test.
  // A loaded CI machine must not shed a test's requests as overload; overload.test.ts has its own.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  DATA_DIR: '/tmp/saath-test-data',
  WEB_DIST_DIR: '/nonexistent',
};

export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  options: {
    clock?: ManualClock;
    transport?: MailTransport;
    /** Who moves the money to the airlines; the sandbox unless given. */
    payoutProvider?: PayoutProvider;
    /** Adds test-only routes before the app is sealed. */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? new ManualClock();
  const mail = new RecordingTransport();
  const app = await buildApp({
    config: loadConfig({ ...TEST_ENV, ...env }),
    clock,
    database,
    mailTransport: options.transport ?? mail,
    payoutProvider: options.payoutProvider,
    logger: false,
  });
  options.extend?.(app);
  await app.ready();
  return { app, clock, mail, flushMail: async () => void (await app.saath.mail.deliverDue()) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const STRONG_PASSWORD = 'Str0ng!pass';

let counter = 0;
export function uniqueEmail(prefix = 'traveller') {
  counter += 1;
  return `${prefix}${counter}.${process.pid}@example.in`;
}

export async function register(
  app: FastifyInstance,
  overrides: Partial<
    Record<'first_name' | 'last_name' | 'email' | 'password' | 'phone', string>
  > = {},
) {
  const body = {
    first_name: 'Asha',
    last_name: 'Verma',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/users/', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { user: response.json(), email: body.email, password: body.password };
}

export function loginRequest(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await loginRequest(app, email, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().access_token;
}

/** A registered, logged-in traveller. */
export async function signUp(app: FastifyInstance, overrides: Parameters<typeof register>[1] = {}) {
  const registered = await register(app, overrides);
  const token = await login(app, registered.email, registered.password);
  return { ...registered, token, headers: bearer(token) };
}

export function detailLocs(response: LightMyRequestResponse): string[] {
  return response.json().detail.map((d: { loc: string[] }) => d.loc.join('.'));
}
export function detailMsgs(response: LightMyRequestResponse): string[] {
  return response.json().detail.map((d: { msg: string }) => d.msg);
}
