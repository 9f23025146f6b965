import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeAwaitingGroup, makeGroup, makeUser } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import MyGroupsPage from './my-groups.page.tsx';

function renderMyGroups(answer: Parameters<typeof mockFetch>[0][string]) {
  setToken('t-1');
  setUser(makeUser());
  mockFetch({ 'GET /api/communities/': answer });
  renderPage(<MyGroupsPage />, '/communities');
}

describe('your groups (/communities)', () => {
  it('lists status, route, date, slot, threshold progress and seats, linking to each', async () => {
    renderMyGroups({
      body: [makeGroup({ status: 'RFQ_SENT', passenger_count: 8, rfq_number: 'RFQ-2026-000007' })],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Flight Groups' }),
    ).toBeVisible();
    const row = within(screen.getAllByRole('row')[1]!);
    expect(row.getByText('RFQ sent')).toHaveClass('text-bg-info');
    expect(row.getByText('New Delhi (DEL)', { exact: false })).toBeVisible();
    expect(row.getByText('Sat, 12 Dec 2026')).toBeVisible();
    expect(row.getByText('08:00-12:00')).toBeVisible();
    expect(row.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '8 passengers, threshold of 7 reached',
    );
    expect(row.getByText('8 of 15 seats')).toBeVisible();
    expect(row.getByRole('link', { name: 'View group RFQ-2026-000007' })).toHaveAttribute(
      'href',
      `/communities/${makeGroup().community_id}`,
    );
  });

  it('points to /communities/new when empty', async () => {
    renderMyGroups({ body: [] });
    expect(await screen.findByText('You have no flight groups yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find Flight Groups' })).toHaveAttribute(
      'href',
      '/communities/new',
    );
  });

  it('says the list could not load', async () => {
    renderMyGroups({ status: 500, body: { detail: 'boom' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error Loading Groups' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load groups. Please try again later.',
    );
  });

  it('says "Payment due by …" under the status of a group awaiting my payment', async () => {
    renderMyGroups({ body: [makeAwaitingGroup()] });
    const row = within((await screen.findAllByRole('row'))[1]!);
    expect(row.getByText('Awaiting payment')).toHaveClass('text-bg-success');
    expect(row.getByText('Payment due by Wed, 2 Dec 2026, 5:30 am IST')).toBeVisible();
  });
});
