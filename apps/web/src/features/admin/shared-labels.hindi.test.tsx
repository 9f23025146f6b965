import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeAnalytics, makeCorrection, makeRefundRequest } from '../../test/admin-fixtures.ts';
import { makeUser } from '../../test/fixtures.ts';
import { mockFetch, type MockResponse } from '../../test/http.ts';
import { renderPage } from '../../test/render.tsx';
import { loadTexts } from '../../lib/i18n.tsx';
import { setToken, setUser } from '../../lib/session.store.ts';
import AdminPage from './pages/admin.page.tsx';

// The texts the console takes from the shared package (the savings rule, correction fields,
// cancel reasons) as an operator on /hi/admin reads them: in Hindi, not their English.

const page = <T,>(items: T[]) => ({ body: { items, total: items.length, page: 1, pages: 1 } });

function renderAdmin(search: string, routes: Record<string, MockResponse>) {
  setToken('t-admin');
  setUser(makeUser({ is_admin: true, role: 'ADMIN' }));
  mockFetch(routes);
  return renderPage(<AdminPage />, '/admin', `/admin${search}`);
}

describe('shared texts in the admin console in Hindi', () => {
  beforeAll(async () => {
    await loadTexts('app', 'hi');
    await loadTexts('admin', 'hi');
  });
  afterAll(async () => {
    await loadTexts('app', 'en');
  });

  it('states the savings rule in Hindi on the analytics', async () => {
    renderAdmin('', { 'GET /api/admin/analytics': { body: makeAnalytics() } });
    expect(
      await screen.findByText(/^हर बुक हुए और रद्द न हुए टिकट पर, प्रति टिकट ₹[\d,]+ के अनुमानित/),
    ).toBeVisible();
    expect(screen.queryByText(/Against an assumed market price/)).toBeNull();
  });

  it('names a correction’s fields in Hindi', async () => {
    const row = makeCorrection();
    renderAdmin('?tab=corrections', {
      'GET /api/admin/corrections?skip=0&limit=20': page([row]),
    });
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('पूरा नाम: Asha Verma');
    expect(first).not.toHaveTextContent('Full name');
  });

  it('gives a refund request’s reason in Hindi', async () => {
    const request = makeRefundRequest();
    renderAdmin('?tab=refunds', {
      'GET /api/admin/refund-requests?skip=0&limit=20': page([request]),
    });
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('चिकित्सा कारण');
    expect(first).not.toHaveTextContent('Medical reasons');
  });
});
