import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { addDays, minimumTravelDate } from '@saath/shared/travel';
import {
  AIRLINE_WON_GROUPS_PATH,
  airlineTicketingCsvPath,
  airlineTicketingPath,
} from '@saath/shared/ticketing';
import { passengers } from '../helpers/groups.ts';
import {
  PROCESS_TEST_MS,
  airlineOverHttp,
  call,
  freePort,
  startServer,
  travellerOverHttp,
  until,
  waitForHealth,
} from '../helpers/processes.ts';

// The acceptance journey of ticketing (docs/product/ticketing.md) against a real server: a bid
// wins, the members pay, the airline issues part of the tickets by uploading the manifest CSV
// from its dashboard and the rest from its ticketing system with an API key, and a member
// downloads an e-ticket that carries the PNR and the e-ticket number. The bidding window is a
// few seconds so the real sweeper closes it; every wait polls a state.

describe('ticketing, end to end', { timeout: PROCESS_TEST_MS }, () => {
  it('bid, win, pay, ticket by CSV upload and by API key, download the e-ticket', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'saath-ticketing-journey-')),
      BIDDING_WINDOW_SECONDS: '4',
      SWEEP_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'warn',
    });
    try {
      await waitForHealth(base, server);
      const asha = await travellerOverHttp(base, 'Asha');
      const ravi = await travellerOverHttp(base, 'Ravi');
      const carrier = await airlineOverHttp(base, 'TJ');
      const key = await call(base, 'POST', '/api/airline/api-keys', {
        token: carrier.token,
        json: { name: 'Ticketing system' },
      });
      expect(key.status).toBe(201);
      const system = key.body.key as string;

      // Seven passengers: the RFQ opens, the airline bids, the window closes, the bid wins.
      const created = await call(base, 'POST', '/api/communities/', {
        token: asha.token,
        json: {
          from_location: 'DEL',
          to_location: 'BOM',
          travel_date: addDays(minimumTravelDate(new Date()), 5),
          time_slot: 'SLOT_08_12',
          passengers: passengers(4, 'Asha'),
        },
      });
      expect(created.status).toBe(201);
      const id = created.body.community_id as string;
      const joined = await call(base, 'POST', `/api/communities/${id}/join`, {
        token: ravi.token,
        json: { passengers: passengers(3, 'Ravi') },
      });
      expect(joined.body.status).toBe('RFQ_SENT');
      const bid = await call(base, 'POST', `/api/quotes/${id}`, {
        token: carrier.token,
        json: { price_per_ticket: 455_000, flight_number: 'TJ 210', departure_time: '07:15' },
      });
      expect(bid.status).toBe(201);
      await until(
        async () =>
          (await call(base, 'GET', `/api/communities/${id}`, { token: asha.token })).body.status ===
            'READY_FOR_BOOKING' || undefined,
        'the bid to win',
      );

      for (const member of [asha, ravi]) {
        const payment = await call(base, 'POST', `/api/communities/${id}/payments`, {
          token: member.token,
          json: {},
        });
        expect(payment.status).toBe(201);
        const paid = await call(
          base,
          'POST',
          `/api/payments/${payment.body.payment_id}/sandbox-checkout`,
          { token: member.token, json: { card_number: '4111 1111 1111 1111' } },
        );
        expect(paid.status).toBe(200);
      }
      const booked = await call(base, 'GET', `/api/communities/${id}`, { token: asha.token });
      expect(booked.body).toMatchObject({ status: 'BOOKED', tickets_issued: 0, tickets_total: 7 });

      // The airline's won group, awaiting its tickets.
      const won = await call(base, 'GET', AIRLINE_WON_GROUPS_PATH, { token: system });
      expect(won.body.awaiting_tickets).toBe(1);
      const quoteId = won.body.groups[0].quote_id as string;

      // Its user downloads the manifest CSV, fills in the PNR and four numbers, uploads it.
      const download = await fetch(`${base}/api/airline/quotes/${quoteId}/manifest.csv`, {
        headers: { authorization: `Bearer ${carrier.token}` },
      });
      expect(download.status).toBe(200);
      const [header, ...rows] = (await download.text())
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      // Its last three columns are passenger_id, pnr and eticket_number; the first four
      // passengers are ticketed now, the others' cells are left empty.
      const filled = rows.map((row, i) => {
        if (i >= 4) return row;
        const cells = row.split(',');
        return [...cells.slice(0, -2), 'TJ4K2P', `777100000000${i}`].join(',');
      });
      const uploaded = await fetch(`${base}${airlineTicketingCsvPath(quoteId)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${carrier.token}`, 'content-type': 'text/csv' },
        body: [header, ...filled].join('\r\n'),
      });
      expect(uploaded.status).toBe(200);
      expect(await uploaded.json()).toMatchObject({ issued: 4, refused: 0, pnr: 'TJ4K2P' });

      // Its ticketing system issues the rest with the key.
      const manifest = await call(base, 'GET', `/api/airline/quotes/${quoteId}/manifest`, {
        token: system,
      });
      const rest = (
        manifest.body.passengers as Array<{ passenger_id: string; ticket_status: string }>
      )
        .filter((p) => p.ticket_status === 'PENDING')
        .map((p, i) => ({ passenger_id: p.passenger_id, eticket_number: `7772000000${i}00` }));
      expect(rest).toHaveLength(3);
      const issued = await call(base, 'PUT', airlineTicketingPath(quoteId), {
        token: system,
        json: { tickets: rest },
      });
      expect(issued.status).toBe(200);
      expect(issued.body).toMatchObject({ issued: 3, tickets_issued: 7, tickets_total: 7 });

      // A member's tickets are issued; the e-ticket carries the PNR and its number.
      const tickets = await call(base, 'GET', '/api/tickets/', { token: asha.token });
      expect(tickets.body).toHaveLength(4);
      const ticket = tickets.body[0];
      expect(ticket).toMatchObject({ status: 'ISSUED', pnr: 'TJ4K2P' });
      const pdf = await fetch(`${base}/api/tickets/${ticket.ticket_id}/e-ticket`, {
        headers: { authorization: `Bearer ${asha.token}` },
      });
      expect(pdf.status).toBe(200);
      const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
      const { text } = await parser.getText();
      await parser.destroy();
      expect(text).toContain('TJ4K2P');
      expect(text).toContain(ticket.eticket_number);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
