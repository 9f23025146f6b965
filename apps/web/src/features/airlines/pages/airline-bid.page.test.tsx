import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAirlineUser, makeGroup, makeQuote } from '../../../test/fixtures.ts';
import {
  mockEventStream,
  mockFetch,
  type MockResponse,
  type MockRoute,
} from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AirlineBidPage from './airline-bid.page.tsx';

const GROUP = makeGroup({
  status: 'RFQ_SENT',
  member_count: 8,
  passenger_count: 8,
  lowest_known_price: 450_000,
  bid_count: 1,
  bidding_deadline: '2026-06-04T04:30:00Z',
});
const ID = GROUP.community_id;

function renderBid(
  routes: {
    group?: MockResponse;
    quotes?: MockResponse;
    submit?: MockResponse;
    events?: MockRoute;
  } = {},
) {
  setToken('t-1');
  setUser(makeAirlineUser());
  const fetchMock = mockFetch({
    [`GET /api/communities/${ID}`]: routes.group ?? { body: GROUP },
    [`GET /api/quotes/${ID}`]: routes.quotes ?? { body: [] },
    [`POST /api/quotes/${ID}`]: routes.submit ?? { status: 201, body: makeQuote() },
    ...(routes.events ? { 'GET /api/airline/events': routes.events } : {}),
  });
  const utils = renderPage(<AirlineBidPage />, '/airline/bid/:communityId', `/airline/bid/${ID}`);
  return { fetchMock, ...utils };
}

const submitCall = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');

afterEach(() => {
  vi.useRealTimers();
});

describe('bid form ("Airline screens", "Bid")', () => {
  it('shows the community details, the form fields and a way back', async () => {
    renderBid();
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit a Bid' })).toBeVisible();
    expect(screen.getByText('Route', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /New Delhi \(DEL\).*Mumbai \(BOM\)/,
    );
    expect(screen.getByText('Sat, 12 Dec 2026')).toBeVisible();
    expect(screen.getByText('08:00-12:00')).toBeVisible();
    expect(screen.getByText('₹4,500.00 per ticket')).toBeVisible();
    const price = screen.getByLabelText(/^Price Per Ticket \(₹\)/);
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('step', '0.01');
    expect(price).toHaveAttribute('min', '0');
    expect(screen.getByLabelText(/^Flight Number/)).toHaveAttribute('placeholder', 'e.g. AI123');
    expect(screen.getByLabelText('Departure Time')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('Arrival Time')).toHaveAttribute('type', 'time');
    expect(screen.getByRole('link', { name: /Back to the airline dashboard/ })).toHaveAttribute(
      'href',
      '/airline/dashboard',
    );
  });

  it("refuses a missing or zero price with 'Please enter a valid price.'", async () => {
    const { fetchMock } = renderBid();
    const price = await screen.findByLabelText(/^Price Per Ticket/);
    await userEvent.type(screen.getByLabelText(/^Flight Number/), 'AI123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
    expect(price).toHaveAccessibleDescription(/Please enter a valid price\./);
    await userEvent.type(price, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
    expect(price).toHaveAccessibleDescription(/Please enter a valid price\./);
    expect(submitCall(fetchMock)).toBeUndefined();
  });

  it('sends the price in paise, shows success and goes to the dashboard after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, router } = renderBid();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText(/^Price Per Ticket/), '4299.995');
    await user.type(screen.getByLabelText(/^Flight Number/), 'ai 123');
    await user.type(screen.getByLabelText('Departure Time'), '09:15');
    await user.click(screen.getByRole('button', { name: 'Submit Bid' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bid Submitted Successfully!');
    expect(JSON.parse(String(submitCall(fetchMock)?.[1]?.body))).toEqual({
      price_per_ticket: 430_000,
      flight_number: 'ai 123',
      departure_time: '09:15',
      arrival_time: '',
      community_id: ID,
    });
    act(() => vi.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe(`/airline/bid/${ID}`);
    act(() => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/airline/dashboard');
  });

  it("shows 'Failed to submit bid: {detail}'", async () => {
    renderBid({ submit: { status: 409, body: { detail: 'Bidding is closed for this group' } } });
    await userEvent.type(await screen.findByLabelText(/^Price Per Ticket/), '4000');
    await userEvent.type(screen.getByLabelText(/^Flight Number/), 'AI123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit bid: Bidding is closed for this group',
    );
  });

  it("shows the airline's current quote and whether it is the lowest", async () => {
    renderBid({ quotes: { body: [makeQuote({ price_per_ticket: 480_000, is_lowest: false })] } });
    const heading = await screen.findByRole('heading', { name: 'Your current bid' });
    const section = heading.closest('section') as HTMLElement;
    expect(section).toHaveTextContent('₹4,800.00 per ticket Outbid');
    expect(section).toHaveTextContent('Flight SW123, 9:00 am - 11:15 am');
  });

  it('shows its standing, that ties go to the earlier bid, and the standing moving live', async () => {
    const stream = mockEventStream();
    const mine = makeQuote({ price_per_ticket: 450_000, is_lowest: true });
    renderBid({
      group: { body: { ...GROUP, my_standing: { rank: 1, of: 2, above_lowest: 0 } } },
      quotes: { body: [mine] },
      events: stream.route,
    });
    expect(await screen.findByTestId('own-standing')).toHaveTextContent('You are the lowest');
    expect(screen.getByText('Ties go to the earlier bid.')).toBeVisible();
    await waitFor(() => expect(stream.connections).toBe(1));
    // Another airline bids ₹120.50 lower: the page says so without a reload.
    stream.send('rfq', {
      ...GROUP,
      lowest_known_price: 437_950,
      bid_count: 3,
      my_standing: { rank: 2, of: 3, above_lowest: 12_050 },
    });
    await waitFor(() =>
      expect(screen.getByTestId('own-standing')).toHaveTextContent(
        '2nd of 3, ₹120.50 above the lowest',
      ),
    );
    expect(screen.getByText(/₹4,379.50 per ticket/)).toBeVisible();
  });

  it('shows the load error', async () => {
    renderBid({ group: { status: 404, body: { detail: 'Group not found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load community details. Please try again later.',
    );
  });

  it('withdraws the current bid after confirming, once for a double click', async () => {
    const open = { ...GROUP, bidding_deadline: '2099-01-01T04:30:00Z' };
    let quotes = [makeQuote({ quote_id: 'q-mine', price_per_ticket: 480_000 })];
    let group = open;
    setToken('t-1');
    setUser(makeAirlineUser());
    const fetchMock = mockFetch({
      [`GET /api/communities/${ID}`]: () => ({ body: group }),
      [`GET /api/quotes/${ID}`]: () => ({ body: quotes }),
      'DELETE /api/quotes/q-mine': () => {
        quotes = [];
        group = { ...open, lowest_known_price: 500_000 };
        return { body: group };
      },
    });
    renderPage(<AirlineBidPage />, '/airline/bid/:communityId', `/airline/bid/${ID}`);
    const heading = await screen.findByRole('heading', { name: 'Your current bid' });
    const section = within(heading.closest('section') as HTMLElement);
    await userEvent.click(
      section.getByRole('button', { name: `Withdraw bid on ${GROUP.rfq_number}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your bid?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Withdraw bid' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your bid has been withdrawn.');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your current bid' })).toBeNull(),
    );
    expect(screen.getByText('₹5,000.00 per ticket')).toBeVisible();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toHaveLength(1);
  });

  it('offers no Withdraw once bidding has closed', async () => {
    renderBid({ quotes: { body: [makeQuote()] } });
    await screen.findByRole('heading', { name: 'Your current bid' });
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});

describe('the passenger manifest after booking', () => {
  const BOOKED = { ...GROUP, status: 'BOOKED' as const };
  const WON = makeQuote({ quote_id: 'q-won', is_selected: true });
  const MANIFEST = {
    quote_id: 'q-won',
    community_id: ID,
    rfq_number: GROUP.rfq_number,
    from_location: 'DEL',
    to_location: 'BOM',
    travel_date: '2026-12-12',
    airline_name: 'Skyways',
    flight_number: 'SW123',
    departure_time: '2026-12-12T03:30:00.000Z',
    arrival_time: '2026-12-12T05:45:00.000Z',
    pnr: 'SW7K2Q',
    ticketing_deadline: '2026-12-03T04:30:00Z',
    tickets_issued: 1,
    tickets_total: 2,
    passengers: [
      {
        passenger_id: 'p-1',
        eticket_number: '2171234567890',
        issued_at: '2026-12-01T04:30:00Z',
        full_name: 'Asha Verma',
        date_of_birth: '1990-04-02',
        gender: 'F',
        ticket_number: 'SA-0001',
        ticket_status: 'ISSUED',
      },
      {
        passenger_id: 'p-2',
        eticket_number: null,
        issued_at: null,
        full_name: 'Ravi Verma',
        date_of_birth: '1988-01-01',
        gender: 'M',
        ticket_number: 'SA-0002',
        ticket_status: 'CANCELLED',
      },
      {
        passenger_id: 'p-3',
        eticket_number: null,
        issued_at: null,
        full_name: 'Meera Iyer',
        date_of_birth: '1995-09-30',
        gender: 'F',
        ticket_number: 'SA-0003',
        ticket_status: 'PENDING',
      },
    ],
  };

  function renderBooked(manifest: MockResponse = { body: MANIFEST }) {
    setToken('t-1');
    setUser(makeAirlineUser());
    const fetchMock = mockFetch({
      [`GET /api/communities/${ID}`]: { body: BOOKED },
      [`GET /api/quotes/${ID}`]: { body: [WON] },
      'GET /api/airline/quotes/q-won/manifest': manifest,
      'GET /api/airline/quotes/q-won/manifest.csv': { raw: 'RFQ,Flight\r\n' },
    });
    renderPage(<AirlineBidPage />, '/airline/bid/:communityId', `/airline/bid/${ID}`);
    return fetchMock;
  }

  it('lists each passenger with date of birth, gender and ticket instead of the form', async () => {
    renderBooked();
    const table = await screen.findByRole('table', { name: 'Passenger Manifest' });
    // Nothing to bid on any more: the page says what it is, and that bidding has closed.
    expect(screen.getByRole('heading', { level: 1, name: 'Booked Flight Group' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Submit a Bid' })).toBeNull();
    await vi.waitFor(() => expect(document.title).toBe('Booked Flight Group · Saath'));
    expect(screen.getByText('Bidding closed')).toBeVisible();
    expect(screen.queryByText('Bidding closes')).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Asha Verma')).toBeVisible();
    expect(within(rows[0]!).getByText('Female')).toBeVisible();
    expect(within(rows[0]!).getByText('SA-0001')).toBeVisible();
    expect(within(rows[0]!).getByText('Issued')).toBeVisible();
    expect(within(rows[1]!).getByText('Male')).toBeVisible();
    expect(within(rows[1]!).getByText('Cancelled')).toBeVisible();
    expect(within(rows[2]!).getByText('Pending')).toHaveClass('text-bg-warning');
    expect(screen.queryByRole('button', { name: 'Submit Bid' })).toBeNull();
    // The tickets are issued on the won group's page.
    expect(screen.getByText(/3 passengers, 1 of 2 tickets issued/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Issue e-tickets on the won group page' }),
    ).toHaveAttribute('href', '/airline/won/q-won');
  });

  it("downloads the CSV with the bearer through 'Download CSV'", async () => {
    const createObjectURL = vi.fn(() => 'blob:manifest');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const fetchMock = renderBooked();
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe(`saath-manifest-${GROUP.rfq_number}.csv`);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('.csv'))!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer t-1');
  });

  it('says when the manifest could not be loaded', async () => {
    renderBooked({ status: 500, body: { detail: 'boom' } });
    expect(
      await screen.findByText('Failed to load the passenger manifest. Please try again later.'),
    ).toBeVisible();
  });

  it('shows no manifest while the group awaits payment', async () => {
    setToken('t-1');
    setUser(makeAirlineUser());
    const fetchMock = mockFetch({
      [`GET /api/communities/${ID}`]: { body: { ...GROUP, status: 'READY_FOR_BOOKING' } },
      [`GET /api/quotes/${ID}`]: { body: [WON] },
    });
    renderPage(<AirlineBidPage />, '/airline/bid/:communityId', `/airline/bid/${ID}`);
    await screen.findByRole('heading', { name: 'Your current bid' });
    expect(screen.queryByRole('table', { name: 'Passenger Manifest' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('manifest'))).toBe(false);
  });
});
