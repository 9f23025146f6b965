import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { WonGroups } from '@saath/shared/ticketing';
import { makeAirlineUser, makeTicketingState } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AirlineWonGroupsPage from './airline-won-groups.page.tsx';

// Two booked groups awaiting tickets (one overdue), one fully issued, one still being paid for.
const DUE = makeTicketingState({ tickets_issued: 5, tickets_total: 7 });
const OVERDUE = makeTicketingState({
  quote_id: 'q-2',
  rfq_number: 'RFQ-2026-000124',
  from_location: 'BLR',
  to_location: 'MAA',
  ticketing_deadline: '2026-11-30T10:00:00Z',
});
const DONE = makeTicketingState({
  quote_id: 'q-3',
  from_location: 'CCU',
  to_location: 'GOI',
  pnr: 'SW7K2Q',
  tickets_issued: 4,
  tickets_total: 4,
});
const PAYING = makeTicketingState({
  quote_id: 'q-4',
  from_location: 'HYD',
  to_location: 'PNQ',
  status: 'READY_FOR_BOOKING',
  ticketing_deadline: null,
  tickets_total: 0,
});
const WON: WonGroups = { awaiting_tickets: 2, groups: [DUE, OVERDUE, DONE, PAYING] };

function renderWon(answer: MockResponse = { body: WON }) {
  setToken('t-1');
  setUser(makeAirlineUser());
  mockFetch({ 'GET /api/airline/won-groups': answer });
  return renderPage(<AirlineWonGroupsPage />, '/airline/won');
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the airline's won groups (/airline/won)", () => {
  it('lists each won group with its route, date, flight, status, issued count and deadline', async () => {
    // 'Now' is 1 day 4 h before the first group's deadline (3 Dec, 04:30 UTC).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T00:30:00Z') });
    renderWon();
    const table = await screen.findByRole('table', { name: 'Won Groups' });
    expect(screen.getByRole('heading', { level: 1, name: 'Won Groups' })).toBeVisible();
    expect(screen.getByText('2 groups await your tickets')).toBeVisible();
    expect(document.body).not.toHaveTextContent(/Submit a Bid/);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Route',
      'Date',
      'Flight',
      'Status',
      'Tickets',
      'Deadline',
      'Actions',
    ]);
    const [due, overdue, done, paying] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(due!.getByRole('rowheader')).toHaveTextContent(/New Delhi \(DEL\).*Mumbai \(BOM\)/);
    expect(due!.getByText('Sat, 12 Dec 2026')).toBeVisible();
    expect(due!.getByText('08:00-12:00')).toBeVisible();
    expect(due!.getByText('SW123')).toBeVisible();
    expect(due!.getByText('Booked')).toHaveClass('text-bg-success');
    expect(due!.getByText('5 of 7 issued')).toBeVisible();
    expect(due!.getByText('Due in 1 day 4 h')).toBeVisible();
    expect(due!.getByText('Thu, 3 Dec 2026, 10:00 am IST')).toBeVisible();
    expect(
      due!.getByRole('link', {
        name: 'Issue tickets for New Delhi (DEL) to Mumbai (BOM) on Sat, 12 Dec 2026',
      }),
    ).toHaveAttribute('href', '/airline/won/q-1');

    expect(overdue!.getByText('Overdue')).toHaveClass('text-danger-emphasis');
    expect(overdue!.getByText('0 of 3 issued')).toBeVisible();

    expect(done!.getByText('4 of 4 issued')).toBeVisible();
    expect(done!.getByText('All issued')).toBeVisible();
    expect(done!.getByRole('link', { name: /^View for/ })).toHaveAttribute(
      'href',
      '/airline/won/q-3',
    );

    expect(paying!.getByText('Awaiting payment')).toBeVisible();
    expect(paying!.getByText('Not yet booked')).toBeVisible();
    expect(paying!.queryByText(/issued/)).toBeNull();
  });

  it('says when nothing was won yet', async () => {
    renderWon({ body: { awaiting_tickets: 0, groups: [] } });
    expect(await screen.findByRole('heading', { name: 'No Won Groups Yet' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the list could not load', async () => {
    renderWon({ status: 500, body: { detail: 'Internal Server Error' } });
    expect(
      await screen.findByText('Failed to load your won groups. Please try again later.'),
    ).toBeVisible();
  });
});
