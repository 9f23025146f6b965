import type { FastifyInstance } from 'fastify';
import type { PassengerInput } from '@saath/shared/groups';
import type { ManualClock } from '../../src/platform/clock.ts';
import { bearer, login, signUp } from './app.ts';

/** The test clock starts 2026-11-21 (India); the earliest bookable date is 2026-12-02. */
export const TRAVEL_DATE = '2026-12-10';

/** A signed-in traveller whose profile passes the completeness gate. */
export async function traveller(app: FastifyInstance, firstName = 'Asha') {
  const user = await signUp(app, { first_name: firstName });
  const response = await app.inject({
    method: 'PUT',
    url: '/api/users/me',
    headers: user.headers,
    payload: {
      first_name: firstName,
      last_name: 'Verma',
      email: user.email,
      phone: '9876543210',
      gender: 'FEMALE',
      date_of_birth: '1990-04-02',
    },
  });
  if (response.statusCode !== 200) throw new Error(`profile update failed: ${response.body}`);
  return user;
}

export function passengers(count: number, name = 'Passenger'): PassengerInput[] {
  return Array.from({ length: count }, (_, i) => ({
    full_name: `${name} ${i + 1}`,
    dob: '1988-01-0' + ((i % 9) + 1),
    age: 38,
    gender: i % 2 ? 'M' : 'F',
    phone: '9876543210',
    email: `p${i + 1}@example.in`,
  }));
}

export type Route = {
  from_location: string;
  to_location: string;
  travel_date: string;
  time_slot: string;
};
export const ROUTE: Route = {
  from_location: 'DEL',
  to_location: 'BOM',
  travel_date: TRAVEL_DATE,
  time_slot: 'SLOT_08_12',
};

export async function createGroup(
  app: FastifyInstance,
  headers: Record<string, string>,
  route: Partial<Route> = {},
  count?: number,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/communities/',
    headers,
    payload: { ...ROUTE, ...route, ...(count ? { passengers: passengers(count) } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json();
}

export function joinRequest(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  count: number,
) {
  return app.inject({
    method: 'POST',
    url: `/api/communities/${id}/join`,
    headers,
    payload: { passengers: passengers(count) },
  });
}

/** A group that has just reached the threshold: RFQ_SENT, bidding open for 48 h. */
export async function rfqGroup(app: FastifyInstance, route: Partial<Route> = {}) {
  const asha = await traveller(app, 'Asha');
  const ravi = await traveller(app, 'Ravi');
  const group = await createGroup(app, asha.headers, route, 4);
  const joined = await joinRequest(app, ravi.headers, group.community_id, 3);
  if (joined.json().status !== 'RFQ_SENT') throw new Error(`expected RFQ_SENT: ${joined.body}`);
  return { group: joined.json(), members: [asha, ravi] };
}

let airlineCounter = 0;
/** A registered, signed-in airline partner. */
export async function airline(app: FastifyInstance, name = 'Vistara Test') {
  airlineCounter += 1;
  // Three characters, unique for the first 1 296 airlines a worker registers (test files share
  // the worker's modules, so the count runs on across files).
  const code = `A${(airlineCounter % 1296).toString(36).toUpperCase().padStart(2, '0')}`;
  const email = `ops${airlineCounter}.${process.pid}@airline.example`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/airline/register',
    payload: {
      user_data: { name: 'Airline Ops', email, phone: '9876500000', password: 'Str0ng!pass' },
      company_data: {
        company_name: name,
        email: `fares${airlineCounter}@airline.example`,
        airline_code: code,
      },
    },
  });
  if (response.statusCode !== 201) throw new Error(`airline register failed: ${response.body}`);
  const token = await login(app, email, 'Str0ng!pass');
  return {
    ...response.json(),
    email,
    companyEmail: `fares${airlineCounter}@airline.example`,
    code,
    headers: bearer(token),
  };
}

/** An API key of a new airline (ADR 0019): requests with it count against its company's budget. */
export async function airlineApiKey(app: FastifyInstance, name = 'Key Air'): Promise<string> {
  const carrier = await airline(app, name);
  const created = await app.inject({
    method: 'POST',
    url: '/api/airline/api-keys',
    headers: carrier.headers,
    payload: { name: 'Revenue system' },
  });
  if (created.statusCode !== 201) throw new Error(`API key creation failed: ${created.body}`);
  return created.json().key;
}

export function bid(
  app: FastifyInstance,
  headers: Record<string, string>,
  communityId: string,
  pricePaise: number,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/quotes/${communityId}`,
    headers,
    payload: {
      price_per_ticket: pricePaise,
      flight_number: 'AI 101',
      departure_time: '09:30',
      arrival_time: '11:45',
      ...extra,
    },
  });
}

/** A member pays their share through the sandbox (a test card); the checkout's answer. */
export async function pay(
  app: FastifyInstance,
  headers: Record<string, string>,
  communityId: string,
  options: { card?: string; applyCredits?: boolean } = {},
) {
  const created = await app.inject({
    method: 'POST',
    url: `/api/communities/${communityId}/payments`,
    headers,
    payload: options.applyCredits === undefined ? {} : { apply_credits: options.applyCredits },
  });
  if (created.statusCode !== 201 && created.statusCode !== 200)
    throw new Error(`payment not created: ${created.statusCode} ${created.body}`);
  const paymentId: string = created.json().payment_id;
  const checkout = await app.inject({
    method: 'POST',
    url: `/api/payments/${paymentId}/sandbox-checkout`,
    headers,
    payload: { card_number: options.card ?? '4111 1111 1111 1111' },
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  return { paymentId, created: created.json(), result: checkout.json() };
}

/** Every member pays in turn (the last payment books the group). */
export async function payAll(
  app: FastifyInstance,
  communityId: string,
  members: Array<{ headers: Record<string, string> }>,
) {
  for (const member of members) await pay(app, member.headers, communityId);
}

/** A group of Asha (4) and Ravi (3) (and `extra` members) whose bid of ₹4,800 won: awaiting
 * payment. */
export async function awaitingPaymentGroup(
  t: { app: FastifyInstance; clock: ManualClock },
  extra: Array<{ passengers: number; name: string }> = [],
) {
  const { group, members } = await rfqGroup(t.app);
  // Later than the request for quote (the invariants date mails by it).
  t.clock.advance(60_000);
  const more = [];
  for (const { passengers, name } of extra) {
    const member = await traveller(t.app, name);
    await joinRequest(t.app, member.headers, group.community_id, passengers);
    more.push(member);
  }
  const carrier = await airline(t.app, 'IndiGo Test');
  await bid(t.app, carrier.headers, group.community_id, 480_000, { flight_number: '6E 21' });
  t.clock.advance(48 * 3600 * 1000);
  if ((await t.app.saath.lifecycle.sweep()) !== 1)
    throw new Error('the bidding window did not close');
  const [asha, ravi] = members as [(typeof members)[0], (typeof members)[0]];
  return { group, asha, ravi, more, carrier };
}
