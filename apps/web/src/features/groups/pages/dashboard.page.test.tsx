import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeAwaitingGroup,
  makeGroup,
  makeMyPayment,
  makeUser,
  makeWinningQuote,
} from '../../../test/fixtures.ts';
import {
  failingFetch,
  mockEventStream,
  mockFetch,
  type MockResponse,
  type MockRoute,
} from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import DashboardPage from './dashboard.page.tsx';

const pending = makeGroup({ community_id: 'g-1', passenger_count: 3 });
const booked = makeGroup({
  community_id: 'g-2',
  from_location: 'VNS',
  to_location: 'BLR',
  travel_date: '2026-12-20',
  status: 'BOOKED',
  passenger_count: 9,
  lowest_known_price: 412_550,
});

function renderDashboard(routes: Record<string, MockResponse | MockRoute> = {}, user = makeUser()) {
  setToken('t-1');
  setUser(user);
  const fetchMock = mockFetch({
    'GET /api/communities/': { body: [pending, booked] },
    'GET /api/users/me': { body: user },
    ...routes,
  });
  renderPage(<DashboardPage />, '/dashboard');
  return fetchMock;
}

const card = (route: RegExp) =>
  screen.getByRole('heading', { level: 3, name: route }).closest('.card') as HTMLElement;

describe('dashboard (/dashboard)', () => {
  it('follows the groups still moving live, not the booked ones', async () => {
    const stream = mockEventStream();
    const fetchMock = renderDashboard({ 'GET /api/communities/g-1/events': stream.route });
    await screen.findByRole('heading', { level: 3, name: /New Delhi/ });
    await waitFor(() => expect(stream.connections).toBe(1));
    stream.send('group', { ...pending, passenger_count: 5 });
    await waitFor(() =>
      expect(within(card(/New Delhi/)).getByRole('progressbar')).toHaveAttribute(
        'aria-valuenow',
        '5',
      ),
    );
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).not.toContain('/api/communities/g-2/events');
  });

  it("shows a booked group's ticketing on its card and follows it live until all are issued", async () => {
    const stream = mockEventStream();
    const ticketing = {
      ...booked,
      winning_quote: makeWinningQuote(),
      ticketing_deadline: '2026-12-03T04:30:00Z',
      tickets_issued: 5,
      tickets_total: 7,
    };
    renderDashboard({
      'GET /api/communities/': { body: [ticketing] },
      'GET /api/communities/g-2/events': stream.route,
    });
    await screen.findByRole('heading', { level: 3, name: /Varanasi/ });
    const second = within(card(/Varanasi/));
    expect(second.getByTestId('ticketing-progress')).toHaveTextContent(
      '5 of 7 tickets issued by SkyWays, due by Thu, 3 Dec 2026, 10:00 am IST',
    );
    expect(second.queryByText('Tickets have been issued - check your email')).toBeNull();
    await waitFor(() => expect(stream.connections).toBe(1));
    stream.send('group', { ...ticketing, tickets_issued: 7 });
    await waitFor(() =>
      expect(second.getByTestId('ticketing-progress')).toHaveTextContent(
        'All 7 tickets issued by SkyWays',
      ),
    );
    expect(second.getByText('Tickets have been issued - check your email')).toBeVisible();
  });

  it('welcomes the user and links to the group search', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find Flight Groups' })).toHaveAttribute(
      'href',
      '/communities/new',
    );
    expect(screen.getByText('₹1,234.56')).toBeInTheDocument();
  });

  it('shows the fee waivers held beside the credit, linking to where they came from', () => {
    renderDashboard({}, makeUser({ fee_waivers: 1 }));
    expect(screen.getByText('1 ticketing-fee waiver')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Where they came from' })).toHaveAttribute(
      'href',
      '/profile#credits',
    );
  });

  it("says 'Traveler' without a name", () => {
    renderDashboard({}, makeUser({ name: '' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Traveler!' })).toBeVisible();
  });

  it('lists the groups with route, date, slot, status, progress and footer', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 3, name: /New Delhi \(DEL\)/ });
    const first = within(card(/New Delhi \(DEL\)/));
    expect(first.getByText('Pending')).toHaveClass('text-bg-warning');
    expect(first.getByText(/Sat, 12 Dec 2026 · 08:00-12:00/)).toBeVisible();
    expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 7 passengers');
    expect(first.getByText('3 of 7 passengers joined so far')).toBeVisible();
    expect(first.getByRole('button', { name: /^Leave/ })).toBeVisible();

    const second = within(card(/Varanasi \(VNS\)/));
    expect(second.getByText('Booked')).toHaveClass('text-bg-success');
    expect(second.getByText('₹4,125.50')).toBeVisible();
    expect(second.getByText('Tickets have been issued - check your email')).toBeVisible();
    // Leaving is not offered when BOOKED.
    expect(second.queryByRole('button', { name: /^Leave/ })).toBeNull();
  });

  it('shows the refund policy in ₹', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Cancellation and refund policy' })).toBeVisible();
    expect(screen.getByText(/A refund of ₹800 is given for medical reasons/)).toBeVisible();
    expect(screen.getByText(/within 72 hours/)).toBeVisible();
    expect(screen.getByText(/7 to 10\s+working days/)).toBeVisible();
    expect(
      screen.getByText('There is no refund for missed flights or changed plans.'),
    ).toBeVisible();
  });

  it('leaves a group: the card disappears and the message shows', async () => {
    let left = false;
    const fetchMock = renderDashboard({
      'GET /api/communities/': () => ({ body: left ? [booked] : [pending, booked] }),
      'POST /api/communities/g-1/leave': () => {
        left = true;
        return { body: { message: 'You have left the Flight Group successfully' } };
      },
    });
    await screen.findByRole('heading', { level: 3, name: /New Delhi \(DEL\)/ });
    await userEvent.click(screen.getByRole('button', { name: /^Leave New Delhi/ }));
    const modal = within(await screen.findByRole('dialog', { name: 'Leave Flight Group' }));
    // A double click, both before React renders the button disabled: one leave.
    const confirm = modal.getByRole('button', { name: 'Leave Group' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have left the Flight Group successfully',
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/g-1/leave'))).toHaveLength(
      1,
    );
    expect(screen.queryByRole('heading', { level: 3, name: /New Delhi \(DEL\)/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: /Varanasi/ })).toBeVisible();
  });

  it('shows why a leave failed', async () => {
    renderDashboard({
      'POST /api/communities/g-1/leave': {
        status: 409,
        body: { detail: 'This group is booked' },
      },
    });
    await screen.findByRole('heading', { level: 3, name: /New Delhi \(DEL\)/ });
    await userEvent.click(screen.getByRole('button', { name: /^Leave New Delhi/ }));
    const modal = within(await screen.findByRole('dialog', { name: 'Leave Flight Group' }));
    await userEvent.click(modal.getByRole('button', { name: 'Leave Group' }));
    expect(await modal.findByRole('alert')).toHaveTextContent(
      'Failed to leave Flight Group. This group is booked',
    );
    expect(
      screen.getByRole('heading', { level: 3, name: /New Delhi \(DEL\)/ }),
    ).toBeInTheDocument();
  });

  it('offers the search when the user has no groups', async () => {
    renderDashboard({ 'GET /api/communities/': { body: [] } });
    expect(await screen.findByText('You are not in any flight group yet.')).toBeVisible();
  });

  it('says the data could not load', async () => {
    setToken('t-1');
    setUser(makeUser());
    failingFetch();
    renderPage(<DashboardPage />, '/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load data. Please try again later.',
    );
  });

  it('says "Payment due by …" on a group awaiting my payment, and not once paid', async () => {
    const due = makeAwaitingGroup({
      community_id: 'g-3',
      from_location: 'BLR',
      to_location: 'GOI',
    });
    const paid = makeAwaitingGroup({
      community_id: 'g-4',
      from_location: 'HYD',
      to_location: 'CCU',
      my_payment: makeMyPayment({ status: 'PAID', paid_at: '2026-12-01T06:30:00Z' }),
    });
    renderDashboard({ 'GET /api/communities/': { body: [due, paid] } });
    const dueCard = within(
      await screen.findByText(/Payment due by/).then((p) => p.closest('.card') as HTMLElement),
    );
    expect(dueCard.getByText('Payment due by Wed, 2 Dec 2026, 5:30 am IST')).toBeVisible();
    expect(dueCard.getByText('Awaiting payment')).toBeVisible();
    expect(screen.getAllByText(/Payment due by/)).toHaveLength(1);
  });
});
