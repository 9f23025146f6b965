import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MAIL_SINK } from './ports.ts';

export { MAIL_SINK } from './ports.ts';
export const STRONG_PASSWORD = 'Str0ng!pass';
export const ADMIN = { email: 'admin@saath.test', password: 'Adm1n!e2e-pass' };

export function uniqueEmail(prefix = 'traveller') {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
}

/** A traveller created through the API, for tests whose subject is not registration. */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<{
    first_name: string;
    last_name: string;
    email: string;
    password: string;
  }> = {},
) {
  const body = {
    first_name: 'Asha',
    last_name: 'Verma',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const response = await request.post('/api/users/', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return body;
}

/** A form field by its exact label; required fields show a trailing '*'. */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

export async function logInViaForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email address').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

/** Waits for a mail to `to` whose text matches `pattern` and returns the first capture group. */
export async function readMail(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const messages: Array<{ raw: string }> = await (
          await request.get(`${MAIL_SINK}/messages?to=${encodeURIComponent(to)}`)
        ).json();
        // Quoted-printable soft line breaks would split a long link.
        const texts = messages.map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
        found = texts.map((t) => t.match(pattern)?.[1]).find(Boolean);
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

/** axe: no serious or critical violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  // A dialog or alert still fading in has colours between its start and end: axe would measure
  // a contrast nobody sees once it settles. Wait for running transitions and animations first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner's endless animation never finishes: only those that end are waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Sets the fields the completeness gate needs, through the API. */
export async function completeProfileViaApi(
  request: APIRequestContext,
  user: { email: string; password: string; first_name: string; last_name: string },
) {
  const access_token = await tokenViaApi(request, user);
  const response = await request.put('/api/users/me', {
    headers: { authorization: `Bearer ${access_token}` },
    data: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: '9876543210',
      gender: 'FEMALE',
      date_of_birth: '1991-05-20',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return access_token;
}

const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

export type Route = { from: string; to: string; slot: string };

/**
 * A travel date on `route` whose ±3-day search window holds no group yet, found by asking the
 * search API (a state, not a guess): a test that creates a group there starts clean, and so does
 * its retry, which sees the first attempt's group and moves on to another week.
 */
export async function unusedTravelDate(
  request: APIRequestContext,
  token: string,
  route: Route,
): Promise<string> {
  // Weeks apart, so one candidate's window never overlaps the next; well inside the booking
  // horizon and past the 11-day minimum lead time.
  const firstWeek = Math.floor(Math.random() * 30);
  for (let week = 0; week < 30; week += 1) {
    const date = isoDay(20 + ((firstWeek + week) % 30) * 7);
    const query = new URLSearchParams({
      from_location: route.from,
      to_location: route.to,
      travel_date: date,
      time_slot: route.slot,
    });
    const response = await request.get(`/api/communities/search?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { exact_matches, alternative_matches } = await response.json();
    if (exact_matches.length === 0 && alternative_matches.length === 0) return date;
  }
  throw new Error(`no free travel date on ${route.from}-${route.to} ${route.slot}`);
}

/** An access token through the login API, for set-up calls. */
export async function tokenViaApi(
  request: APIRequestContext,
  user: { email: string; password: string },
): Promise<string> {
  const login = await request.post('/api/users/login', {
    form: { username: user.email, password: user.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).access_token as string;
}

/** A 3-character airline code (unique in the database), random enough that a retry never collides. */
export function uniqueAirlineCode(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const pick = () => alphabet[Math.floor(Math.random() * alphabet.length)];
  return `${alphabet[Math.floor(Math.random() * 26)]}${pick()}${pick()}`;
}

/** `count` passengers for a join or a create, named after `prefix`. */
export function passengersFor(prefix: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    full_name: `${prefix} Passenger ${i + 1}`,
    dob: '1985-07-01',
    age: 41,
    gender: i % 2 ? 'M' : 'F',
    phone: '9876543210',
    email: `${prefix.toLowerCase()}${i + 1}@example.in`,
  }));
}

/** Two travellers bring a new group to 7 passengers: it is RFQ_SENT when this returns. */
/**
 * A forming group that Kavya started with 4 passengers on a Delhi-Mumbai date nobody else flies:
 * 3 more passengers send it to the airlines.
 */
export async function formingGroupViaApi(request: APIRequestContext) {
  const creator = await registerViaApi(request, { first_name: 'Kavya' });
  const token = await completeProfileViaApi(request, creator);
  const route = { from: 'DEL', to: 'BOM', slot: 'SLOT_16_20' };
  const date = await unusedTravelDate(request, token, route);
  const created = await request.post('/api/communities/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      from_location: route.from,
      to_location: route.to,
      travel_date: date,
      time_slot: route.slot,
      passengers: passengersFor('Kavya', 4),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { group: await created.json(), creator, route, date };
}

export async function rfqGroupViaApi(request: APIRequestContext) {
  const { group, creator: first } = await formingGroupViaApi(request);
  const second = await registerViaApi(request, { first_name: 'Arjun' });
  const secondToken = await completeProfileViaApi(request, second);
  const joined = await request.post(`/api/communities/${group.community_id}/join`, {
    headers: { authorization: `Bearer ${secondToken}` },
    data: { passengers: passengersFor('Arjun', 3) },
  });
  expect((await joined.json()).status).toBe('RFQ_SENT');
  return { group: await joined.json(), travellers: [first, second] as const };
}

let airlineSeq = 0;
/** An airline partner registered through the API. */
export async function registerAirlineViaApi(request: APIRequestContext, companyName: string) {
  airlineSeq += 1;
  const email = uniqueEmail('airline');
  const code = uniqueAirlineCode();
  const response = await request.post('/api/airline/register', {
    data: {
      user_data: { name: 'Fares Desk', email, phone: '9876500000', password: STRONG_PASSWORD },
      company_data: {
        company_name: `${companyName} ${airlineSeq}`,
        email: `fares.${email}`,
        airline_code: code,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: STRONG_PASSWORD, companyName: `${companyName} ${airlineSeq}` };
}

/**
 * Resolves once the page has handled what is pending (scroll events, the renders they schedule)
 * and painted: the point at which "nothing changed" can be asserted, with no fixed sleep.
 */
export async function afterNextPaint(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/** Walks the 3-step wizard: count, one card per passenger, review, submit. */
export async function fillWizard(page: Page, count: number, submit: string, prefix: string) {
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Number of passengers').fill(String(count));
  await dialog.getByRole('button', { name: 'Next' }).click();
  for (let i = 1; i <= count; i++) {
    const card = dialog.getByRole('group', { name: `Passenger ${i}` });
    await field(card, 'Full name').fill(`${prefix} Traveller ${i}`);
    await field(card, 'Gender').selectOption(i % 2 ? 'F' : 'M');
    await field(card, 'Date of birth').fill('1990-01-15');
    await field(card, 'Age').fill('36');
    await field(card, 'Phone').fill('9876543210');
    await field(card, 'Email').fill(`t${i}@example.in`);
  }
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText(`${prefix} Traveller ${count}`)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: submit }).click();
}

/**
 * A member pays their share by sandbox UPI through the API (ADR 0057): a collect request to
 * success@saath, which the sandbox approves through its job worker; resolves once it is PAID.
 */
export async function payByUpiViaApi(
  request: APIRequestContext,
  communityId: string,
  member: { email: string; password: string },
  timeout = 90_000,
) {
  const headers = { authorization: `Bearer ${await tokenViaApi(request, member)}` };
  const created = await request.post(`/api/communities/${communityId}/payments`, {
    headers,
    data: {},
  });
  expect([200, 201], await created.text()).toContain(created.status());
  const paymentId: string = (await created.json()).payment_id;
  const sent = await request.post(`/api/payments/${paymentId}/sandbox-upi`, {
    headers,
    data: { vpa: 'success@saath' },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await expect(async () => {
    const payment = await request.get(`/api/payments/${paymentId}`, { headers });
    expect((await payment.json()).status).toBe('PAID');
  }).toPass({ timeout, intervals: [500, 1_000] });
  return paymentId;
}

/**
 * The members pay their shares through the API and the sandbox checkout (the web
 * payment panel is another change), once the group awaits payment; the last share books it.
 */
export async function payAllViaApi(
  request: APIRequestContext,
  communityId: string,
  members: ReadonlyArray<{ email: string; password: string }>,
  timeout = 90_000,
) {
  for (const member of members) {
    const headers = { authorization: `Bearer ${await tokenViaApi(request, member)}` };
    let paymentId = '';
    await expect(async () => {
      const created = await request.post(`/api/communities/${communityId}/payments`, {
        headers,
        data: {},
      });
      expect([200, 201], await created.text()).toContain(created.status());
      paymentId = (await created.json()).payment_id;
    }).toPass({ timeout, intervals: [2_000] });
    const paid = await request.post(`/api/payments/${paymentId}/sandbox-checkout`, {
      headers,
      data: { card_number: '4111 1111 1111 1111' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    expect((await paid.json()).status).toBe('PAID');
  }
}

const streamless = new WeakSet<Page>();
/**
 * Live pages hold an event stream open (ADR 0020), and Playwright's 'networkidle'
 * waits for no request in flight: it never comes while one is. A check that measures or
 * photographs a page once its requests settle answers the page's stream with 404, so the page
 * falls back to reading its data again every 15 s, as it does when a stream cannot open.
 */
export async function withoutLiveStreams(page: Page) {
  if (streamless.has(page)) return;
  streamless.add(page);
  await page.route(/\/api\/(communities\/[^/]+|airline)\/events$/, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Not found"}' }),
  );
}

/** A marker on the window (live pages): gone if the page reloaded. */
export async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
}
/** Whether the page marked by `markPage` is still the same, never reloaded. */
export const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark === 1);

let eticketSeq = 0;
/**
 * A 13-digit e-ticket number no other ticket of this run holds (they are unique across groups):
 * an airline prefix, the clock's last digits and a counter.
 */
export function uniqueEticketNumber(prefix = '217'): string {
  eticketSeq += 1;
  return `${prefix}${String(Date.now()).slice(-7)}${String(eticketSeq % 1000).padStart(3, '0')}`;
}

/** A group PNR (six letters or digits) for one group of this run. */
export function uniquePnr(): string {
  return `E${uniqueAirlineCode()}${String(Date.now() % 100).padStart(2, '0')}`;
}

/**
 * The winning airline issues a booked group's tickets through the API, as its systems would
 * (docs/product/ticketing.md): the group PNR and one e-ticket number a passenger not cancelled.
 * Waits for the group to be BOOKED on the airline's bid first (the last payment books it).
 * Tickets stay PENDING until this has run: cancelling and the e-ticket need them ISSUED.
 */
export async function ticketGroupViaApi(
  request: APIRequestContext,
  airline: { email: string; password: string },
  communityId: string,
) {
  const headers = { authorization: `Bearer ${await tokenViaApi(request, airline)}` };
  let quoteId = '';
  await expect(async () => {
    const won = await request.get('/api/airline/won-groups', { headers });
    expect(won.status(), await won.text()).toBe(200);
    const group = (
      (await won.json()) as {
        groups: Array<{ community_id: string; quote_id: string; status: string }>;
      }
    ).groups.find((g) => g.community_id === communityId);
    expect(group?.status).toBe('BOOKED');
    quoteId = group!.quote_id;
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  const manifest = await request.get(`/api/airline/quotes/${quoteId}/manifest`, { headers });
  expect(manifest.status(), await manifest.text()).toBe(200);
  const { pnr: stored, passengers } = (await manifest.json()) as {
    pnr: string | null;
    passengers: Array<{ passenger_id: string; ticket_status: string }>;
  };
  const pnr = stored ?? uniquePnr();
  const tickets = passengers
    .filter((p) => p.ticket_status === 'PENDING')
    .map((p) => ({ passenger_id: p.passenger_id, eticket_number: uniqueEticketNumber() }));
  if (tickets.length > 0) {
    const issued = await request.put(`/api/airline/quotes/${quoteId}/ticketing`, {
      headers,
      data: { pnr, tickets },
    });
    expect(issued.status(), await issued.text()).toBe(200);
    expect((await issued.json()).refused).toBe(0);
  }
  return { quoteId, pnr, tickets };
}

/** What an airline bids on a group: the price per ticket in paise, the flight and its times. */
export type BidTerms = {
  price_per_ticket: number;
  flight_number: string;
  departure_time?: string;
  arrival_time?: string;
};

/** An airline's bid on a group whose bidding is open, through the API; returns the quote. */
export async function bidViaApi(
  request: APIRequestContext,
  airline: { email: string; password: string },
  communityId: string,
  terms: BidTerms,
): Promise<{ quote_id: string }> {
  const response = await request.post(`/api/quotes/${communityId}`, {
    headers: { authorization: `Bearer ${await tokenViaApi(request, airline)}` },
    data: terms,
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export type RfqGroup = Awaited<ReturnType<typeof rfqGroupViaApi>>;

/**
 * The state most journeys after the bidding start from, built through the public API only: a
 * group of 7 (`rfqGroupViaApi`: Kavya's 4 passengers, Arjun's 3) whose bid a new airline won.
 * The airline bids `bid`; an admin awards it by selecting the bid, or, given `overrideReason`,
 * by overriding the group's status to the payment stage (held on the one bid it has). Then, by
 * default, both members pay their shares (the last one books the group); `paid: false` leaves
 * the group awaiting payment, for journeys that pay in the browser. `ticketed: true` has the
 * airline issue every ticket too (cancelling and the e-ticket need them issued).
 * `rfq` starts from a group the caller already brought to 7 (e.g. with a member of its own).
 */
export async function wonGroupViaApi(
  request: APIRequestContext,
  options: {
    rfq?: RfqGroup;
    airlineName?: string;
    bid?: BidTerms;
    overrideReason?: string;
    paid?: boolean;
    ticketed?: boolean;
  } = {},
) {
  const paid = options.paid ?? true;
  // Tickets are issued only on a booked group, and only paying books it.
  if (options.ticketed && !paid) throw new Error('a group is ticketed only once it is paid');
  const { group, travellers } = options.rfq ?? (await rfqGroupViaApi(request));
  const airline = await registerAirlineViaApi(request, options.airlineName ?? 'Won Air');
  const { quote_id: quoteId } = await bidViaApi(
    request,
    airline,
    group.community_id,
    options.bid ?? {
      price_per_ticket: 440_000,
      flight_number: 'WA 101',
      departure_time: '09:30',
      arrival_time: '11:45',
    },
  );
  const admin = { authorization: `Bearer ${await tokenViaApi(request, ADMIN)}` };
  const awarded =
    options.overrideReason === undefined
      ? await request.post(`/api/quotes/${quoteId}/select`, { headers: admin })
      : await request.post(`/api/admin/communities/${group.community_id}/override`, {
          headers: admin,
          data: { status: 'ready_for_booking', reason: options.overrideReason },
        });
  expect(awarded.status(), await awarded.text()).toBe(200);
  expect((await awarded.json()).status).toBe('READY_FOR_BOOKING');
  if (paid) await payAllViaApi(request, group.community_id, travellers);
  const ticketing = options.ticketed
    ? await ticketGroupViaApi(request, airline, group.community_id)
    : undefined;
  return { group, travellers, airline, quoteId, ticketing };
}
