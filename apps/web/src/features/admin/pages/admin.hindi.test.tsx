import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@saath/shared/admin';
import type { AuditEntry } from '@saath/shared/admin-audit';
import { GROUP_STATUSES } from '@saath/shared/groups';
import { SAVINGS_RULE } from '@saath/shared/tickets';
import { CITIES } from '@saath/shared/travel';
import { statusLabel } from '../../../components/ui/status-badge.tsx';
import { makeAnalytics } from '../../../test/admin-fixtures.ts';
import { makeGroup, makeUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { loadTexts } from '../../../lib/i18n.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AdminPage from './admin.page.tsx';

// The console as an operator on /hi/admin reads it: Hindi headings, menus, tables, buttons and
// errors, and no English left over from a text kept in a constant, a table header or a .ts module.

const ANALYTICS = 'GET /api/admin/analytics';
const GROUPS = 'GET /api/admin/communities?skip=0&limit=20';
const USERS = 'GET /api/admin/users?skip=0&limit=20';
const AUDIT = 'GET /api/admin/audit-log?skip=0&limit=20';
const JOBS = 'GET /api/admin/jobs?skip=0&limit=20&status=DEAD';
const PAYMENTS = 'GET /api/admin/payments?skip=0&limit=20';

// Figures without data read "not available"; a ticket without its flight number, "pending".
const ANALYTICS_DATA = makeAnalytics({
  avg_community_size: null,
  avg_ticket_price: null,
  most_active_route: null,
  recent_communities: [],
  recent_tickets: [
    { ticket_id: 't-1', flight_number: null, created_at: '2026-06-01T05:30:00Z', status: 'ISSUED' },
  ],
});

const paged = <T,>(items: T[]) => ({
  body: { items, total: items.length, page: 1, pages: 1 },
});

function renderAdmin(search: string, routes: Record<string, MockResponse>) {
  setToken('t-admin');
  setUser(makeUser({ is_admin: true, role: 'ADMIN' }));
  mockFetch(routes);
  return renderPage(<AdminPage />, '/admin', `/admin${search}`);
}

/**
 * Texts of other parts of the app the console shows, which their own areas translate: the status
 * badges (components/ui/status-badge.tsx), the route's "to" (components/ui/group-route-label.tsx),
 * the dialog's Close (components/ui/confirm-modal.tsx), city names (shared travel.ts), the savings rule (the
 * groups pages' too) and dates (lib/format.ts). Left out of the check here so it tells only about
 * the console's own texts.
 */
const othersTexts = () =>
  [
    SAVINGS_RULE,
    ...CITIES.map((city) => city.name),
    ...GROUP_STATUSES.map((status) => statusLabel(status)),
  ].sort((a, b) => b.length - a.length);
const NOT_OURS =
  /\b(?:Pending|RFQ sent|Booked|Issued|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|am|pm)\b/g;
/** Names, codes and data the console shows as they are, in every language. */
const AS_IS = /[\w.+-]+@[\w.-]+|RFQ-\d{4}-\d+|\b[A-Z]{2,4}\b|\bSaath\b|\bRazorpay\b/g;

/** Every piece of English a person can read or hear on the page, less names and data. */
function englishLeft(container: HTMLElement, data: string[] = []): string[] {
  const pieces: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    pieces.push(node.textContent ?? '');
  for (const element of container.querySelectorAll('*'))
    for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
      if (element.getAttribute(name)) pieces.push(element.getAttribute(name)!);
  return pieces
    .map((piece) =>
      [...data, ...othersTexts()]
        .reduce((text, value) => text.replaceAll(value, ' '), piece)
        .replace(AS_IS, ' ')
        .replace(NOT_OURS, ' ')
        .replace(/^[\s()]*to[\s()]*$|^\s*Close\s*$/, ' '),
    )
    .filter((text) => /[A-Za-z]{2,}/.test(text));
}

describe('admin console in Hindi', () => {
  beforeAll(async () => {
    await loadTexts('app', 'hi');
    await loadTexts('admin', 'hi');
  });
  afterAll(async () => {
    await loadTexts('app', 'en');
  });

  it('shows the menu, the analytics and the page title in Hindi', async () => {
    const { container } = renderAdmin('', { [ANALYTICS]: { body: ANALYTICS_DATA } });
    const menu = within(screen.getByRole('navigation', { name: 'एडमिन के सेक्शन' }));
    expect(menu.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'एनालिटिक्स',
      'ग्रुप',
      'यूज़र',
      'संपर्क संदेश',
      'भुगतान',
      'रिफ़ंड अनुरोध',
      'सेटलमेंट',
      'टिकटिंग',
      'सुधार',
      'ऑडिट लॉग',
      'विफल जॉब',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'एडमिन डैशबोर्ड' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'एनालिटिक्स' })).toBeVisible();
    expect(screen.getByText('कुल यूज़र')).toBeVisible();
    expect(screen.getByText('एयरलाइनों का बकाया')).toBeVisible();
    // A figure without data, and a ticket still without its flight number.
    expect(screen.getAllByText('उपलब्ध नहीं').length).toBeGreaterThan(0);
    expect(screen.getByText('लंबित', { selector: '.fw-semibold' })).toBeVisible();
    expect(document.title).toBe('एनालिटिक्स · एडमिन डैशबोर्ड · Saath');
    expect(englishLeft(container)).toEqual([]);
  });

  it('offers the other tabs in Hindi when the analytics fail', async () => {
    renderAdmin('', { [ANALYTICS]: { status: 500, body: { detail: 'Database down' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'एनालिटिक्स डेटा लोड नहीं हो सका: Database down। कृपया फिर कोशिश करें।',
    );
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeVisible();
    expect(screen.getByText(/तब तक आप/)).toHaveTextContent(/विफल जॉब खोल सकते हैं।$/);
  });

  it('lists groups with Hindi headers, filters, count and actions', async () => {
    const group = makeGroup();
    const { container } = renderAdmin('?tab=groups', { [GROUPS]: paged([group]) });
    expect(await screen.findByRole('heading', { name: 'ग्रुप मैनेज करें' })).toBeVisible();
    const table = within(await screen.findByRole('table', { name: 'ग्रुप' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'RFQ नंबर',
      'रूट',
      'तारीख',
      'सदस्य',
      'स्थिति',
      'बनाने का समय',
      'कार्रवाई',
    ]);
    expect(screen.getByRole('search', { name: 'ग्रुप फ़िल्टर करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'फ़िल्टर लगाएँ' })).toBeVisible();
    expect(screen.getByText(/पेज 1 \/ 1 · 1 ग्रुप/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: `${group.rfq_number} की स्थिति बदलें` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('ग्रुप की स्थिति बदलें')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'स्थिति अपडेट करें' })).toBeDisabled();
    expect(dialog.getByRole('option', { name: 'स्थिति चुनें' })).toBeInTheDocument();
    const data = [group.rfq_number, group.from_location, group.to_location];
    expect(englishLeft(container, data)).toEqual([]);
    expect(englishLeft(document.querySelector<HTMLElement>('.modal')!, data)).toEqual([]);
  });

  it('lists users with Hindi roles and states, and the state filter in Hindi', async () => {
    const user: AdminUser = {
      user_id: 'u-123456789',
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: null,
      role: 'TRAVELLER',
      is_admin: false,
      is_active: true,
      credit_balance: 0,
      created_at: '2026-06-01T10:00:00Z',
    } as AdminUser;
    const { container } = renderAdmin('?tab=users', { [USERS]: paged([user]) });
    expect(await screen.findByRole('heading', { name: 'यूज़र मैनेज करें' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'सभी खाते' })).toBeInTheDocument();
    expect(await screen.findByText('यात्री')).toBeVisible();
    expect(screen.getByText('सक्रिय', { selector: '.badge' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'asha@example.in को निष्क्रिय करें' })).toBeVisible();
    expect(englishLeft(container, ['Asha Verma', 'u-123456...', user.user_id])).toEqual([]);
  });

  it('names each audit action in Hindi, from the shared table', async () => {
    const entry: AuditEntry = {
      id: 1,
      action: 'USER_DEACTIVATED',
      at: '2026-06-01T12:00:00Z',
      reason: 'Fraud report',
      actor: { user_id: 'a-1', name: 'Ops Admin', email: 'ops@saath.test' },
      user: { user_id: 'u-1', name: 'Asha Verma', email: 'asha@example.in' },
      group: null,
      from_status: null,
      to_status: null,
      details: { price_per_ticket: 450_000, quote_id: 'q-1' },
    };
    const { container } = renderAdmin('?tab=audit', { [AUDIT]: paged([entry]) });
    expect(await screen.findByText('खाता निष्क्रिय किया गया')).toBeVisible();
    expect(screen.getByText(/1 एंट्री/)).toBeVisible();
    expect(screen.getByText('प्रति टिकट दाम:')).toBeVisible();
    expect(screen.getByText('कोटेशन ID:')).toBeVisible();
    expect(englishLeft(container, ['Fraud report', 'Ops Admin', 'Asha Verma', 'q-1'])).toEqual([]);
  });

  it('says an empty list or a failed load in Hindi, texts kept in the shared package', async () => {
    renderAdmin('?tab=jobs', { [JOBS]: paged([]) });
    expect(await screen.findByText('कोई विफल जॉब नहीं है।')).toBeVisible();
  });

  it('says a failed payments load in Hindi', async () => {
    renderAdmin('?tab=payments', { [PAYMENTS]: { status: 500, body: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'भुगतान लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    );
  });
});
