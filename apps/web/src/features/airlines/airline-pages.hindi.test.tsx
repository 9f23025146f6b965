import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeAirlineBid,
  makeAirlineUser,
  makeGroup,
  makeManifest,
  makeTicketingState,
} from '../../test/fixtures.ts';
import { mockFetch } from '../../test/http.ts';
import { renderPage } from '../../test/render.tsx';
import { CITIES, TIME_SLOTS, cityLabel, timeSlotLabel } from '@saath/shared/travel';
import { AIRLINE_LEDGER_KIND_LABELS, type AirlineBalance } from '@saath/shared/settlement';
import { AIRLINE_CODE_HINT } from '@saath/shared/airlines';
import { ETICKET_HINT, PNR_HINT } from '@saath/shared/ticketing';
import {
  WEBHOOK_ENDPOINT_LABEL,
  WEBHOOK_NEEDS_SECRET,
  WEBHOOK_NO_DELIVERIES,
  WEBHOOK_SEND_TEST,
  WEBHOOK_TEST_NEEDS_SETUP,
} from '@saath/shared/webhooks';
import { routeText } from '../../components/ui/group-route-label.tsx';
import { statusLabel } from '../../components/ui/status-badge.tsx';
import { setToken, setUser } from '../../lib/session.store.ts';
import { loadTexts, t } from '../../lib/i18n.tsx';
import { loadServerTexts, serverText } from '../../lib/server-texts.ts';
import { API_KEY_NAME_TOO_LONG, TOO_MANY_API_KEYS } from '@saath/shared/api-keys';
import AirlineApiKeysPage from './pages/airline-api-keys.page.tsx';
import AirlineBalancePage from './pages/airline-balance.page.tsx';
import AirlineBidsPage from './pages/airline-bids.page.tsx';
import AirlineDashboardPage from './pages/airline-dashboard.page.tsx';
import AirlineRegisterPage from './pages/airline-register.page.tsx';
import AirlineWebhooksPage from './pages/airline-webhooks.page.tsx';
import AirlineWonGroupPage from './pages/airline-won-group.page.tsx';
import AirlineWonGroupsPage from './pages/airline-won-groups.page.tsx';

// The airline partners' pages as a Hindi reader sees them (/hi/airline/...): headings, buttons,
// table headers, status labels and errors in Hindi, and no English of this area left over.

beforeAll(async () => {
  await loadTexts('app', 'hi');
  await loadTexts('airlines', 'hi');
});

afterAll(async () => {
  await loadTexts('app', 'en');
});

/**
 * Words that stay as they are in Hindi: the brand, codes airline staff use as such, units, and
 * the webhook's technical names.
 */
const SAME_IN_HINDI = new Set(
  'Saath RFQ PNR CSV PDF API IST KB URL https POST Razorpay IATA Authorization Bearer key'.split(
    ' ',
  ),
);

/**
 * Dates and times come from lib/format.ts, which formats them in the page's locale: its month,
 * day and am/pm words are its own.
 */
const DATE_WORDS = new Set(
  'Mon Tue Wed Thu Fri Sat Sun Jan Feb Mar Apr May Jun Jul Aug Sep Sept Oct Nov Dec am pm'.split(
    ' ',
  ),
);

/**
 * Latin words on the page that are not data: English a Hindi reader would trip over. `data`
 * lists what the page shows as it came (names, flight numbers, codes) and texts other parts of
 * the app translate (city names, time slots, dates, the shared package's labels): they are cut out
 * before looking, so what is left is this area's.
 */
function englishLeft(container: HTMLElement, data: readonly string[]): string[] {
  const pieces: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Code (event names, headers) is the same in every language.
    if (!node.parentElement?.closest('code, title')) pieces.push(node.textContent ?? '');
  }
  for (const element of container.querySelectorAll('[aria-label], [title], [placeholder]'))
    for (const name of ['aria-label', 'title', 'placeholder'])
      pieces.push(element.getAttribute(name) ?? '');
  // Whole values only: 'to' (the route label's) must not cut into 'total'.
  const values = [...data]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(
      (value) =>
        new RegExp(`(?<![A-Za-z])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'),
    );
  const left = new Set<string>();
  for (let text of pieces) {
    for (const value of values) text = text.replace(value, ' ');
    for (const word of text.match(/[A-Za-z][A-Za-z'-]+/g) ?? [])
      if (!SAME_IN_HINDI.has(word) && !DATE_WORDS.has(word)) left.add(word);
  }
  return [...left];
}

const airline = () => {
  setToken('t-1');
  setUser(makeAirlineUser());
};

const GROUP = makeGroup({
  status: 'RFQ_SENT',
  member_count: 8,
  lowest_known_price: 450_000,
  bidding_deadline: '2026-06-04T04:30:00Z',
});

describe('the airline pages in Hindi', () => {
  it('shows the dashboard: heading, RFQ card, the tickets owed and the filters', async () => {
    airline();
    mockFetch({
      'GET /api/communities/': { body: [GROUP] },
      'GET /api/airline/bids': { body: [makeAirlineBid({ community_id: GROUP.community_id })] },
      'GET /api/airline/won-groups': {
        body: { awaiting_tickets: 2, groups: [makeTicketingState()] },
      },
    });
    const { container } = renderPage(<AirlineDashboardPage />, '/airline/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'एयरलाइनों के लिए खुले RFQ' }),
    ).toBeVisible();
    expect(await screen.findByText('2 ग्रुप आपके टिकटों का इंतज़ार कर रहे हैं।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'उनके टिकट जारी करें' })).toBeVisible();
    expect(screen.getByRole('search', { name: 'RFQ फ़िल्टर करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeDisabled();
    expect(screen.getByText('सबसे कम बोली:', { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: `${GROUP.rfq_number} के लिए बोली लगाएँ` })).toBeVisible();
    expect(englishLeft(container, [GROUP.rfq_number, ...otherAreas()])).toEqual([]);
  });

  it('says in Hindi when the RFQs cannot be loaded', async () => {
    airline();
    mockFetch({
      'GET /api/communities/': { status: 500, body: {} },
      'GET /api/airline/bids': { body: [] },
      'GET /api/airline/won-groups': { body: { awaiting_tickets: 0, groups: [] } },
    });
    renderPage(<AirlineDashboardPage />, '/airline/dashboard');
    expect(
      await screen.findByText('RFQ लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।'),
    ).toBeVisible();
  });

  it('lists the bids with Hindi headers, statuses and statistics', async () => {
    airline();
    mockFetch({
      'GET /api/airline/bids': {
        body: [
          makeAirlineBid({ quote_id: 'q-1', is_selected: true }, { status: 'BOOKED' }),
          makeAirlineBid(
            { quote_id: 'q-2', is_lowest: false },
            { rfq_number: 'RFQ-2026-000200', bidding_deadline: '2099-01-01T00:00:00Z' },
          ),
          makeAirlineBid(
            { quote_id: 'q-3', is_selected: true },
            { rfq_number: 'RFQ-2026-000300', status: 'READY_FOR_BOOKING', paid_member_count: 1 },
          ),
        ],
      },
    });
    const { container } = renderPage(<AirlineBidsPage />, '/airline/bids');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'आपकी एयरलाइन की बोलियाँ' }),
    ).toBeVisible();
    for (const header of ['रूट', 'फ़्लाइट की जानकारी', 'प्रति यात्री बोली', 'स्थिति', 'कुल रकम'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByText('बुक हुआ')).toBeVisible();
    expect(screen.getByText('लंबित')).toBeVisible();
    expect(screen.getByText('पिछड़ गई')).toBeVisible();
    expect(screen.getByText('जीती – भुगतान का इंतज़ार (2 में से 1 ने भुगतान किया)')).toBeVisible();
    expect(screen.getByText('कुल बोलियाँ', { selector: 'dt' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'RFQ-2026-000200 पर बोली वापस लें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeEnabled();
    expect(
      englishLeft(container, [
        'RFQ-2026-000123',
        'RFQ-2026-000200',
        'RFQ-2026-000300',
        'SW123',
        ...otherAreas(),
      ]),
    ).toEqual([]);
  });

  it("shows a won group's ticketing: facts, manifest, e-ticket forms and the CSV check", async () => {
    airline();
    const manifest = makeManifest();
    mockFetch({
      'GET /api/airline/won-groups': {
        body: { awaiting_tickets: 1, groups: [makeTicketingState()] },
      },
      'GET /api/airline/quotes/q-1/manifest': { body: manifest },
      'GET /api/airline/quotes/q-1/schedule-changes': { body: { changes: [] } },
      [`GET /api/airline/webhook/deliveries?community_id=${makeTicketingState().community_id}`]: {
        body: [],
      },
    });
    const { container } = renderPage(
      <AirlineWonGroupPage />,
      '/airline/won/:quoteId',
      '/airline/won/q-1',
    );
    expect(await screen.findByRole('heading', { name: 'यात्री और ई-टिकट' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ग्रुप और टिकटिंग' })).toBeVisible();
    expect(screen.getByText('3 में से 0 जारी')).toBeVisible();
    for (const header of ['यात्री', 'जन्म तिथि', 'लिंग', 'बुकिंग रेफ़रेंस', 'ई-टिकट नंबर'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const asha = within(screen.getByRole('rowheader', { name: 'Asha Verma' }).closest('tr')!);
    expect(asha.getByText('महिला')).toBeVisible();
    expect(asha.getByText('लंबित')).toBeVisible();
    expect(asha.getByRole('button', { name: 'Asha Verma का टिकट जारी करें' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /ग्रुप PNR/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'शेड्यूल बदलें' })).toBeVisible();

    // The file check speaks Hindi too: it is built in a .ts module, outside the markup.
    await userEvent.click(screen.getByRole('button', { name: 'अपलोड करें और टिकट जारी करें' }));
    expect(await screen.findByText('अपलोड करने के लिए यात्री सूची की CSV फ़ाइल चुनें')).toBeVisible();

    expect(
      englishLeft(container, [
        ...manifest.passengers.flatMap((p) => [p.full_name, p.ticket_number]),
        'RFQ-2026-000123',
        'SW123',
        'passenger_id',
        'pnr',
        'eticket_number',
        ...otherAreas(),
      ]),
    ).toEqual([]);
  });

  it('lists the won groups with what is due', async () => {
    airline();
    mockFetch({
      'GET /api/airline/won-groups': {
        body: { awaiting_tickets: 1, groups: [makeTicketingState()] },
      },
    });
    const { container } = renderPage(<AirlineWonGroupsPage />, '/airline/won');
    expect(await screen.findByRole('heading', { level: 1, name: 'जीते हुए ग्रुप' })).toBeVisible();
    expect(screen.getByText('1 ग्रुप आपके टिकटों का इंतज़ार कर रहा है')).toBeVisible();
    expect(screen.getByRole('link', { name: /के टिकट जारी करें$/ })).toBeVisible();
    expect(englishLeft(container, ['SW123', ...otherAreas()])).toEqual([]);
  });

  it('shows the balance, its figures, the statement and the ledger in Hindi', async () => {
    airline();
    // A cancellation after the payout: the balance is below zero, and the page says what happens.
    const payout = { id: 3, amount: 960_000, created_at: '2026-11-20T04:30:00Z' };
    const none = {
      community_id: null,
      rfq_number: null,
      passenger_name: null,
      eticket_number: null,
    };
    const balance: AirlineBalance = {
      company_id: 'c-1',
      balance: -480_000,
      payable_total: 960_000,
      reversed_total: 480_000,
      paid_total: 960_000,
      recovered_total: 0,
      upcoming_payout: { at: '2026-11-22T04:30:00.000Z', amount: 0 },
      recent: [{ ...none, ...payout, kind: 'PAYOUT' }],
    };
    mockFetch({
      'GET /api/airline/balance': { body: balance },
      'GET /api/airline/payouts': { body: { items: [] } },
    });
    const { container } = renderPage(<AirlineBalancePage />, '/airline/balance');
    expect(await screen.findByRole('heading', { level: 1, name: 'बैलेंस' })).toBeVisible();
    expect(screen.getByText('आने वाला पेआउट')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'मासिक स्टेटमेंट' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'रकम' })).toBeInTheDocument();
    expect(await screen.findByText('अभी कोई पेआउट नहीं हुआ।')).toBeVisible();
    expect(
      screen.getByText(
        'पेआउट के बाद हुए कैंसलेशन की रकम अगले पेआउट से काटी जाती है, या Saath आपके पिछले पेआउट से वापस ले लेता है।',
      ),
    ).toBeVisible();
    expect(englishLeft(container, ['Asha Rao', 'RFQ-2026-000123', ...otherAreas()])).toEqual([]);
  });

  it('shows the API keys and webhooks pages in Hindi', async () => {
    airline();
    mockFetch({
      'GET /api/airline/api-keys': { body: [] },
      'GET /api/airline/webhook': {
        body: { endpoint: null, secret_hint: null, events: ['rfq.opened'] },
      },
      'GET /api/airline/webhook/deliveries': { body: [] },
    });
    const keys = renderPage(<AirlineApiKeysPage />, '/airline/api-keys');
    expect(await screen.findByRole('heading', { level: 1, name: 'API कुंजियाँ' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'कुंजी बनाएँ' })).toBeVisible();
    expect(await screen.findByText('अभी कोई API कुंजी नहीं है।')).toBeVisible();
    expect(screen.getByText(/हर रिक्वेस्ट के हेडर में/)).toHaveTextContent(
      /हर रिक्वेस्ट के हेडर में Authorization: Bearer <key> भेजें।/,
    );
    expect(englishLeft(keys.container, otherAreas())).toEqual([]);
    keys.unmount();

    const hooks = renderPage(<AirlineWebhooksPage />, '/airline/webhooks');
    expect(await screen.findByRole('heading', { level: 1, name: 'वेबहुक' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'एंडपॉइंट सहेजें' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'पिछली 50 डिलीवरी' })).toBeVisible();
    expect(englishLeft(hooks.container, otherAreas())).toEqual([]);
  });

  it('says the API’s refusal of one key too many in Hindi, the limit in the sentence', async () => {
    airline();
    await loadServerTexts();
    mockFetch({
      'GET /api/airline/api-keys': { body: [] },
      'POST /api/airline/api-keys': { status: 409, body: { detail: TOO_MANY_API_KEYS } },
    });
    renderPage(<AirlineApiKeysPage />, '/airline/api-keys');
    await userEvent.type(await screen.findByLabelText(/^नाम/), 'Revenue system');
    await userEvent.click(screen.getByRole('button', { name: 'कुंजी बनाएँ' }));
    expect(
      await screen.findByText(
        'एक कंपनी की ज़्यादा से ज़्यादा 20 API कुंजियाँ सक्रिय रह सकती हैं; पहले कोई एक रद्द करें',
      ),
    ).toBeVisible();
    // The name's own messages say the field's name in Hindi too.
    expect(serverText(API_KEY_NAME_TOO_LONG)).toBe('नाम में ज़्यादा से ज़्यादा 60 अक्षर हो सकते हैं');
  });

  it('shows the partner registration in Hindi', async () => {
    mockFetch({});
    const { container } = renderPage(<AirlineRegisterPage />, '/airline/register');
    expect(
      screen.getByRole('heading', { level: 1, name: 'एयरलाइन पार्टनर रजिस्ट्रेशन' }),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'कंपनी की जानकारी' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /कंपनी का नाम/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'एयरलाइन पार्टनर के रूप में रजिस्टर करें' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'पहले से खाता है? लॉग इन करें' })).toBeVisible();
    expect(englishLeft(container, ['AI', ...otherAreas()])).toEqual([]);
  });
});

/**
 * What these pages show through code other parts of the app translate: the shared package's city
 * names and time slots (cityLabel, timeSlotLabel), the shared UI's route label and status badges.
 * Each is asked of that code, so the list follows it into Hindi.
 */
function otherAreas(): string[] {
  return [
    ...CITIES.flatMap((city) => [cityLabel(city.code), city.code]),
    ...TIME_SLOTS.map((slot) => timeSlotLabel(slot.code)),
    // GroupRouteLabel's hidden 'to' between the cities, as routeText writes it.
    routeText('DEL', 'BOM').slice(cityLabel('DEL').length, -cityLabel('BOM').length).trim(),
    ...['BOOKED', 'RFQ_SENT'].map(statusLabel),
    ...Object.values(AIRLINE_LEDGER_KIND_LABELS),
    // The shared package's texts these pages show with t(): its catalog holds their Hindi.
    t(PNR_HINT),
    t(ETICKET_HINT),
    t(WEBHOOK_NO_DELIVERIES),
    t(WEBHOOK_ENDPOINT_LABEL),
    t(WEBHOOK_NEEDS_SECRET),
    t(WEBHOOK_SEND_TEST),
    t(WEBHOOK_TEST_NEEDS_SETUP),
    t(AIRLINE_CODE_HINT),
  ];
}
