import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLETION_FIELD_LABELS } from '@saath/shared/profile';
import { passwordProblems } from '@saath/shared/password';
import { makeCompleteUser, makeUser } from '../../test/fixtures.ts';
import { feeWaiversText, formatDate } from '../../lib/format.ts';
import { mockFetch } from '../../test/http.ts';
import { renderPage } from '../../test/render.tsx';
import { loadTexts } from '../../lib/i18n.tsx';
import { setToken, setUser } from '../../lib/session.store.ts';
import NotificationChannelCard from './components/notification-channel-card.tsx';
import ForgotPasswordPage from './pages/forgot-password.page.tsx';
import LoginPage from './pages/login.page.tsx';
import ProfilePage from './pages/profile.page.tsx';
import RegisterPage from './pages/register.page.tsx';

// The account pages as a Hindi reader sees them (/hi/login, /hi/profile, ...): Hindi headings,
// buttons and errors, and no English words the catalog checker could not see (texts built in
// .ts modules, tables of labels, fallbacks).

/** Latin-letter words left on the page once the names, codes and data that stay as they are
 * are taken out. */
function englishLeft(allowed: readonly string[] = []): string[] {
  let text = document.body.textContent ?? '';
  for (const keep of [...allowed, 'Saath', 'Google', 'WhatsApp', 'SMS', 'GST', 'PIN'])
    text = text.replaceAll(keep, ' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

// Texts these pages show from outside the feature: the shared package's (password rules, the
// completion card's field names) and lib/format.ts's words come in Hindi from their own
// catalogs and formatters, which other tests check.
const PASSWORD_RULES = passwordProblems('');
const COMPLETION_LABELS = Object.values(COMPLETION_FIELD_LABELS);

const NO_GOOGLE = { body: { google_client_id: null } };

beforeAll(() => loadTexts('app', 'hi'));
afterAll(() => loadTexts('app', 'en'));

describe('account pages in Hindi', () => {
  it('login: Hindi heading, fields, links and the fallback error', async () => {
    mockFetch({ 'GET /api/config': NO_GOOGLE, 'POST /api/users/login': { status: 500, raw: '' } });
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'खाता बनाएँ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'अपनी एयरलाइन रजिस्टर करें' })).toBeVisible();
    expect(englishLeft()).toEqual([]);

    await userEvent.type(screen.getByLabelText(/ईमेल पता/), 'asha@example.in');
    await userEvent.type(screen.getByLabelText(/^पासवर्ड/), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'लॉग इन नहीं हो सका। कृपया अपना ईमेल और पासवर्ड जाँच लें।',
    );
    expect(englishLeft(['asha@example.in'])).toEqual([]);
  });

  it('register and forgot password: Hindi headings and buttons', () => {
    mockFetch({ 'GET /api/config': NO_GOOGLE });
    const { unmount } = renderPage(<RegisterPage />, '/register');
    expect(screen.getByRole('heading', { level: 1, name: 'अपना खाता बनाएँ' })).toBeVisible();
    expect(screen.getByLabelText(/मोबाइल नंबर \(वैकल्पिक\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'खाता बनाएँ' })).toBeVisible();
    expect(screen.getAllByText('(अभी पूरा नहीं हुआ)').length).toBeGreaterThan(0);
    expect(englishLeft(PASSWORD_RULES)).toEqual([]);
    unmount();

    renderPage(<ForgotPasswordPage />, '/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'पासवर्ड भूल गए?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' })).toBeVisible();
    expect(englishLeft()).toEqual([]);
  });

  it('profile: cards, role, choices and details in Hindi', async () => {
    const user = makeUser({ gender: 'FEMALE', travel_purpose: 'PILGRIMAGE' });
    setToken('t-1');
    setUser(user);
    mockFetch({
      'GET /api/config': { body: { google_client_id: null, notification_channels: ['EMAIL'] } },
      'GET /api/users/me': { body: user },
      'GET /api/users/me/credits': { body: { credit_balance: 0, fee_waivers: 0, entries: [] } },
    });
    renderPage(<ProfilePage />, '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'रूट अलर्ट' })).toBeVisible();
    expect(screen.getByText('यात्री')).toBeVisible();
    expect(screen.getByText('महिला')).toBeInTheDocument();
    expect(screen.getByText('तीर्थ यात्रा')).toBeInTheDocument();
    expect(screen.getAllByText('नहीं दिया गया').length).toBeGreaterThan(5);
    expect(screen.getByRole('button', { name: 'संपर्क और पता' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'हम आपसे कैसे संपर्क करें' })).toBeVisible();
    expect(screen.getByText('क्रेडिट और शुल्क छूट')).toBeVisible();
    const data = [user.email, user.first_name, user.last_name, user.country ?? ''];
    const outside = [...COMPLETION_LABELS, formatDate(user.created_at), feeWaiversText(0)];
    expect(englishLeft([...data, ...outside])).toEqual([]);

    // The edit form: Hindi labels and the select's choices from the profile's own label table.
    await userEvent.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }));
    const form = screen.getByRole('form', { name: 'प्रोफ़ाइल बदलें' });
    const purpose = within(form).getByRole('combobox', { name: 'यात्रा का मुख्य कारण' });
    expect(
      within(purpose)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('कारोबार');
    expect(within(form).getByRole('button', { name: 'बदलाव सहेजें' })).toBeVisible();
  });

  it('notification channel: the WhatsApp code step in whole Hindi sentences', async () => {
    const user = makeCompleteUser();
    setToken('t-1');
    setUser(user);
    mockFetch({
      'GET /api/config': {
        body: { google_client_id: null, notification_channels: ['EMAIL', 'WHATSAPP'] },
      },
      'POST /api/users/me/notification-channel/code': {
        body: { channel: 'WHATSAPP', phone: '+919876543210', expires_at: '2026-11-21T10:10:00Z' },
      },
      'POST /api/users/me/notification-channel/confirm': {
        body: { notification_preference: 'WHATSAPP', notification_phone: '+919876543210' },
      },
    });
    renderPage(<NotificationChannelCard user={user} />, '/profile');
    expect(screen.getByText(/आपके ग्रुप की जानकारी/)).toHaveTextContent(
      'आपके ग्रुप की जानकारी ईमेल से आती है। ई-टिकट, रसीदें और इनवॉइस हमेशा ईमेल से आते हैं।',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'WhatsApp पर जानकारी पाएँ' }));
    expect(screen.getByText(/WhatsApp पर जानकारी पाने के लिए/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(
      await screen.findByText('हमने +919876543210 पर WhatsApp से कोड भेजा है। यह 10 मिनट तक मान्य है।'),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('6 अंकों का कोड'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'पुष्टि करें' }));
    expect(await screen.findByText('+919876543210 पर WhatsApp चालू हो गया।')).toBeVisible();
    expect(englishLeft()).toEqual([]);
  });

  it('registers a Hindi visitor as a Hindi member, so their mails come in Hindi', async () => {
    const fetchMock = mockFetch({
      'GET /api/config': NO_GOOGLE,
      'POST /api/users/': { status: 201, body: makeUser() },
      'POST /api/users/login': { body: { access_token: 'jwt-1', token_type: 'bearer' } },
      'GET /api/users/me': { body: makeUser() },
    });
    renderPage(<RegisterPage />, '/register');
    await userEvent.type(screen.getByLabelText(/पहला नाम/), 'Asha');
    await userEvent.type(screen.getByLabelText(/उपनाम/), 'Verma');
    await userEvent.type(screen.getByLabelText(/ईमेल पता/), 'asha@example.in');
    await userEvent.type(screen.getByLabelText(/^पासवर्ड\s*\*?$/), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText(/पासवर्ड दोबारा लिखें/), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    await screen.findByTestId('location');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/users/');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ language: 'hi' });
  });
});
