import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { API_KEY_REFUSED } from '@saath/shared/api-keys';
import { addDays, minimumTravelDate } from '@saath/shared/travel';
import { GENERATED_TYPES, typesOf } from '../helpers/openapi-types.ts';
import {
  freePort,
  PROCESS_TEST_MS,
  startServer,
  travellerOverHttp,
  waitForHealth,
} from '../helpers/processes.ts';
import type { paths } from './generated/saath-api.ts';

// "prove the document works with a client generated from it". Types generated from
// the served /api/openapi.json with openapi-typescript, calls made with openapi-fetch, as an
// airline's system would: an airline user creates a key, the system lists RFQs and bids with it.

describe('a client generated from the OpenAPI document', { timeout: PROCESS_TEST_MS }, () => {
  it('bids with an API key against the real server, as an airline system would', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = startServer({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'saath-openapi-client-')),
    });
    try {
      await waitForHealth(baseUrl, server);
      const anonymous = createClient<paths>({ baseUrl });

      // The committed types are what openapi-typescript makes of the document served now.
      const served = await fetch(`${baseUrl}/api/openapi.json`).then((r) => r.json());
      expect(
        await typesOf(served),
        'run `npm run openapi:types -w @saath/api` after changing a route',
      ).toBe(readFileSync(GENERATED_TYPES, 'utf8'));

      // Travellers fill a group to the threshold: it opens for bids (RFQ_SENT).
      const asha = await travellerOverHttp(baseUrl, 'Asha');
      const ravi = await travellerOverHttp(baseUrl, 'Ravi');
      const travel_date = addDays(minimumTravelDate(new Date()), 7);
      const people = (n: number, name: string) =>
        Array.from({ length: n }, (_, i) => ({
          full_name: `${name} ${i + 1}`,
          dob: `1990-01-0${i + 1}`,
          age: 36,
          gender: 'F' as const,
          phone: '9876543210',
          email: `${name.toLowerCase()}${i + 1}@example.in`,
        }));
      const created = await anonymous.POST('/api/communities/', {
        headers: { authorization: `Bearer ${asha.token}` },
        body: {
          from_location: 'DEL',
          to_location: 'BOM',
          travel_date,
          time_slot: 'SLOT_08_12',
          passengers: people(4, 'Asha'),
        },
      });
      expect(created.response.status, JSON.stringify(created.error)).toBe(201);
      const groupId = created.data!.community_id;
      const joined = await anonymous.POST('/api/communities/{id}/join', {
        headers: { authorization: `Bearer ${ravi.token}` },
        params: { path: { id: groupId } },
        body: { passengers: people(3, 'Ravi') },
      });
      expect(joined.data?.status).toBe('RFQ_SENT');

      // An airline registers, and its user signs in and creates a key on the dashboard.
      const registered = await anonymous.POST('/api/airline/register', {
        body: {
          user_data: {
            name: 'Revenue Desk',
            email: `desk.${process.pid}@airline.example`,
            password: 'Str0ng!pass',
          },
          company_data: {
            company_name: 'Client Air',
            email: `fares.${process.pid}@airline.example`,
            airline_code: 'CQ',
          },
        },
      });
      expect(registered.response.status).toBe(201);
      const login = await anonymous.POST('/api/users/login', {
        body: { username: `desk.${process.pid}@airline.example`, password: 'Str0ng!pass' },
        bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(login.response.status).toBe(200);
      const created_key = await anonymous.POST('/api/airline/api-keys', {
        headers: { authorization: `Bearer ${login.data!.access_token}` },
        body: { name: 'Revenue management system' },
      });
      expect(created_key.response.status).toBe(201);
      const key = created_key.data!.key;

      // The airline's system: the key in the header, nothing else.
      const system = createClient<paths>({
        baseUrl,
        headers: { authorization: `Bearer ${key}` },
      });
      const rfqs = await system.GET('/api/communities/');
      expect(rfqs.response.status).toBe(200);
      expect(rfqs.data!.map((g) => g.community_id)).toContain(groupId);
      const rfq = await system.GET('/api/communities/{id}', {
        params: { path: { id: groupId } },
      });
      expect(rfq.data).toMatchObject({ community_id: groupId, status: 'RFQ_SENT' });

      const quoted = await system.POST('/api/quotes/{id}', {
        params: { path: { id: groupId } },
        body: { price_per_ticket: 465_000, flight_number: 'CQ 210', departure_time: '07:15' },
      });
      expect(quoted.response.status, JSON.stringify(quoted.error)).toBe(201);
      expect(quoted.data).toMatchObject({ price_per_ticket: 465_000, is_lowest: true });
      const replaced = await system.POST('/api/quotes/{id}', {
        params: { path: { id: groupId } },
        body: { price_per_ticket: 455_000, flight_number: 'CQ 210' },
      });
      expect(replaced.data?.price_per_ticket).toBe(455_000);

      const own = await system.GET('/api/airline/bids', {
        params: { query: { from_location: 'DEL', to_location: 'BOM' } },
      });
      expect(own.data!.map((b) => [b.community_id, b.price_per_ticket])).toEqual([
        [groupId, 455_000],
      ]);

      // Anything else answers 401 to the key, in the documented error shape.
      const me = await system.GET('/api/users/me');
      expect(me.response.status).toBe(401);
      expect(me.error).toEqual({ detail: API_KEY_REFUSED });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
