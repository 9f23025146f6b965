import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRECTION_ALREADY_DECIDED, type AdminCorrection } from '@saath/shared/corrections';
import { makeCorrection as makeRow } from '../../../test/admin-fixtures.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AdminPage from '../pages/admin.page.tsx';
import { CORRECTIONS_MESSAGES } from './corrections-tab.tsx';

// The console's Corrections tab (docs/product/ticketing.md "Corrections").

const LIST = 'GET /api/admin/corrections?skip=0&limit=20';
const PASS = 'POST /api/admin/corrections/r-1/pass';
const DECLINE = 'POST /api/admin/corrections/r-1/decline';

const page = (items: AdminCorrection[]) => ({ items, total: items.length, page: 1, pages: 1 });

function renderAdmin(routes: Record<string, MockResponse | MockRoute>) {
  setToken('t-admin');
  setUser(makeUser({ is_admin: true, role: 'ADMIN' }));
  const fetchMock = mockFetch(routes);
  return { ...renderPage(<AdminPage />, '/admin', '/admin?tab=corrections'), fetchMock };
}

describe('Corrections tab', () => {
  it('lists the requests with what they change; only pending ones can be decided', async () => {
    const decided = makeRow({
      id: 'r-2',
      rfq_number: 'RFQ-2026-000002',
      status: 'DECLINED',
      reason: 'The airline refuses',
      changes: { gender: 'M' },
    });
    renderAdmin({ [LIST]: { body: page([makeRow(), decided]) } });
    const table = await screen.findByRole('table', { name: 'Correction requests' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Full name: Asha Verma');
    expect(first).toHaveTextContent('Asha Kapoor');
    expect(first).toHaveTextContent('asha@example.in');
    expect(first).toHaveTextContent('PENDING');
    expect(
      within(first!).getByRole('button', { name: /Pass correction of RFQ-2026-000001/ }),
    ).toBeEnabled();
    expect(second).toHaveTextContent('Gender: F');
    expect(second).toHaveTextContent('The airline refuses');
    expect(within(second!).queryByRole('button')).toBeNull();
  });

  it('says so when there is none', async () => {
    renderAdmin({ [LIST]: { body: page([]) } });
    expect(await screen.findByText(CORRECTIONS_MESSAGES.empty)).toBeVisible();
  });

  it('passes a request, then refetches and says so', async () => {
    let current = makeRow();
    const { fetchMock } = renderAdmin({
      [LIST]: () => ({ body: page([current]) }),
      [PASS]: () => {
        current = makeRow({ status: 'PASSED', decided_at: '2026-07-01T07:00:00Z' });
        return { body: current };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Pass correction of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pass correction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('status')).toHaveTextContent(
      CORRECTIONS_MESSAGES.passed('RFQ-2026-000001'),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/pass'))).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Pass correction of/ })).toBeNull(),
    );
  });

  it('declines only with a reason, and shows a 409 in the dialog', async () => {
    const { fetchMock } = renderAdmin({
      [LIST]: { body: page([makeRow()]) },
      [DECLINE]: { status: 409, body: { detail: CORRECTION_ALREADY_DECIDED('PASSED') } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Decline correction of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline correction' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Reason must be at least 5 characters')).toBeVisible();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/decline'))).toHaveLength(
      0,
    );

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      ' such flight change',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CORRECTION_ALREADY_DECIDED('PASSED'),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/decline'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'No such flight change' });
  });
});
