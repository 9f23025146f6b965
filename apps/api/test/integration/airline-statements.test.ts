import { afterEach, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { parse } from 'csv-parse/sync';
import { API } from '@saath/shared/http';
import { AIRLINE_BALANCE_PATH } from '@saath/shared/settlement';
import {
  AIRLINE_STATEMENT_CSV_PATH,
  AIRLINE_STATEMENT_PDF_PATH,
  STATEMENT_MONTH_AHEAD,
  STATEMENT_MONTH_INVALID,
} from '@saath/shared/statements';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { detailMsgs } from '../helpers/app.ts';
import { airline, bid, pay, rfqGroup, traveller } from '../helpers/groups.ts';
import { checkInvariants } from '../helpers/invariants.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';

// docs/product/money.md "What the airlines are owed": an airline's monthly statement lists its
// airline ledger rows of one month of India time between the opening and closing balance, as
// CSV and PDF, for its workspace and its API key. Asha (4 passengers) and Ravi (3) book on the
// winner's ₹4,800 bid; the winner issues all seven tickets; Asha cancels one.
const ctx = useTestApp({ ...ADMIN_ENV, BIDDING_WINDOW_SECONDS: '3600' });
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const FARE = 480_000;
type Headers = Record<string, string>;

afterEach(async () => {
  const { violations } = await checkInvariants(ctx.database.db);
  expect(violations).toEqual([]);
});

const indiaMonth = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 7);

async function ticketedGroup() {
  const { group, members } = await rfqGroup(ctx.t.app);
  // The airline registers after the request for quote went out (it gets no RFQ mail).
  ctx.t.clock.advance(60_000);
  const winner = await airline(ctx.t.app, 'IndiGo Test');
  expect((await bid(ctx.t.app, winner.headers, group.community_id, FARE)).statusCode).toBe(201);
  ctx.t.clock.advance(HOUR);
  await ctx.t.app.saath.lifecycle.sweep();
  for (const member of members) await pay(ctx.t.app, member.headers, group.community_id);
  await ticketGroup(ctx.t.app, winner.headers, group.community_id);
  const tickets = (
    await ctx.t.app.inject({ url: API.tickets, headers: members[0]!.headers })
  ).json();
  const cancelled = await ctx.t.app.inject({
    method: 'PUT',
    url: `/api/tickets/${tickets[0].ticket_id}/cancel`,
    headers: members[0]!.headers,
    payload: { reason: 'OTHER' },
  });
  expect(cancelled.statusCode).toBe(200);
  return { group, winner, members };
}

async function apiKeyOf(headers: Headers): Promise<Headers> {
  const created = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/airline/api-keys',
    headers,
    payload: { name: 'Finance system' },
  });
  expect(created.statusCode).toBe(201);
  return { authorization: `Bearer ${created.json().key}` };
}

const get = (url: string, headers: Headers) => ctx.t.app.inject({ url, headers });

async function csvRows(url: string, headers: Headers): Promise<string[][]> {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['cache-control']).toBe('private, no-store');
  return parse(response.body, { bom: true });
}

describe('GET /api/airline/statement.csv and .pdf', () => {
  it("lists the month's seats, reversal and balances, agreeing with the balance", async () => {
    const { group, winner } = await ticketedGroup();
    const month = indiaMonth(ctx.t.clock.now());
    const response = await get(AIRLINE_STATEMENT_CSV_PATH, winner.headers);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="saath-statement-${month}.csv"`,
    );
    const rows = await csvRows(AIRLINE_STATEMENT_CSV_PATH, winner.headers);
    expect(rows[0]).toEqual([
      'Date (IST)',
      'Entry',
      'RFQ',
      'Route',
      'Travel date',
      'Ticket',
      'Passenger',
      'E-ticket',
      'Payout',
      'Amount (INR)',
      'Balance (INR)',
    ]);
    expect(rows[1]!.slice(1)).toEqual(['Opening balance', ...Array(8).fill(''), '0.00']);
    const lines = rows.slice(2, -1);
    expect(lines.filter((r) => r[1] === 'Ticket issued')).toHaveLength(7);
    expect(lines.filter((r) => r[1] === 'Ticket cancelled')).toHaveLength(1);
    for (const line of lines) {
      expect(line[2]).toBe(group.rfq_number);
      expect(line[9]).toBe(line[1] === 'Ticket issued' ? '4800.00' : '-4800.00');
      expect(line[7]).toMatch(/^\d{13}$/);
    }
    // The running balance after each row, and the closing one: what the balance says.
    expect(lines.map((r) => r[10])).toEqual([
      '4800.00',
      '9600.00',
      '14400.00',
      '19200.00',
      '24000.00',
      '28800.00',
      '33600.00',
      '28800.00',
    ]);
    const balance = (await get(AIRLINE_BALANCE_PATH, winner.headers)).json().balance;
    expect(balance).toBe(6 * FARE);
    expect(rows.at(-1)!.slice(1)).toEqual(['Closing balance', ...Array(8).fill(''), '28800.00']);

    // The PDF says the same.
    const pdf = await get(AIRLINE_STATEMENT_PDF_PATH, winner.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="saath-statement-${month}.pdf"`,
    );
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('IndiGo Test');
    expect(text).toContain('Opening balance');
    expect(text).toContain('Closing balance');
    expect(text).toContain('₹28,800.00');
    expect(text).toContain(group.rfq_number);
  });

  it('opens the next month at the last one’s closing balance, and keeps the last one as it was', async () => {
    const { winner } = await ticketedGroup();
    // The airline's finance system reads it a month on, with its API key (a session would
    // have expired by then).
    const key = await apiKeyOf(winner.headers);
    const before = indiaMonth(ctx.t.clock.now());
    ctx.t.clock.advance(32 * DAY);
    const now = await csvRows(AIRLINE_STATEMENT_CSV_PATH, key);
    expect(now).toHaveLength(3);
    expect(now[1]![10]).toBe('28800.00');
    expect(now[2]!.slice(1)).toEqual(['Closing balance', ...Array(8).fill(''), '28800.00']);
    const last = await csvRows(`${AIRLINE_STATEMENT_CSV_PATH}?month=${before}`, key);
    expect(last).toHaveLength(11);
    expect(last.at(-1)![10]).toBe('28800.00');
  });

  it('serves an API key; refuses travellers, admins, a month not begun and a malformed month', async () => {
    const { winner } = await ticketedGroup();
    const key = await apiKeyOf(winner.headers);
    expect((await csvRows(AIRLINE_STATEMENT_CSV_PATH, key)).at(-1)![10]).toBe('28800.00');
    expect((await get(AIRLINE_STATEMENT_PDF_PATH, key)).statusCode).toBe(200);

    const asha = await traveller(ctx.t.app, 'Someone');
    for (const path of [AIRLINE_STATEMENT_CSV_PATH, AIRLINE_STATEMENT_PDF_PATH]) {
      expect((await get(path, asha.headers)).statusCode).toBe(403);
      expect((await get(path, await adminHeaders(ctx.t.app))).statusCode).toBe(403);
      expect((await get(path, {})).statusCode).toBe(401);
      const ahead = indiaMonth(new Date(ctx.t.clock.now().getTime() + 40 * DAY));
      const future = await get(`${path}?month=${ahead}`, winner.headers);
      expect(future.statusCode).toBe(422);
      expect(detailMsgs(future)).toEqual([STATEMENT_MONTH_AHEAD]);
      for (const month of ['2026-13', '2026-1', 'last', '2026-12%00'])
        expect(detailMsgs(await get(`${path}?month=${month}`, winner.headers))).toEqual([
          STATEMENT_MONTH_INVALID,
        ]);
    }
  });

  it('gives another airline only its own statement', async () => {
    await ticketedGroup();
    ctx.t.clock.advance(60_000);
    const other = await airline(ctx.t.app, 'Akasa Test');
    const rows = await csvRows(AIRLINE_STATEMENT_CSV_PATH, other.headers);
    expect(rows).toHaveLength(3);
    expect(rows.at(-1)![10]).toBe('0.00');
  });
});
