import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeAirlineBid, makeAirlineUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AirlineBidsPage from './airline-bids.page.tsx';

function renderBids(answer: MockResponse) {
  setToken('t-1');
  setUser(makeAirlineUser());
  mockFetch({ 'GET /api/airline/bids': answer });
  return renderPage(<AirlineBidsPage />, '/airline/bids');
}

const stat = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe("'Your Airline Bids' (spec §2, from the server per decisions.md)", () => {
  it('lists each bid with its status and total, and the statistics', async () => {
    renderBids({
      body: [
        // Won: 8 passengers at ₹4,000 = ₹32,000 revenue.
        makeAirlineBid(
          { quote_id: 'q-1', price_per_ticket: 400_000, is_selected: true },
          { status: 'BOOKED', member_count: 8 },
        ),
        // Open and currently the lowest.
        makeAirlineBid(
          { quote_id: 'q-2', price_per_ticket: 500_000, is_lowest: true, flight_number: 'SW9' },
          {
            rfq_number: 'RFQ-2026-000200',
            from_location: 'BLR',
            to_location: 'MAA',
            member_count: 10,
          },
        ),
        // Open and outbid.
        makeAirlineBid(
          { quote_id: 'q-3', price_per_ticket: 600_001, is_lowest: false },
          { rfq_number: 'RFQ-2026-000300', member_count: 7 },
        ),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Airline Bids' }),
    ).toBeVisible();
    expect(stat('Total Bids')).toHaveTextContent('3');
    expect(stat('Won Bids')).toHaveTextContent('1');
    // (4,000 + 5,000 + 6,000.01) / 3 = 5,000.00333…
    expect(stat('Average Bid')).toHaveTextContent('₹5,000.00');
    expect(stat('Total Revenue')).toHaveTextContent('₹32,000.00');

    const rows = within(screen.getByRole('table', { name: 'Your Airline Bids' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    const [won, lowest, outbid] = rows.map((row) => within(row));
    expect(won!.getByText('Accepted')).toBeVisible();
    expect(won!.getByText('₹32,000.00')).toBeVisible();
    // Times in India time: 03:30 UTC is 9:00 am.
    expect(won!.getByText('9:00 am - 11:15 am')).toBeVisible();
    expect(lowest!.getByText('BLR', { exact: false })).toBeVisible();
    expect(lowest!.getByText('Pending')).toBeVisible();
    expect(lowest!.getByText('Lowest')).toBeVisible();
    expect(lowest!.getByText('₹5,000.00')).toBeVisible();
    expect(lowest!.getByText('₹50,000.00')).toBeVisible();
    expect(outbid!.getByText('Outbid')).toBeVisible();
  });

  it("says 'No Bids Submitted' with a 'Browse RFQs' link", async () => {
    renderBids({ body: [] });
    const heading = await screen.findByRole('heading', { name: 'No Bids Submitted' });
    expect(
      within(heading.closest('.card') as HTMLElement).getByRole('link', { name: 'Browse RFQs' }),
    ).toHaveAttribute('href', '/airline/dashboard');
  });

  it('shows the load error', async () => {
    renderBids({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load bids. Please try again later.',
    );
  });
});
