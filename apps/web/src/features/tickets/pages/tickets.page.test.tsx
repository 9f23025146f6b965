import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  makeAirlineUser,
  makePendingTicket,
  makeTicket,
  makeUser,
} from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import TicketsPage from './tickets.page.tsx';

function renderTickets(answer: MockResponse, user = makeUser()) {
  setToken('t-1');
  setUser(user);
  mockFetch({ 'GET /api/tickets/': answer });
  return renderPage(<TicketsPage />, '/tickets');
}

describe("tickets list ('/tickets')", () => {
  it('lists number, route, date, status badge, airline references, price in ₹ and a View link', async () => {
    renderTickets({
      body: [
        makeTicket(),
        makeTicket({
          ticket_id: 't-2',
          ticket_number: 'AB12CD34EF',
          status: 'CANCELLED',
          from_location: 'BLR',
          to_location: 'MAA',
        }),
        makePendingTicket({ ticket_id: 't-3', ticket_number: 'PENDING001' }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Your Flight Tickets' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Flight Tickets' })).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Ticket #',
      'Route',
      'Travel Date',
      'Status',
      'Airline',
      'Price',
      'Actions',
    ]);
    const [first, second, third] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r));
    expect(first!.getByRole('rowheader')).toHaveTextContent('K7M2Q9X4PZ');
    // The number itself opens the ticket (on a phone the View column was off screen).
    expect(
      within(first!.getByRole('rowheader')).getByRole('link', { name: 'K7M2Q9X4PZ' }),
    ).toHaveAttribute('href', `/tickets/${makeTicket().ticket_id}`);
    expect(first!.getByText('Sat, 12 Dec 2026')).toBeVisible();
    expect(first!.getByText('Issued')).toHaveClass('text-bg-success');
    // Issued by the airline: its PNR and the e-ticket number.
    expect(first!.getByText('Skyways')).toBeVisible();
    expect(first!.getByText('SW7K2Q')).toBeVisible();
    expect(first!.getByText('2171234567890')).toBeVisible();
    expect(first!.getByText('₹4,795.00')).toBeVisible();
    expect(first!.getByRole('link', { name: 'View ticket K7M2Q9X4PZ' })).toHaveAttribute(
      'href',
      `/tickets/${makeTicket().ticket_id}`,
    );
    expect(second!.getByText('Cancelled')).toHaveClass('text-bg-danger');
    expect(second!.getByText(/Bengaluru/)).toBeVisible();
    expect(third!.getByText('Ticket pending from the airline')).toHaveClass('text-bg-warning');
    expect(third!.queryByText(/PNR|E-ticket/)).toBeNull();
  });

  it("says 'No Tickets Found' and links to finding a group", async () => {
    renderTickets({ body: [] });
    const heading = await screen.findByRole('heading', { name: 'No Tickets Found' });
    expect(
      within(heading.closest('.card') as HTMLElement).getByRole('link', {
        name: 'Find Flight Groups',
      }),
    ).toHaveAttribute('href', '/communities/new');
  });

  it('offers an airline account no group search: airlines never join groups', async () => {
    renderTickets({ body: [] }, makeAirlineUser());
    await screen.findByRole('heading', { name: 'No Tickets Found' });
    expect(screen.queryByRole('link', { name: 'Find Flight Groups' })).toBeNull();
  });

  it('shows the load error', async () => {
    renderTickets({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load tickets. Please try again later.',
    );
  });
});
