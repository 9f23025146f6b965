import type { FastifyInstance } from 'fastify';
import type { PassengerInput } from '@saath/shared/groups';
import { signUp } from './app.ts';

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
