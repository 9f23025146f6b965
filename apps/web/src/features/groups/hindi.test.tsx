import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeAwaitingGroup,
  makeCompleteUser,
  makeGroup,
  makeGroupPreview,
  makeMeta,
  makePassenger,
  makeUser,
  makeWinningQuote,
} from '../../test/fixtures.ts';
import { mockFetch } from '../../test/http.ts';
import { catalogEnglishLeft as englishLeft } from '../../test/catalog-english-left.ts';
import { renderPage } from '../../test/render.tsx';
import { loadTexts } from '../../lib/i18n.tsx';
import { setToken, setUser } from '../../lib/session.store.ts';
import hindi from './hi.ts';
import DashboardPage from './pages/dashboard.page.tsx';
import FindGroupPage from './pages/find-group.page.tsx';
import GroupDetailPage from './pages/group-detail.page.tsx';
import InvitePage from './pages/invite.page.tsx';
import MyGroupsPage from './pages/my-groups.page.tsx';

// The traveller's group pages as a Hindi reader sees them: headings, buttons, table headers and
// messages in Hindi, and none of this feature's English left on the page (a text kept in a
// constant or built in a .ts module is the kind the catalog checker cannot see on screen).

const ID = makeGroup().community_id;

describe('the group pages in Hindi', () => {
  beforeAll(() => loadTexts('app', 'hi'));
  afterAll(() => loadTexts('app', 'en'));

  it('dashboard: the welcome, the groups and their buttons', async () => {
    setToken('t-1');
    const user = makeUser({ name: 'Asha' });
    setUser(user);
    mockFetch({
      'GET /api/communities/': { body: [makeGroup({ lowest_known_price: 412_500 })] },
      'GET /api/users/me': { body: user },
    });
    renderPage(<DashboardPage />, '/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'स्वागत है, Asha!' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'आपके ग्रुप' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'फ़्लाइट ग्रुप खोजें' })).toBeVisible();
    expect(await screen.findByText('विवरण देखें')).toBeVisible();
    expect(screen.getByRole('button', { name: /छोड़ें$/ })).toBeVisible();
    expect(screen.getByText(/सबसे कम बोली:/)).toBeVisible();
    expect(document.title).toBe('डैशबोर्ड · Saath');
    // The card's footer is a shared template: Hindi, not '3 of 7 passengers joined so far'.
    expect(screen.getByText('अब तक 7 में से 3 यात्री जुड़े हैं')).toBeVisible();
    expect(englishLeft(hindi)).toEqual([]);
  });

  it('finding a group: the form, the results table and the join wizard', async () => {
    setToken('t-1');
    setUser(makeCompleteUser());
    mockFetch({
      'GET /api/meta': { body: makeMeta('2026-06-01') },
      'GET /api/communities/search?from_location=DEL&to_location=BOM&travel_date=2026-12-12&time_slot=':
        {
          body: { exact_matches: [makeGroup({ my_passenger_count: 0 })], alternative_matches: [] },
        },
    });
    renderPage(
      <FindGroupPage />,
      '/communities/new',
      '/communities/new?from_location=DEL&to_location=BOM&travel_date=2026-12-12',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'फ़्लाइट ग्रुप खोजें या बनाएँ' })).toBeVisible();
    expect(screen.getByLabelText(/^यात्रा की तारीख/)).toBeVisible();
    // The date's hint is a shared template: Hindi, not 'Date must be at least ...'.
    expect(
      screen.getByText(/^DEL-BOM रूट के लिए तारीख कम से कम \d+ दिन बाद की होनी चाहिए$/),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'उपलब्ध फ़्लाइट ग्रुप' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'फ़्लाइट ग्रुप खोजें' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'प्रस्थान का समय' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आस-पास की तारीखें (±3 दिन)' })).toBeVisible();
    expect(screen.getByText('इन तारीखों पर कोई ग्रुप नहीं है।')).toBeVisible();
    expect(englishLeft(hindi)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /के ग्रुप से जुड़ें$/ }));
    const wizard = within(await screen.findByRole('dialog', { name: 'फ़्लाइट ग्रुप से जुड़ें' }));
    expect(wizard.getByLabelText(/^यात्रियों की संख्या/)).toBeVisible();
    await userEvent.clear(wizard.getByLabelText(/^यात्रियों की संख्या/));
    await userEvent.type(wizard.getByLabelText(/^यात्रियों की संख्या/), '2');
    await userEvent.click(wizard.getByRole('button', { name: 'आगे' }));
    expect(wizard.getByRole('group', { name: 'यात्री 2' })).toBeVisible();
    // The gender choices come from a constant list: they are translated where shown.
    expect(wizard.getAllByRole('option', { name: 'महिला' })).toHaveLength(2);
    // A passenger left empty: the problem and each field's error in Hindi.
    await userEvent.click(wizard.getByRole('button', { name: 'आगे' }));
    expect(wizard.getAllByText('ज़रूरी है').length).toBeGreaterThan(0);
    expect(englishLeft(hindi)).toEqual([]);
  });

  it('group page: the details, the payment panel and the passengers table', async () => {
    setToken('t-1');
    setUser(makeUser());
    mockFetch({
      [`GET /api/communities/${ID}`]: { body: makeAwaitingGroup() },
      [`GET /api/communities/${ID}/passengers`]: {
        body: { passengers: [makePassenger(), makePassenger({ id: 'p-2', phone: '' })] },
      },
    });
    renderPage(<GroupDetailPage />, '/communities/:id', `/communities/${ID}`);
    expect(await screen.findByRole('heading', { name: 'फ़्लाइट ग्रुप का विवरण' })).toBeVisible();
    expect(screen.getByText('यात्रा की तारीख')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'अपनी सीटों का भुगतान करें' })).toBeVisible();
    expect(screen.getByText('टिकटिंग शुल्क')).toBeVisible();
    expect(screen.getByRole('button', { name: '₹8,250.00 का भुगतान करें' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'अपने ग्रुप पर वापस जाएँ' })).toBeVisible();
    expect(await screen.findByRole('columnheader', { name: 'जन्म तिथि' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'यात्री 2' })).toBeInTheDocument();
    // A missing phone reads 'not available', not 'N/A'.
    expect(screen.getAllByText('उपलब्ध नहीं').length).toBeGreaterThan(0);
    expect(englishLeft(hindi)).toEqual([]);
  });

  it('invite link: the preview and the way in for a visitor', async () => {
    mockFetch({ [`GET /api/communities/${ID}/preview`]: { body: makeGroupPreview() } });
    renderPage(<InvitePage />, '/invite/:id', `/invite/${ID}`);
    expect(await screen.findByText('आपको एक फ़्लाइट ग्रुप में बुलाया गया है')).toBeVisible();
    expect(screen.getByRole('link', { name: 'इस ग्रुप से जुड़ें' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'खाता बनाएँ' })).toBeVisible();
    // How full the group is and how many more it needs: shared templates, in Hindi.
    expect(screen.getByText('7 ज़रूरी में से 3 जुड़े')).toBeVisible();
    expect(screen.getByText('न्यूनतम संख्या तक पहुँचने के लिए 4 और यात्री चाहिए')).toBeVisible();
    expect(screen.queryByText(/needed|passengers/)).toBeNull();
    expect(englishLeft(hindi)).toEqual([]);
  });

  it('dashboard: a booked group’s ticketing line in Hindi', async () => {
    setToken('t-1');
    const user = makeUser();
    setUser(user);
    const booked = makeGroup({
      status: 'BOOKED',
      tickets_issued: 5,
      tickets_total: 7,
      winning_quote: makeWinningQuote(),
    });
    mockFetch({
      'GET /api/communities/': { body: [booked] },
      'GET /api/users/me': { body: user },
    });
    renderPage(<DashboardPage />, '/dashboard');
    expect(await screen.findByTestId('ticketing-progress')).toHaveTextContent(
      /ने 7 में से 5 टिकट जारी किए हैं/,
    );
    expect(screen.getByTestId('ticketing-progress')).not.toHaveTextContent(/tickets issued/);
  });

  it('my groups: the table headers and the View link', async () => {
    setToken('t-1');
    setUser(makeUser());
    mockFetch({ 'GET /api/communities/': { body: [makeGroup()] } });
    renderPage(<MyGroupsPage />, '/communities');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपके फ़्लाइट ग्रुप' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'न्यूनतम संख्या' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ग्रुप RFQ-2026-000123 देखें' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '7 ज़रूरी में से 3 जुड़े' })).toBeInTheDocument();
    expect(englishLeft(hindi)).toEqual([]);
  });

  it('invite link: a group no longer open says so in Hindi', async () => {
    mockFetch({
      [`GET /api/communities/${ID}/preview`]: {
        body: makeGroupPreview({ open_for_joining: false, status: 'RFQ_SENT' }),
      },
    });
    renderPage(<InvitePage />, '/invite/:id', `/invite/${ID}`);
    expect(await screen.findByText('एयरलाइनों को कोटेशन के अनुरोध भेज दिए गए हैं')).toBeVisible();
    expect(screen.getByText('यह ग्रुप अब जुड़ने के लिए खुला नहीं है')).toBeVisible();
    expect(screen.queryByText(/no longer open|Quote requests/)).toBeNull();
  });

  it('group page: why a cancelled group ended, from its English history, in Hindi', async () => {
    setToken('t-1');
    setUser(makeUser());
    const cancelled = makeGroup({
      status: 'CANCELLED',
      ended: {
        from_status: 'READY_FOR_BOOKING',
        reason: 'Fewer than 7 passengers paid before the payment deadline; payments refunded',
        at: '2026-12-02T06:30:00.000Z',
      },
    });
    mockFetch({
      [`GET /api/communities/${ID}`]: { body: cancelled },
      [`GET /api/communities/${ID}/passengers`]: { body: { passengers: [makePassenger()] } },
    });
    renderPage(<GroupDetailPage />, '/communities/:id', `/communities/${ID}`);
    expect(
      await screen.findByText(
        /को बंद हुआ: भुगतान का समय खत्म होने तक 7 से कम यात्रियों ने भुगतान किया; सबका पैसा रिफ़ंड कर दिया गया।$/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/payments refunded|passengers paid/)).toBeNull();
  });

  it('finding a group: a date beyond the latest one is refused in Hindi', async () => {
    setToken('t-1');
    setUser(makeCompleteUser());
    mockFetch({ 'GET /api/meta': { body: makeMeta('2026-06-01') } });
    renderPage(
      <FindGroupPage />,
      '/communities/new',
      '/communities/new?from_location=DEL&to_location=BOM&travel_date=2027-06-02',
    );
    const date = screen.getByLabelText(/^यात्रा की तारीख/);
    await vi.waitFor(() => expect(date).toHaveAttribute('max', '2027-06-01'));
    // The cities the API's meta names in English are shown in Hindi.
    expect(screen.getByRole('option', { name: 'नई दिल्ली (DEL)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'New Delhi (DEL)' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'फ़्लाइट ग्रुप खोजें' }));
    expect(
      await screen.findByText('तारीख आज से ज़्यादा से ज़्यादा 365 दिन बाद की हो सकती है'),
    ).toBeVisible();
    expect(screen.queryByText(/at most/)).toBeNull();
    // Only the broken rule is said: not the minimum's hint beside it.
    expect(date).toHaveAccessibleDescription('तारीख आज से ज़्यादा से ज़्यादा 365 दिन बाद की हो सकती है');
    expect(screen.queryByText(/कम से कम/)).toBeNull();
  });
});
