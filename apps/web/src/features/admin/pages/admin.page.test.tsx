import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, Analytics } from '@saath/shared/admin';
import type { AuditEntry } from '@saath/shared/admin-audit';
import type { ContactSubmission } from '@saath/shared/contact';
import type { Group } from '@saath/shared/groups';
import type { AdminJob } from '@saath/shared/webhooks';
import { makeAnalytics } from '../../../test/admin-fixtures.ts';
import { makeGroup, makeUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import { ANALYTICS_REFRESH_MS } from '../api/admin.api.ts';
import AdminPage from './admin.page.tsx';

const ANALYTICS = 'GET /api/admin/analytics';
const GROUPS = (skip = 0) => `GET /api/admin/communities?skip=${skip}&limit=20`;
const USERS = 'GET /api/admin/users?skip=0&limit=20';
const CONTACTS = 'GET /api/contact/?skip=0&limit=20';

const paged = <T,>(items: T[], total = items.length, page = 1) => ({
  body: { items, total, page, pages: Math.max(1, Math.ceil(total / 20)) },
});

function renderAdmin(
  search: string,
  routes: Record<string, MockResponse | MockRoute>,
): ReturnType<typeof renderPage> & { fetchMock: ReturnType<typeof mockFetch> } {
  setToken('t-admin');
  setUser(makeUser({ is_admin: true, role: 'ADMIN' }));
  const fetchMock = mockFetch(routes);
  return { ...renderPage(<AdminPage />, '/admin', `/admin${search}`), fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .length;

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('admin console menu ("Admin dashboard")', () => {
  it('opens on Analytics and keeps the chosen tab in the URL', async () => {
    const { router } = renderAdmin('', {
      [ANALYTICS]: { body: makeAnalytics() },
      [GROUPS()]: paged([makeGroup()]),
    });
    const menu = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    expect(menu.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Analytics',
      'Groups',
      'Users',
      'Contact Messages',
      'Payments',
      'Refund requests',
      'Settlement',
      'Ticketing',
      'Corrections',
      'Audit log',
      'Failed jobs',
    ]);
    expect(menu.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeVisible();

    await userEvent.click(menu.getByRole('link', { name: 'Groups' }));
    expect(router.state.location.search).toBe('?tab=groups');
    expect(await screen.findByRole('heading', { name: 'Manage Groups' })).toBeVisible();
    expect(menu.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('analytics tab', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes every 5 minutes (300000 ms)', async () => {
    expect(ANALYTICS_REFRESH_MS).toBe(300_000);
    // The refresh runs on an interval: only intervals are faked, so the page still renders and
    // waitFor still polls on real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let users = 1234;
    const { fetchMock } = renderAdmin('', {
      [ANALYTICS]: () => ({ body: makeAnalytics({ total_users: users }) }),
    });
    await waitFor(() => expect(stat('Total Users')).toHaveTextContent('1,234'));
    users = 1240;
    await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_REFRESH_MS - 1_000));
    expect(calls(fetchMock, ANALYTICS)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(stat('Total Users')).toHaveTextContent('1,240'));
    expect(calls(fetchMock, ANALYTICS)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(ANALYTICS_REFRESH_MS));
    expect(calls(fetchMock, ANALYTICS)).toBe(3);
  });

  it('shows the cards in ₹, the additional statistics and recent activity', async () => {
    renderAdmin('?tab=analytics', { [ANALYTICS]: { body: makeAnalytics() } });
    expect(await screen.findByText('Total Users')).toBeVisible();
    expect(stat('Total Users')).toHaveTextContent('1,234');
    expect(stat('Groups')).toHaveTextContent('10');
    expect(stat('Tickets Issued')).toHaveTextContent('14');
    expect(stat('Total Saved')).toHaveTextContent('₹1,23,456.00');
    expect(stat('Average Group Size')).toHaveTextContent('7.3');
    expect(stat('Threshold Success Rate')).toHaveTextContent('66.7%');
    expect(stat('Average Ticket Price')).toHaveTextContent('₹4,500.00');
    expect(stat('Credits Issued')).toHaveTextContent('₹50.00');
    expect(stat('Most Active Route')).toHaveTextContent('DEL-BOM');
    expect(stat('Pending Groups')).toHaveTextContent('3');
    // ADR 0055: the airline ledger's two figures.
    expect(stat('Owed to Airlines')).toHaveTextContent('₹33,600.00');
    expect(stat('Paid to Airlines')).toHaveTextContent('₹12,000.00');
    expect(document.body).not.toHaveTextContent('$');

    const recent = within(
      screen.getByRole('heading', { name: 'Recent Activity' }).closest('.card') as HTMLElement,
    );
    expect(recent.getByText('RFQ sent')).toHaveClass('text-bg-info');
    expect(recent.getByText('Pending')).toBeVisible();
    expect(recent.getByText('SW123')).toBeVisible();
    expect(recent.getByText('Cancelled')).toHaveClass('text-bg-danger');
  });

  it("shows each airline's on-time ticketing rate in a small table", async () => {
    renderAdmin('?tab=analytics', {
      [ANALYTICS]: {
        body: makeAnalytics({
          airline_ticketing: [
            { company_id: 'c-1', name: 'IndiGo', awards: 4, on_time: 3, rate: 0.75 },
            { company_id: 'c-2', name: 'Akasa', awards: 1, on_time: 0, rate: 0 },
          ],
        }),
      },
    });
    const heading = await screen.findByRole('heading', { name: 'On-time ticketing by airline' });
    const table = within(heading.closest('.card') as HTMLElement);
    expect(table.getByRole('row', { name: 'IndiGo 4 3 75%' })).toBeVisible();
    expect(table.getByRole('row', { name: 'Akasa 1 0 0%' })).toBeVisible();
  });

  it('draws the charts (lazy) with percent shares, zero statuses left out', async () => {
    renderAdmin('', { [ANALYTICS]: { body: makeAnalytics() } });
    const pie = await screen.findByRole('img', { name: /^Group Status Distribution/ });
    expect(pie).toHaveAccessibleName(
      'Group Status Distribution: pending 3 (30%), rfq sent 2 (20%), booked 5 (50%)',
    );
    expect(
      await screen.findByRole('img', { name: /^Popular Routes, number of groups per route/ }),
    ).toHaveAccessibleName('Popular Routes, number of groups per route: DEL-BOM 6, BLR-MAA 4');
  });

  it('says N/A where a figure is missing and shows the empty texts', async () => {
    renderAdmin('', {
      [ANALYTICS]: {
        body: makeAnalytics({
          total_users: 0,
          total_communities: 0,
          total_tickets: 0,
          total_saved_amount: 0,
          community_status_counts: {
            PENDING: 0,
            ACTIVE: 0,
            THRESHOLD_MET: 0,
            RFQ_SENT: 0,
            READY_FOR_BOOKING: 0,
            BOOKED: 0,
            DISABLED: 0,
            CANCELLED: 0,
          },
          popular_routes: [],
          avg_community_size: null,
          threshold_success_rate: null,
          avg_ticket_price: null,
          most_active_route: null,
          recent_communities: [],
          recent_tickets: [],
        }),
      },
    });
    expect(await screen.findByText('No group status data available')).toBeVisible();
    expect(screen.getByText('No popular routes data available')).toBeVisible();
    for (const label of [
      'Average Group Size',
      'Threshold Success Rate',
      'Average Ticket Price',
      'Most Active Route',
    ]) {
      expect(stat(label)).toHaveTextContent('N/A');
    }
    expect(stat('Total Saved')).toHaveTextContent('₹0.00');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recent Activity' })).toBeNull();
  });

  it("warns 'No Analytics Data Available' for an empty answer", async () => {
    renderAdmin('', { [ANALYTICS]: { status: 200, raw: '' } });
    expect(await screen.findByText('No Analytics Data Available')).toBeVisible();
  });

  it('shows a missing total as 0, with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body: Partial<Analytics> = makeAnalytics();
    delete body.total_users;
    renderAdmin('', { [ANALYTICS]: { body } });
    expect(await screen.findByText('Total Users')).toBeVisible();
    expect(stat('Total Users')).toHaveTextContent('0');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('total_users'));
  });

  it('fails with the message and a Retry that loads again', async () => {
    let attempt = 0;
    renderAdmin('', {
      [ANALYTICS]: () =>
        ++attempt === 1
          ? { status: 503, body: { detail: 'Database unavailable' } }
          : { body: makeAnalytics() },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load analytics data: Database unavailable. Please try again.',
    );
    // A full-page error: the side menu gives way to it; the other tabs stay reachable.
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute(
      'href',
      '/admin?tab=groups',
    );
    expect(screen.getByRole('link', { name: 'Contact Messages' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Users')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  });
});

function groupsPage(count: number, offset = 0): Group[] {
  return Array.from({ length: count }, (_, i) =>
    makeGroup({
      community_id: `g-${offset + i}`,
      rfq_number: `RFQ-2026-${String(offset + i + 1).padStart(6, '0')}`,
      member_count: 3,
    }),
  );
}

describe('groups tab', () => {
  it('lists groups with members out of 15 and pages through them (20 a page)', async () => {
    const { router, fetchMock } = renderAdmin('?tab=groups', {
      [GROUPS(0)]: paged(groupsPage(20), 45),
      [GROUPS(20)]: paged(groupsPage(20, 20), 45, 2),
    });
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['RFQ #', 'Route', 'Date', 'Members', 'Status', 'Created At', 'Actions']);
    const first = within(within(table).getAllByRole('row')[1]!);
    expect(first.getByRole('rowheader')).toHaveTextContent('RFQ-2026-000001');
    expect(first.getByText('3 / 15')).toBeVisible();
    expect(first.getByText('Pending')).toHaveClass('text-bg-warning');
    expect(screen.getByText('Page 1 of 3 · 45 groups')).toBeVisible();

    const pager = within(screen.getByRole('navigation', { name: 'Manage Groups pages' }));
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('RFQ-2026-000021')).toBeVisible();
    expect(router.state.location.search).toBe('?tab=groups&page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls(fetchMock, GROUPS(20))).toBe(2));
  });

  it("says 'No groups found.' and shows the load error when a refresh fails", async () => {
    let attempt = 0;
    renderAdmin('?tab=groups', {
      [GROUPS()]: () => (++attempt === 1 ? paged([]) : { status: 500 }),
    });
    expect(await screen.findByText('No groups found.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load groups. Please try again later.',
    );
    expect(screen.getByText('No groups found.')).toBeVisible();
  });

  it('shows the load error', async () => {
    renderAdmin('?tab=groups', { [GROUPS()]: { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load groups. Please try again later.',
    );
  });
});

describe('override status ("Admin status override")', () => {
  const group = makeGroup({ rfq_number: 'RFQ-2026-000777', status: 'PENDING' });
  const OVERRIDE = `POST /api/admin/communities/${group.community_id}/override`;

  async function openModal(answer: MockResponse | MockRoute) {
    const utils = renderAdmin('?tab=groups', {
      [GROUPS()]: paged([group]),
      [OVERRIDE]: answer,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Override Status of RFQ-2026-000777' }),
    );
    return { ...utils, dialog: within(await screen.findByRole('dialog')) };
  }

  it('shows the group, keeps Update disabled until a status is chosen, then saves', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { dialog, fetchMock } = await openModal({ body: { ...group, status: 'DISABLED' } });
    // Holds the override answer until the test has seen 'Updating...'.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/override')) await gate;
      return answer(input, init);
    });

    expect(dialog.getByRole('heading', { name: 'Override Group Status' })).toBeVisible();
    expect(dialog.getByText('RFQ-2026-000777')).toBeVisible();
    expect(dialog.getByText('New Delhi (DEL) to Mumbai (BOM)')).toBeVisible();
    expect(dialog.getByText('Pending')).toHaveClass('text-bg-warning');
    expect(dialog.getByText(/may trigger automated actions like notifications/)).toBeVisible();
    const select = dialog.getByLabelText('New Status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['', 'active', 'ready_for_booking', 'booked', 'disabled']);
    const update = dialog.getByRole('button', { name: 'Update Status' });
    expect(update).toBeDisabled();

    await userEvent.selectOptions(select, 'disabled');
    await userEvent.type(dialog.getByLabelText('Reason (optional)'), 'Duplicate group');
    expect(update).toBeEnabled();
    await userEvent.click(update);
    expect(await dialog.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('RFQ-2026-000777 is now Disabled.');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/override'))!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      status: 'disabled',
      reason: 'Duplicate group',
    });
    // The list is loaded again after the change.
    await waitFor(() => expect(calls(fetchMock, GROUPS())).toBe(2));
  });

  it("shows the server's detail, or the fallback text when there is none", async () => {
    const answers: MockResponse[] = [
      { status: 409, body: { detail: 'Cannot book: the group has no quote to book on' } },
      { status: 422, body: { detail: { msg: 'Status must be one of active, booked' } } },
      { status: 500 },
    ];
    const { dialog } = await openModal(() => answers.shift()!);
    await userEvent.selectOptions(dialog.getByLabelText('New Status'), 'booked');
    const update = dialog.getByRole('button', { name: 'Update Status' });

    await userEvent.click(update);
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Cannot book: the group has no quote to book on',
    );
    await userEvent.click(update);
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('Status must be one of active, booked'),
    );
    await userEvent.click(update);
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'Failed to update group status. Please try again.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('Cancel closes without sending anything', async () => {
    const { dialog, fetchMock } = await openModal({ status: 500 });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, OVERRIDE)).toBe(0);
  });
});

function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    user_id: '0b6f2c1e-4d5a-4c1b-9a7e-1f2d3c4b5a60',
    name: 'Asha Verma',
    email: 'asha@example.in',
    phone: '+919876543210',
    credit_balance: 123_456,
    created_at: '2026-01-15T10:00:00+05:30',
    is_active: true,
    is_admin: false,
    role: 'TRAVELLER',
    ...overrides,
  };
}

describe('users tab', () => {
  it('shows short ids, roles, credits in ₹ and Active/Inactive badges', async () => {
    renderAdmin('?tab=users', {
      [USERS]: paged([
        makeAdminUser(),
        makeAdminUser({
          user_id: 'ffeeddcc-0000-4000-8000-000000000000',
          name: 'Rohan Das',
          phone: null,
          credit_balance: 0,
          is_active: false,
          role: 'AIRLINE',
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'User ID',
      'Name',
      'Email',
      'Phone',
      'Role',
      'Credits',
      'Joined',
      'Status',
      'Actions',
    ]);
    const [asha, rohan] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r));
    expect(asha!.getByText('Traveller')).toBeVisible();
    expect(rohan!.getByText('Airline')).toBeVisible();
    expect(asha!.getByText('0b6f2c1e...')).toBeVisible();
    expect(asha!.getByText('₹1,234.56')).toBeVisible();
    expect(asha!.getByText('15 January 2026')).toBeVisible();
    expect(asha!.getByText('Active')).toHaveClass('text-bg-success');
    expect(rohan!.getByText('ffeeddcc...')).toBeVisible();
    expect(rohan!.getByText('₹0.00')).toBeVisible();
    expect(rohan!.getByText('N/A')).toBeVisible();
    expect(rohan!.getByText('Inactive')).toHaveClass('text-bg-secondary');
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Manage Users pages' })).toBeNull();
  });

  it("says 'No users found.' and shows the load error when a refresh fails", async () => {
    let attempt = 0;
    renderAdmin('?tab=users', {
      [USERS]: () => (++attempt === 1 ? paged([]) : { status: 500 }),
    });
    expect(await screen.findByText('No users found.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load users. Please try again later.',
    );
    expect(screen.getByText('No users found.')).toBeVisible();
  });

  it('shows the load error', async () => {
    renderAdmin('?tab=users', { [USERS]: { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load users. Please try again later.',
    );
  });

  it('searches and filters by state, kept in the URL, back to page 1', async () => {
    const { router, fetchMock } = renderAdmin('?tab=users&page=2', {
      'GET /api/admin/users?skip=20&limit=20': paged([makeAdminUser()], 25, 2),
      [`${USERS}&q=asha%20v`]: paged([makeAdminUser()]),
      [`${USERS}&q=asha%20v&status=inactive`]: paged([]),
    });
    await screen.findByRole('table', { name: 'Users' });
    const box = screen.getByRole('searchbox', { name: 'Search name, email or phone' });
    await userEvent.type(box, '  asha v ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users&q=asha+v'));
    expect(calls(fetchMock, `${USERS}&q=asha%20v`)).toBe(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=users&q=asha+v&status=inactive'),
    );
    expect(await screen.findByText('No users found.')).toBeVisible();
    // Back: the box and the list follow the URL.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users&q=asha+v'));
    expect(box).toHaveValue('asha v');
  });

  it('opens a shared link with its filters', async () => {
    const { fetchMock } = renderAdmin('?tab=users&q=ravi&status=inactive', {
      [`${USERS}&q=ravi&status=inactive`]: paged([makeAdminUser({ is_active: false })]),
    });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('searchbox')).toHaveValue('ravi');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
    expect(calls(fetchMock, `${USERS}&q=ravi&status=inactive`)).toBe(1);
  });

  it('deactivates with a reason, then reactivates; no button for admins', async () => {
    let active = true;
    const sent: unknown[] = [];
    const asha = () => makeAdminUser({ is_active: active });
    const switchTo =
      (next: boolean) =>
      ({ init }: { init: RequestInit }) => {
        sent.push(JSON.parse(String(init.body)));
        active = next;
        return { body: asha() };
      };
    const { fetchMock } = renderAdmin('?tab=users', {
      [USERS]: () =>
        paged([asha(), makeAdminUser({ user_id: 'a-2', email: 'ops@saath.test', is_admin: true })]),
      [`POST /api/admin/users/${asha().user_id}/deactivate`]: switchTo(false),
      [`POST /api/admin/users/${asha().user_id}/reactivate`]: switchTo(true),
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Administrator')).toBeVisible();
    expect(within(table).getAllByRole('button')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate asha@example.in' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Deactivate Account' }));
    const confirm = dialog.getByRole('button', { name: 'Deactivate' });
    expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), ' Fraud report ');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ reason: 'Fraud report' }]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'asha@example.in is now deactivated.',
    );
    expect(await within(table).findByText('Inactive')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Reactivate asha@example.in' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Reactivate Account' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Cleared');
    await userEvent.click(dialog.getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ reason: 'Fraud report' }, { reason: 'Cleared' }]);
    expect(await screen.findByRole('button', { name: 'Deactivate asha@example.in' })).toBeVisible();
    expect(calls(fetchMock, USERS)).toBeGreaterThanOrEqual(3);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    renderAdmin('?tab=users', {
      [USERS]: paged([makeAdminUser()]),
      [`POST /api/admin/users/${makeAdminUser().user_id}/deactivate`]: {
        status: 403,
        body: { detail: 'Administrator accounts cannot be deactivated' },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Deactivate asha@example.in' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Test');
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Administrator accounts cannot be deactivated',
    );
  });
});

function makeSubmission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: 'c-1',
    name: 'Neha Kapoor',
    email: 'neha@example.in',
    subject: 'Group of 6 from Pune to Goa in December, can we still join together?',
    message: 'Hello,\nWe are six friends.\n\nThanks, Neha',
    created_at: '2026-06-01T11:55:00Z',
    handled_at: null,
    handled_by: null,
    handled_by_name: null,
    ...overrides,
  };
}

describe('contact messages tab', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists name, mailto, a truncated subject, relative time; the modal has the whole message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    renderAdmin('?tab=contacts', { [CONTACTS]: paged([makeSubmission()]) });
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Subject', 'Submitted', 'State', 'Actions']);
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByRole('link', { name: 'neha@example.in' })).toHaveAttribute(
      'href',
      'mailto:neha@example.in',
    );
    const subject = row.getByText(makeSubmission().subject);
    expect(subject).toHaveClass('text-truncate', 'admin-subject');
    expect(subject).toHaveAttribute('title', makeSubmission().subject);
    expect(row.getByText('5 minutes ago')).toBeVisible();

    await userEvent.click(
      row.getByRole('button', { name: 'View Details of the message from Neha Kapoor' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Neha Kapoor')).toBeVisible();
    const message = dialog.getByText(/We are six friends/);
    expect(message.textContent).toBe('Hello,\nWe are six friends.\n\nThanks, Neha');
    expect(message).toHaveClass('admin-message');
    expect(dialog.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
      'href',
      `mailto:neha@example.in?subject=${encodeURIComponent(`Re: ${makeSubmission().subject}`)}`,
    );
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows each state, marks handled, reopens and filters by state', async () => {
    let handled = false;
    const message = () =>
      makeSubmission(
        handled
          ? {
              handled_at: '2026-06-01T12:00:00Z',
              handled_by: 'a-1',
              handled_by_name: 'Ops Admin',
            }
          : {},
      );
    const { router, fetchMock } = renderAdmin('?tab=contacts', {
      [CONTACTS]: () => paged([message()]),
      [`${CONTACTS}&state=open`]: paged([]),
      'POST /api/admin/contact/c-1/handled': () => {
        handled = true;
        return { body: message() };
      },
      'POST /api/admin/contact/c-1/reopen': () => {
        handled = false;
        return { body: message() };
      },
    });
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    expect(within(table).getByText('Open')).toHaveClass('text-bg-warning');
    await userEvent.click(
      within(table).getByRole('button', { name: 'Mark handled the message from Neha Kapoor' }),
    );
    const badge = await within(table).findByText('Handled');
    expect(badge).toHaveClass('text-bg-success');
    expect(badge.getAttribute('title')).toMatch(/^Handled by Ops Admin on /);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Reopen the message from Neha Kapoor' }),
    );
    expect(await within(table).findByText('Open')).toBeVisible();
    expect(calls(fetchMock, 'POST /api/admin/contact/c-1/handled')).toBe(1);
    expect(calls(fetchMock, 'POST /api/admin/contact/c-1/reopen')).toBe(1);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'open');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=contacts&state=open'));
    expect(await screen.findByText('No contact submissions found')).toBeVisible();
  });

  it("says 'No contact submissions found'", async () => {
    renderAdmin('?tab=contacts', { [CONTACTS]: paged([]) });
    expect(await screen.findByText('No contact submissions found')).toBeVisible();
  });

  it('shows the server detail in the load error', async () => {
    renderAdmin('?tab=contacts', { [CONTACTS]: { status: 403, body: { detail: 'Admins only' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load contact submissions: Admins only',
    );
  });
});

describe('audit log tab', () => {
  const AUDIT = 'GET /api/admin/audit-log?skip=0&limit=20';
  const actor = { user_id: 'a-1', name: 'Ops Admin', email: 'ops@saath.test' };

  it('lists each action with its time, admin, subject, reason and details', async () => {
    renderAdmin('?tab=audit', {
      [AUDIT]: paged<AuditEntry>([
        {
          id: 3,
          action: 'USER_DEACTIVATED',
          at: '2026-06-01T12:00:00Z',
          reason: 'Fraud report',
          actor,
          user: { user_id: 'u-1', name: 'Asha Verma', email: 'asha@example.in' },
          group: null,
          from_status: null,
          to_status: null,
          details: {},
        },
        {
          id: 2,
          action: 'QUOTE_SELECTED',
          at: '2026-06-01T11:00:00Z',
          reason: null,
          actor,
          user: null,
          group: {
            community_id: 'g-1',
            rfq_number: 'RFQ-2026-000001',
            from_location: 'DEL',
            to_location: 'BOM',
          },
          from_status: null,
          to_status: null,
          details: { price_per_ticket: 450000 },
        },
        {
          id: 1,
          action: 'GROUP_STATUS_OVERRIDE',
          at: '2026-06-01T10:00:00Z',
          reason: 'Airline strike',
          actor: null,
          user: null,
          group: {
            community_id: 'g-2',
            rfq_number: 'RFQ-2026-000002',
            from_location: 'BLR',
            to_location: 'GOI',
          },
          from_status: 'RFQ_SENT',
          to_status: 'DISABLED',
          details: {},
        },
      ]),
    });
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Action', 'Admin', 'Subject', 'Reason', 'Details']);
    const [deactivated, selected, override] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r));
    expect(deactivated!.getByText('Account deactivated')).toHaveClass('text-bg-danger');
    expect(deactivated!.getByText('Ops Admin')).toBeVisible();
    expect(deactivated!.getByText('asha@example.in')).toBeVisible();
    expect(deactivated!.getByText('Fraud report')).toBeVisible();
    expect(selected!.getByText('Quote selected')).toBeVisible();
    expect(selected!.getByText('RFQ-2026-000001')).toBeVisible();
    // Money in ₹, never the paise the log keeps.
    expect(selected!.getByRole('listitem')).toHaveTextContent('price per ticket: ₹4,500.00');
    expect(selected!.queryByText(/450000/)).not.toBeInTheDocument();
    expect(override!.getByText('Status override')).toBeVisible();
    expect(override!.getByText('Deleted account')).toBeVisible();
    expect(override!.getByRole('listitem')).toHaveTextContent(/^.+ → .+$/);
  });

  it('says when nothing was recorded, and shows the load error', async () => {
    let attempt = 0;
    renderAdmin('?tab=audit', { [AUDIT]: () => (++attempt === 1 ? paged([]) : { status: 500 }) });
    expect(await screen.findByText('No admin actions recorded yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the audit log. Please try again later.',
    );
  });
});

describe('failed jobs tab (ADR 0026)', () => {
  const JOBS = 'GET /api/admin/jobs?skip=0&limit=20&status=DEAD';
  const DEAD: AdminJob = {
    id: 'j-1',
    kind: 'webhook',
    recipient: 'c-1',
    status: 'DEAD',
    attempts: 17,
    last_error: 'the endpoint answered 503',
    response_code: 503,
    created_at: '2026-11-20T04:30:00Z',
    next_attempt_at: '2026-11-21T04:30:00Z',
    dead_at: '2026-11-21T04:30:00Z',
  };

  it('lists the dead jobs and retries one after confirming; the list updates', async () => {
    let jobs = [DEAD];
    const { fetchMock } = renderAdmin('?tab=jobs', {
      [JOBS]: () => paged(jobs),
      'POST /api/admin/jobs/j-1/retry': () => {
        jobs = [];
        return { body: { ...DEAD, status: 'PENDING', dead_at: null } };
      },
    });
    const table = await screen.findByRole('table', { name: 'Failed jobs' });
    expect(table).toHaveTextContent('webhook');
    expect(table).toHaveTextContent('503 · the endpoint answered 503');
    expect(table).toHaveTextContent('17');
    await userEvent.click(screen.getByRole('button', { name: 'Retry webhook to c-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('No failed jobs.')).toBeVisible();
    expect(calls(fetchMock, 'POST /api/admin/jobs/j-1/retry')).toBe(1);
  });

  it('shows the load error', async () => {
    renderAdmin('?tab=jobs', { [JOBS]: { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load jobs. Please try again later.',
    );
  });
});
