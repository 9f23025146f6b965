import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert, AlertSuggestion } from '@saath/shared/alerts';
import { makeUser } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/http.ts';
import { renderPage } from '../../test/render.tsx';
import { loadTexts } from '../../lib/i18n.tsx';
import { setToken, setUser } from '../../lib/session.store.ts';
import AlertsPage from './pages/alerts.page.tsx';
import UnsubscribePage from './pages/unsubscribe.page.tsx';

// The route alerts page as a Hindi reader sees it (/hi/profile/alerts). Route names and dates
// come from shared components and lib/format.ts, checked by their own tests.

const ALERT: Alert = {
  alert_id: '7b0c6f5e-1111-4c4c-9c9c-000000000001',
  from_location: 'DEL',
  to_location: 'BOM',
  time_slot: null,
  // A month's alert covers its whole month.
  date_from: '2027-01-01',
  date_to: '2027-01-31',
  month: '2027-01',
  created_at: '2026-11-21T06:30:00.000Z',
};
const SUGGESTION: AlertSuggestion = {
  source: 'PROFILE_ROUTE',
  from_location: 'DEL',
  to_location: 'BOM',
  month: '2027-02',
  date_from: null,
  date_to: null,
};

beforeAll(() => loadTexts('app', 'hi'));
afterAll(() => loadTexts('app', 'en'));

describe('route alerts in Hindi', () => {
  it('lists, suggests and deletes alerts in Hindi, months named in Hindi', async () => {
    setToken('t-1');
    setUser(makeUser());
    mockFetch({
      'GET /api/alerts': { body: [ALERT] },
      'GET /api/alerts/suggestions': { body: [SUGGESTION] },
    });
    renderPage(<AlertsPage />, '/profile/alerts');
    expect(await screen.findByRole('heading', { level: 1, name: 'रूट अलर्ट' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'आपके रूट अलर्ट' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['रूट', 'कब', 'समय', 'कार्रवाई']);
    // The month is formatted in the page's locale, and an alert with no slot is for any time.
    expect(within(table).getByText('जनवरी 2027')).toBeVisible();
    expect(within(table).getByText('कोई भी समय')).toBeVisible();

    expect(await screen.findByRole('heading', { name: 'आपकी प्रोफ़ाइल से सुझाव' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^अलर्ट जोड़ें: .*, फ़रवरी 2027$/ })).toHaveTextContent(
      'जोड़ें',
    );
    expect(screen.getByRole('heading', { name: 'नया अलर्ट' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'प्रस्थान का समय' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'अलर्ट बनाएँ' })).toBeVisible();

    await userEvent.click(within(table).getByRole('button', { name: /^अलर्ट हटाएँ: / }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/के ईमेल बंद करें\?$/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'रहने दें' })).toBeVisible();
  });

  it('an unsubscribe link without its token says so in Hindi (a shared constant)', () => {
    renderPage(<UnsubscribePage />, '/alerts/unsubscribe');
    expect(screen.getByText('अनसब्सक्राइब टोकन नहीं दिया गया।')).toBeVisible();
    expect(screen.queryByText('No unsubscribe token provided.')).toBeNull();
  });
});
