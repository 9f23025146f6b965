import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RFQ_NUMBER_MESSAGE } from '@saath/shared/admin-groups';
import type { Group } from '@saath/shared/groups';
import { makeGroup, makeUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AdminPage from '../pages/admin.page.tsx';

// The Groups tab's filters, kept in the URL, and the empty state they can lead to.

const LIST = 'GET /api/admin/communities?skip=0&limit=20';
const paged = (items: Group[], total = items.length): MockResponse => ({
  body: { items, total, page: 1, pages: Math.max(1, Math.ceil(total / 20)) },
});
const RFQ_GROUP = makeGroup({
  community_id: '6f1c2d3e-0000-4000-8000-000000000001',
  rfq_number: 'RFQ-2026-000042',
  status: 'RFQ_SENT',
});

function renderGroupsTab(search: string, routes: Record<string, MockResponse>) {
  setToken('t-admin');
  setUser(makeUser({ is_admin: true, role: 'ADMIN' }));
  const fetchMock = mockFetch(routes);
  return { ...renderPage(<AdminPage />, '/admin', `/admin${search}`), fetchMock };
}

describe('Groups tab filters', () => {
  it('sends the chosen filters, keeps them in the URL and links each row to its group page', async () => {
    const { router, fetchMock } = renderGroupsTab('?tab=groups', {
      [LIST]: paged([makeGroup(), RFQ_GROUP]),
      [`${LIST}&from_location=DEL&to_location=BOM&status=RFQ_SENT`]: paged([RFQ_GROUP]),
    });
    expect(await screen.findAllByRole('row')).toHaveLength(3);
    const search = within(screen.getByRole('search', { name: 'Filter groups' }));
    await userEvent.selectOptions(search.getByLabelText('From'), 'DEL');
    await userEvent.selectOptions(search.getByLabelText('To'), 'BOM');
    await userEvent.selectOptions(search.getByLabelText('Status'), 'RFQ_SENT');
    await userEvent.click(search.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?tab=groups&from_location=DEL&to_location=BOM&status=RFQ_SENT',
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'RFQ-2026-000042' })).toHaveAttribute(
      'href',
      `/admin/groups/${RFQ_GROUP.community_id}`,
    );
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/communities?skip=0&limit=20&from_location=DEL&to_location=BOM&status=RFQ_SENT`,
      expect.anything(),
    );

    // Clear: back to every group, the URL without filters.
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=groups'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
  });

  it('opens with the filters of a shared link in the fields, and says when nothing matches', async () => {
    renderGroupsTab('?tab=groups&rfq_number=RFQ-2026-000999&travel_date=2026-12-10', {
      [`${LIST}&rfq_number=RFQ-2026-000999&travel_date=2026-12-10`]: paged([]),
    });
    expect(await screen.findByText('No groups match these filters.')).toBeVisible();
    expect(screen.getByLabelText('RFQ number')).toHaveValue('RFQ-2026-000999');
    expect(screen.getByLabelText('Travel date')).toHaveValue('2026-12-10');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });

  it('keeps the filters when paging', async () => {
    const { router } = renderGroupsTab('?tab=groups&status=PENDING', {
      [`${LIST}&status=PENDING`]: paged([makeGroup()], 45),
      ['GET /api/admin/communities?skip=20&limit=20&status=PENDING']: paged([makeGroup()], 45),
    });
    const pager = await screen.findByRole('navigation', { name: 'Manage Groups pages' });
    await userEvent.click(within(pager).getByRole('button', { name: /2/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=groups&status=PENDING&page=2'),
    );
  });

  it('refuses a mistyped RFQ number at its field, without asking the server', async () => {
    const { router, fetchMock } = renderGroupsTab('?tab=groups', { [LIST]: paged([makeGroup()]) });
    await screen.findAllByRole('row');
    await userEvent.type(screen.getByLabelText('RFQ number'), '123%45');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findAllByText(RFQ_NUMBER_MESSAGE)).not.toHaveLength(0);
    expect(screen.getByLabelText('RFQ number')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?tab=groups');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes a part of an RFQ number, as read out on a call', async () => {
    const { router } = renderGroupsTab('?tab=groups', {
      [LIST]: paged([makeGroup(), RFQ_GROUP]),
      [`${LIST}&rfq_number=000042`]: paged([RFQ_GROUP]),
    });
    expect(await screen.findAllByRole('row')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('RFQ number'), '000042');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=groups&rfq_number=000042'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByLabelText('RFQ number')).not.toHaveAttribute('aria-invalid');
  });

  it('drops a bad filter a hand-edited URL carries, keeping the good ones', async () => {
    const { fetchMock } = renderGroupsTab('?tab=groups&status=SOLD&from_location=BOM', {
      [`${LIST}&from_location=BOM`]: paged([makeGroup({ from_location: 'BOM' })]),
    });
    await screen.findAllByRole('row');
    expect(fetchMock).toHaveBeenCalledWith(`${LIST.slice(4)}&from_location=BOM`, expect.anything());
  });
});
