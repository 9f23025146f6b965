import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeAirlineBid,
  makeAirlineUser,
  makeGroup,
  makeTicketingState,
} from '../../../test/fixtures.ts';
import {
  mockEventStream,
  mockFetch,
  type MockResponse,
  type MockRoute,
} from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AirlineDashboardPage from './airline-dashboard.page.tsx';

const OPEN = makeGroup({
  status: 'RFQ_SENT',
  passenger_count: 8,
  member_count: 8,
  lowest_known_price: 450_000,
  bid_count: 2,
  bidding_deadline: '2026-06-04T04:30:00Z',
});
const NO_BIDS = makeGroup({
  community_id: '1c7e3d2f-5e6b-4d2c-8b8f-2e3d4c5b6a71',
  rfq_number: 'RFQ-2026-000124',
  from_location: 'BLR',
  to_location: 'MAA',
  time_slot: 'SLOT_16_20',
  status: 'RFQ_SENT',
  member_count: 7,
  passenger_count: 7,
  bidding_deadline: '2026-06-04T04:30:00Z',
});

function renderDashboard(
  groups: MockResponse | MockRoute,
  bids: MockResponse = { body: [] },
  events?: MockRoute,
  won?: MockResponse,
) {
  setToken('t-1');
  setUser(makeAirlineUser());
  mockFetch({
    'GET /api/communities/': groups,
    'GET /api/airline/bids': bids,
    ...(events ? { 'GET /api/airline/events': events } : {}),
    ...(won ? { 'GET /api/airline/won-groups': won } : {}),
  });
  return renderPage(<AirlineDashboardPage />, '/airline/dashboard');
}

const card = (rfq: string) => within(screen.getByText(rfq).closest('.card') as HTMLElement);

describe('airline dashboard ("Airline screens")', () => {
  it('says how many won groups await its tickets and links to them', async () => {
    renderDashboard({ body: [OPEN] }, { body: [] }, undefined, {
      body: {
        awaiting_tickets: 2,
        groups: [makeTicketingState(), makeTicketingState({ quote_id: 'q-2' })],
      },
    });
    expect(await screen.findByText('2 groups await your tickets.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Issue their tickets' })).toHaveAttribute(
      'href',
      '/airline/won',
    );
    expect(screen.getByRole('link', { name: 'Won groups' })).toHaveAttribute(
      'href',
      '/airline/won',
    );
  });

  it('says nothing about tickets when none are awaited', async () => {
    renderDashboard({ body: [OPEN] }, { body: [] }, undefined, {
      body: { awaiting_tickets: 0, groups: [makeTicketingState({ tickets_issued: 3 })] },
    });
    await screen.findByText(/Lowest Bid:/);
    expect(screen.queryByText(/await your tickets/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Won groups' })).toBeVisible();
  });

  it('follows the RFQs live: a lower bid, a new RFQ and a closed one', async () => {
    const stream = mockEventStream();
    let list = [OPEN];
    renderDashboard(() => ({ body: list }), { body: [] }, stream.route);
    expect(await screen.findByText(/Lowest Bid:/)).toHaveTextContent('Lowest Bid: ₹4,500.00');
    await waitFor(() => expect(stream.connections).toBe(1));

    stream.send('rfq', { ...OPEN, lowest_known_price: 420_000, bid_count: 3 });
    await waitFor(() =>
      expect(card('RFQ-2026-000123').getByText(/Lowest Bid:/)).toHaveTextContent(
        'Lowest Bid: ₹4,200.00',
      ),
    );

    // A new RFQ: the list is read again (the server filters it).
    list = [{ ...OPEN, lowest_known_price: 420_000 }, NO_BIDS];
    stream.send('rfq', NO_BIDS);
    expect(await screen.findByText('RFQ-2026-000124')).toBeVisible();

    stream.send('rfq_closed', { community_id: OPEN.community_id, status: 'BOOKED' });
    await waitFor(() => expect(screen.queryByText('RFQ-2026-000123')).toBeNull());
  });

  it('says where the company’s own bid stands on each card, live', async () => {
    const stream = mockEventStream();
    const mine = { ...OPEN, my_standing: { rank: 1, of: 2, above_lowest: 0 } };
    renderDashboard(
      { body: [mine, { ...NO_BIDS, my_standing: null }] },
      { body: [] },
      stream.route,
    );
    await waitFor(() =>
      expect(card('RFQ-2026-000123').getByTestId('own-standing')).toHaveTextContent(
        'You are the lowest',
      ),
    );
    expect(card('RFQ-2026-000124').queryByTestId('own-standing')).toBeNull();
    await waitFor(() => expect(stream.connections).toBe(1));
    stream.send('rfq', {
      ...mine,
      lowest_known_price: 440_000,
      bid_count: 3,
      my_standing: { rank: 3, of: 3, above_lowest: 10_000 },
    });
    await waitFor(() =>
      expect(card('RFQ-2026-000123').getByTestId('own-standing')).toHaveTextContent(
        '3rd of 3, ₹100.00 above the lowest',
      ),
    );
  });

  it('shows one card per RFQ_SENT group with its facts and lowest bid in ₹', async () => {
    renderDashboard({
      body: [OPEN, NO_BIDS, makeGroup({ rfq_number: 'RFQ-OLD', status: 'BOOKED' })],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Active RFQs for Airlines' }),
    ).toBeVisible();
    expect(screen.queryByText('RFQ-OLD')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    const first = card('RFQ-2026-000123');
    expect(first.getByRole('heading', { name: 'New Delhi (DEL) to Mumbai (BOM)' })).toBeVisible();
    expect(first.getByText('Awaiting Bids')).toHaveClass('badge', 'text-bg-info');
    expect(first.getByText('Sat, 12 Dec 2026')).toBeVisible();
    expect(first.getByText('08:00-12:00')).toBeVisible();
    expect(first.getByText('8')).toBeVisible();
    // 04:30 UTC is 10:00 in India.
    expect(first.getByText('Thu, 4 Jun 2026, 10:00 am')).toBeVisible();
    expect(first.getByText(/Lowest Bid:/)).toHaveTextContent('Lowest Bid: ₹4,500.00');
    expect(first.getByRole('link', { name: 'Submit Bid for RFQ-2026-000123' })).toHaveAttribute(
      'href',
      `/airline/bid/${OPEN.community_id}`,
    );

    const second = card('RFQ-2026-000124');
    expect(second.getByText('No bids yet')).toBeVisible();
    expect(second.getByText('16:00-20:00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your Airline Bids' })).toHaveAttribute(
      'href',
      '/airline/bids',
    );
  });

  it("shows the airline's own bid and whether it is the lowest", async () => {
    renderDashboard(
      { body: [OPEN, NO_BIDS] },
      {
        body: [
          makeAirlineBid({ price_per_ticket: 450_000, is_lowest: true }),
          makeAirlineBid(
            {
              quote_id: 'q-2',
              community_id: NO_BIDS.community_id,
              price_per_ticket: 520_000,
              is_lowest: false,
            },
            { rfq_number: 'RFQ-2026-000124' },
          ),
        ],
      },
    );
    await screen.findByText('RFQ-2026-000123');
    expect(await card('RFQ-2026-000123').findByText(/Your bid:/)).toHaveTextContent(
      'Your bid: ₹4,500.00 Lowest',
    );
    expect(card('RFQ-2026-000124').getByText(/Your bid:/)).toHaveTextContent(
      'Your bid: ₹5,200.00 Outbid',
    );
  });

  it("says 'No Active RFQs' when nothing is open", async () => {
    renderDashboard({ body: [makeGroup({ status: 'BOOKED' })] });
    expect(await screen.findByRole('heading', { name: 'No Active RFQs' })).toBeVisible();
  });

  it('shows the load error', async () => {
    renderDashboard({ status: 500, body: { detail: 'boom' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load RFQs. Please try again later.',
    );
  });

  it('filters by route and date on the server, and the filters stay in the URL', async () => {
    setToken('t-1');
    setUser(makeAirlineUser());
    const fetchMock = mockFetch({
      'GET /api/communities/?from_location=BLR': { body: [NO_BIDS] },
      'GET /api/airline/bids?from_location=BLR': { body: [] },
      'GET /api/communities/?from_location=BLR&travel_date=2026-12-20': { body: [] },
      'GET /api/airline/bids?from_location=BLR&travel_date=2026-12-20': { body: [] },
    });
    const { router } = renderPage(
      <AirlineDashboardPage />,
      '/airline/dashboard',
      '/airline/dashboard?from_location=BLR',
    );
    expect(await screen.findByText('RFQ-2026-000124')).toBeVisible();
    expect(screen.queryByText('RFQ-2026-000123')).toBeNull();
    const form = screen.getByRole('search', { name: 'Filter requests for quotes' });
    expect(within(form).getByLabelText('From')).toHaveValue('BLR');

    const date = within(form).getByLabelText('Travel date');
    await userEvent.type(date, '2026-12-20');
    expect(
      await screen.findByRole('heading', { name: 'No RFQs match these filters' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?from_location=BLR&travel_date=2026-12-20');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/communities/?from_location=BLR&travel_date=2026-12-20',
    );
  });
});
