import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group } from '@saath/shared/groups';
import {
  makeAwaitingGroup,
  makeGroup,
  makeMoneyTimeline,
  makeMyPayment,
  makePassenger,
  makePendingTicket,
  makeTicket,
  makeUser,
  makeWinningQuote,
} from '../../../test/fixtures.ts';
import {
  mockEventStream,
  mockFetch,
  type MockResponse,
  type MockRoute,
} from '../../../test/http.ts';
import { captureDownloads } from '../../../test/downloads.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import GroupDetailPage from './group-detail.page.tsx';

const ID = makeGroup().community_id;

function renderDetail(
  group: Partial<Group> | MockResponse,
  routes: Record<string, MockResponse | MockRoute> = {},
  user = makeUser(),
) {
  setToken('t-1');
  setUser(user);
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

describe('group detail (/communities/{id})', () => {
  it('follows the group live: progress, status and the bidding panel move without a reload', async () => {
    const stream = mockEventStream();
    renderDetail({ passenger_count: 4 }, { [`GET /api/communities/${ID}/events`]: stream.route });
    const card = await details();
    expect(card.getByText('4 of 7 needed')).toBeVisible();
    await waitFor(() => expect(stream.connections).toBe(1));
    stream.send('group', makeGroup({ passenger_count: 6 }));
    expect(await card.findByText('6 of 7 needed')).toBeVisible();
    expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
    stream.send(
      'group',
      makeGroup({
        status: 'RFQ_SENT',
        passenger_count: 7,
        bid_count: 1,
        lowest_known_price: 450_000,
        bidding_deadline: '2026-12-01T10:00:00Z',
      }),
    );
    expect(await card.findByRole('heading', { name: 'Airline Bidding Status' })).toBeVisible();
    expect(card.getByText(/4,500/)).toBeVisible();
  });

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

  it('shows the anonymous bid ladder, and reads it again when the live record’s bids move', async () => {
    const stream = mockEventStream();
    let ladder = [
      { rank: 1, price_per_ticket: 389_900, airline_name: null },
      { rank: 2, price_per_ticket: 410_000, airline_name: null },
    ];
    const { fetchMock } = renderDetail(
      { status: 'RFQ_SENT', passenger_count: 8, lowest_known_price: 389_900, bid_count: 2 },
      {
        [`GET /api/communities/${ID}/events`]: stream.route,
        [`GET /api/communities/${ID}/bids`]: () => ({ body: { bids: ladder } }),
      },
    );
    const card = await details();
    const list = await card.findByRole('list', { name: 'All bids, lowest first' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1₹3,899.00', '#2₹4,100.00']);
    expect(
      card.getByText(
        'Airlines stay anonymous until the group is booked. Ties go to the earlier bid.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(stream.connections).toBe(1));
    // The server ranks every bid (ties go to the earlier one): a new lowest moves the others down.
    ladder = [
      { rank: 1, price_per_ticket: 370_000, airline_name: null },
      ...ladder.map((bid) => ({ ...bid, rank: bid.rank + 1 })),
    ];
    stream.send(
      'group',
      makeGroup({
        status: 'RFQ_SENT',
        passenger_count: 8,
        lowest_known_price: 370_000,
        bid_count: 3,
      }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1₹3,700.00', '#2₹3,899.00', '#3₹4,100.00']);
    const ladderCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/bids'));
    expect(ladderCalls).toHaveLength(2);
  });

  it('names the airlines on the ladder once the group is booked', async () => {
    renderDetail(
      { status: 'BOOKED', passenger_count: 9, lowest_known_price: 450_000, bid_count: 2 },
      {
        'GET /api/tickets/': { body: [] },
        [`GET /api/communities/${ID}/bids`]: {
          body: {
            bids: [
              { rank: 1, price_per_ticket: 450_000, airline_name: 'IndiGo' },
              { rank: 2, price_per_ticket: 470_000, airline_name: 'Akasa Air' },
            ],
          },
        },
      },
    );
    const card = await details();
    const list = await card.findByRole('list', { name: 'All bids, lowest first' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('#2Akasa Air₹4,700.00');
    expect(card.queryByText(/stay anonymous/)).toBeNull();
  });

  describe('countdowns', () => {
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

  it('says what happens next once an airline is selected (READY_FOR_BOOKING)', async () => {
    renderDetail({ status: 'READY_FOR_BOOKING', passenger_count: 9, lowest_known_price: 412_500 });
    const card = await details();
    const panel = within(
      card.getByRole('heading', { name: 'Airline selected' }).closest('section')!,
    );
    expect(panel.getByText('₹4,125.00')).toBeVisible();
    expect(panel.getByText(/tickets are issued when the flight is booked/)).toBeVisible();
    expect(panel.getByText(/Each member now pays their share/)).toBeVisible();
  });

  it('says why and when a CANCELLED group ended, from its history, and what each member was given', async () => {
    renderDetail({
      status: 'CANCELLED',
      passenger_count: 9,
      bid_count: 1,
      bidding_deadline: '2026-12-01T06:30:00.000Z',
      payment_deadline: '2026-12-02T06:30:00.000Z',
      ended: {
        from_status: 'READY_FOR_BOOKING',
        reason: 'Fewer than 7 passengers paid before the payment deadline; payments refunded',
        at: '2026-12-02T06:30:00.000Z',
      },
    });
    const card = await details();
    const panel = within(
      card.getByRole('heading', { name: 'This group was cancelled' }).closest('section')!,
    );
    expect(panel.getByText(/^Ended on/)).toHaveTextContent(
      'Ended on Wed, 2 Dec 2026, 12:00 pm: Fewer than 7 passengers paid before the payment deadline; payments refunded.',
    );
    expect(panel.queryByText(/bidding closed/)).not.toBeInTheDocument();
    expect(panel.getByText(/one ticketing-fee waiver/)).toBeVisible();
    expect(panel.getByRole('link', { name: 'See your credits and fee waivers' })).toHaveAttribute(
      'href',
      '/profile#credits',
    );
  });

  it('says a DISABLED group is a group, why and when it ended, and what each member received', async () => {
    renderDetail({
      status: 'DISABLED',
      passenger_count: 4,
      ended: {
        from_status: 'PENDING',
        reason: 'Fewer than 7 passengers when the formation window closed',
        at: '2026-12-01T06:30:00.000Z',
      },
    });
    const card = await details();
    const panel = within(
      card.getByRole('heading', { name: 'This group was disabled' }).closest('section')!,
    );
    expect(panel.getByText(/^Ended on/)).toHaveTextContent(
      'Ended on Tue, 1 Dec 2026, 12:00 pm: Fewer than 7 passengers when the formation window closed.',
    );
    expect(
      panel.getByText(/Each member received a ₹10 credit and one ticketing-fee waiver/),
    ).toBeVisible();
    expect(panel.getByRole('link', { name: 'See your credits and fee waivers' })).toBeVisible();
    expect(screen.queryByText(/community has been disabled/)).toBeNull();
  });

  it("says 'No bids received yet' and hides Leave once BOOKED", async () => {
    renderDetail({ status: 'BOOKED', passenger_count: 9 });
    const card = await details();
    expect(card.getByText('Flight booked')).toBeVisible();
    expect(card.getByText('No bids received yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave Group' })).toBeNull();
  });

  it('shows the total group savings by the one stated rule: tickets still issued', async () => {
    renderDetail(
      {
        status: 'BOOKED',
        passenger_count: 9,
        lowest_known_price: 450_000,
        bid_count: 3,
        // One of the 9 tickets was cancelled since: 8 × (₹15,000 - ₹4,500).
        savings: { amount: 8_400_000, issued_tickets: 8 },
      },
      { 'GET /api/tickets/': { body: [] } },
    );
    const card = await details();
    const panel = within(
      card.getByRole('heading', { name: 'Airline Bidding Status' }).closest('section')!,
    );
    expect(panel.getByText(/Total group savings/)).toHaveTextContent(
      'Total group savings: ₹84,000.00',
    );
    expect(
      panel.getByText(
        'Against an assumed market price of ₹15,000 per ticket, for each ticket booked and not cancelled (a cancelled ticket saves nothing).',
      ),
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

  it("follows the airline's ticketing live: progress, PNR and the e-ticket numbers, no reload", async () => {
    const stream = mockEventStream();
    const booked = makeGroup({
      status: 'BOOKED',
      passenger_count: 9,
      lowest_known_price: 412_500,
      winning_quote: makeWinningQuote(),
      ticketing_deadline: '2026-12-03T04:30:00Z',
      tickets_issued: 3,
      tickets_total: 9,
      pnr: null,
    });
    const pending = [
      makePendingTicket(),
      makePendingTicket({ ticket_id: 't-2', ticket_number: 'M3N4P5Q6RS', passenger_name: 'Ravi' }),
    ];
    let tickets = pending;
    renderDetail(
      { body: booked },
      {
        [`GET /api/communities/${ID}/events`]: stream.route,
        'GET /api/tickets/': () => ({ body: tickets }),
      },
    );
    const card = await details();
    expect(card.getByTestId('ticketing-progress')).toHaveTextContent(
      '3 of 9 tickets issued by SkyWays, due by Thu, 3 Dec 2026, 10:00 am IST',
    );
    // Not 'Tickets have been issued' while they are not.
    expect(card.queryByText(/Tickets have been issued/)).toBeNull();
    expect(card.queryByText('PNR', { selector: 'dt' })).toBeNull();
    const section = within(
      screen.getByRole('heading', { name: 'Your Tickets' }).closest('.card') as HTMLElement,
    );
    expect(await section.findAllByText('Ticket pending from the airline')).toHaveLength(2);
    await waitFor(() => expect(stream.connections).toBe(1));

    // The airline issues every ticket: the group's record arrives on the stream.
    tickets = pending.map((ticket, index) =>
      makeTicket({ ...ticket, status: 'ISSUED', eticket_number: `217000000000${index}` }),
    );
    stream.send('group', { ...booked, tickets_issued: 9, pnr: 'SW7K2Q' });
    await waitFor(() =>
      expect(card.getByTestId('ticketing-progress')).toHaveTextContent(
        'All 9 tickets issued by SkyWays',
      ),
    );
    expect(card.getByTestId('ticketing-progress')).not.toHaveTextContent('due by');
    expect(card.getByText('PNR', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'SW7K2Q',
    );
    expect(card.getByText('Tickets have been issued - check your email')).toBeVisible();
    expect(await section.findByText('2170000000000')).toBeVisible();
    expect(section.getByText('2170000000001')).toBeVisible();
    expect(section.getAllByText('Issued')).toHaveLength(2);
    expect(section.queryByText('Ticket pending from the airline')).toBeNull();
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

  it('keeps the success message when the server ends the live stream before the leave answers', async () => {
    // The server ends a stream whose caller is no longer a member, and that can reach the page
    // before the leave's own answer; the page then falls back to reading the group, now a 404.
    const stream = mockEventStream();
    let member = true;
    let reread: () => void = () => {};
    const rereadDone = new Promise<void>((resolve) => (reread = resolve));
    const { router } = renderDetail(
      {},
      {
        [`GET /api/communities/${ID}`]: () => {
          if (member) return { body: makeGroup() };
          reread();
          return { status: 404, body: { detail: 'Group not found' } };
        },
        [`GET /api/communities/${ID}/events`]: stream.route,
        [`POST /api/communities/${ID}/leave`]: async () => {
          member = false;
          stream.close();
          // The leave answers after the page's reread, or after a while if it does not reread.
          await Promise.race([rereadDone, new Promise((resolve) => setTimeout(resolve, 200))]);
          return { body: { message: 'Left' } };
        },
        'GET /api/communities/': { body: [] },
        'GET /api/users/me': { body: makeUser() },
      },
    );
    await waitFor(() => expect(stream.connections).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Group' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Leave Flight Group' }));
    await userEvent.click(modal.getByRole('button', { name: 'Leave Group' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have left the group successfully',
    );
    expect(screen.queryByRole('heading', { name: 'Group not found' })).toBeNull();
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

describe('invite control', () => {
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

describe('paying a share', () => {
  const awaiting = (overrides: Partial<Group> = {}) => ({ body: makeAwaitingGroup(overrides) });
  const panel = async () =>
    within(
      (
        await screen.findByRole('heading', {
          name: /Pay for your seats|Paid|Your seat was released/,
        })
      ).closest('section') as HTMLElement,
    );
  const created = {
    status: 201,
    body: {
      payment_id: 'pay-1',
      status: 'CREATED',
      amount: 825_000,
      currency: 'INR',
      provider: 'sandbox',
      checkout: { url: '/pay/pay-1' },
    },
  };

  /** POST .../payments answering a Razorpay order. */
  const razorpayOrder = (order_id: string) => ({
    [`POST /api/communities/${ID}/payments`]: {
      status: 201,
      body: {
        ...created.body,
        provider: 'razorpay',
        checkout: {
          key_id: 'rzp_test_1',
          order_id,
          amount: 825_000,
          currency: 'INR',
          name: 'Saath',
        },
      },
    },
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the winning flight, my breakdown, the deadline and who has paid; the badge says awaiting payment', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-01T01:00:00Z') });
    renderDetail(
      awaiting({
        my_payment: makeMyPayment({ fare: 825_000, fee: 50_000, gst: 9_000, amount_due: 884_000 }),
      }),
      {},
      makeUser({ credit_balance: 0 }),
    );
    const card = await details();
    expect(card.getByText('Awaiting payment', { selector: '.badge' })).toHaveClass(
      'text-bg-success',
    );
    const pay = await panel();
    expect(pay.getByText('SkyWays')).toBeVisible();
    expect(pay.getByText(/Flight SW123/)).toBeVisible();
    const share = within(pay.getByLabelText('Your share'));
    expect(share.getByText('₹8,250.00')).toBeVisible();
    expect(share.getByText('₹500.00')).toBeVisible();
    expect(share.getByText('₹90.00')).toBeVisible();
    expect(share.getByText('₹8,840.00')).toBeVisible();
    // The live countdown (the same component as the formation and bidding deadlines).
    expect(pay.getByText('Payment due').parentElement).toHaveTextContent(
      'Payment due in 23 h 0 min · Wed, 2 Dec 2026, 5:30 am IST',
    );
    expect(pay.getByRole('status')).toHaveTextContent('2 of 5 members paid');
    // No credit balance: nothing to apply.
    expect(pay.queryByRole('checkbox', { name: /Use my credits/ })).toBeNull();
    expect(pay.getByRole('button', { name: 'Pay ₹8,840.00' })).toBeEnabled();
    // The old 'Airline selected' text is the payment panel's now.
    expect(card.queryByRole('heading', { name: 'Airline selected' })).toBeNull();
  });

  it("'Pay ₹X' starts the payment and opens the sandbox checkout", async () => {
    const { fetchMock, router } = renderDetail(awaiting(), {
      [`POST /api/communities/${ID}/payments`]: created,
    });
    const pay = await panel();
    await userEvent.click(pay.getByRole('button', { name: 'Pay ₹8,250.00' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/pay/pay-1');
    // The sandbox never loads Razorpay's script.
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ apply_credits: false });
  });

  it('opens Razorpay Checkout for a Razorpay order, verifies what it hands back, then shows the result', async () => {
    const opened: Array<Record<string, unknown>> = [];
    // The boundary: Razorpay's checkout.js defines window.Razorpay; the stub pays at once.
    window.Razorpay = class {
      constructor(readonly options: Record<string, unknown>) {}
      open() {
        opened.push(this.options);
        (this.options.handler as (r: object) => void)({
          razorpay_payment_id: 'pay_Abc123',
          razorpay_order_id: 'order_Xyz789',
          razorpay_signature: 'f'.repeat(64),
        });
      }
    } as unknown as typeof window.Razorpay;
    try {
      const { fetchMock, router } = renderDetail(awaiting(), {
        ...razorpayOrder('order_Xyz789'),
        'POST /api/payments/pay-1/razorpay/verify': {
          body: { payment_id: 'pay-1', status: 'PAID', provider: 'razorpay' },
        },
      });
      const pay = await panel();
      await userEvent.click(pay.getByRole('button', { name: 'Pay ₹8,250.00' }));
      await screen.findByTestId('location');
      expect(router.state.location.pathname).toBe('/pay/pay-1/result');
      expect(opened).toEqual([
        expect.objectContaining({
          key: 'rzp_test_1',
          order_id: 'order_Xyz789',
          amount: 825_000,
          currency: 'INR',
          name: 'Saath',
        }),
      ]);
      const verify = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/verify'))!;
      expect(JSON.parse(String(verify[1]!.body))).toEqual({
        razorpay_payment_id: 'pay_Abc123',
        razorpay_order_id: 'order_Xyz789',
        razorpay_signature: 'f'.repeat(64),
      });
    } finally {
      delete window.Razorpay;
    }
  });

  it('stays on the group when Razorpay Checkout is closed without paying', async () => {
    window.Razorpay = class {
      constructor(readonly options: { modal: { ondismiss: () => void } }) {}
      open() {
        this.options.modal.ondismiss();
      }
    } as unknown as typeof window.Razorpay;
    try {
      const { fetchMock, router } = renderDetail(awaiting(), razorpayOrder('order_1'));
      const pay = await panel();
      await userEvent.click(pay.getByRole('button', { name: 'Pay ₹8,250.00' }));
      expect(await pay.findByRole('button', { name: 'Pay ₹8,250.00' })).toBeEnabled();
      expect(router.state.location.pathname).toBe(`/communities/${ID}`);
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/verify'))).toBe(false);
    } finally {
      delete window.Razorpay;
    }
  });

  it('applies my credits when I tick "Use my credits", lowering the total', async () => {
    const { fetchMock } = renderDetail(
      awaiting(),
      { [`POST /api/communities/${ID}/payments`]: created },
      makeUser({ credit_balance: 123_456 }),
    );
    const pay = await panel();
    const box = pay.getByRole('checkbox', { name: 'Use my credits (₹1,234.56 available)' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    const share = within(pay.getByLabelText('Your share'));
    expect(share.getByText('−₹1,234.56')).toBeVisible();
    expect(share.getByText('₹7,015.44')).toBeVisible();
    await userEvent.click(pay.getByRole('button', { name: 'Pay ₹7,015.44' }));
    await screen.findByTestId('location');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ apply_credits: true });
  });

  it('shows the button pending while the payment starts (paying)', async () => {
    renderDetail(awaiting(), {
      [`POST /api/communities/${ID}/payments`]: created,
    });
    const pay = await panel();
    // The request never answers: the button stays pending.
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'POST' ? new Promise<Response>(() => undefined) : answer(input, init),
    );
    await userEvent.click(pay.getByRole('button', { name: 'Pay ₹8,250.00' }));
    const button = await pay.findByRole('button', { name: 'Opening checkout…' });
    expect(button).toBeDisabled();
  });

  it("says the API's refusal (409) instead of paying", async () => {
    const { router } = renderDetail(awaiting(), {
      [`POST /api/communities/${ID}/payments`]: {
        status: 409,
        body: { detail: 'This group is not awaiting payment' },
      },
    });
    const pay = await panel();
    await userEvent.click(pay.getByRole('button', { name: 'Pay ₹8,250.00' }));
    expect(await pay.findByRole('alert')).toHaveTextContent('This group is not awaiting payment');
    expect(router.state.location.pathname).toBe(`/communities/${ID}`);
  });

  it("says 'Paid' with the time once my share is paid, offers no payment, and downloads the receipt", async () => {
    const clicks = captureDownloads('blob:receipt');
    const { fetchMock } = renderDetail(
      awaiting({
        paid_member_count: 3,
        my_payment: makeMyPayment({
          status: 'PAID',
          payment_id: 'pay-1',
          paid_at: '2026-12-01T06:30:00Z',
        }),
      }),
      { 'GET /api/payments/pay-1/receipt': { raw: '%PDF-1.7', contentType: 'application/pdf' } },
    );
    const pay = await panel();
    expect(pay.getByRole('heading', { name: 'Paid' })).toBeVisible();
    expect(pay.getByText(/You paid/)).toHaveTextContent(
      'You paid ₹8,250.00 on Tue, 1 Dec 2026, 12:00 pm IST.',
    );
    expect(pay.getByRole('status')).toHaveTextContent('3 of 5 members paid');
    expect(pay.queryByRole('button', { name: /^Pay/ })).toBeNull();
    // ADR 0023: the receipt PDF, fetched with the bearer header and saved.
    await userEvent.click(pay.getByRole('button', { name: 'Download receipt' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('saath-receipt-pay-1.pdf');
    expect(clicks[0]!.href).toBe('blob:receipt');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/receipt'));
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer t-1');
    // The seat is bought: no leaving (docs/product/money.md).
    expect(screen.queryByRole('button', { name: 'Leave Group' })).toBeNull();
  });

  it("counts refunds in 'You paid' and shows the booking's money timeline", async () => {
    // Asha paid ₹9,700; an admin approved her ₹800 refund request and it was sent.
    renderDetail(
      awaiting({
        status: 'BOOKED',
        my_payment: makeMyPayment({
          status: 'PAID',
          payment_id: 'p-1',
          amount_due: 970_000,
          paid_at: '2026-06-01T04:31:00Z',
        }),
      }),
      {
        'GET /api/tickets/': { body: [] },
        [`GET /api/communities/${ID}/money`]: { body: makeMoneyTimeline() },
      },
    );
    const pay = await panel();
    expect(await pay.findByText(/of it was refunded/)).toHaveTextContent(
      'You paid ₹9,700.00 on Mon, 1 Jun 2026, 10:01 am IST. ₹800.00 of it was refunded to you, so you have paid ₹8,900.00 in all.',
    );
    const money = within(
      screen.getByRole('heading', { name: 'Payments and refunds' }).closest('.card') as HTMLElement,
    );
    expect(money.getAllByRole('listitem').map((row) => row.textContent)).toContain(
      'Sat, 6 Jun 2026, 10:30 amRefund sent to your original payment method₹800.00',
    );
  });

  it('says the seat was released when the deadline passed unpaid (EXPIRED)', async () => {
    renderDetail(awaiting({ status: 'BOOKED', my_payment: makeMyPayment({ status: 'EXPIRED' }) }), {
      'GET /api/tickets/': { body: [] },
    });
    const pay = await panel();
    expect(pay.getByRole('heading', { name: 'Your seat was released' })).toBeVisible();
    expect(pay.getByText(/Nothing was charged/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});

describe("the airline's schedule change on a member's booked group", () => {
  const change = (overrides: Record<string, unknown> = {}) => ({
    schedule_change_id: 'sc-1',
    quote_id: 'q-1',
    community_id: ID,
    old_flight_number: 'SW123',
    new_flight_number: 'SW125',
    old_departure_time: '2026-12-12T03:30:00.000Z',
    new_departure_time: '2026-12-12T09:30:00.000Z',
    old_arrival_time: '2026-12-12T05:45:00.000Z',
    new_arrival_time: '2026-12-12T11:45:00.000Z',
    reason: 'Aircraft rotation changed',
    significant: true,
    full_refund_until: '2099-12-04T04:30:00.000Z',
    created_at: '2026-12-01T04:30:00.000Z',
    ...overrides,
  });
  const booked = { status: 'BOOKED' as const, passenger_count: 9, my_passenger_count: 3 };
  const changesRoute = (changes: unknown[]) => ({
    [`GET /api/communities/${ID}/schedule-changes`]: { body: { changes } },
    'GET /api/tickets/': { body: [] },
  });

  it('says the flight changed and, while a significant change allows, until when a full refund stands', async () => {
    renderDetail(booked, changesRoute([change()]));
    const notice = await screen.findByTestId('schedule-change');
    expect(notice).toHaveTextContent(
      'Your flight changed: now SW125, departing Sat, 12 Dec 2026, 3:00 pm, arriving Sat, 12 Dec 2026, 5:15 pm.',
    );
    expect(notice).toHaveTextContent("The airline's reason: Aircraft rotation changed");
    expect(notice).toHaveTextContent(/You may cancel for a full refund until .*2099.* IST\./);
  });

  it('offers no full refund after a minor change or once the window closed', async () => {
    renderDetail(
      booked,
      changesRoute([
        change({ schedule_change_id: 'sc-2', significant: false, full_refund_until: null }),
        change({ full_refund_until: '2020-01-01T00:00:00.000Z' }),
      ]),
    );
    const notice = await screen.findByTestId('schedule-change');
    expect(notice).toHaveTextContent(/Your flight changed: now SW125/);
    expect(notice).not.toHaveTextContent(/full refund/);
  });

  it('shows nothing before any change', async () => {
    const { fetchMock } = renderDetail(booked, changesRoute([]));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/schedule-changes'))).toBe(
        true,
      ),
    );
    expect(screen.queryByTestId('schedule-change')).toBeNull();
  });
});
