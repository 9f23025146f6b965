import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AirlineBid } from '@saath/shared/airlines';
import { indiaDate } from '@saath/shared/india-time';
import { makeAirlineBid, makeAirlineUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
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

describe("'Your Airline Bids' (from the server)", () => {
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
    // A won bid whose group has been paid for and booked.
    expect(won!.getByText('Booked')).toBeVisible();
    expect(won!.getByRole('link', { name: 'Passenger manifest' })).toHaveAttribute(
      'href',
      '/airline/bid/0b6f2c1e-4d5a-4c1b-9a7e-1f2d3c4b5a60',
    );
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

  it('shows a won bid as awaiting payment with how many members paid', async () => {
    renderBids({
      body: [
        makeAirlineBid(
          { quote_id: 'q-1', is_selected: true },
          { status: 'READY_FOR_BOOKING', paid_member_count: 2, active_member_count: 5 },
        ),
        makeAirlineBid(
          { quote_id: 'q-2', is_selected: false },
          { rfq_number: 'RFQ-2026-000200', status: 'READY_FOR_BOOKING' },
        ),
      ],
    });
    const rows = within(await screen.findByRole('table', { name: 'Your Airline Bids' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(rows[0]!.getByText('Won – awaiting payment (2 of 5 paid)')).toBeVisible();
    // No manifest before the group is booked, and none for a bid that lost.
    expect(rows[0]!.queryByRole('link', { name: 'Passenger manifest' })).toBeNull();
    expect(rows[1]!.getByText('Not selected')).toBeVisible();
    expect(rows[1]!.queryByRole('link', { name: 'Passenger manifest' })).toBeNull();
    expect(stat('Won Bids')).toHaveTextContent('1');
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

// Withdrawing, filtering and exporting.
const OPEN_UNTIL = '2099-01-01T04:30:00Z';
const OPEN_BID = makeAirlineBid(
  { quote_id: 'q-open', price_per_ticket: 470_000 },
  { rfq_number: 'RFQ-2026-000321', bidding_deadline: OPEN_UNTIL },
);
const WON_BID = makeAirlineBid(
  { quote_id: 'q-won', is_selected: true },
  { rfq_number: 'RFQ-2026-000400', status: 'BOOKED', bidding_deadline: OPEN_UNTIL },
);
const CLOSED_BID = makeAirlineBid(
  { quote_id: 'q-closed' },
  // RFQ_SENT still, but its window has passed: the sweep has not run yet.
  { rfq_number: 'RFQ-2026-000500', bidding_deadline: '2026-01-01T00:00:00Z' },
);

function renderWith(routes: Record<string, MockResponse | MockRoute>, path = '/airline/bids') {
  setToken('t-1');
  setUser(makeAirlineUser());
  const fetchMock = mockFetch(routes);
  return { fetchMock, ...renderPage(<AirlineBidsPage />, '/airline/bids', path) };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const row = (rfq: string) => within(screen.getByText(rfq).closest('[role="row"]') as HTMLElement);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("withdrawing a bid from 'Your Airline Bids'", () => {
  it('withdraws after confirming, sends one request for a double click, and the list updates', async () => {
    let bids: AirlineBid[] = [OPEN_BID, WON_BID];
    const { fetchMock } = renderWith({
      'GET /api/airline/bids': () => ({ body: bids }),
      'DELETE /api/quotes/q-open': () => {
        bids = [WON_BID];
        return { body: { community_id: OPEN_BID.community_id } };
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Withdraw bid on RFQ-2026-000321' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your bid?' });
    expect(dialog).toHaveTextContent(
      'RFQ-2026-000321: New Delhi (DEL) to Mumbai (BOM), your bid of ₹4,700.00 per ticket',
    );
    // Two clicks in the same moment, before React can render the button disabled.
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw bid' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('Your bid has been withdrawn.');
    await waitFor(() => expect(screen.queryByText('RFQ-2026-000321')).toBeNull());
    expect(calls(fetchMock, 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stat('Total Bids')).toHaveTextContent('1');
  });

  it('keeps the bid when the dialog is dismissed', async () => {
    const { fetchMock } = renderWith({ 'GET /api/airline/bids': { body: [OPEN_BID] } });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Withdraw bid on RFQ-2026-000321' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your bid?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep bid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);
    expect(screen.getByText('RFQ-2026-000321')).toBeVisible();
  });

  it("shows the server's refusal in the dialog", async () => {
    renderWith({
      'GET /api/airline/bids': { body: [OPEN_BID] },
      'DELETE /api/quotes/q-open': {
        status: 409,
        body: { detail: 'Bidding has closed for this group: the bid can no longer be withdrawn' },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Withdraw bid on RFQ-2026-000321' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your bid?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw bid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to withdraw bid: Bidding has closed for this group: the bid can no longer be withdrawn',
    );
  });

  it('offers no Withdraw on a selected bid or once the bidding window has passed', async () => {
    renderWith({ 'GET /api/airline/bids': { body: [OPEN_BID, WON_BID, CLOSED_BID] } });
    await screen.findByText('RFQ-2026-000321');
    expect(row('RFQ-2026-000321').getByRole('button', { name: /Withdraw/ })).toBeEnabled();
    expect(row('RFQ-2026-000400').queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(row('RFQ-2026-000500').queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});

describe("filters on 'Your Airline Bids'", () => {
  it('reads the filters from the URL, asks the server for them, and keeps changes in the URL', async () => {
    const { fetchMock, router } = renderWith(
      {
        'GET /api/airline/bids?to_location=GOI': { body: [OPEN_BID] },
        'GET /api/airline/bids?from_location=DEL&to_location=GOI': { body: [] },
        'GET /api/airline/bids': { body: [OPEN_BID, WON_BID] },
      },
      // As after a reload: the filter is in the address.
      '/airline/bids?to_location=GOI',
    );
    await screen.findByText('RFQ-2026-000321');
    const form = screen.getByRole('search', { name: 'Filter bids' });
    expect(within(form).getByLabelText('To')).toHaveValue('GOI');
    expect(screen.queryByText('RFQ-2026-000400')).toBeNull();

    await userEvent.selectOptions(within(form).getByLabelText('From'), 'DEL');
    const none = await screen.findByRole('heading', { name: 'No bids match these filters' });
    expect(router.state.location.search).toBe('?to_location=GOI&from_location=DEL');

    const card = within(none.closest('.card') as HTMLElement);
    await userEvent.click(card.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('RFQ-2026-000400')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/airline/bids?to_location=GOI',
      '/api/airline/bids?from_location=DEL&to_location=GOI',
      '/api/airline/bids',
    ]);
  });

  it('filters by travel date, and leaves out a value the server would refuse', async () => {
    const { fetchMock } = renderWith(
      {
        'GET /api/airline/bids?travel_date=2026-12-12': { body: [OPEN_BID] },
      },
      '/airline/bids?from_location=XYZ&travel_date=2026-12-12',
    );
    await screen.findByText('RFQ-2026-000321');
    expect(screen.getByLabelText('Travel date')).toHaveValue('2026-12-12');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("'Download CSV' on 'Your Airline Bids'", () => {
  it('downloads the filtered bids with the bearer header as a dated .csv file', async () => {
    const createObjectURL = vi.fn(() => 'blob:bids');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const { fetchMock } = renderWith(
      {
        'GET /api/airline/bids?to_location=BOM': { body: [OPEN_BID] },
        'GET /api/airline/bids.csv?to_location=BOM': { raw: 'RFQ,From\r\n' },
      },
      '/airline/bids?to_location=BOM',
    );
    const button = await screen.findByRole('button', { name: 'Download CSV' });
    await userEvent.click(button);
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe(`saath-airline-bids-${indiaDate(new Date())}.csv`);
    expect(clicks[0]!.href).toBe('blob:bids');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('.csv'))!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer t-1');
  });

  it('is disabled while the download runs, and says when it failed', async () => {
    let fail!: () => void;
    renderWith({
      'GET /api/airline/bids': { body: [OPEN_BID] },
    });
    const button = await screen.findByRole('button', { name: 'Download CSV' });
    const pending = new Promise<Response>((resolve) => {
      fail = () => resolve(new Response('{"detail":"nope"}', { status: 500 }));
    });
    vi.mocked(fetch).mockImplementationOnce(() => pending);
    await userEvent.click(button);
    expect(button).toBeDisabled();
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to download your bids. Please try again later.',
    );
    expect(button).toBeEnabled();
  });

  it('has nothing to download without bids', async () => {
    renderWith({ 'GET /api/airline/bids': { body: [] } });
    await screen.findByRole('heading', { name: 'No Bids Submitted' });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
