import type { CurrentUser } from '@saath/shared/accounts';
import { profileCompleteness, profileCompletionPercent } from '@saath/shared/profile';

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
    gst_invoice_requirement: 'NO',
    has_password: true,
    created_at: '2026-01-15T10:00:00+05:30',
    credit_balance: 123456,
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
