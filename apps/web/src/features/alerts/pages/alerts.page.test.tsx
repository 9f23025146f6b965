import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert } from '@saath/shared/alerts';
import { makeUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AlertsPage from './alerts.page.tsx';

const ALERT: Alert = {
  alert_id: '7b0c6f5e-1111-4c4c-9c9c-000000000001',
  from_location: 'DEL',
  to_location: 'BOM',
  time_slot: 'SLOT_08_12',
  date_from: '2026-12-05',
  date_to: '2026-12-20',
  month: null,
  created_at: '2026-11-21T06:30:00.000Z',
};

function renderAlerts(routes: Record<string, MockResponse | MockRoute>) {
  setToken('t-1');
  setUser(makeUser());
  const fetchMock = mockFetch({
    'GET /api/alerts': { body: [ALERT] },
    'GET /api/alerts/suggestions': { body: [] },
    ...routes,
  });
  renderPage(<AlertsPage />, '/profile/alerts');
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key,
  );
  return call ? JSON.parse(String(call[1]!.body)) : undefined;
};

describe('route alerts page', () => {
  it('lists the alerts with route, period and slot', async () => {
    renderAlerts({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Route Alerts' })).toBeVisible();
    const row = within(screen.getAllByRole('row')[1]!);
    expect(row.getByText('New Delhi (DEL)', { exact: false })).toBeVisible();
    expect(row.getByText('08:00-12:00')).toBeVisible();
    expect(row.getByText(/2026 – .*2026/)).toBeVisible();
  });

  it('creates an alert for a month with the shared schema, then refreshes the list', async () => {
    let posted = false;
    const fetchMock = renderAlerts({
      'GET /api/alerts': () => ({
        body: posted ? [ALERT, { ...ALERT, alert_id: 'x2', month: '2027-01' }] : [ALERT],
      }),
      'POST /api/alerts': () => {
        posted = true;
        return { status: 201, body: { ...ALERT, alert_id: 'x2' } };
      },
    });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Create a route alert' }));
    // Nothing chosen: the shared schema's words, before any request.
    await user.click(form.getByRole('button', { name: 'Create Alert' }));
    expect(await form.findByText('Please fix the following issues:')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.selectOptions(form.getByLabelText(/^From/), 'BLR');
    // To lists only the destinations of From: Varanasi is reached from Delhi only.
    const to = within(form.getByLabelText(/^To/));
    expect(to.getByRole('option', { name: 'Goa (GOI)' })).toBeInTheDocument();
    expect(to.queryByRole('option', { name: 'Varanasi (VNS)' })).not.toBeInTheDocument();
    await user.selectOptions(form.getByLabelText(/^To/), 'GOI');
    await user.type(form.getByLabelText(/^Month/), '2027-01');
    await user.click(form.getByRole('button', { name: 'Create Alert' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST /api/alerts')).toEqual({
        from_location: 'BLR',
        to_location: 'GOI',
        month: '2027-01',
      }),
    );
    expect(await screen.findByText(/Alert created/)).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
  });

  it('shows the server refusal at its field', async () => {
    renderAlerts({
      'POST /api/alerts': {
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'date_to'],
              msg: 'The dates must reach 2026-12-02 or later',
              type: 'value_error',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Create a route alert' }));
    await user.selectOptions(form.getByLabelText(/^From/), 'DEL');
    await user.selectOptions(form.getByLabelText(/^To/), 'BOM');
    await user.selectOptions(form.getByLabelText(/^When/), 'range');
    await user.type(form.getByLabelText(/^First date/), '2026-11-01');
    await user.type(form.getByLabelText(/^Last date/), '2026-11-30');
    await user.click(form.getByRole('button', { name: 'Create Alert' }));
    expect(await form.findAllByText('The dates must reach 2026-12-02 or later')).not.toHaveLength(
      0,
    );
    expect(form.getByLabelText(/^Last date/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the profile suggestions as one-click adds', async () => {
    const fetchMock = renderAlerts({
      'GET /api/alerts/suggestions': {
        body: [
          {
            from_location: 'PNQ',
            to_location: 'GOI',
            month: '2027-01',
            date_from: null,
            date_to: null,
            source: 'Pune - Goa',
          },
        ],
      },
      'POST /api/alerts': { status: 201, body: ALERT },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Add alert Pune \(PNQ\)/ }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST /api/alerts')).toEqual({
        from_location: 'PNQ',
        to_location: 'GOI',
        month: '2027-01',
      }),
    );
  });

  it('deletes an alert after the confirmation', async () => {
    const fetchMock = renderAlerts({
      [`DELETE /api/alerts/${ALERT.alert_id}`]: { body: { message: 'Alert deleted' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Delete alert/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Stop the mails for/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Delete Alert' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the list could not load', async () => {
    renderAlerts({ 'GET /api/alerts': { status: 500, body: { detail: 'boom' } } });
    expect(await screen.findByRole('heading', { name: 'Error Loading Alerts' })).toBeVisible();
  });
});
