import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminGroup, AdminQuote } from '@saath/shared/admin-groups';
import { ANOTHER_QUOTE_SELECTED } from '@saath/shared/airlines';
import { makeGroup, makeUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AdminGroupPage from './admin-group.page.tsx';

// An admin's page of one group.

const ID = '6f1c2d3e-0000-4000-8000-000000000001';
const DETAIL = `GET /api/admin/communities/${ID}`;
const group = makeGroup({
  community_id: ID,
  rfq_number: 'RFQ-2026-000042',
  status: 'RFQ_SENT',
  passenger_count: 7,
  member_count: 7,
  bid_count: 2,
  lowest_known_price: 450_000,
  bidding_deadline: '2026-06-03T04:30:00Z',
});

function quote(overrides: Partial<AdminQuote>): AdminQuote {
  return {
    quote_id: 'q-1',
    community_id: ID,
    company_id: 'c-1',
    airline_name: 'IndiGo',
    airline_code: '6E',
    price_per_ticket: 450_000,
    flight_number: '6E201',
    departure_time: null,
    arrival_time: null,
    quoted_at: '2026-06-02T05:00:00Z',
    is_selected: false,
    is_lowest: true,
    total_price: 7 * 450_000,
    ...overrides,
  };
}
const LOW = quote({});
const HIGH = quote({
  quote_id: 'q-2',
  airline_name: 'Akasa Air',
  airline_code: 'QP',
  flight_number: 'QP22',
  price_per_ticket: 520_000,
  total_price: 7 * 520_000,
  is_lowest: false,
});

function detail(overrides: Partial<AdminGroup> = {}): AdminGroup {
  return {
    group,
    members: 2,
    status_history: [
      {
        from_status: 'PENDING',
        to_status: 'THRESHOLD_MET',
        reason: 'Reached 7 passengers',
        actor_kind: 'MEMBER',
        actor: null,
        at: '2026-06-01T06:00:00Z',
      },
      {
        from_status: 'THRESHOLD_MET',
        to_status: 'RFQ_SENT',
        reason: 'Request for quote sent to airline partners',
        actor_kind: 'MEMBER',
        actor: null,
        at: '2026-06-01T06:00:00Z',
      },
    ],
    admin_actions: [
      {
        action: 'GROUP_STATUS_OVERRIDE',
        from_status: 'PENDING',
        to_status: 'ACTIVE',
        reason: 'Promoted for a corporate group',
        admin: { user_id: 'u-admin', name: 'Ops Team' },
        details: {},
        at: '2026-06-01T05:00:00Z',
      },
    ],
    quotes: [LOW, HIGH],
    ...overrides,
  };
}

function renderGroupPage(routes: Record<string, MockResponse | MockRoute>) {
  setToken('t-admin');
  setUser(makeUser({ is_admin: true, role: 'ADMIN' }));
  const fetchMock = mockFetch(routes);
  return {
    ...renderPage(<AdminGroupPage />, '/admin/groups/:id', `/admin/groups/${ID}`),
    fetchMock,
  };
}

const section = (name: string) =>
  within(screen.getByRole('heading', { name }).closest('section') as HTMLElement);

describe('admin group page', () => {
  it('shows the bid history: every submission, replacement and withdrawal', async () => {
    const event = (kind: string, airline: string, code: string, price: number, at: string) => ({
      kind,
      at,
      company_id: `c-${code}`,
      airline_name: airline,
      airline_code: code,
      quote_id: `q-${code}`,
      price_per_ticket: price,
      flight_number: `${code}22`,
    });
    renderGroupPage({
      [DETAIL]: { body: detail() },
      [`${DETAIL}/bids`]: {
        body: {
          bids: [
            event('SUBMITTED', 'IndiGo', '6E', 480_000, '2026-06-02T04:30:00Z'),
            event('SUBMITTED', 'Akasa Air', 'QP', 470_000, '2026-06-02T04:45:00Z'),
            event('REPLACED', 'IndiGo', '6E', 450_000, '2026-06-02T05:00:00Z'),
            event('WITHDRAWN', 'Akasa Air', 'QP', 470_000, '2026-06-02T05:30:00Z'),
          ],
        },
      },
    });
    await screen.findByRole('heading', { name: 'Group RFQ-2026-000042', level: 1 });
    const bids = section('Bid history');
    await waitFor(() => expect(bids.getAllByRole('row')).toHaveLength(5));
    const rows = bids.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/10:00 am.*Submitted.*IndiGo \(6E\).*₹4,800\.00.*6E22/),
      expect.stringMatching(/10:15 am.*Submitted.*Akasa Air \(QP\).*₹4,700\.00/),
      expect.stringMatching(/10:30 am.*Replaced.*IndiGo \(6E\).*₹4,500\.00/),
      expect.stringMatching(/11:00 am.*Withdrawn.*Akasa Air \(QP\).*₹4,700\.00/),
    ]);
  });

  it('says when no bid was made, and when the bid history failed to load', async () => {
    renderGroupPage({ [DETAIL]: { body: detail() }, [`${DETAIL}/bids`]: { body: { bids: [] } } });
    expect(await screen.findByText('No bid has been made on this group.')).toBeVisible();
  });

  it('shows the facts, counts, every quote in ₹ with its total, the history and the admins’ actions', async () => {
    renderGroupPage({ [DETAIL]: { body: detail() } });
    expect(
      await screen.findByRole('heading', { name: 'Group RFQ-2026-000042', level: 1 }),
    ).toBeVisible();
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Members')).toHaveTextContent('2');
    expect(fact('Passengers')).toHaveTextContent('7 / 15');
    expect(fact('Time slot')).toHaveTextContent('08:00-12:00');
    expect(fact('Status')).toHaveTextContent('RFQ sent');

    const quotes = section('Quotes (2)');
    const rows = quotes.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('IndiGo (6E)');
    expect(rows[0]).toHaveTextContent('₹4,500.00');
    expect(rows[0]).toHaveTextContent('₹31,500.00');
    expect(rows[1]).toHaveTextContent('Akasa Air (QP)');
    expect(rows[1]).toHaveTextContent('₹36,400.00');
    expect(quotes.getAllByRole('button', { name: /^Select this quote/ })).toHaveLength(2);

    const history = section('Status history');
    expect(history.getAllByRole('row')).toHaveLength(3);
    expect(history.getAllByText('A member (joining)')).toHaveLength(2);
    expect(history.getByText('Request for quote sent to airline partners')).toBeVisible();

    const actions = section('Administrator actions');
    expect(actions.getByText('Status override')).toBeVisible();
    expect(actions.getByText('Ops Team')).toBeVisible();
    expect(actions.getByText('Promoted for a corporate group')).toBeVisible();
    expect(document.body).not.toHaveTextContent('$');
  });

  it('selects a quote once for a double click, behind the confirmation, then shows the booked group', async () => {
    let answer: () => void = () => undefined;
    let booked = false;
    const { fetchMock } = renderGroupPage({
      [DETAIL]: () => ({
        body: booked
          ? detail({
              group: { ...group, status: 'BOOKED' },
              quotes: [LOW, { ...HIGH, is_selected: true }],
            })
          : detail(),
      }),
      'POST /api/quotes/q-2/select': () => {
        booked = true;
        return { body: { ...group, status: 'BOOKED' } };
      },
    });
    const realFetch = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await new Promise<void>((resolve) => (answer = resolve));
      return realFetch(input, init);
    });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Select this quote: Akasa Air at ₹5,200.00' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/₹36,400.00 for 7 passengers/)).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Select this quote' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await dialog.findByRole('button', { name: 'Selecting...' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer();

    expect(
      await screen.findByText("RFQ-2026-000042 is now Booked on Akasa Air's quote."),
    ).toBeVisible();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    // The page reloads: selected, and no more selecting on a booked group.
    await waitFor(() => expect(section('Quotes (2)').getByText('Selected')).toBeVisible());
    // The confirmation closes with a fade: wait for it to go, its button with it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Select this quote/ })).toBeNull();
  });

  it('shows a lost race (409) in the dialog and reloads the group', async () => {
    let loads = 0;
    renderGroupPage({
      [DETAIL]: () => {
        loads += 1;
        return { body: detail() };
      },
      'POST /api/quotes/q-1/select': { status: 409, body: { detail: ANOTHER_QUOTE_SELECTED } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Select this quote: IndiGo at ₹4,500.00' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Select this quote' }));
    expect(await dialog.findByText(ANOTHER_QUOTE_SELECTED)).toBeVisible();
    await waitFor(() => expect(loads).toBe(2));
  });

  it('offers no selection once the group is past bidding, and reaches Override Status', async () => {
    renderGroupPage({
      [DETAIL]: { body: detail({ group: { ...group, status: 'READY_FOR_BOOKING' } }) },
    });
    await screen.findByRole('heading', { name: 'Quotes (2)' });
    expect(screen.queryByRole('button', { name: /^Select this quote/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Override Status' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Override Group Status' })).toBeVisible();
    expect(dialog.getByText('RFQ-2026-000042')).toBeVisible();
  });

  it('says when the group does not exist', async () => {
    renderGroupPage({ [DETAIL]: { status: 404, body: { detail: 'Group not found' } } });
    expect(await screen.findByText('Group not found')).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to groups/ })).toHaveAttribute(
      'href',
      '/admin?tab=groups',
    );
  });

  it('says when a group has no quote, history or admin action yet', async () => {
    renderGroupPage({
      [DETAIL]: {
        body: detail({
          group: { ...group, status: 'PENDING' },
          quotes: [],
          status_history: [],
          admin_actions: [],
        }),
      },
    });
    expect(await screen.findByText('No airline has bid on this group yet.')).toBeVisible();
    expect(screen.getByText('No status change yet.')).toBeVisible();
    expect(screen.getByText('No administrator has acted on this group.')).toBeVisible();
  });
});
