import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMoneyTimeline, makeTicket, makeUser } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/http.ts';
import { renderPage } from '../../test/render.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { loadTexts } from '../../lib/i18n.tsx';
import { setToken, setUser } from '../../lib/session.store.ts';
import TicketDetailPage from './pages/ticket-detail.page.tsx';
import TicketsPage from './pages/tickets.page.tsx';

// The tickets pages as a Hindi reader sees them (/hi/tickets, /hi/tickets/{id}): headings,
// table headers, facts, buttons and the refund's sentences in Hindi. The parts other modules
// write (status badge, route names, dates, the money timeline card, the shared package's
// policy and reason texts) are checked by their own tests; here only this feature's words.

/** Latin-letter words in `element` once the data and codes that stay as they are are removed. */
function englishLeft(element: HTMLElement, allowed: readonly string[] = []): string[] {
  let text = element.textContent ?? '';
  for (const keep of [...allowed, 'PNR', 'GST', 'IST', 'RFQ', 'PDF', 'JPEG', 'PNG', 'WebP', 'MB'])
    text = text.replaceAll(keep, ' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

const ticket = makeTicket();
const ID = ticket.ticket_id;
const TIMELINE = `/api/communities/${ticket.community_id}/money`;

function renderTicket(overrides: Parameters<typeof makeTicket>[0], timeline = makeMoneyTimeline()) {
  setToken('t-1');
  setUser(makeUser());
  mockFetch({
    [`GET /api/tickets/${ID}`]: { body: makeTicket(overrides) },
    [`GET ${TIMELINE}`]: { body: timeline },
  });
  return renderPage(<TicketDetailPage />, '/tickets/:id', `/tickets/${ID}`);
}

beforeAll(() => loadTexts('app', 'hi'));
afterAll(() => loadTexts('app', 'en'));

describe('tickets pages in Hindi', () => {
  it('lists the tickets under Hindi headers', async () => {
    setToken('t-1');
    setUser(makeUser());
    mockFetch({ 'GET /api/tickets/': { body: [ticket] } });
    renderPage(<TicketsPage />, '/tickets');
    const table = await screen.findByRole('table', { name: 'आपके फ़्लाइट टिकट' });
    expect(screen.getByRole('heading', { level: 1, name: 'आपके फ़्लाइट टिकट' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['टिकट नंबर', 'रूट', 'यात्रा की तारीख', 'स्थिति', 'एयरलाइन', 'कीमत', 'कार्रवाई']);
    expect(
      within(table).getByRole('link', { name: `टिकट ${ticket.ticket_number} देखें` }),
    ).toHaveTextContent('देखें');
    expect(within(table).getByText('ई-टिकट')).toBeInTheDocument();
  });

  it('says there are no tickets yet in Hindi', async () => {
    setToken('t-1');
    setUser(makeUser());
    mockFetch({ 'GET /api/tickets/': { body: [] } });
    renderPage(<TicketsPage />, '/tickets');
    expect(await screen.findByRole('heading', { name: 'कोई टिकट नहीं मिला' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'फ़्लाइट ग्रुप खोजें' })).toBeVisible();
  });

  it('shows an issued ticket, its facts and the cancel dialog in Hindi', async () => {
    renderTicket({});
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(`टिकट ${ticket.ticket_number}`);
    expect(screen.getByRole('link', { name: /अपने टिकटों पर वापस जाएँ/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ई-टिकट डाउनलोड करें' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'टिकट की जानकारी' })).toBeVisible();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(
      expect.arrayContaining(['यात्री', 'फ़्लाइट', 'चुकाई गई कीमत', 'जारी होने का समय']),
    );
    for (const term of screen.getAllByRole('term')) expect(englishLeft(term)).toEqual([]);
    expect(screen.getByText(/किराया ₹4,500.00 · टिकटिंग शुल्क ₹250.00 · GST ₹45.00/)).toBeVisible();
    expect(screen.getByText(/\(भारतीय समय\)/)).toBeVisible();
    // The cancellation policy is a shared template: its Hindi, not the English of the e-ticket API.
    expect(screen.getByText(/^रद्द करना और रिफ़ंड:/)).toBeVisible();
    expect(screen.queryByText(/^Cancellation and refunds/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'टिकट रद्द करें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'रद्द करने का कारण' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'टिकट रखें' })).toBeVisible();
    // The reasons come from the shared package's label map: Hindi too, not its English.
    expect(within(dialog).getByRole('option', { name: 'चिकित्सा कारण' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Medical reasons' })).toBeNull();
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'MEDICAL');
    expect(
      within(dialog).getByText(/₹800 का रिफ़ंड अनुरोध खुल जाएगा; .* 72 घंटे के अंदर हमें सबूत भेजें।/),
    ).toBeVisible();
  });

  it('follows a cancelled ticket’s refund in whole Hindi sentences', async () => {
    const timeline = makeMoneyTimeline();
    const request = timeline.refund_requests[0]!;
    const declined = makeMoneyTimeline({
      refund_requests: [{ ...request, status: 'DECLINED', decision_note: 'Wrong name' }],
    });
    renderTicket({ status: 'CANCELLED', cancelled_at: '2026-06-05T04:30:00Z' }, declined);
    const title = await screen.findByText('रिफ़ंड अनुरोध अस्वीकार');
    const alert = title.closest<HTMLElement>('.alert')!;
    expect(alert).toHaveTextContent(
      `₹800 का आपका रिफ़ंड अनुरोध (चिकित्सा कारण) ${formatDateTime(request.decided_at!)} को अस्वीकार हुआ: Wrong name।`,
    );
    expect(within(alert).getByRole('link', { name: 'सपोर्ट से संपर्क करें' })).toBeVisible();
    const data = ['Wrong name', formatDateTime(request.decided_at!)];
    expect(englishLeft(alert, data)).toEqual([]);
  });

  it('asks for proof of an open refund request in Hindi', async () => {
    const timeline = makeMoneyTimeline();
    const request = timeline.refund_requests[0]!;
    const open = makeMoneyTimeline({
      refund_requests: [{ ...request, status: 'PENDING', decided_at: null, decision_note: null }],
    });
    renderTicket({ status: 'CANCELLED', cancelled_at: '2026-06-05T04:30:00Z' }, open);
    const title = await screen.findByText('रिफ़ंड अनुरोध खुला है: ₹800');
    const alert = title.closest<HTMLElement>('.alert')!;
    expect(within(alert).getByRole('button', { name: 'सबूत बदलें' })).toBeVisible();
    expect(within(alert).getByText(/सबूत जुड़ा है:/)).toBeVisible();
    expect(alert).toHaveTextContent('चिकित्सा कारण');
    const data = [
      formatDateTime(request.created_at),
      formatDateTime(request.proof!.uploaded_at),
      request.proof!.file_name,
    ];
    expect(englishLeft(alert, data)).toEqual([]);
  });
});
