import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GroupStatus, PassengerInput } from '@saath/shared/groups';
import { airlineManifestPath } from '@saath/shared/airlines';
import { API } from '@saath/shared/http';
import { ADMIN_PAYOUTS_RUN_PATH } from '@saath/shared/settlement';
import { AIRLINE_WON_GROUPS_PATH, airlineTicketingPath } from '@saath/shared/ticketing';
import { indiaDate } from '@saath/shared/india-time';
import { addDays } from '@saath/shared/travel';
import { users } from '../src/db/schema/users.ts';
import type { ManualClock } from '../src/platform/clock.ts';

// The demo marketplace of `npm run seed:demo` (README "Demo data"). Everything goes through the
// real HTTP API, the sweeper and the injectable clock, exactly as users and deadlines would make
// it: registrations, profiles, groups, joins, bids, deadlines, tickets, credits, overrides,
// contact messages. Nothing is written to a table directly.

export const DEMO_PASSWORD = 'Saath!Demo2026';
export const DEMO_ADMIN = { email: 'admin@demo.saath.in', password: 'Saath!Admin2026' };
const DOMAIN = 'demo.saath.in';
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

type Gender = 'MALE' | 'FEMALE';
type Person = {
  first: string;
  last: string;
  gender: Gender;
  city: string;
  state: string;
  pin: string;
  dob: string;
};

const TRAVELLERS: Person[] = [
  {
    first: 'Aarav',
    last: 'Sharma',
    gender: 'MALE',
    city: 'New Delhi',
    state: 'Delhi',
    pin: '110017',
    dob: '1988-03-14',
  },
  {
    first: 'Ananya',
    last: 'Iyer',
    gender: 'FEMALE',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pin: '600020',
    dob: '1992-07-02',
  },
  {
    first: 'Rohan',
    last: 'Mehta',
    gender: 'MALE',
    city: 'Mumbai',
    state: 'Maharashtra',
    pin: '400050',
    dob: '1985-11-23',
  },
  {
    first: 'Priya',
    last: 'Nair',
    gender: 'FEMALE',
    city: 'Kochi',
    state: 'Kerala',
    pin: '682016',
    dob: '1994-01-30',
  },
  {
    first: 'Vikram',
    last: 'Singh',
    gender: 'MALE',
    city: 'Jaipur',
    state: 'Rajasthan',
    pin: '302001',
    dob: '1979-09-08',
  },
  {
    first: 'Kavya',
    last: 'Reddy',
    gender: 'FEMALE',
    city: 'Hyderabad',
    state: 'Telangana',
    pin: '500034',
    dob: '1996-05-17',
  },
  {
    first: 'Arjun',
    last: 'Das',
    gender: 'MALE',
    city: 'Kolkata',
    state: 'West Bengal',
    pin: '700019',
    dob: '1990-12-04',
  },
  {
    first: 'Meera',
    last: 'Pillai',
    gender: 'FEMALE',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560038',
    dob: '1987-08-21',
  },
  {
    first: 'Siddharth',
    last: 'Rao',
    gender: 'MALE',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560076',
    dob: '1993-02-11',
  },
  {
    first: 'Ishita',
    last: 'Banerjee',
    gender: 'FEMALE',
    city: 'Kolkata',
    state: 'West Bengal',
    pin: '700029',
    dob: '1998-10-26',
  },
  {
    first: 'Karan',
    last: 'Malhotra',
    gender: 'MALE',
    city: 'New Delhi',
    state: 'Delhi',
    pin: '110048',
    dob: '1983-04-19',
  },
  {
    first: 'Neha',
    last: 'Gupta',
    gender: 'FEMALE',
    city: 'Pune',
    state: 'Maharashtra',
    pin: '411004',
    dob: '1991-06-09',
  },
  {
    first: 'Aditya',
    last: 'Kulkarni',
    gender: 'MALE',
    city: 'Pune',
    state: 'Maharashtra',
    pin: '411038',
    dob: '1989-01-15',
  },
  {
    first: 'Pooja',
    last: 'Joshi',
    gender: 'FEMALE',
    city: 'Ahmedabad',
    state: 'Gujarat',
    pin: '380009',
    dob: '1995-03-03',
  },
  {
    first: 'Rahul',
    last: 'Verma',
    gender: 'MALE',
    city: 'Mumbai',
    state: 'Maharashtra',
    pin: '400076',
    dob: '1986-12-28',
  },
  {
    first: 'Sneha',
    last: 'Menon',
    gender: 'FEMALE',
    city: 'Kochi',
    state: 'Kerala',
    pin: '682024',
    dob: '1997-09-12',
  },
  {
    first: 'Nikhil',
    last: 'Chatterjee',
    gender: 'MALE',
    city: 'Kolkata',
    state: 'West Bengal',
    pin: '700091',
    dob: '1984-07-07',
  },
  {
    first: 'Divya',
    last: 'Krishnan',
    gender: 'FEMALE',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pin: '600041',
    dob: '1993-11-01',
  },
  {
    first: 'Manish',
    last: 'Agarwal',
    gender: 'MALE',
    city: 'Jaipur',
    state: 'Rajasthan',
    pin: '302017',
    dob: '1981-02-22',
  },
  {
    first: 'Lakshmi',
    last: 'Subramanian',
    gender: 'FEMALE',
    city: 'Hyderabad',
    state: 'Telangana',
    pin: '500081',
    dob: '1990-08-16',
  },
];

// Companions travelling with a member (passengers 2 to 4 of a booking), each with the gender
// their name suggests (a 'Dev' listed as female reads as a bug).
const COMPANIONS: Array<{ first: string; gender: 'M' | 'F' }> = [
  { first: 'Sunita', gender: 'F' },
  { first: 'Ramesh', gender: 'M' },
  { first: 'Anjali', gender: 'F' },
  { first: 'Dev', gender: 'M' },
  { first: 'Tara', gender: 'F' },
  { first: 'Kabir', gender: 'M' },
  { first: 'Nisha', gender: 'F' },
  { first: 'Om', gender: 'M' },
];

const AIRLINES = [
  {
    user: { name: 'Farah Qureshi', email: `revenue@jetwing.${DOMAIN}`, phone: '9820011122' },
    company: {
      company_name: 'Jetwing India',
      email: `groups@jetwing.${DOMAIN}`,
      airline_code: 'JW',
      website: 'https://jetwing.example.in',
      headquarters: 'Gurugram, Haryana',
      description: 'Full-service domestic carrier with daily metro connections.',
    },
  },
  {
    user: { name: 'Harish Venkatesh', email: `sales@monsoonair.${DOMAIN}`, phone: '9840033344' },
    company: {
      company_name: 'Monsoon Air',
      email: `groupdesk@monsoonair.${DOMAIN}`,
      airline_code: 'MN',
      website: 'https://monsoonair.example.in',
      headquarters: 'Bengaluru, Karnataka',
      description: 'Low-cost carrier serving 12 Indian cities.',
    },
  },
] as const;

const CONTACTS = [
  {
    name: 'Gaurav Bhatia',
    email: 'gaurav.bhatia@example.in',
    subject: 'Group of 12 for a wedding in Jaipur',
    message:
      'We are twelve relatives flying from Mumbai to Jaipur for a wedding in February. Can one booking hold more than 4 passengers, or should we split into several memberships?',
  },
  {
    name: 'Shalini Rao',
    email: 'shalini.rao@example.in',
    subject: 'Refund after a medical emergency',
    message:
      'My father was admitted to hospital the day before our flight. I have the discharge papers. How do I claim the ₹800 refund mentioned in your policy?',
  },
  {
    name: 'Tech Travels Pvt Ltd',
    email: 'bookings@techtravels.example.in',
    subject: 'Corporate offsite, 40 employees',
    message:
      'We are planning an offsite in Goa for about 40 employees from Bengaluru and Pune. Do you offer GST invoices for group tickets booked through Saath?',
  },
  {
    name: 'Irfan Sheikh',
    email: 'irfan.sheikh@example.in',
    subject: 'When will Saath go live in Lucknow?',
    message:
      'Lucknow is not in the city list yet. Is it planned? Many of us fly Lucknow to Bengaluru every month and would happily form groups.',
  },
  {
    name: 'Anita Deshpande',
    email: 'anita.deshpande@example.in',
    subject: 'Group did not fill in time',
    message:
      'Our Pune to Delhi group was closed after 24 hours. I see the ₹10 credit in my profile. Will the ticketing fee waiver apply automatically next time?',
  },
];

export type DemoLogin = { role: string; name: string; email: string; password: string };

export type DemoSummary = {
  logins: DemoLogin[];
  travellers: number;
  airlines: number;
  statuses: Record<string, number>;
  tickets: number;
  /** Payouts made to the airlines (Monsoon's, for the metro group's seats). */
  payouts: number;
  contactMessages: number;
};

type Headers = Record<string, string>;

/** True when this database already holds the demo (its first traveller exists). */
export async function isDemoSeeded(app: FastifyInstance): Promise<boolean> {
  const [row] = await app.saath.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, travellerEmail(TRAVELLERS[0]!)))
    .limit(1);
  return Boolean(row);
}

function travellerEmail(p: Person) {
  return `${p.first}.${p.last}@${DOMAIN}`.toLowerCase();
}

function ageOn(dob: string, today: string) {
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5) < dob.slice(5) ? years - 1 : years;
}

/**
 * Seeds the demo. `clock` must be the app's clock; it is moved from about twelve days ago up to
 * `now`, so registrations, deadlines and tickets have believable times and every open group's
 * deadline is still ahead of `now`. The admin must exist (config.admin) with `admin` as login.
 */
export async function seedDemo(
  app: FastifyInstance,
  clock: ManualClock,
  now: Date,
  admin: { email: string; password: string },
): Promise<DemoSummary> {
  const windows = app.saath.config.lifecycle;
  const formationMs = windows.formationWindowSeconds * 1000;
  const biddingMs = windows.biddingWindowSeconds * 1000;
  // The closed groups start early enough that both of their windows have passed by `now`.
  const t0 = new Date(now.getTime() - Math.max(formationMs, biddingMs) - 8 * HOUR);
  const registrationStart = new Date(t0.getTime() - 10 * 24 * HOUR);
  const today = indiaDate(now);
  clock.set(registrationStart);

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    expected: number,
    options: { headers?: Headers; payload?: unknown; form?: Record<string, string> } = {},
  ) {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...options.headers,
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(options.form
        ? { payload: new URLSearchParams(options.form).toString() }
        : options.payload !== undefined
          ? { payload: options.payload as Record<string, unknown> }
          : {}),
    });
    if (response.statusCode !== expected) {
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.json();
  }

  async function login(email: string, password: string): Promise<Headers> {
    const body = await call('POST', API.login, 200, { form: { username: email, password } });
    return { authorization: `Bearer ${body.access_token}` };
  }

  // ---- people -------------------------------------------------------------------------------
  const travellers: Array<Person & { email: string; phone: string; headers: Headers }> = [];
  for (const [i, p] of TRAVELLERS.entries()) {
    const email = travellerEmail(p);
    const phone = `98${String(45_000_000 + i * 137_911).padStart(8, '0')}`;
    await call('POST', API.register, 201, {
      payload: { first_name: p.first, last_name: p.last, email, password: DEMO_PASSWORD, phone },
    });
    const headers = await login(email, DEMO_PASSWORD);
    await call('PUT', API.me, 200, {
      headers,
      payload: {
        first_name: p.first,
        last_name: p.last,
        email,
        phone,
        gender: p.gender,
        date_of_birth: p.dob,
        address_line1: `${12 + i * 7}, ${['MG Road', 'Park Street', 'Linking Road', 'Anna Salai', 'Residency Road'][i % 5]}`,
        city: p.city,
        state: p.state,
        pin_code: p.pin,
        country: 'India',
        travel_purpose: i % 3 === 0 ? 'BUSINESS' : 'LEISURE',
      },
    });
    travellers.push({ ...p, email, phone, headers });
    clock.advance(11 * HOUR + (i % 4) * 17 * MINUTE);
    if (i === 3 || i === 9) {
      // Airlines sign up while the first members arrive.
      const airline = AIRLINES[i === 3 ? 0 : 1];
      await call('POST', API.airlineRegister, 201, {
        payload: {
          user_data: { ...airline.user, password: DEMO_PASSWORD },
          company_data: airline.company,
        },
      });
    }
  }
  const [jetwing, monsoon] = [
    await login(AIRLINES[0].user.email, DEMO_PASSWORD),
    await login(AIRLINES[1].user.email, DEMO_PASSWORD),
  ];
  const adminHeaders = await login(admin.email, admin.password);

  // Visitors write in: three now, two more at the end of the story.
  const contact = async (message: (typeof CONTACTS)[number]) => {
    await call('POST', API.contact, 201, { payload: message });
    clock.advance(37 * MINUTE);
  };
  for (const message of CONTACTS.slice(0, 3)) await contact(message);

  // ---- groups -------------------------------------------------------------------------------
  // Companions are reached through the member who booked them.
  const contactOf = (member: (typeof travellers)[number]) => ({
    phone: member.phone,
    email: member.email,
  });

  const passengersOf = (member: (typeof travellers)[number], count: number): PassengerInput[] =>
    Array.from({ length: count }, (_, k) => {
      if (k === 0) {
        const dob = member.dob;
        const name = `${member.first} ${member.last}`;
        const gender = member.gender === 'MALE' ? 'M' : 'F';
        return { ...contactOf(member), full_name: name, dob, age: ageOn(dob, today), gender };
      }
      const position = travellers.indexOf(member);
      const companion = COMPANIONS[(position + k) % COMPANIONS.length]!;
      // A date of birth of this companion's own: 157 days apart per (member, companion), so no
      // two people of the demo share one, and the same person keeps theirs in every
      // group they fly with.
      const dob = new Date(Date.UTC(1955, 0, 9) + (position * 4 + k) * 157 * DAY)
        .toISOString()
        .slice(0, 10);
      return {
        ...contactOf(member),
        full_name: `${companion.first} ${member.last}`,
        dob,
        age: ageOn(dob, today),
        gender: companion.gender,
      };
    });

  type GroupPlan = {
    from: string;
    to: string;
    slot: string;
    inDays: number;
    members: Array<[number, number]>;
  };
  async function group(plan: GroupPlan): Promise<string> {
    const [first, ...rest] = plan.members;
    const creator = travellers[first![0]]!;
    const created = await call('POST', API.communities, 201, {
      headers: creator.headers,
      payload: {
        from_location: plan.from,
        to_location: plan.to,
        travel_date: addDays(today, plan.inDays),
        time_slot: plan.slot,
        passengers: passengersOf(creator, first![1]),
      },
    });
    for (const [index, count] of rest) {
      clock.advance(4 * MINUTE);
      const member = travellers[index]!;
      await call('POST', API.joinCommunity(created.community_id), 200, {
        headers: member.headers,
        payload: { passengers: passengersOf(member, count) },
      });
    }
    clock.advance(6 * MINUTE);
    return created.community_id;
  }
  const bid = (
    headers: Headers,
    id: string,
    rupees: number,
    flight: string,
    dep: string,
    arr: string,
  ) =>
    call('POST', API.quotes(id), 201, {
      headers,
      payload: {
        price_per_ticket: rupees * 100,
        flight_number: flight,
        departure_time: dep,
        arrival_time: arr,
      },
    });

  // A member pays their share through the sandbox's checkout (a test card), which
  // sends the provider's signed event down the same path as a real provider's webhook.
  const payShare = async (member: (typeof travellers)[number], groupId: string) => {
    const payment = await call('POST', `/api/communities/${groupId}/payments`, 201, {
      headers: member.headers,
      payload: {},
    });
    await call('POST', `/api/payments/${payment.payment_id}/sandbox-checkout`, 200, {
      headers: member.headers,
      payload: { card_number: '4111 1111 1111 1111' },
    });
  };

  // The first group formed, just before the others (its members registered lately): it fell
  // back. The group wants Jetwing's early flight, so an admin picks its bid over Monsoon's
  // lower one and the members pay Jetwing's fare; the group is booked at once. Jetwing never
  // issues the tickets: the sweeps below remind it half-way, then at its ticketing deadline hand
  // the group to Monsoon's bid (at or below the fare paid) and refund each member the difference
  // on every ticket (docs/product/ticketing.md "The reminder and the deadline").
  const fellBack = await group({
    from: 'HYD',
    to: 'DEL',
    slot: 'SLOT_04_08',
    inDays: 23,
    members: [
      [13, 3],
      [15, 2],
      [19, 2],
    ],
  });
  const jetwingQuote = await bid(jetwing, fellBack, 5480, 'JW 561', '06:10', '08:25');
  clock.advance(25 * MINUTE);
  await bid(monsoon, fellBack, 5190, 'MN 377', '07:45', '10:05');
  clock.advance(50 * MINUTE);
  await call('POST', API.selectQuote(jetwingQuote.quote_id), 200, { headers: adminHeaders });
  for (const i of [13, 15, 19]) await payShare(travellers[i]!, fellBack);
  const jetwingDeadline = new Date(
    (await call('GET', API.community(fellBack), 200, { headers: travellers[13]!.headers }))
      .ticketing_deadline,
  );

  // Groups whose story is over by now: booked, cancelled (one after payment), disabled.
  clock.set(t0);
  // Sessions last a week: the early registrants sign in again, as they would.
  for (const t of travellers) t.headers = await login(t.email, DEMO_PASSWORD);
  const bookedMetro = await group({
    from: 'DEL',
    to: 'BOM',
    slot: 'SLOT_08_12',
    inDays: 18,
    members: [
      [0, 2],
      [1, 2],
      [2, 1],
      [3, 2],
    ],
  });
  const bookedGoa = await group({
    from: 'BLR',
    to: 'GOI',
    slot: 'SLOT_12_16',
    inDays: 21,
    members: [
      [5, 4],
      [6, 3],
    ],
  });
  await group({
    from: 'CCU',
    to: 'DEL',
    slot: 'SLOT_16_20',
    inDays: 24,
    members: [
      [7, 3],
      [8, 4],
    ],
  });
  await group({
    from: 'MAA',
    to: 'HYD',
    slot: 'SLOT_04_08',
    inDays: 20,
    members: [
      [9, 2],
      [10, 1],
    ],
  });
  await group({ from: 'PNQ', to: 'DEL', slot: 'SLOT_08_12', inDays: 26, members: [[11, 2]] });
  await bid(jetwing, bookedMetro, 4850, 'JW 412', '08:40', '10:55');
  clock.advance(2 * HOUR);
  await bid(monsoon, bookedMetro, 4625, 'MN 208', '09:15', '11:30');
  await bid(jetwing, bookedGoa, 3990, 'JW 733', '13:05', '14:20');
  // Refunded: an admin awards Monsoon's bid at once; only Nikhil pays, so at the
  // payment deadline 3 paid passengers are too few, the group is CANCELLED and his payment is
  // refunded through the (sandbox) provider.
  const refunded = await group({
    from: 'GOI',
    to: 'DEL',
    slot: 'SLOT_16_20',
    inDays: 22,
    members: [
      [16, 3],
      [17, 4],
    ],
  });
  await bid(monsoon, refunded, 4275, 'MN 470', '17:20', '19:55');
  clock.advance(40 * MINUTE);
  await call('POST', API.adminOverride(refunded), 200, {
    headers: adminHeaders,
    payload: {
      status: 'ready_for_booking',
      reason: 'Monsoon fare accepted on the group’s request',
    },
  });
  const refundedDeadline = clock.now().getTime() + windows.paymentWindowSeconds * 1000;
  clock.advance(2 * HOUR);
  await payShare(travellers[16]!, refunded);
  // A latecomer joins the RFQ while airlines bid (joining stays open in RFQ_SENT).
  await call('POST', API.joinCommunity(bookedMetro), 200, {
    headers: travellers[4]!.headers,
    payload: { passengers: passengersOf(travellers[4]!, 3) },
  });

  clock.set(new Date(t0.getTime() + formationMs + 3 * HOUR));
  await app.saath.lifecycle.sweep(); // the two unformed groups are disabled, members credited
  clock.set(new Date(t0.getTime() + Math.max(formationMs, biddingMs) + 3 * HOUR));
  await app.saath.lifecycle.sweep(); // bidding closed: two await payment, one cancelled
  // ...and Jetwing's ticketing deadline for the HYD-DEL group has passed: Monsoon takes it over.
  if (clock.now() < jetwingDeadline)
    throw new Error('TICKETING_WINDOW_SECONDS is too long for the demo story');
  // A sweep skips a group another transaction (a job of its booking) holds at that instant and
  // takes it at its next run: sweep until the group is Monsoon's.
  for (let attempt = 0; ; attempt += 1) {
    const detail = await call('GET', API.community(fellBack), 200, {
      headers: travellers[13]!.headers,
    });
    if (detail.winning_quote?.airline_name === AIRLINES[1].company.company_name) break;
    if (attempt === 50) throw new Error('The HYD-DEL group never fell back to Monsoon Air');
    await new Promise((resolve) => setImmediate(resolve));
    await app.saath.lifecycle.sweep();
  }
  // The members pay their shares through the sandbox; the last share books each group.
  for (const i of [0, 1, 2, 3, 4]) await payShare(travellers[i]!, bookedMetro);
  for (const i of [5, 6]) await payShare(travellers[i]!, bookedGoa);
  // The refunded group's payment deadline passes (when the windows above did not pass it).
  if (clock.now().getTime() <= refundedDeadline) {
    clock.set(new Date(refundedDeadline + 10 * MINUTE));
    await app.saath.lifecycle.sweep();
  }
  if (clock.now() >= now) throw new Error('PAYMENT_WINDOW_SECONDS is too long for the demo story');

  // Monsoon, the metro group's winning airline, issues its tickets from its won group's
  // manifest: the group PNR and one e-ticket number per passenger (docs/product/ticketing.md).
  // Jetwing has not yet ticketed the Goa group: it stays booked, awaiting its tickets.
  clock.advance(10 * MINUTE);
  const won = await call('GET', AIRLINE_WON_GROUPS_PATH, 200, { headers: monsoon });
  const metroQuote = won.groups.find(
    (g: { community_id: string }) => g.community_id === bookedMetro,
  ).quote_id;
  const metroManifest = await call('GET', airlineManifestPath(metroQuote), 200, {
    headers: monsoon,
  });
  await call('PUT', airlineTicketingPath(metroQuote), 200, {
    headers: monsoon,
    payload: {
      pnr: 'MN7Q4Z',
      tickets: metroManifest.passengers.map((p: { passenger_id: string }, i: number) => ({
        passenger_id: p.passenger_id,
        eticket_number: `589${String(4_210_337_100 + i).padStart(10, '0')}`,
      })),
    },
  });

  // One of Rohan's passengers cannot travel: the owner cancels that ticket.
  clock.advance(35 * MINUTE);
  const rohanTickets = await call('GET', API.tickets, 200, { headers: travellers[2]!.headers });
  await call('PUT', API.cancelTicket(rohanTickets[0].ticket_id), 200, {
    headers: travellers[2]!.headers,
  });

  // Saath pays Monsoon what it is owed for the seats it ticketed, less the one cancelled (ADR
  // 0056): the admin runs the payouts; the job worker sends it with the mail below. Monsoon's
  // Balance page shows it, and its statement of the month lists seats, cancellation and payout.
  clock.advance(15 * MINUTE);
  const payouts = await call('POST', ADMIN_PAYOUTS_RUN_PATH, 200, { headers: adminHeaders });

  // Groups still in play: deadlines ahead of now.
  clock.advance(20 * MINUTE);
  const rfqMumbai = await group({
    from: 'BOM',
    to: 'DEL',
    slot: 'SLOT_16_20',
    inDays: 25,
    members: [
      [12, 3],
      [13, 2],
      [14, 2],
    ],
  });
  const rfqBengaluru = await group({
    from: 'DEL',
    to: 'BLR',
    slot: 'SLOT_08_12',
    inDays: 28,
    members: [
      [15, 4],
      [16, 4],
    ],
  });
  const held = await group({
    from: 'HYD',
    to: 'BOM',
    slot: 'SLOT_12_16',
    inDays: 30,
    members: [
      [17, 3],
      [18, 2],
      [19, 2],
    ],
  });
  await bid(jetwing, rfqMumbai, 5200, 'JW 118', '17:10', '19:25');
  await bid(monsoon, rfqMumbai, 5050, 'MN 342', '18:00', '20:10');
  await bid(monsoon, rfqBengaluru, 4400, 'MN 561', '08:05', '10:50');
  await bid(jetwing, held, 4100, 'JW 905', '12:30', '14:00');
  await bid(monsoon, held, 4350, 'MN 614', '13:45', '15:15');
  await call('POST', API.adminOverride(held), 200, {
    headers: adminHeaders,
    payload: {
      status: 'ready_for_booking',
      reason: 'Holding the Jetwing fare while the group confirms baggage needs',
    },
  });
  // Awaiting payment, one of three members paid.
  clock.advance(25 * MINUTE);
  await payShare(travellers[17]!, held);
  await group({
    from: 'DEL',
    to: 'GOI',
    slot: 'SLOT_12_16',
    inDays: 32,
    members: [
      [0, 2],
      [3, 2],
    ],
  });
  await group({ from: 'AMD', to: 'BOM', slot: 'SLOT_08_12', inDays: 19, members: [[6, 1]] });
  await group({
    from: 'DEL',
    to: 'VNS',
    slot: 'SLOT_04_08',
    inDays: 35,
    members: [
      [1, 2],
      [9, 3],
    ],
  });
  const active = await group({
    from: 'COK',
    to: 'BLR',
    slot: 'SLOT_16_20',
    inDays: 27,
    members: [
      [10, 2],
      [11, 2],
      [12, 1],
    ],
  });
  await call('POST', API.adminOverride(active), 200, {
    headers: adminHeaders,
    payload: { status: 'active', reason: 'Corporate enquiry: more travellers expected this week' },
  });

  for (const message of CONTACTS.slice(3)) await contact(message);

  // Everything queued (welcome, RFQ, bidding, tickets, credits...) goes out now.
  if (clock.now() < now) clock.set(now);
  // A delivery round a commit kicked may hold some rows (SKIP LOCKED): wait for it, go again.
  await app.saath.mail.deliverDue();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await app.saath.mail.deliverDue();

  const analytics = await call('GET', API.adminAnalytics, 200, { headers: adminHeaders });
  return {
    logins: [
      { role: 'Admin', name: 'Saath Admin', email: admin.email, password: admin.password },
      ...travellers.map((t) => ({
        role: 'Traveller',
        name: `${t.first} ${t.last}`,
        email: t.email,
        password: DEMO_PASSWORD,
      })),
      ...AIRLINES.map((a) => ({
        role: `Airline (${a.company.company_name})`,
        name: a.user.name,
        email: a.user.email,
        password: DEMO_PASSWORD,
      })),
    ],
    travellers: travellers.length,
    airlines: AIRLINES.length,
    statuses: analytics.community_status_counts as Record<GroupStatus, number>,
    tickets: analytics.total_tickets,
    payouts: payouts.items.length,
    contactMessages: CONTACTS.length,
  };
}
