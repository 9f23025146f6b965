import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group } from '@saath/shared/groups';
import { makeGroup, makePassenger, makeTicket, makeUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import GroupDetailPage from './group-detail.page.tsx';

const ID = makeGroup().community_id;

function renderDetail(
  group: Partial<Group> | MockResponse,
  routes: Record<string, MockResponse> = {},
) {
  setToken('t-1');
  setUser(makeUser());
  const isAnswer = 'body' in group || typeof group.status === 'number';
  const answer = isAnswer ? group : { body: makeGroup(group as Partial<Group>) };
  const fetchMock = mockFetch({
    [`GET /api/communities/${ID}`]: answer as MockResponse,
    [`GET /api/communities/${ID}/passengers`]: {
      body: {
        passengers: [
          makePassenger(),
          makePassenger({ id: 'p-2', full_name: 'Ravi Verma', gender: 'M', phone: '', age: 8 }),
          makePassenger({ id: 'p-3', full_name: 'Sam Verma', gender: 'Other' }),
        ],
      },
    },
    ...routes,
  });
  const utils = renderPage(<GroupDetailPage />, '/communities/:id', `/communities/${ID}`);
  return { fetchMock, ...utils };
}

const details = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Flight Group Details' })).closest(
      '.card',
    ) as HTMLElement,
  );

describe('group detail (spec §2 /communities/{id})', () => {
  it('shows the facts, a back link and the PENDING threshold progress', async () => {
    renderDetail({ passenger_count: 4 });
    const card = await details();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Back to your groups/ })).toHaveAttribute(
      'href',
      '/communities',
    );
    expect(card.getByText('Pending', { selector: '.badge' })).toHaveClass('text-bg-warning');
    expect(card.getByText('Sat, 12 Dec 2026')).toBeVisible();
    expect(card.getByText('08:00-12:00')).toBeVisible();
    expect(card.getByText('RFQ-2026-000123')).toBeVisible();
    // created_at 04:30 UTC is 10:00 in India.
    expect(card.getByText('Mon, 1 Jun 2026, 10:00 am')).toBeVisible();
    expect(card.getByText('4 of 7 needed')).toBeVisible();
    expect(card.getByRole('heading', { name: 'Threshold Progress' })).toBeVisible();
    expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    expect(card.getByText('3 more passengers needed to reach threshold')).toBeVisible();
    expect(card.getByText('4 of 7 passengers joined so far')).toBeVisible();
    expect(card.queryByRole('heading', { name: 'Airline Bidding Status' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave Group' })).toBeVisible();
  });

  it('says when the threshold is reached', async () => {
    renderDetail({ status: 'ACTIVE', passenger_count: 7 });
    const card = await details();
    expect(
      card.getByText('Threshold reached! Airlines will be contacted for quotes.'),
    ).toBeVisible();
  });

  it('shows the bidding panel while RFQ_SENT, with the lowest bid in ₹', async () => {
    renderDetail({
      status: 'RFQ_SENT',
      passenger_count: 8,
      lowest_known_price: 389_900,
      bid_count: 2,
    });
    const card = await details();
    const panel = within(
      card.getByRole('heading', { name: 'Airline Bidding Status' }).closest('section')!,
    );
    expect(panel.getByText('Awaiting airline quotes')).toBeVisible();
    expect(panel.getByText('₹3,899.00')).toBeVisible();
    expect(panel.getByText(/2 bids received/)).toBeVisible();
    expect(card.queryByRole('heading', { name: 'Threshold Progress' })).toBeNull();
    expect(card.getByText('Quote requests have been sent to airlines')).toBeVisible();
  });

  describe('countdowns (issue 14)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts down to the formation deadline while forming, in India time', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-01T00:00:00Z') });
      renderDetail({ status: 'PENDING', formation_deadline: '2026-12-01T05:12:00Z' });
      const card = await details();
      expect(card.getByText('Forming closes').parentElement).toHaveTextContent(
        'Forming closes in 5 h 12 min · Tue, 1 Dec 2026, 10:42 am IST',
      );
    });

    it('counts down to the bidding close while airlines bid', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-01T00:00:00Z') });
      renderDetail({
        status: 'RFQ_SENT',
        passenger_count: 8,
        bidding_deadline: '2026-12-03T04:30:00Z',
      });
      const card = await details();
      expect(card.getByText('Bidding closes').parentElement).toHaveTextContent(
        'Bidding closes in 2 d 4 h',
      );
      expect(card.queryByText('Forming closes')).toBeNull();
    });
  });

  it('says what happens next once an airline is selected (READY_FOR_BOOKING, issue 14)', async () => {
    renderDetail({ status: 'READY_FOR_BOOKING', passenger_count: 9, lowest_known_price: 412_500 });
    const card = await details();
    const panel = within(
      card.getByRole('heading', { name: 'Airline selected' }).closest('section')!,
    );
    expect(panel.getByText('₹4,125.00')).toBeVisible();
    expect(panel.getByText(/tickets are issued when the flight is booked/)).toBeVisible();
    expect(panel.getByText(/Nothing is charged before then/)).toBeVisible();
  });

  it('says why a CANCELLED group closed and what each member was given (issue 14)', async () => {
    renderDetail({
      status: 'CANCELLED',
      passenger_count: 9,
      bid_count: 0,
      bidding_deadline: '2026-12-01T06:30:00.000Z',
    });
    const card = await details();
    const panel = within(
      card.getByRole('heading', { name: 'This group was cancelled' }).closest('section')!,
    );
    expect(
      panel.getByText(
        'No airline bid on this group when bidding closed on Tue, 1 Dec 2026, 12:00 pm, so there is no flight to book.',
      ),
    ).toBeVisible();
    expect(panel.getByText(/one ticketing-fee waiver/)).toBeVisible();
    expect(panel.getByRole('link', { name: 'See your credits and fee waivers' })).toHaveAttribute(
      'href',
      '/profile#credits',
    );
  });

  it("says 'No bids received yet' and hides Leave once BOOKED", async () => {
    renderDetail({ status: 'BOOKED', passenger_count: 9 });
    const card = await details();
    expect(card.getByText('Flight booked')).toBeVisible();
    expect(card.getByText('No bids received yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave Group' })).toBeNull();
  });

  it('shows the total group savings against ₹15,000 per ticket once BOOKED', async () => {
    renderDetail(
      { status: 'BOOKED', passenger_count: 9, lowest_known_price: 450_000, bid_count: 3 },
      { 'GET /api/tickets/': { body: [] } },
    );
    const card = await details();
    const panel = within(
      card.getByRole('heading', { name: 'Airline Bidding Status' }).closest('section')!,
    );
    // (₹15,000 - ₹4,500) × 9 passengers.
    expect(panel.getByText(/Total group savings/)).toHaveTextContent(
      'Total group savings: ₹94,500.00',
    );
    expect(
      panel.getByText(/assumed market price of ₹15,000.00 per ticket, for 9 passengers/),
    ).toBeVisible();
  });

  it('shows no savings while bidding is still open', async () => {
    renderDetail({ status: 'RFQ_SENT', passenger_count: 8, lowest_known_price: 450_000 });
    const card = await details();
    expect(card.queryByText(/Total group savings/)).toBeNull();
  });

  it("lists the user's tickets of this group with badges and View Ticket links", async () => {
    const mine = makeTicket();
    renderDetail(
      { status: 'BOOKED', passenger_count: 9, lowest_known_price: 450_000 },
      {
        'GET /api/tickets/': {
          body: [
            mine,
            makeTicket({ ticket_id: 't-2', ticket_number: 'CANCELLED1', status: 'CANCELLED' }),
            makeTicket({ ticket_id: 't-3', ticket_number: 'OTHERGROUP', community_id: 'other' }),
          ],
        },
      },
    );
    const section = within(
      (await screen.findByRole('heading', { name: 'Your Tickets' })).closest(
        '.card',
      ) as HTMLElement,
    );
    const items = await section.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('K7M2Q9X4PZ');
    expect(within(items[0]!).getByText('Issued')).toHaveClass('text-bg-success');
    expect(within(items[1]!).getByText('Cancelled')).toHaveClass('text-bg-danger');
    expect(section.queryByText('OTHERGROUP')).toBeNull();
    expect(section.getByRole('link', { name: 'View ticket K7M2Q9X4PZ' })).toHaveAttribute(
      'href',
      `/tickets/${mine.ticket_id}`,
    );
  });

  it('asks for no tickets before the group is booked', async () => {
    const { fetchMock } = renderDetail({ status: 'RFQ_SENT', passenger_count: 8 });
    await details();
    expect(screen.queryByRole('heading', { name: 'Your Tickets' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/tickets/')).toBe(false);
  });

  it('lists the passengers read-only: Male/Female/Other, N/A, long dates, total', async () => {
    renderDetail({});
    await details();
    const table = await screen.findByRole('table', { name: 'Your Passengers' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (c) => c.textContent,
      );
    expect(cells(rows[0]!)).toEqual([
      'Passenger 1',
      'Asha Verma',
      '36',
      '20 May 1990',
      'Female',
      '+919876543210',
      'asha@example.in',
    ]);
    expect(cells(rows[1]!)).toEqual([
      'Passenger 2',
      'Ravi Verma',
      '8',
      '20 May 1990',
      'Male',
      'N/A',
      'asha@example.in',
    ]);
    expect(cells(rows[2]!)[4]).toBe('Other');
    expect(
      screen.getByText(/Passenger details are read-only after group creation/),
    ).toHaveTextContent('Total passengers: 3');
  });

  it("shows 'No Passengers Found' when there are none", async () => {
    renderDetail({}, { [`GET /api/communities/${ID}/passengers`]: { body: { passengers: [] } } });
    expect(await screen.findByRole('heading', { name: 'No Passengers Found' })).toBeVisible();
  });

  it("shows 'Group not found' for a 404", async () => {
    renderDetail({ status: 404, body: { detail: 'Group not found' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
  });

  it('shows the load error otherwise', async () => {
    renderDetail({ status: 500, body: { detail: 'boom' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load group details. Please try again later.',
    );
  });

  it('opens the Profile Incomplete modal on 403', async () => {
    renderDetail(
      { status: 403, body: { detail: 'Complete your profile: phone, gender, date_of_birth' } },
      { 'GET /api/users/me': { body: makeUser() } },
    );
    const modal = within(await screen.findByRole('dialog', { name: 'Profile Incomplete' }));
    expect(modal.getByText('Date of birth')).toBeVisible();
  });

  it('leaves after confirming, then returns to /communities', async () => {
    const { router } = renderDetail(
      {},
      {
        [`POST /api/communities/${ID}/leave`]: { body: { message: 'Left' } },
        'GET /api/communities/': { body: [] },
        'GET /api/users/me': { body: makeUser() },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Group' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Leave Flight Group' }));
    await userEvent.click(modal.getByRole('button', { name: 'Leave Group' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have left the group successfully',
    );
    await screen.findByTestId('location', {}, { timeout: 2500 });
    expect(router.state.location.pathname).toBe('/communities');
  });

  it('shows why a leave failed', async () => {
    renderDetail(
      {},
      {
        [`POST /api/communities/${ID}/leave`]: { status: 409, body: { detail: 'Group is booked' } },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Group' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Leave Flight Group' }));
    await userEvent.click(modal.getByRole('button', { name: 'Leave Group' }));
    expect(await modal.findByRole('alert')).toHaveTextContent(
      'Failed to leave group. Group is booked',
    );
  });
});

describe('invite control (issue 14)', () => {
  const link = () => `${window.location.origin}/invite/${ID}`;
  const stubNavigator = (key: 'clipboard' | 'share', value: unknown) =>
    Object.defineProperty(window.navigator, key, { value, configurable: true });

  it('copies the invite link and says so', async () => {
    const writeText = vi.fn(async () => {});
    renderDetail({});
    const button = await screen.findByRole('button', { name: 'Copy invite link' });
    // After the render: user-event installs its own clipboard on every call.
    stubNavigator('clipboard', { writeText });
    fireEvent.click(button);
    expect(await screen.findByText(/Invite link copied./)).toHaveAttribute('role', 'status');
    expect(writeText).toHaveBeenCalledWith(link());
  });

  it('shows the link in a field to select when the clipboard refuses', async () => {
    renderDetail({});
    const button = await screen.findByRole('button', { name: 'Copy invite link' });
    stubNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('no'))) });
    fireEvent.click(button);
    const field = await screen.findByLabelText('Copy this invite link and share it:');
    expect(field).toHaveValue(link());
    expect(field).toHaveAttribute('readonly');
  });

  it("offers the phone's share sheet where there is one", async () => {
    const share = vi.fn(async () => {});
    stubNavigator('share', share);
    try {
      renderDetail({});
      fireEvent.click(await screen.findByRole('button', { name: 'Share…' }));
      await waitFor(() => expect(share).toHaveBeenCalled());
      expect(share.mock.calls[0]).toMatchObject([{ url: link() }]);
    } finally {
      delete (window.navigator as { share?: unknown }).share;
    }
  });

  it('is not offered without a share sheet, nor once the group takes nobody', async () => {
    const open = renderDetail({});
    await screen.findByRole('button', { name: 'Copy invite link' });
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    open.unmount();
    for (const status of ['BOOKED', 'DISABLED', 'READY_FOR_BOOKING'] as const) {
      const { unmount } = renderDetail({ status });
      await details();
      expect(screen.queryByRole('button', { name: 'Copy invite link' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
