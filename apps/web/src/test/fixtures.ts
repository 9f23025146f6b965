import type { CurrentUser } from '@saath/shared/accounts';
import type { AirlineBid, Manifest, ManifestPassenger, Quote } from '@saath/shared/airlines';
import {
  buildMeta,
  type Group,
  type GroupPreview,
  type Meta,
  type Passenger,
} from '@saath/shared/groups';
import { moneyEvent, type MoneyTimeline } from '@saath/shared/money-timeline';
import type { MyPayment, Payment, WinningQuote } from '@saath/shared/payments';
import type { Ticket } from '@saath/shared/tickets';
import type { TicketingReport, TicketingState } from '@saath/shared/ticketing';
import { profileCompleteness, profileCompletionPercent } from '@saath/shared/profile';
import { GROUP_CAPACITY, GROUP_THRESHOLD } from '@saath/shared/travel';
import type { WebhookDelivery } from '@saath/shared/webhooks';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const user: Omit<CurrentUser, 'profile_completion' | 'profile_missing_fields'> = {
    id: 'u-1',
    name: 'Asha Verma',
    email: 'asha@example.in',
    role: 'TRAVELLER',
    company_id: null,
    is_admin: false,
    permissions: [],
    member_number: 42,
    first_name: 'Asha',
    middle_name: null,
    last_name: 'Verma',
    phone: null,
    gender: 'NOT_SPECIFIED',
    date_of_birth: null,
    special_category: 'NONE',
    address_line1: null,
    address_line2: null,
    city: null,
    pin_code: null,
    state: null,
    country: 'India',
    domestic_city_pair1: null,
    domestic_city_pair2: null,
    domestic_city_pair3: null,
    likely_travel1: null,
    likely_travel2: null,
    foreign_destination1: null,
    foreign_destination2: null,
    foreign_destination3: null,
    travel_party_size: 'ONE',
    travel_frequency: 'ONCE',
    travel_purpose: 'LEISURE',
    notification_preference: 'EMAIL',
    language: 'en',
    notification_phone: null,
    gst_invoice_requirement: 'NO',
    gstin: null,
    gst_business_name: null,
    has_password: true,
    created_at: '2026-01-15T10:00:00+05:30',
    credit_balance: 123456,
    fee_waivers: 0,
    communities_count: 2,
    bookings_count: 1,
    reviews_count: 0,
    ...overrides,
  };
  // As the API computes them, from the same shared rule.
  return {
    profile_completion: profileCompletionPercent(user),
    profile_missing_fields: profileCompleteness(user).missingFields,
    ...user,
  };
}

/** A user whose six completion fields hold real values (the gate for group actions is open). */
export function makeCompleteUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({
    phone: '+919876543210',
    gender: 'FEMALE',
    date_of_birth: '1990-05-20',
    ...overrides,
  });
}

/** GET /api/meta as the server computes it, with a fixed "today" in India. */
export function makeMeta(today = '2026-06-01', overrides: Partial<Meta> = {}): Meta {
  // Noon in India on `today`, so the Indian calendar day is `today` itself.
  const now = new Date(`${today}T06:30:00Z`);
  return {
    ...buildMeta(now, { formationWindowSeconds: 86_400, biddingWindowSeconds: 172_800 }),
    ...overrides,
  };
}

export function makeGroup(overrides: Partial<Group> = {}): Group {
  return {
    community_id: '0b6f2c1e-4d5a-4c1b-9a7e-1f2d3c4b5a60',
    rfq_number: 'RFQ-2026-000123',
    from_location: 'DEL',
    to_location: 'BOM',
    travel_date: '2026-12-12',
    time_slot: 'SLOT_08_12',
    status: 'PENDING',
    created_at: '2026-06-01T04:30:00Z',
    passenger_count: 3,
    member_count: 3,
    threshold: GROUP_THRESHOLD,
    capacity: GROUP_CAPACITY,
    lowest_known_price: null,
    bid_count: 0,
    formation_deadline: '2026-06-02T04:30:00Z',
    bidding_deadline: null,
    payment_deadline: null,
    paid_member_count: 0,
    active_member_count: 2,
    winning_quote: null,
    my_passenger_count: 2,
    ...overrides,
  };
}

/** GET /api/communities/{id}/preview of makeGroup()'s group, forming until 2099. */
export function makeGroupPreview(overrides: Partial<GroupPreview> = {}): GroupPreview {
  const group = makeGroup();
  return {
    community_id: group.community_id,
    from_location: group.from_location,
    to_location: group.to_location,
    travel_date: group.travel_date,
    time_slot: group.time_slot,
    status: 'PENDING',
    passenger_count: group.passenger_count,
    threshold: GROUP_THRESHOLD,
    capacity: GROUP_CAPACITY,
    passengers_needed: GROUP_THRESHOLD - group.passenger_count,
    open_for_joining: true,
    formation_deadline: '2099-06-02T04:30:00Z',
    ...overrides,
  };
}

export function makePassenger(overrides: Partial<Passenger> = {}): Passenger {
  return {
    id: 'p-1',
    full_name: 'Asha Verma',
    age: 36,
    dob: '1990-05-20',
    gender: 'F',
    phone: '+919876543210',
    email: 'asha@example.in',
    ...overrides,
  };
}

/** An airline partner's session user (role AIRLINE with its company). */
export function makeAirlineUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({
    id: 'u-air',
    name: 'Vikram Rao',
    first_name: 'Vikram',
    last_name: 'Rao',
    email: 'ops@skyways.in',
    role: 'AIRLINE',
    company_id: 'c-1',
    ...overrides,
  });
}

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    quote_id: 'q-1',
    community_id: makeGroup().community_id,
    company_id: 'c-1',
    airline_name: 'Skyways',
    airline_code: 'SW',
    price_per_ticket: 450_000,
    flight_number: 'SW123',
    departure_time: '2026-12-12T03:30:00.000Z',
    arrival_time: '2026-12-12T05:45:00.000Z',
    quoted_at: '2026-06-02T06:00:00.000Z',
    is_selected: false,
    is_lowest: true,
    ...overrides,
  };
}

export function makeAirlineBid(
  overrides: Partial<Omit<AirlineBid, 'community'>> = {},
  community: Partial<AirlineBid['community']> = {},
): AirlineBid {
  return {
    ...makeQuote(overrides),
    community: {
      rfq_number: 'RFQ-2026-000123',
      from_location: 'DEL',
      to_location: 'BOM',
      travel_date: '2026-12-12',
      time_slot: 'SLOT_08_12',
      member_count: 8,
      status: 'RFQ_SENT',
      bidding_deadline: '2026-06-04T04:30:00Z',
      lowest_known_price: 450_000,
      paid_member_count: 0,
      active_member_count: 2,
      ...community,
    },
  };
}

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    ticket_id: '7d1c9a4e-2b3f-4e5a-8c6d-9e0f1a2b3c4d',
    ticket_number: 'K7M2Q9X4PZ',
    community_id: makeGroup().community_id,
    rfq_number: 'RFQ-2026-000123',
    status: 'ISSUED',
    from_location: 'DEL',
    to_location: 'BOM',
    travel_date: '2026-12-12',
    time_slot: 'SLOT_08_12',
    passenger_name: 'Asha Verma',
    airline_name: 'Skyways',
    airline_code: 'SW',
    flight_number: 'SW123',
    departure_time: '2026-12-12T03:30:00.000Z',
    arrival_time: '2026-12-12T05:45:00.000Z',
    fare_paise: 450_000,
    fee_paise: 25_000,
    gst_paise: 4_500,
    price_paid: 479_500,
    created_at: '2026-06-04T04:31:00Z',
    cancelled_at: null,
    pnr: 'SW7K2Q',
    eticket_number: '2171234567890',
    issued_at: '2026-06-05T06:00:00Z',
    ticketing_deadline: '2026-06-06T04:31:00Z',
    ...overrides,
  };
}

/** A ticket of a BOOKED group its airline has not issued yet. */
export function makePendingTicket(overrides: Partial<Ticket> = {}): Ticket {
  return makeTicket({
    status: 'PENDING',
    pnr: null,
    eticket_number: null,
    issued_at: null,
    ...overrides,
  });
}

/** One won group's ticketing as GET /api/airline/won-groups lists it: booked, 1 of 3 issued. */
export function makeTicketingState(overrides: Partial<TicketingState> = {}): TicketingState {
  return {
    quote_id: 'q-1',
    community_id: makeGroup().community_id,
    rfq_number: 'RFQ-2026-000123',
    from_location: 'DEL',
    to_location: 'BOM',
    travel_date: '2026-12-12',
    time_slot: 'SLOT_08_12',
    status: 'BOOKED',
    flight_number: 'SW123',
    departure_time: '2026-12-12T03:30:00.000Z',
    arrival_time: '2026-12-12T05:45:00.000Z',
    pnr: null,
    ticketing_deadline: '2026-12-03T04:30:00Z',
    tickets_issued: 0,
    tickets_total: 3,
    ...overrides,
  };
}

export function makeManifestPassenger(
  overrides: Partial<ManifestPassenger> = {},
): ManifestPassenger {
  return {
    passenger_id: '5a1e7c2d-3b4f-4a6e-9c8d-7e6f5a4b3c21',
    full_name: 'Asha Verma',
    date_of_birth: '1990-05-20',
    gender: 'F',
    ticket_number: 'K7M2Q9X4PZ',
    ticket_status: 'PENDING',
    eticket_number: null,
    issued_at: null,
    ...overrides,
  };
}

/** GET …/manifest of makeTicketingState()'s group: three passengers, none issued. */
export function makeManifest(overrides: Partial<Manifest> = {}): Manifest {
  // The manifest names the group as the won-groups list does, less its slot and status.
  const { time_slot: _slot, status: _status, ...group } = makeTicketingState();
  return {
    ...group,
    airline_name: 'Skyways',
    passengers: [
      makeManifestPassenger(),
      makeManifestPassenger({
        passenger_id: '6b2f8d3e-4c5a-4b7f-8d9e-8f7a6b5c4d32',
        full_name: 'Ravi Verma',
        date_of_birth: '1988-02-11',
        gender: 'M',
        ticket_number: 'M3N4P5Q6RS',
      }),
      makeManifestPassenger({
        passenger_id: '7c3a9e4f-5d6b-4c8a-9e0f-9a8b7c6d5e43',
        full_name: 'Meera Iyer',
        date_of_birth: '1995-09-30',
        ticket_number: 'T7V8W9X0YZ',
      }),
    ],
    ...overrides,
  };
}

export function makeTicketingReport(overrides: Partial<TicketingReport> = {}): TicketingReport {
  return {
    ...makeTicketingState(),
    rows: [],
    issued: 0,
    unchanged: 0,
    refused: 0,
    ...overrides,
  };
}

/** The caller's share of a group awaiting payment: 2 tickets at ₹4,125, no fee. */
export function makeMyPayment(overrides: Partial<MyPayment> = {}): MyPayment {
  return {
    payment_id: null,
    status: 'DUE',
    amount_due: 825_000,
    fare: 825_000,
    fee: 0,
    gst: 0,
    credits_applied: 0,
    paid_at: null,
    ...overrides,
  };
}

export function makeWinningQuote(overrides: Partial<WinningQuote> = {}): WinningQuote {
  return {
    airline_name: 'SkyWays',
    flight_number: 'SW123',
    departure_time: '2026-12-12T09:15',
    arrival_time: '2026-12-12T11:30',
    price_per_ticket: 412_500,
    ...overrides,
  };
}

/** A group of makeGroup() awaiting payment, with the caller's share due. */
export function makeAwaitingGroup(overrides: Partial<Group> = {}): Group {
  return makeGroup({
    status: 'READY_FOR_BOOKING',
    passenger_count: 9,
    lowest_known_price: 412_500,
    bid_count: 2,
    payment_deadline: '2026-12-02T00:00:00Z',
    paid_member_count: 2,
    active_member_count: 5,
    winning_quote: makeWinningQuote(),
    my_payment: makeMyPayment(),
    ...overrides,
  });
}

/** GET /api/payments/{id} of a sandbox payment of makeGroup()'s group. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    payment_id: 'pay-1',
    community_id: makeGroup().community_id,
    status: 'CREATED',
    amount: 825_000,
    refunded_amount: 0,
    provider: 'sandbox',
    provider_payment_id: null,
    created_at: '2026-12-01T04:30:00Z',
    paid_at: null,
    receipt_number: null,
    refunds: [],
    method: null,
    method_label: null,
    upi_collect: null,
    ...overrides,
  };
}

/**
 * GET /api/communities/{id}/money of makeGroup()'s group: Asha paid ₹9,700, cancelled a ticket
 * for a medical reason and an admin approved the ₹800 refund, which the provider has sent.
 */
export function makeMoneyTimeline(overrides: Partial<MoneyTimeline> = {}): MoneyTimeline {
  const request = { refund_request_id: 'r-1', ticket_number: makeTicket().ticket_number };
  return {
    community_id: makeGroup().community_id,
    paid: 970_000,
    refunded: 80_000,
    net: 890_000,
    events: [
      moneyEvent({
        kind: 'PAYMENT',
        at: '2026-06-01T04:31:00Z',
        amount: 970_000,
        payment_id: 'p-1',
      }),
      moneyEvent({
        kind: 'REFUND_REQUESTED',
        at: '2026-06-05T04:30:00Z',
        amount: 80_000,
        reason: 'MEDICAL',
        ...request,
      }),
      moneyEvent({
        kind: 'REFUND_APPROVED',
        at: '2026-06-06T05:00:00Z',
        amount: 80_000,
        note: 'Certificate seen',
        ...request,
      }),
      moneyEvent({
        kind: 'REFUND',
        at: '2026-06-06T05:00:00Z',
        amount: 80_000,
        payment_id: 'p-1',
        refund_status: 'PROCESSED',
      }),
    ],
    refund_requests: [
      {
        refund_request_id: 'r-1',
        ticket_id: makeTicket().ticket_id,
        ticket_number: makeTicket().ticket_number,
        status: 'APPROVED',
        reason: 'MEDICAL',
        amount: 80_000,
        created_at: '2026-06-05T04:30:00Z',
        decided_at: '2026-06-06T05:00:00Z',
        decision_note: 'Certificate seen',
        proof: {
          file_name: 'certificate.pdf',
          media_type: 'application/pdf',
          size: 48_213,
          uploaded_at: '2026-06-05T06:00:00Z',
        },
      },
    ],
    ...overrides,
  };
}

/** A webhook delivery the airline's endpoint took on the first attempt. */
export function makeWebhookDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'd-1',
    event: 'rfq.opened',
    status: 'SENT',
    response_code: 200,
    attempts: 1,
    last_error: null,
    created_at: '2026-11-20T04:30:00Z',
    delivered_at: '2026-11-20T04:30:01Z',
    next_attempt_at: null,
    ...overrides,
  };
}
