import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_TICKETING_MESSAGES,
  DEADLINE_ALREADY_EXTENDED,
  type AdminTicketingRow,
} from '@saath/shared/ticketing';
import { makeUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AdminPage from '../pages/admin.page.tsx';

// The console's Ticketing tab (docs/product/ticketing.md "The admin's board").

const BOARD = 'GET /api/admin/ticketing';
const EXTEND = 'POST /api/admin/ticketing/q-2/extend';
const HOURS_MESSAGE = 'Hours must be a whole number from 1 to 72';
const REASON_MESSAGE = 'Say why, in 5 to 500 characters';

function makeRow(overrides: Partial<AdminTicketingRow> = {}): AdminTicketingRow {
  return {
    quote_id: 'q-1',
    community_id: 'g-1',
    rfq_number: 'RFQ-2026-000001',
    from_location: 'DEL',
    to_location: 'BOM',
    travel_date: '2026-07-20',
    company_id: 'c-1',
    airline_name: 'IndiGo',
    ticketing_deadline: '2026-07-01T12:30:00Z',
    overdue: false,
    tickets_issued: 3,
    tickets_total: 10,
    extended: false,
    ...overrides,
  };
}

const overdue = makeRow({
  quote_id: 'q-1',
  rfq_number: 'RFQ-2026-000001',
  airline_name: 'IndiGo',
  overdue: true,
  extended: true,
});
const dueLater = makeRow({
  quote_id: 'q-2',
  community_id: 'g-2',
  rfq_number: 'RFQ-2026-000002',
  airline_name: 'Air India',
  ticketing_deadline: '2026-07-02T12:30:00Z',
  tickets_issued: 0,
  tickets_total: 12,
});

function renderAdmin(routes: Record<string, MockResponse | MockRoute>) {
  setToken('t-admin');
  setUser(makeUser({ is_admin: true, role: 'ADMIN' }));
  const fetchMock = mockFetch(routes);
  return { ...renderPage(<AdminPage />, '/admin', '/admin?tab=ticketing'), fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

async function openExtend() {
  await userEvent.click(await screen.findByRole('button', { name: 'Extend RFQ-2026-000002' }));
  return screen.findByRole('dialog', { name: 'Extend ticketing deadline' });
}

describe('Ticketing tab', () => {
  it('lists the board in the order the API gives, overdue first', async () => {
    renderAdmin({ [BOARD]: { body: { groups: [overdue, dueLater] } } });
    const table = await screen.findByRole('table', { name: 'Ticketing' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('RFQ-2026-000001');
    expect(first).toHaveTextContent('IndiGo');
    expect(first).toHaveTextContent('Overdue');
    expect(first).toHaveTextContent('3 of 10');
    expect(first).toHaveTextContent('Yes');
    expect(within(first!).getByRole('link', { name: 'RFQ-2026-000001' })).toHaveAttribute(
      'href',
      '/admin/groups/g-1',
    );
    // Extended once already: the action is off, and the row says why.
    expect(within(first!).getByRole('button', { name: 'Extend RFQ-2026-000001' })).toBeDisabled();
    expect(first).toHaveTextContent(ADMIN_TICKETING_MESSAGES.alreadyExtended);
    expect(second).toHaveTextContent('RFQ-2026-000002');
    expect(second).toHaveTextContent('Air India');
    expect(second).not.toHaveTextContent('Overdue');
    expect(second).toHaveTextContent('0 of 12');
    expect(second).toHaveTextContent('No');
    expect(within(second!).getByRole('button', { name: 'Extend RFQ-2026-000002' })).toBeEnabled();
  });

  it('says so when no group awaits tickets', async () => {
    renderAdmin({ [BOARD]: { body: { groups: [] } } });
    expect(await screen.findByText('No groups await tickets.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('extends by the hours with the reason, then refetches the board and says so', async () => {
    let current = dueLater;
    const { fetchMock } = renderAdmin({
      [BOARD]: () => ({ body: { groups: [current] } }),
      [EXTEND]: () => {
        current = { ...dueLater, extended: true, ticketing_deadline: '2026-07-03T12:30:00Z' };
        return { body: current };
      },
    });
    const dialog = await openExtend();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Hours/ }), '24');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Airline system outage',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, init] = calls(fetchMock, 'POST')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ hours: 24, reason: 'Airline system outage' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'RFQ-2026-000002: the ticketing deadline is now',
    );
    // The board was asked again: the row now shows the extension.
    expect(await screen.findByRole('button', { name: 'Extend RFQ-2026-000002' })).toBeDisabled();
    expect(
      calls(fetchMock, 'GET').filter(([url]) => String(url).includes('/ticketing')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("shows a 409's detail in the modal", async () => {
    renderAdmin({
      [BOARD]: { body: { groups: [dueLater] } },
      [EXTEND]: { status: 409, body: { detail: DEADLINE_ALREADY_EXTENDED } },
    });
    const dialog = await openExtend();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Hours/ }), '12');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Late manifest');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DEADLINE_ALREADY_EXTENDED);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('refuses hours out of 1..72 and a short reason before sending anything', async () => {
    const { fetchMock } = renderAdmin({
      [BOARD]: { body: { groups: [dueLater] } },
      [EXTEND]: { body: dueLater },
    });
    const dialog = await openExtend();
    const hours = within(dialog).getByRole('spinbutton', { name: /Hours/ });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    const confirm = within(dialog).getByRole('button', { name: 'Extend' });

    await userEvent.type(hours, '0');
    await userEvent.type(reason, 'abc');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText(HOURS_MESSAGE)).toBeVisible();
    expect(within(dialog).getByText(REASON_MESSAGE)).toBeVisible();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(hours);
    await userEvent.type(hours, '73');
    await userEvent.clear(reason);
    await userEvent.type(reason, 'A valid reason');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText(HOURS_MESSAGE)).toBeVisible();
    expect(within(dialog).queryByText(REASON_MESSAGE)).toBeNull();
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
  });
});
