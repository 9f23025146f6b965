import type { Analytics } from '@saath/shared/admin';
import type { AdminCorrection } from '@saath/shared/corrections';
import type { RefundRequest } from '@saath/shared/refunds';

/** The admin console's analytics as the API answers them: a small marketplace with some of each. */
export function makeAnalytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    total_users: 1234,
    total_communities: 10,
    total_tickets: 14,
    total_saved_amount: 12_345_600,
    community_status_counts: {
      PENDING: 3,
      ACTIVE: 0,
      THRESHOLD_MET: 0,
      RFQ_SENT: 2,
      READY_FOR_BOOKING: 0,
      BOOKED: 5,
      DISABLED: 0,
      CANCELLED: 0,
    },
    popular_routes: [
      { from_location: 'DEL', to_location: 'BOM', count: 6 },
      { from_location: 'BLR', to_location: 'MAA', count: 4 },
    ],
    avg_community_size: 7.25,
    threshold_success_rate: 2 / 3,
    avg_ticket_price: 450_000,
    total_credits_issued: 5_000,
    fees_earned: 250_000,
    money_captured: 9_000_000,
    money_refunded: 80_000,
    money_net: 8_920_000,
    owed_to_airlines: 3_360_000,
    paid_to_airlines: 1_200_000,
    most_active_route: 'DEL-BOM',
    recent_communities: [
      {
        community_id: 'g-1',
        rfq_number: 'RFQ-2026-000001',
        from_location: 'DEL',
        to_location: 'BOM',
        created_at: '2026-06-01T04:30:00Z',
        status: 'RFQ_SENT',
      },
    ],
    recent_tickets: [
      {
        ticket_id: 't-1',
        flight_number: null,
        created_at: '2026-06-01T05:30:00Z',
        status: 'ISSUED',
      },
      {
        ticket_id: 't-2',
        flight_number: 'SW123',
        created_at: '2026-06-01T06:30:00Z',
        status: 'CANCELLED',
      },
    ],
    ...overrides,
  };
}

/** A pending request to correct a passenger's full name. */
export function makeCorrection(overrides: Partial<AdminCorrection> = {}): AdminCorrection {
  return {
    id: 'r-1',
    community_id: 'g-1',
    passenger_id: 'p-1',
    status: 'PENDING',
    changes: { full_name: 'Asha Kapoor' },
    reason: null,
    created_at: '2026-07-01T06:30:00Z',
    decided_at: null,
    rfq_number: 'RFQ-2026-000001',
    travel_date: '2026-07-20',
    airline_name: 'IndiGo',
    member_email: 'asha@example.in',
    current: { full_name: 'Asha Verma', dob: '1990-04-02', gender: 'F' },
    eticket_number: '0981234567890',
    ...overrides,
  };
}

/** A member's pending refund request for a medical reason. */
export function makeRefundRequest(overrides: Partial<RefundRequest> = {}): RefundRequest {
  return {
    refund_request_id: 'r-1',
    status: 'PENDING',
    reason: 'MEDICAL',
    note: 'Fever',
    amount: 80_000,
    ticket_id: 't-1',
    ticket_number: 'K7M2Q9X4PZ',
    passenger_name: 'Asha Verma',
    payment_id: 'p-1',
    member: { user_id: 'u-1', name: 'Asha Verma', email: 'asha@example.com' },
    group: {
      community_id: 'g-1',
      rfq_number: 'RFQ-2026-000001',
      from_location: 'DEL',
      to_location: 'BOM',
    },
    decided_by: null,
    decision_note: null,
    created_at: '2026-06-02T04:30:00Z',
    decided_at: null,
    proof: null,
    ...overrides,
  };
}
