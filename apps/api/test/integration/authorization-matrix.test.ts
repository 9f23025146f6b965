import type * as FastifyModule from 'fastify';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD, adminHeaders } from '../helpers/admin.ts';
import { buildTestApp, signUp, STRONG_PASSWORD, TEST_ENV, uniqueEmail } from '../helpers/app.ts';
import { openStream } from '../helpers/event-stream.ts';
import { ticketGroup } from '../helpers/ticketing.ts';
import { createUnsubscribeTokens } from '../../src/modules/alerts/alerts.token.ts';
import { createTestDatabase, truncateAll } from '../helpers/database.ts';
import {
  airline,
  bid,
  createGroup,
  joinRequest,
  passengers,
  pay,
  ROUTE,
  traveller,
} from '../helpers/groups.ts';

/**
 * The authorization matrix (docs/product/roles.md): every route the app registers × six
 * actors, against records owned by others. The routes come from the app itself (an onRoute hook on every Fastify
 * instance built in this file), so a route added without a row below fails this test.
 * Architecture rule 4: someone else's record answers exactly like a missing one (404).
 */
const registered = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof FastifyModule>();
  const withRouteLog = ((options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: withRouteLog };
});

const ACTORS = [
  'guest',
  'traveller',
  'otherTraveller',
  'airline',
  'otherAirline',
  'admin',
] as const;
type Actor = (typeof ACTORS)[number];

/*
 * The records (built through the API by `buildWorld` below):
 *   rfq       RFQ_SENT group; the traveller is in it (4 passengers) with a filler member (3);
 *             the airline has bid on it, the other airline has not
 *   pending   PENDING group with the traveller alone (1 passenger)
 *   booked    BOOKED group on the airline's selected quote, paid by its two members;
 *             the traveller holds 4 tickets; payment  the traveller's paid share of it
 *   ticket    one of the traveller's tickets;  quote  the airline's quote on rfq
 *   winningQuote  the airline's selected quote on booked
 * "other traveller" is in none of them; "other airline" has no quote; the admin is the one
 * made at start from ADMIN_EMAIL, whose profile has only a name and an email.
 * The expected status per actor, written once (gst guest, trv traveller, oth other traveller,
 * air airline, oai other airline, adm admin):
 */
// prettier-ignore
const EXPECTED: Array<[string, number, number, number, number, number, number]> = [
  //                                                        gst  trv  oth  air  oai  adm
  // platform and public pages
  ['GET /api/health',                                       200, 200, 200, 200, 200, 200],
  ['GET /api/config',                                       200, 200, 200, 200, 200, 200],
  ['GET /api/meta',                                         200, 200, 200, 200, 200, 200],
  ['GET /api/public/stats',                                 200, 200, 200, 200, 200, 200],
  ['GET /api/openapi.json',                                 200, 200, 200, 200, 200, 200],
  ['GET /api/docs',                                         200, 200, 200, 200, 200, 200],
  ['GET /api/docs/static/index.html',                       302, 302, 302, 302, 302, 302],
  ['GET /api/docs/static/swagger-initializer.js',           200, 200, 200, 200, 200, 200],
  ['GET /api/docs/static/*',                                200, 200, 200, 200, 200, 200],
  ['GET /api/docs/json',                                    200, 200, 200, 200, 200, 200],
  ['GET /api/docs/yaml',                                    200, 200, 200, 200, 200, 200],
  // metrics: the token is the operator's, no user's sign-in opens them
  ['GET /metrics',                                          401, 401, 401, 401, 401, 401],
  // accounts: public forms, then the caller's own account
  ['POST /api/users/',                                      201, 201, 201, 201, 201, 201],
  ['POST /api/users/login',                                 200, 200, 200, 200, 200, 200],
  ['POST /api/users/google',                                400, 400, 400, 400, 400, 400],
  ['POST /api/users/reset-password-request',                200, 200, 200, 200, 200, 200],
  ['GET /api/users/verify-reset-token/:token',              400, 400, 400, 400, 400, 400],
  ['POST /api/users/reset-password',                        400, 400, 400, 400, 400, 400],
  ['GET /api/users/me',                                     401, 200, 200, 200, 200, 200],
  ['GET /api/users/me/credits',                             401, 200, 200, 200, 200, 200],
  ['PUT /api/users/me',                                     401, 200, 200, 200, 200, 200],
  ['PUT /api/users/me/language',                            401, 200, 200, 200, 200, 200],
  // ADR 0060: a member's own number for SMS/WhatsApp. The matrix runs with both channels off,
  // so asking for a code is refused (409) and no code was asked for to confirm (400).
  ['POST /api/users/me/notification-channel/code',         401, 409, 409, 409, 409, 409],
  ['POST /api/users/me/notification-channel/confirm',      401, 400, 400, 400, 400, 400],
  // Public (the providers call them): unsigned callbacks are refused whoever sends them
  ['POST /api/notifications/webhooks/whatsapp',            401, 401, 401, 401, 401, 401],
  // Meta's handshake: the matrix sets no verify token, so every handshake is refused
  ['GET /api/notifications/webhooks/whatsapp',             403, 403, 403, 403, 403, 403],
  ['POST /api/notifications/webhooks/sms',                 401, 401, 401, 401, 401, 401],
  ['POST /api/users/change-password',                       401, 200, 200, 200, 200, 200],
  ['POST /api/users/logout',                                401, 204, 204, 204, 204, 204],
  // groups
  ['GET /api/communities/search',                           401, 200, 200, 200, 200, 200],
  ['GET /api/communities/',                                 401, 200, 200, 200, 200, 200],
  // only travellers create and join: an airline bids on groups, an admin travels as a traveller
  ['POST /api/communities/',                                401, 201, 201, 403, 403, 403],
  ['GET /api/communities/:id rfq',                          401, 200, 404, 200, 200, 200],
  ['GET /api/communities/:id pending',                      401, 200, 404, 404, 404, 200],
  ['GET /api/communities/:id booked',                       401, 200, 404, 200, 404, 200],
  ['GET /api/communities/:id missing',                      401, 404, 404, 404, 404, 404],
  // The invite link's public preview names nobody, so anyone may read any group's
  ['GET /api/communities/:id/preview rfq',                  200, 200, 200, 200, 200, 200],
  ['GET /api/communities/:id/preview pending',              200, 200, 200, 200, 200, 200],
  ['GET /api/communities/:id/preview booked',               200, 200, 200, 200, 200, 200],
  ['GET /api/communities/:id/preview missing',              404, 404, 404, 404, 404, 404],
  ['POST /api/communities/:id/join rfq',                    401, 409, 200, 403, 403, 403],
  ['POST /api/communities/:id/join missing',                401, 404, 404, 403, 403, 403],
  ['POST /api/communities/:id/leave rfq',                   401, 200, 404, 403, 403, 404],
  ['GET /api/communities/:id/passengers rfq',               401, 200, 404, 404, 404, 404],
  // The members' anonymous bid ladder; airlines are no members (404 like a stranger)
  ['GET /api/communities/:id/bids rfq',                     401, 200, 404, 404, 404, 200],
  ['GET /api/communities/:id/bids booked',                  401, 200, 404, 404, 404, 200],
  ['GET /api/communities/:id/bids missing',                 401, 404, 404, 404, 404, 404],
  // The live stream answers as the detail call does
  ['GET /api/communities/:id/events rfq',                   401, 200, 404, 200, 200, 200],
  ['GET /api/communities/:id/events pending',               401, 200, 404, 404, 404, 200],
  // payments: the traveller's paid share of the booked group
  ['POST /api/communities/:id/payments booked',              401, 409, 404, 404, 404, 404],
  ['GET /api/payments/:id',                                 401, 200, 404, 404, 404, 200],
  // A payment's live stream is its payer's alone: not even an admin follows it
  ['GET /api/payments/:id/events',                          401, 200, 404, 404, 404, 404],
  ['GET /api/payments/:id/receipt',                         401, 200, 404, 404, 404, 200],
  ['POST /api/payments/:id/sandbox-checkout',               401, 409, 404, 404, 404, 404],
  // ADR 0057: a UPI collect on the owner's paid payment, and a decision with none waiting
  ['POST /api/payments/:id/sandbox-upi',                    401, 409, 404, 404, 404, 404],
  ['POST /api/payments/:id/sandbox-upi/decision',           401, 409, 404, 404, 404, 404],
  // ADR 0022: the owner's sandbox payment is not Razorpay's to verify (409); anyone else's is 404
  ['POST /api/payments/:id/razorpay/verify',                401, 409, 404, 404, 404, 404],
  ['POST /api/payments/webhooks/:provider',                 400, 400, 400, 400, 400, 400],
  // a member's own money in a group, and the proof of their refund request (ADR 0042): admins
  // open the proof when deciding but have no timeline of their own there, and attach nothing
  ['GET /api/communities/:id/money booked',                 401, 200, 404, 404, 404, 404],
  ['PUT /api/refund-requests/:id/proof',                    401, 200, 404, 404, 404, 404],
  ['GET /api/refund-requests/:id/proof',                    401, 200, 404, 404, 404, 200],
  // the first admin's setup link: dead once an admin exists, whoever holds it (ADR 0042)
  ['GET /api/admin-setup/:token',                           404, 404, 404, 404, 404, 404],
  ['POST /api/admin-setup',                                 404, 404, 404, 404, 404, 404],
  // airlines and quotes
  ['POST /api/airline/register',                            201, 201, 201, 201, 201, 201],
  ['GET /api/airline/bids',                                 401, 403, 403, 200, 200, 200],
  ['GET /api/airline/bids.csv',                             401, 403, 403, 200, 200, 403],
  ['GET /api/airline/events',                               401, 403, 403, 200, 200, 200],
  // The booked group's passengers, for its winning airline only
  ['GET /api/airline/quotes/:id/manifest',                  401, 404, 404, 200, 404, 404],
  ['GET /api/airline/quotes/:id/manifest.csv',              401, 404, 404, 200, 404, 404],
  // Its tickets, issued by the winning airline only (docs/product/ticketing.md): a repeat of
  // what it issued answers 200, UNCHANGED; who has no company is refused (403)
  ['PUT /api/airline/quotes/:id/ticketing',                 401, 403, 403, 200, 404, 403],
  ['POST /api/airline/quotes/:id/ticketing.csv',            401, 403, 403, 200, 404, 403],
  // Its schedule, changed by the winning airline only (docs/product/ticketing.md "Schedule
  // changes"); the changes listed to it and to the group's members
  ['POST /api/airline/quotes/:id/schedule-change',          401, 403, 403, 200, 404, 403],
  ['GET /api/airline/quotes/:id/schedule-changes',          401, 403, 403, 200, 404, 403],
  ['GET /api/communities/:id/schedule-changes booked',      401, 200, 404, 404, 404, 404],
  ['GET /api/airline/won-groups',                           401, 403, 403, 200, 200, 403],
  // ADR 0055: each company's own balance (the other airline reads its own, empty one); who has
  // no company has none (403)
  ['GET /api/airline/balance',                              401, 403, 403, 200, 200, 403],
  ['GET /api/airline/payouts',                              401, 403, 403, 200, 200, 403],
  // Its monthly statements, the same way (the other airline's is its own, empty one)
  ['GET /api/airline/statement.csv',                        401, 403, 403, 200, 200, 403],
  ['GET /api/airline/statement.pdf',                        401, 403, 403, 200, 200, 403],
  ['GET /api/quotes/:id rfq',                      401, 403, 403, 200, 200, 200],
  ['POST /api/quotes/:id rfq',                     401, 403, 403, 201, 201, 403],
  ['POST /api/quotes/:id pending',                 401, 403, 403, 404, 404, 403],
  ['POST /api/quotes/:id booked',                  401, 403, 403, 409, 404, 403],
  ['POST /api/quotes/:id missing',                 401, 403, 403, 404, 404, 403],
  ['POST /api/quotes/:quoteId/select',                      401, 403, 403, 403, 403, 200],
  // API keys are the company's, managed by its signed-in users only
  ['GET /api/airline/api-keys',                             401, 403, 403, 200, 200, 403],
  ['POST /api/airline/api-keys',                            401, 403, 403, 201, 201, 403],
  ['DELETE /api/airline/api-keys/:id',                      401, 403, 403, 200, 404, 403],
  // Webhooks are the company's too; another company's delivery is a missing one
  ['GET /api/airline/webhook',                              401, 403, 403, 200, 200, 403],
  ['PUT /api/airline/webhook',                              401, 403, 403, 200, 200, 403],
  ['POST /api/airline/webhook/secret',                      401, 403, 403, 200, 200, 403],
  ['GET /api/airline/webhook/deliveries',                   401, 403, 403, 200, 200, 403],
  ['POST /api/airline/webhook/deliveries/:id/redeliver missing', 401, 403, 403, 404, 404, 403],
  // a test event needs the endpoint and the secret, which the matrix's airlines have not set
  ['POST /api/airline/webhook/test',                        401, 403, 403, 409, 409, 403],
  // ADR 0026: the job table's dead letters, admins only
  ['GET /api/admin/jobs',                                   401, 403, 403, 403, 403, 200],
  ['POST /api/admin/jobs/:id/retry missing',                401, 403, 403, 403, 403, 404],
  // withdrawing: the company's own bid while bidding is open; admins have no bid to withdraw
  ['DELETE /api/quotes/:id rfq',                       401, 403, 403, 200, 404, 403],
  ['DELETE /api/quotes/:id booked',                    401, 403, 403, 409, 404, 403],
  ['DELETE /api/quotes/:id missing',                   401, 403, 403, 404, 404, 403],
  // tickets
  ['GET /api/tickets/',                                     401, 200, 200, 200, 200, 200],
  // route alerts: everyone signed in keeps their own; the traveller holds `alert`;
  // the unsubscribe link needs no sign-in (its signed token is the permission)
  ['GET /api/alerts',                                       401, 200, 200, 200, 200, 200],
  ['GET /api/alerts/suggestions',                           401, 200, 200, 200, 200, 200],
  ['POST /api/alerts',                                      401, 201, 201, 201, 201, 201],
  ['DELETE /api/alerts/:id',                                401, 200, 404, 404, 404, 404],
  ['GET /api/alerts/unsubscribe',                           303, 303, 303, 303, 303, 303],
  ['POST /api/alerts/unsubscribe',                          200, 200, 200, 200, 200, 200],
  ['GET /api/tickets/:id',                                  401, 200, 404, 404, 404, 404],
  ['PUT /api/tickets/:id/cancel',                           401, 200, 404, 404, 404, 404],
  ['GET /api/tickets/:id/e-ticket',                         401, 200, 404, 404, 404, 404],
  // contact and administration
  ['POST /api/contact/',                                    201, 201, 201, 201, 201, 201],
  ['GET /api/contact/',                                     401, 403, 403, 403, 403, 200],
  ['GET /api/admin/analytics',                              401, 403, 403, 403, 403, 200],
  ['GET /api/admin/rfq-conversion',                         401, 403, 403, 403, 403, 200],
  ['GET /api/admin/communities',                            401, 403, 403, 403, 403, 200],
  ['GET /api/admin/communities filtered',                   401, 403, 403, 403, 403, 200],
  ['GET /api/admin/communities/:id rfq',                    401, 403, 403, 403, 403, 200],
  ['GET /api/admin/communities/:id missing',                401, 403, 403, 403, 403, 404],
  ['GET /api/admin/communities/:id/bids rfq',               401, 403, 403, 403, 403, 200],
  ['GET /api/admin/communities/:id/bids missing',           401, 403, 403, 403, 403, 404],
  ['GET /api/admin/users',                                  401, 403, 403, 403, 403, 200],
  ['POST /api/admin/users/:id/deactivate',                  401, 403, 403, 403, 403, 200],
  ['POST /api/admin/users/:id/reactivate',                  401, 403, 403, 403, 403, 200],
  ['GET /api/admin/audit-log',                              401, 403, 403, 403, 403, 200],
  ['POST /api/admin/contact/:id/handled',                   401, 403, 403, 403, 403, 200],
  ['POST /api/admin/contact/:id/reopen',                    401, 403, 403, 403, 403, 200],
  ['POST /api/admin/communities/:id/override',              401, 403, 403, 403, 403, 200],
  // ADR 0024: payments and refund requests
  ['GET /api/admin/payments',                               401, 403, 403, 403, 403, 200],
  ['POST /api/admin/payments/:id/refund',                   401, 403, 403, 403, 403, 200],
  ['GET /api/admin/refund-requests',                        401, 403, 403, 403, 403, 200],
  ['POST /api/admin/refund-requests/:id/decide',            401, 403, 403, 403, 403, 404],
  ['GET /api/admin/ticketing',                              401, 403, 403, 403, 403, 200],
  ['GET /api/admin/reconciliation',                         401, 403, 403, 403, 403, 200],
  // ADR 0056: the airlines' payouts, listed and run by admins
  ['GET /api/admin/payouts',                                401, 403, 403, 403, 403, 200],
  ['POST /api/admin/payouts/run',                           401, 403, 403, 403, 403, 200],
  // ADR 0061: a failed payout sent again (no such payout: an admin gets 404)
  ['POST /api/admin/payouts/:payoutId/retry',               401, 403, 403, 403, 403, 404],
  // ADR 0061: the recorded reconciliation runs, the latest, and its CSV (the matrix's world has
  // no run when it is asked for: an admin gets 404)
  ['POST /api/admin/reconciliation/runs',                   401, 403, 403, 403, 403, 200],
  ['GET /api/admin/reconciliation/runs/latest',             401, 403, 403, 403, 403, 200],
  ['GET /api/admin/reconciliation.csv',                     401, 403, 403, 403, 403, 404],
  // Where an airline's payouts go (a company that does not exist: an admin gets 404)
  ['PUT /api/admin/airlines/:companyId/payout-account',      401, 403, 403, 403, 403, 404],
  // ADR 0062: an airline's negative balance recovered through Route (a company that does not
  // exist: an admin gets 404), and the recoveries listed
  ['POST /api/admin/airlines/:companyId/recover',           401, 403, 403, 403, 403, 404],
  ['GET /api/admin/recoveries',                             401, 403, 403, 403, 403, 200],
  ['POST /api/admin/ticketing/:quoteId/extend',             401, 403, 403, 403, 403, 404],
  // docs/product/ticketing.md "Corrections": a member's own passenger of the booked group (its
  // ticket is issued, so the traveller files a request, 202); Saath's team decides requests
  ['PATCH /api/communities/:id/passengers/:passengerId booked', 401, 202, 404, 404, 404, 404],
  ['GET /api/admin/corrections',                            401, 403, 403, 403, 403, 200],
  ['POST /api/admin/corrections/:id/pass',                  401, 403, 403, 403, 403, 404],
  ['POST /api/admin/corrections/:id/decline',               401, 403, 403, 403, 403, 404],
];

type Person = { headers: Record<string, string>; email: string; password: string };
type World = {
  app: FastifyInstance;
  people: Record<Actor, Person>;
  groups: { rfq: string; pending: string; booked: string; missing: string };
  quote: string;
  /** The airline's selected quote on the booked group. */
  winningQuote: string;
  /** The airline's API key (id). */
  apiKey: string;
  payment: string;
  /** The traveller's refund request (a booked ticket cancelled for a medical reason), with proof. */
  refundRequest: string;
  alert: string;
  alertToken: string;
  ticket: string;
  /** One of the traveller's passengers of the booked group. */
  passenger: string;
  /** A registered account anybody may sign in as (the login row); admins may deactivate it. */
  spare: { id: string; email: string; password: string };
  /** A message sent through the contact form (the handled / reopen rows). */
  contactMessage: string;
  /** What each actor must never find in a successful answer (rule 4, by content). */
  secrets: Record<Actor, string[]>;
  /** What the booked group's manifest shows its winning airline (names, tickets). */
  manifest: string[];
  /** The tickets the airline issued on the booked group, as its ticketing request sent them. */
  ticketing: { pnr: string; tickets: Array<{ passenger_id: string; eticket_number: string }> };
};

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
/** A file whose first bytes make it a PDF: the proof of the traveller's refund request. */
const PROOF_PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
  Buffer.alloc(64),
]);
const PRIVATE_PASSENGER = 'Tanvi Privatepassenger';

const profileOf = (email: string) => ({
  first_name: 'Matrix',
  last_name: 'Actor',
  email,
  phone: '9876543210',
  gender: 'FEMALE',
  date_of_birth: '1990-04-02',
});

/** Where each row's request goes; `who` lets a row give each actor its own data. */
type Request = (w: World, who: Actor) => InjectOptions;
const get =
  (url: (w: World) => string): Request =>
  (w) => ({ method: 'GET', url: url(w) });
const post =
  (url: (w: World) => string, body?: (w: World, who: Actor) => unknown): Request =>
  (w, who) => ({
    method: 'POST',
    url: url(w),
    payload: body?.(w, who) as InjectOptions['payload'],
  });
const group = (name: keyof World['groups']) => (w: World) => w.groups[name];
// One destination per actor, so two actors' creates never meet as the same group.
const DESTINATIONS: Record<Actor, string> = {
  guest: 'JAI',
  traveller: 'CCU',
  otherTraveller: 'MAA',
  airline: 'HYD',
  otherAirline: 'PNQ',
  admin: 'AMD',
};

// Routes asked for as they are written: no parameter, no body.
const PLAIN_GETS = [
  '/api/health',
  '/api/config',
  '/api/meta',
  '/api/public/stats',
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-initializer.js',
  '/api/docs/json',
  '/api/docs/yaml',
  '/metrics',
  '/api/users/me',
  '/api/users/me/credits',
  '/api/communities/',
  '/api/airline/bids',
  '/api/airline/bids.csv',
  '/api/airline/api-keys',
  '/api/airline/webhook',
  '/api/airline/webhook/deliveries',
  '/api/admin/jobs',
  '/api/tickets/',
  '/api/alerts',
  '/api/alerts/suggestions',
  '/api/contact/',
  '/api/admin/analytics',
  '/api/admin/rfq-conversion',
  '/api/admin/communities',
  '/api/admin/users',
  '/api/admin/audit-log',
  '/api/admin/payments',
  '/api/admin/refund-requests',
  '/api/admin/ticketing',
  '/api/admin/corrections',
  '/api/airline/balance',
  '/api/airline/statement.csv',
  '/api/airline/statement.pdf',
  '/api/admin/reconciliation',
  '/api/admin/reconciliation/runs/latest',
  '/api/admin/reconciliation.csv',
  '/api/airline/payouts',
  '/api/admin/payouts',
  '/api/admin/recoveries',
];

const REQUESTS: Record<string, Request> = {
  ...Object.fromEntries(PLAIN_GETS.map((url) => [`GET ${url}`, get(() => url)])),
  'GET /api/docs/static/*': get(() => '/api/docs/static/swagger-ui.css'),

  'POST /api/users/': post(
    () => '/api/users/',
    () => ({
      first_name: 'New',
      last_name: 'Member',
      email: uniqueEmail('matrix'),
      password: STRONG_PASSWORD,
    }),
  ),
  'POST /api/users/login': (w) => ({
    method: 'POST',
    url: '/api/users/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      username: w.spare.email,
      password: w.spare.password,
    }).toString(),
  }),
  'POST /api/users/google': post(
    () => '/api/users/google',
    () => ({ token: 'not-a-google-token' }),
  ),
  'POST /api/users/reset-password-request': post(
    () => '/api/users/reset-password-request',
    (w) => ({ email: w.people.traveller.email }),
  ),
  'GET /api/users/verify-reset-token/:token': get(
    () => '/api/users/verify-reset-token/not-a-token',
  ),
  'POST /api/users/reset-password': post(
    () => '/api/users/reset-password',
    () => ({ token: 'not-a-token', new_password: 'N3w!password' }),
  ),
  'PUT /api/users/me/language': () => ({
    method: 'PUT',
    url: '/api/users/me/language',
    payload: { language: 'hi' },
  }),
  'PUT /api/users/me': (w, who) => ({
    method: 'PUT',
    url: '/api/users/me',
    payload: profileOf(w.people[who].email || uniqueEmail('guest')),
  }),
  'POST /api/users/change-password': post(
    () => '/api/users/change-password',
    (w, who) => ({ current_password: w.people[who].password || 'x', new_password: 'N3w!password' }),
  ),
  'POST /api/users/logout': post(() => '/api/users/logout'),

  'GET /api/communities/search': get(
    () =>
      `/api/communities/search?from_location=${ROUTE.from_location}&to_location=${ROUTE.to_location}&travel_date=${ROUTE.travel_date}`,
  ),
  'POST /api/communities/': post(
    () => '/api/communities/',
    (_w, who) => ({ ...ROUTE, to_location: DESTINATIONS[who], passengers: passengers(1) }),
  ),
  'GET /api/communities/:id rfq': get((w) => `/api/communities/${w.groups.rfq}`),
  'GET /api/communities/:id pending': get((w) => `/api/communities/${w.groups.pending}`),
  'GET /api/communities/:id booked': get((w) => `/api/communities/${w.groups.booked}`),
  'GET /api/communities/:id missing': get((w) => `/api/communities/${w.groups.missing}`),
  ...Object.fromEntries(
    (['rfq', 'pending', 'booked', 'missing'] as const).map((name) => [
      `GET /api/communities/:id/preview ${name}`,
      get((w) => `/api/communities/${group(name)(w)}/preview`),
    ]),
  ),
  'POST /api/communities/:id/join rfq': post(
    (w) => `/api/communities/${w.groups.rfq}/join`,
    () => ({ passengers: passengers(1) }),
  ),
  'POST /api/communities/:id/join missing': post(
    (w) => `/api/communities/${w.groups.missing}/join`,
    () => ({ passengers: passengers(1) }),
  ),
  'POST /api/communities/:id/leave rfq': post((w) => `/api/communities/${w.groups.rfq}/leave`),
  'GET /api/communities/:id/passengers rfq': get(
    (w) => `/api/communities/${w.groups.rfq}/passengers`,
  ),
  'GET /api/communities/:id/bids rfq': get((w) => `/api/communities/${w.groups.rfq}/bids`),
  'GET /api/communities/:id/bids booked': get((w) => `/api/communities/${w.groups.booked}/bids`),
  'GET /api/communities/:id/bids missing': get((w) => `/api/communities/${w.groups.missing}/bids`),
  'GET /api/communities/:id/events rfq': get((w) => `/api/communities/${w.groups.rfq}/events`),
  'GET /api/communities/:id/events pending': get(
    (w) => `/api/communities/${w.groups.pending}/events`,
  ),
  'GET /api/airline/events': get(() => '/api/airline/events'),
  'POST /api/communities/:id/payments booked': post(
    (w) => `/api/communities/${w.groups.booked}/payments`,
    () => ({}),
  ),
  'GET /api/payments/:id': get((w) => `/api/payments/${w.payment}`),
  'GET /api/payments/:id/events': get((w) => `/api/payments/${w.payment}/events`),
  'GET /api/payments/:id/receipt': get((w) => `/api/payments/${w.payment}/receipt`),
  'POST /api/payments/:id/sandbox-checkout': post(
    (w) => `/api/payments/${w.payment}/sandbox-checkout`,
    () => ({ card_number: '4111 1111 1111 1111' }),
  ),
  'POST /api/payments/:id/sandbox-upi': post(
    (w) => `/api/payments/${w.payment}/sandbox-upi`,
    () => ({ vpa: 'success@saath' }),
  ),
  'POST /api/payments/:id/sandbox-upi/decision': post(
    (w) => `/api/payments/${w.payment}/sandbox-upi/decision`,
    () => ({ decision: 'APPROVE' }),
  ),
  'POST /api/payments/:id/razorpay/verify': post(
    (w) => `/api/payments/${w.payment}/razorpay/verify`,
    () => ({
      razorpay_payment_id: 'pay_Matrix0000001',
      razorpay_order_id: 'order_Matrix000001',
      razorpay_signature: 'a'.repeat(64),
    }),
  ),
  'GET /api/communities/:id/money booked': get((w) => `/api/communities/${w.groups.booked}/money`),
  'PUT /api/refund-requests/:id/proof': (w) => ({
    method: 'PUT',
    url: `/api/refund-requests/${w.refundRequest}/proof?file_name=proof.pdf`,
    headers: { 'content-type': 'application/pdf' },
    payload: PROOF_PDF,
  }),
  'GET /api/refund-requests/:id/proof': get((w) => `/api/refund-requests/${w.refundRequest}/proof`),
  'GET /api/admin-setup/:token': get(() => '/api/admin-setup/not-a-live-token'),
  'POST /api/admin-setup': post(
    () => '/api/admin-setup',
    () => ({
      token: 'not-a-live-token',
      first_name: 'First',
      last_name: 'Admin',
      email: uniqueEmail('first-admin'),
      password: STRONG_PASSWORD,
    }),
  ),
  'POST /api/users/me/notification-channel/code': post(
    () => '/api/users/me/notification-channel/code',
    () => ({ channel: 'WHATSAPP', phone: '9876543210' }),
  ),
  'POST /api/users/me/notification-channel/confirm': post(
    () => '/api/users/me/notification-channel/confirm',
    () => ({ code: '123456' }),
  ),
  'POST /api/notifications/webhooks/whatsapp': post(
    () => '/api/notifications/webhooks/whatsapp',
    () => ({ object: 'whatsapp_business_account', entry: [] }),
  ),
  'GET /api/notifications/webhooks/whatsapp': get(
    () =>
      '/api/notifications/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
  ),
  'POST /api/notifications/webhooks/sms': post(
    () => '/api/notifications/webhooks/sms',
    () => [{ number: '919876543210', message: 'STOP' }],
  ),
  // Public (the provider calls it): an unsigned event is refused whoever sends it.
  'POST /api/payments/webhooks/:provider': post(
    () => '/api/payments/webhooks/sandbox',
    () => ({ id: 'evt_1', type: 'payment.captured', order_id: 'x', amount: 1 }),
  ),

  'POST /api/airline/register': post(
    () => '/api/airline/register',
    (_w, who) => ({
      user_data: { name: 'New Airline', email: uniqueEmail('carrier'), password: STRONG_PASSWORD },
      company_data: {
        company_name: `Matrix Air ${who}`,
        email: uniqueEmail('fares'),
        airline_code: `Z${ACTORS.indexOf(who)}`,
      },
    }),
  ),
  'GET /api/quotes/:id rfq': get((w) => `/api/quotes/${w.groups.rfq}`),
  ...Object.fromEntries(
    (['rfq', 'pending', 'booked', 'missing'] as const).map((name) => [
      `POST /api/quotes/:id ${name}`,
      post(
        (w) => `/api/quotes/${group(name)(w)}`,
        () => ({ price_per_ticket: 450_000, flight_number: 'ZZ 123' }),
      ),
    ]),
  ),
  'POST /api/quotes/:quoteId/select': post((w) => `/api/quotes/${w.quote}/select`),
  'POST /api/alerts': post(
    () => '/api/alerts',
    () => ({ from_location: 'DEL', to_location: 'BOM', month: '2027-01' }),
  ),
  'DELETE /api/alerts/:id': (w) => ({ method: 'DELETE', url: `/api/alerts/${w.alert}` }),
  'GET /api/alerts/unsubscribe': get((w) => `/api/alerts/unsubscribe?token=${w.alertToken}`),
  'POST /api/alerts/unsubscribe': post((w) => `/api/alerts/unsubscribe?token=${w.alertToken}`),
  'POST /api/airline/api-keys': post(
    () => '/api/airline/api-keys',
    () => ({ name: 'Matrix system' }),
  ),
  'PUT /api/airline/webhook': () => ({
    method: 'PUT',
    url: '/api/airline/webhook',
    payload: { endpoint: null },
  }),
  'POST /api/airline/webhook/secret': post(() => '/api/airline/webhook/secret'),
  'POST /api/airline/webhook/deliveries/:id/redeliver missing': post(
    () => `/api/airline/webhook/deliveries/${MISSING_ID}/redeliver`,
  ),
  'POST /api/airline/webhook/test': post(() => '/api/airline/webhook/test'),
  'POST /api/admin/jobs/:id/retry missing': post(() => `/api/admin/jobs/${MISSING_ID}/retry`),
  'DELETE /api/airline/api-keys/:id': (w) => ({
    method: 'DELETE',
    url: `/api/airline/api-keys/${w.apiKey}`,
  }),
  'DELETE /api/quotes/:id rfq': (w) => ({ method: 'DELETE', url: `/api/quotes/${w.quote}` }),
  'DELETE /api/quotes/:id booked': (w) => ({
    method: 'DELETE',
    url: `/api/quotes/${w.winningQuote}`,
  }),
  'DELETE /api/quotes/:id missing': () => ({
    method: 'DELETE',
    url: `/api/quotes/${MISSING_ID}`,
  }),

  'GET /api/tickets/:id': get((w) => `/api/tickets/${w.ticket}`),
  'GET /api/airline/quotes/:id/manifest': get(
    (w) => `/api/airline/quotes/${w.winningQuote}/manifest`,
  ),
  'GET /api/airline/quotes/:id/manifest.csv': get(
    (w) => `/api/airline/quotes/${w.winningQuote}/manifest.csv`,
  ),
  'PUT /api/airline/quotes/:id/ticketing': (w) => ({
    method: 'PUT',
    url: `/api/airline/quotes/${w.winningQuote}/ticketing`,
    payload: w.ticketing,
  }),
  'POST /api/airline/quotes/:id/ticketing.csv': (w) => ({
    method: 'POST',
    url: `/api/airline/quotes/${w.winningQuote}/ticketing.csv`,
    headers: { 'content-type': 'text/csv' },
    payload: [
      'passenger_id,pnr,eticket_number',
      ...w.ticketing.tickets.map((t) => `${t.passenger_id},${w.ticketing.pnr},${t.eticket_number}`),
    ].join('\r\n'),
  }),
  // Half an hour later, inside the slot: not a significant change (no full-refund window).
  'POST /api/airline/quotes/:id/schedule-change': post(
    (w) => `/api/airline/quotes/${w.winningQuote}/schedule-change`,
    () => ({
      flight_number: 'ZZ 124',
      departure_time: `${ROUTE.travel_date}T10:00:00+05:30`,
      arrival_time: `${ROUTE.travel_date}T12:15:00+05:30`,
      reason: 'Aircraft rotation changed',
    }),
  ),
  'GET /api/airline/quotes/:id/schedule-changes': get(
    (w) => `/api/airline/quotes/${w.winningQuote}/schedule-changes`,
  ),
  'GET /api/communities/:id/schedule-changes booked': get(
    (w) => `/api/communities/${w.groups.booked}/schedule-changes`,
  ),
  'GET /api/airline/won-groups': get(() => '/api/airline/won-groups'),
  'PUT /api/tickets/:id/cancel': (w) => ({ method: 'PUT', url: `/api/tickets/${w.ticket}/cancel` }),
  'GET /api/tickets/:id/e-ticket': get((w) => `/api/tickets/${w.ticket}/e-ticket`),

  'POST /api/contact/': post(
    () => '/api/contact/',
    () => ({
      name: 'Asha',
      email: 'asha@example.in',
      subject: 'A question',
      message: 'When do groups close?',
    }),
  ),
  'GET /api/admin/communities filtered': get(() => '/api/admin/communities?status=RFQ_SENT'),
  'GET /api/admin/communities/:id rfq': get((w) => `/api/admin/communities/${w.groups.rfq}`),
  'GET /api/admin/communities/:id/bids rfq': get(
    (w) => `/api/admin/communities/${w.groups.rfq}/bids`,
  ),
  'GET /api/admin/communities/:id/bids missing': get(
    (w) => `/api/admin/communities/${w.groups.missing}/bids`,
  ),
  'GET /api/admin/communities/:id missing': get(
    (w) => `/api/admin/communities/${w.groups.missing}`,
  ),
  'POST /api/admin/users/:id/deactivate': post(
    (w) => `/api/admin/users/${w.spare.id}/deactivate`,
    () => ({ reason: 'Authorization matrix' }),
  ),
  'POST /api/admin/users/:id/reactivate': post(
    (w) => `/api/admin/users/${w.spare.id}/reactivate`,
    () => ({ reason: 'Authorization matrix' }),
  ),
  'POST /api/admin/contact/:id/handled': post(
    (w) => `/api/admin/contact/${w.contactMessage}/handled`,
  ),
  'POST /api/admin/contact/:id/reopen': post(
    (w) => `/api/admin/contact/${w.contactMessage}/reopen`,
  ),
  'POST /api/admin/communities/:id/override': post(
    (w) => `/api/admin/communities/${w.groups.rfq}/override`,
    () => ({ status: 'disabled', reason: 'Authorization matrix' }),
  ),
  // A paisa of the booked group's paid share, each time an admin asks.
  'POST /api/admin/payments/:id/refund': post(
    (w) => `/api/admin/payments/${w.payment}/refund`,
    () => ({ amount: 1, reason: 'Authorization matrix' }),
  ),
  'POST /api/admin/refund-requests/:id/decide': post(
    () => `/api/admin/refund-requests/${MISSING_ID}/decide`,
    () => ({ approve: false }),
  ),
  'PATCH /api/communities/:id/passengers/:passengerId booked': (w) => ({
    method: 'PATCH',
    url: `/api/communities/${w.groups.booked}/passengers/${w.passenger}`,
    payload: { full_name: 'Corrected Name' },
  }),
  // No such request: an admin is 404 (a real one is decided once, then 409).
  'POST /api/admin/corrections/:id/pass': post(() => `/api/admin/corrections/${MISSING_ID}/pass`),
  'POST /api/admin/corrections/:id/decline': post(
    () => `/api/admin/corrections/${MISSING_ID}/decline`,
    () => ({ reason: 'Authorization matrix' }),
  ),
  // No such award: an admin is 404 (a real one would be extended once, then 409).
  'POST /api/admin/ticketing/:quoteId/extend': post(
    () => `/api/admin/ticketing/${MISSING_ID}/extend`,
    () => ({ hours: 12, reason: 'Authorization matrix' }),
  ),
  'POST /api/admin/payouts/run': post(() => '/api/admin/payouts/run'),
  'POST /api/admin/payouts/:payoutId/retry': post(() => `/api/admin/payouts/${MISSING_ID}/retry`),
  'POST /api/admin/reconciliation/runs': post(() => '/api/admin/reconciliation/runs'),
  'POST /api/admin/airlines/:companyId/recover': post(
    () => '/api/admin/airlines/00000000-0000-4000-8000-000000000000/recover',
  ),
  'PUT /api/admin/airlines/:companyId/payout-account': () => ({
    method: 'PUT',
    url: '/api/admin/airlines/00000000-0000-4000-8000-000000000000/payout-account',
    payload: { account: 'acc_RouteTest00001' },
  }),
};

/** Builds every record of the matrix through the API, as users would. */
async function buildWorld(app: FastifyInstance): Promise<World> {
  const tara = await traveller(app, 'Tara');
  const omar = await traveller(app, 'Omar');
  const filler = await traveller(app, 'Farah');
  const spare = await signUp(app);
  const carrier = await airline(app, 'Matrix Jet');
  const otherCarrier = await airline(app, 'Other Jet');
  const admin = await adminHeaders(app);

  const withPassengers = async (route: Partial<typeof ROUTE>, count: number) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/communities/',
      headers: tara.headers,
      payload: { ...ROUTE, ...route, passengers: passengers(count, PRIVATE_PASSENGER) },
    });
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
    return response.json().community_id as string;
  };
  const rfq = await withPassengers({}, 4);
  const booked = await withPassengers({ to_location: 'GOI' }, 4);
  for (const id of [rfq, booked]) {
    const joined = await joinRequest(app, filler.headers, id, 3);
    if (joined.json().status !== 'RFQ_SENT') throw new Error(`expected RFQ_SENT: ${joined.body}`);
  }
  const pending = (await createGroup(app, tara.headers, { to_location: 'BLR' }, 1)).community_id;

  const quote = (await bid(app, carrier.headers, rfq, 500_000)).json().quote_id as string;
  const winning = (await bid(app, carrier.headers, booked, 480_000)).json().quote_id as string;
  const selected = await app.inject({
    method: 'POST',
    url: `/api/quotes/${winning}/select`,
    headers: admin,
  });
  if (selected.json().status !== 'READY_FOR_BOOKING')
    throw new Error(`expected READY_FOR_BOOKING: ${selected.body}`);
  const { paymentId } = await pay(app, tara.headers, booked);
  await pay(app, filler.headers, booked);
  // The airline issues the tickets: only an issued ticket is cancelled or downloaded.
  const issued = await ticketGroup(app, carrier.headers, booked);
  const ticketing = {
    pnr: issued.pnr,
    tickets: issued.report.rows.map((r: { passenger_id: string; eticket_number: string }) => ({
      passenger_id: r.passenger_id,
      eticket_number: r.eticket_number,
    })),
  };
  const tickets = (await app.inject({ url: '/api/tickets/', headers: tara.headers })).json();
  const apiKey = await app.inject({
    method: 'POST',
    url: '/api/airline/api-keys',
    headers: carrier.headers,
    payload: { name: 'Matrix Jet system' },
  });
  if (apiKey.statusCode !== 201) throw new Error(`API key failed: ${apiKey.body}`);
  if (tickets.length !== 4) throw new Error(`expected 4 tickets: ${JSON.stringify(tickets)}`);
  const cancelled = await app.inject({
    method: 'PUT',
    url: `/api/tickets/${tickets[3].ticket_id}/cancel`,
    headers: tara.headers,
    payload: { reason: 'MEDICAL' },
  });
  const refundRequest = cancelled.json().cancellation?.refund_request_id as string;
  if (!refundRequest) throw new Error(`expected a refund request: ${cancelled.body}`);
  const proof = await app.inject({
    method: 'PUT',
    url: `/api/refund-requests/${refundRequest}/proof`,
    headers: { ...tara.headers, 'content-type': 'application/pdf' },
    payload: PROOF_PDF,
  });
  if (proof.statusCode !== 200) throw new Error(`proof failed: ${proof.body}`);

  const alertAnswer = await app.inject({
    method: 'POST',
    url: '/api/alerts',
    headers: tara.headers,
    payload: {
      from_location: 'DEL',
      to_location: 'GOI',
      date_from: '2026-12-05',
      date_to: '2026-12-20',
    },
  });
  if (alertAnswer.statusCode !== 201) throw new Error(`alert failed: ${alertAnswer.body}`);
  const alert = alertAnswer.json().alert_id as string;
  const alertToken = createUnsubscribeTokens(TEST_ENV.JWT_SECRET).issue(
    alert,
    new Date(Date.parse('2027-01-01T00:00:00Z')),
  );

  const contact = await app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: {
      name: 'Asha',
      email: 'asha@example.in',
      subject: 'A question',
      message: 'When do groups close?',
    },
  });
  if (contact.statusCode !== 201) throw new Error(`contact failed: ${contact.body}`);
  const contactMessage = contact.json().id as string;

  const ticketSecrets = tickets.flatMap((t: { ticket_id: string; ticket_number: string }) => [
    t.ticket_id,
    t.ticket_number,
  ]);
  const quoteSecrets = [quote, winning, apiKey.json().id, apiKey.json().key];
  const everyoneButTara = [PRIVATE_PASSENGER, ...ticketSecrets, paymentId, refundRequest, alert];
  return {
    app,
    people: {
      guest: { headers: {}, email: '', password: '' },
      traveller: { headers: tara.headers, email: tara.email, password: STRONG_PASSWORD },
      otherTraveller: { headers: omar.headers, email: omar.email, password: STRONG_PASSWORD },
      airline: { headers: carrier.headers, email: carrier.email, password: STRONG_PASSWORD },
      otherAirline: {
        headers: otherCarrier.headers,
        email: otherCarrier.email,
        password: STRONG_PASSWORD,
      },
      admin: { headers: admin, email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    },
    groups: { rfq, pending, booked, missing: MISSING_ID },
    quote,
    winningQuote: winning,
    apiKey: apiKey.json().id,
    payment: paymentId,
    refundRequest,
    alert,
    alertToken,
    ticket: tickets[0].ticket_id,
    // The passenger of the first ticket (the last one is cancelled above).
    passenger: (
      await app.inject({ url: `/api/communities/${booked}/passengers`, headers: tara.headers })
    )
      .json()
      .passengers.find((p: { full_name: string }) => p.full_name === tickets[0].passenger_name).id,
    spare: { id: spare.user.id, email: spare.email, password: spare.password },
    contactMessage,
    manifest: [
      PRIVATE_PASSENGER,
      ...tickets.map((t: { ticket_number: string }) => t.ticket_number),
    ],
    ticketing,
    secrets: {
      guest: [...everyoneButTara, tara.email, ...quoteSecrets],
      traveller: [...quoteSecrets],
      otherTraveller: [...everyoneButTara, tara.email, ...quoteSecrets],
      airline: [...everyoneButTara, tara.email],
      otherAirline: [...everyoneButTara, tara.email, ...quoteSecrets],
      // Admins pass every permission check: nothing is kept from them.
      admin: [],
    },
  };
}

/**
 * An event stream never ends: its status, and for a group's stream the first event
 * (the record it opens with), which is checked for leaks like any other answer.
 */
async function streamAnswer(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const opened = await openStream(app, url, headers);
  let body = JSON.stringify(opened.json ?? '');
  if (opened.stream && url.startsWith('/api/communities/'))
    body = (await opened.stream.next()).data;
  opened.close();
  return { statusCode: opened.status, body };
}

// Rows that change nothing share one world; a row that may change something gets its own.
const changes = (key: string) => !/^(GET|HEAD) /.test(key);
const ROWS = [...EXPECTED].sort((a, b) => Number(changes(a[0])) - Number(changes(b[0])));
// The actor a row's change is meant for goes last, so the others meet the records unchanged.
const RUN_ORDER: Actor[] = [
  'guest',
  'otherTraveller',
  'otherAirline',
  'airline',
  'admin',
  'traveller',
];

let database: Database;
let current: { app: FastifyInstance; world: World; fresh: boolean } | undefined;
let cells = 0;

async function worldFor(key: string): Promise<World> {
  if (current && current.fresh && !changes(key)) return current.world;
  await current?.app.close();
  await truncateAll(database);
  const { app } = await buildTestApp(database, {
    ...ADMIN_ENV,
    METRICS_TOKEN: 'the-operators-metrics-token',
  });
  current = { app, world: await buildWorld(app), fresh: true };
  return current.world;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await current?.app.close();
  await database.close();
  console.log(
    `authorization matrix: ${cells} cells checked (${EXPECTED.length} rows × ${ACTORS.length} actors)`,
  );
});

describe('authorization matrix', () => {
  it('has a row for every route the app registers, and no row for a route it does not', async () => {
    await worldFor('GET /api/health');
    // Fastify adds a HEAD route beside each GET (for a prefix's '/', beside the bare prefix).
    const impliedHead = (r: string) =>
      r.startsWith('HEAD ') &&
      (registered.has(`GET ${r.slice(5)}`) ||
        registered.has(`GET ${r.slice(5).replace(/\/$/, '')}`));
    const routes = [...registered].filter((r) => !impliedHead(r)).sort();
    const rows = [...new Set(EXPECTED.map(([key]) => key.split(' ').slice(0, 2).join(' ')))].sort();
    expect(routes).toEqual(rows);
    expect(Object.keys(REQUESTS).sort()).toEqual(EXPECTED.map(([key]) => key).sort());
  });

  it.each(ROWS)('%s', async (key, ...statuses) => {
    const world = await worldFor(key);
    const got: Partial<Record<Actor, number>> = {};
    const leaks: string[] = [];
    for (const who of RUN_ORDER) {
      const request = REQUESTS[key]!(world, who);
      const headers = { ...request.headers, ...world.people[who].headers };
      const response = /\/events$/.test(String(request.url))
        ? await streamAnswer(world.app, String(request.url), headers as Record<string, string>)
        : await world.app.inject({ ...request, headers });
      got[who] = response.statusCode;
      cells += 1;
      if (response.statusCode < 300) {
        // The winning airline's passenger manifest shows it the booked group's passengers (its
        // balance and statements name the seats it issued, as the manifest does).
        const shown =
          /\/(manifest|ticketing|balance|statement)/.test(key) && who === 'airline'
            ? world.manifest
            : [];
        for (const secret of world.secrets[who])
          if (response.body.includes(secret) && !shown.includes(secret))
            leaks.push(`${who} was shown ${secret}`);
      }
    }
    if (changes(key)) current!.fresh = false;
    const expected = Object.fromEntries(ACTORS.map((who, i) => [who, statuses[i]]));
    expect({ statuses: got, leaks }).toEqual({ statuses: expected, leaks: [] });
  });
});
