import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NO_REFUND_MESSAGE,
  refundRequestedMessage,
  type CancelReason,
} from '@saath/shared/refunds';
import type { Ticket } from '@saath/shared/tickets';
import {
  makeMoneyTimeline,
  makePendingTicket,
  makeTicket,
  makeUser,
} from '../../../test/fixtures.ts';
import { captureDownloads } from '../../../test/downloads.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import TicketDetailPage from './ticket-detail.page.tsx';

const ID = makeTicket().ticket_id;

function renderTicket(
  ticket: Partial<Ticket> | MockResponse | MockRoute,
  routes: Record<string, MockResponse | MockRoute> = {},
) {
  setToken('t-1');
  setUser(makeUser());
  const answer =
    typeof ticket === 'function' || 'body' in ticket || typeof ticket.status === 'number'
      ? (ticket as MockResponse | MockRoute)
      : { body: makeTicket(ticket as Partial<Ticket>) };
  const fetchMock = mockFetch({ [`GET /api/tickets/${ID}`]: answer, ...routes });
  const utils = renderPage(<TicketDetailPage />, '/tickets/:id', `/tickets/${ID}`);
  return { fetchMock, ...utils };
}

/** The cancel answer: the ticket and what its cancellation did about a refund. */
function cancelledAnswer(reason: CancelReason = 'MEDICAL') {
  const eligible = reason !== 'OTHER';
  return {
    ...makeTicket({ status: 'CANCELLED', cancelled_at: '2026-06-05T04:30:00Z' }),
    cancellation: {
      reason,
      outcome: eligible ? 'REFUND_REQUESTED' : 'NO_REFUND',
      message: eligible ? refundRequestedMessage(80_000) : NO_REFUND_MESSAGE,
      refund_request_id: eligible ? 'r-1' : null,
      refund_amount: eligible ? 80_000 : 0,
    },
  };
}

/** Chooses the reason in the open cancel dialog. */
async function chooseReason(dialog: HTMLElement, label: string) {
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Reason for cancelling' }),
    label,
  );
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe("ticket detail ('/tickets/{id}')", () => {
  it('shows the passenger, trip, airline, PNR, e-ticket, flight, price, issue time and group', async () => {
    renderTicket({});
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ticket K7M2Q9X4PZ');
    expect(fact('Passenger')).toHaveTextContent('Asha Verma');
    expect(fact('Route')).toHaveTextContent(/New Delhi \(DEL\).*Mumbai \(BOM\)/);
    expect(fact('Travel date')).toHaveTextContent('Sat, 12 Dec 2026');
    expect(fact('Time slot')).toHaveTextContent('08:00-12:00');
    expect(fact('Airline')).toHaveTextContent('Skyways (SW)');
    expect(fact('Flight')).toHaveTextContent('SW1239:00 am - 11:15 am (India time)');
    expect(fact('Price paid')).toHaveTextContent(
      '₹4,795.00Fare ₹4,500.00 · Ticketing fee ₹250.00 · GST ₹45.00',
    );
    expect(fact('PNR')).toHaveTextContent('SW7K2Q');
    expect(fact('E-ticket number')).toHaveTextContent('2171234567890');
    // When the airline issued it, not when the group was booked.
    expect(fact('Issued at')).toHaveTextContent('Fri, 5 Jun 2026, 11:30 am');
    expect(screen.getByText('Issued')).toHaveClass('text-bg-success');
    expect(within(fact('Group RFQ') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/communities/${makeTicket().community_id}`,
    );
    expect(screen.getByText(/a refund of ₹800 is available/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download E-Ticket' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel Ticket' })).toBeVisible();
  });

  it("says 'Not assigned yet' without an airline; no actions unless ISSUED", async () => {
    renderTicket({
      status: 'PENDING',
      airline_name: null,
      airline_code: null,
      flight_number: null,
    });
    await screen.findByRole('heading', { level: 1 });
    expect(fact('Airline')).toHaveTextContent('Not assigned yet');
    expect(screen.queryByRole('button', { name: 'Cancel Ticket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download E-Ticket' })).toBeNull();
  });

  it('a ticket the airline has not issued says so, with its deadline, and offers no actions', async () => {
    renderTicket(makePendingTicket());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Ticket pending from the airline', { selector: '.badge' })).toHaveClass(
      'text-bg-warning',
    );
    expect(screen.getByText('Ticket pending from the airline', { selector: 'p' })).toBeVisible();
    expect(
      screen.getByText(/Skyways issues your e-ticket by Sat, 6 Jun 2026, 10:01 am IST/),
    ).toBeVisible();
    expect(fact('Booked at')).toHaveTextContent('Thu, 4 Jun 2026, 10:01 am');
    expect(screen.queryByText('PNR', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('E-ticket number', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Ticket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download E-Ticket' })).toBeNull();
  });

  it('a cancelled ticket has no actions and asks to contact support', async () => {
    renderTicket({ status: 'CANCELLED', cancelled_at: '2026-06-05T04:30:00Z' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Cancel Ticket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download E-Ticket' })).toBeNull();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('cancels after confirming in a labelled dialog, then shows the re-fetched ticket', async () => {
    let current = makeTicket();
    const { fetchMock } = renderTicket(() => ({ body: current }), {
      [`PUT /api/tickets/${ID}/cancel`]: () => {
        current = cancelledAnswer('MEDICAL');
        return { body: current };
      },
      'GET /api/tickets/': { body: [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Ticket' });
    expect(dialog).toHaveTextContent('Cancelling cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep ticket' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Ticket' }));
    const again = await screen.findByRole('dialog');
    // Nothing is sent until a reason is chosen; the reason says what it leads to.
    const confirm = within(again).getByRole('button', { name: 'Cancel Ticket' });
    expect(confirm).toBeDisabled();
    await chooseReason(again, 'Medical reasons');
    expect(again).toHaveTextContent('A refund request of ₹800 is opened');
    await userEvent.type(within(again).getByRole('textbox', { name: 'Note (optional)' }), 'Fever');
    await userEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('Your ticket has been cancelled.');
    expect(screen.getByRole('status')).toHaveTextContent(refundRequestedMessage(80_000));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toEqual({ reason: 'MEDICAL', note: 'Fever' });
    expect(await screen.findByText('Cancelled', { selector: '.badge' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel Ticket' })).toBeNull();
    expect(screen.getByRole('link', { name: 'contact support' })).toBeVisible();
  });

  it('sends one cancel for a double click on the confirm button', async () => {
    let current = makeTicket();
    const { fetchMock } = renderTicket(() => ({ body: current }), {
      [`PUT /api/tickets/${ID}/cancel`]: () => {
        current = cancelledAnswer('OTHER');
        return { body: current };
      },
      'GET /api/tickets/': { body: [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Ticket' }));
    const dialog = await screen.findByRole('dialog');
    await chooseReason(dialog, 'Other (changed plans, missed flight, …)');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Ticket' });
    // Two clicks in the same moment, before React can render the button disabled.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('Your ticket has been cancelled.');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
    expect(screen.queryByText('Failed to cancel ticket. Please try again later.')).toBeNull();
    // OTHER gets the policy's no-refund text.
    expect(screen.getByRole('status')).toHaveTextContent(NO_REFUND_MESSAGE);
  });

  it('shows the cancel failure in the dialog', async () => {
    renderTicket(
      {},
      {
        [`PUT /api/tickets/${ID}/cancel`]: {
          status: 409,
          body: { detail: 'Only an issued ticket can be cancelled' },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Ticket' }));
    const dialog = await screen.findByRole('dialog');
    await chooseReason(dialog, 'Job loss');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Ticket' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to cancel ticket. Please try again later.',
    );
  });

  it('downloads the e-ticket with the bearer header as saath-e-ticket-<number>.pdf', async () => {
    const clicks = captureDownloads('blob:e-ticket');
    const { fetchMock } = renderTicket(
      {},
      {
        [`GET /api/tickets/${ID}/e-ticket`]: { raw: '%PDF-1.7' },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download E-Ticket' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('saath-e-ticket-K7M2Q9X4PZ.pdf');
    expect(clicks[0]!.href).toBe('blob:e-ticket');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/e-ticket'));
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer t-1');
  });

  it("shows 'Ticket not found' for a 404 and the load error otherwise", async () => {
    const missing = renderTicket({ status: 404, body: { detail: 'Ticket not found' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ticket not found' }),
    ).toBeVisible();
    missing.unmount();
    renderTicket({ status: 500, body: { detail: 'boom' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load ticket details. Please try again later.',
    );
  });

  describe('a cancelled ticket follows its refund (money timeline)', () => {
    const TIMELINE = `/api/communities/${makeTicket().community_id}/money`;
    const cancelled = { status: 'CANCELLED' as const, cancelled_at: '2026-06-05T04:30:00Z' };
    const pendingTimeline = () => {
      const approved = makeMoneyTimeline();
      return makeMoneyTimeline({
        refunded: 0,
        net: approved.paid,
        events: approved.events.slice(0, 2),
        refund_requests: [
          {
            ...approved.refund_requests[0]!,
            status: 'PENDING',
            decided_at: null,
            decision_note: null,
            proof: null,
          },
        ],
      });
    };

    it('says an approved refund was sent, and lists the booking’s money with dates', async () => {
      renderTicket(cancelled, { [`GET ${TIMELINE}`]: { body: makeMoneyTimeline() } });
      expect(await screen.findByText('Refund approved: ₹800')).toBeVisible();
      // No longer only "contact support" once an admin approved and paid it.
      expect(screen.queryByRole('link', { name: 'contact support' })).toBeNull();
      const list = await screen.findByRole('list');
      const rows = within(list).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        'Mon, 1 Jun 2026, 10:01 amPayment received₹9,700.00',
        'Fri, 5 Jun 2026, 10:00 amRefund requested for ticket K7M2Q9X4PZ (Medical reasons)₹800.00',
        'Sat, 6 Jun 2026, 10:30 amRefund request approved for ticket K7M2Q9X4PZ: Certificate seen₹800.00',
        'Sat, 6 Jun 2026, 10:30 amRefund sent to your original payment method₹800.00',
      ]);
      expect(fact('Net paid')).toHaveTextContent('₹8,900.00');
    });

    it('says why a request was declined', async () => {
      const declined = makeMoneyTimeline({
        refunded: 0,
        refund_requests: [
          {
            ...makeMoneyTimeline().refund_requests[0]!,
            status: 'DECLINED',
            decision_note: 'The certificate is for someone else',
          },
        ],
      });
      renderTicket(cancelled, { [`GET ${TIMELINE}`]: { body: declined } });
      expect(await screen.findByText('Refund request declined')).toBeVisible();
      expect(
        screen.getByText(
          /was declined on Sat, 6 Jun 2026, 10:30 am: The certificate is for someone else/,
        ),
      ).toBeVisible();
    });

    it('attaches proof to an open request, sent as it is for the server to check', async () => {
      let timeline = pendingTimeline();
      const { fetchMock } = renderTicket(cancelled, {
        [`GET ${TIMELINE}`]: () => ({ body: timeline }),
        'PUT /api/refund-requests/r-1/proof?file_name=certificate.pdf': () => {
          const proof = {
            file_name: 'certificate.pdf',
            media_type: 'application/pdf' as const,
            size: 9,
            uploaded_at: '2026-06-05T06:00:00Z',
          };
          timeline = { ...timeline, refund_requests: [{ ...timeline.refund_requests[0]!, proof }] };
          return { body: proof };
        },
      });
      expect(await screen.findByText('Refund request open: ₹800')).toBeVisible();
      const file = new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' });
      await userEvent.upload(screen.getByLabelText('Attach your proof'), file);
      await userEvent.click(screen.getByRole('button', { name: 'Attach proof' }));
      expect(await screen.findByText(/Your proof is attached/)).toBeVisible();
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put![1]!.body).toBe(file);
      expect((put![1]!.headers as Record<string, string>)['Content-Type']).toBe(
        'application/octet-stream',
      );
      expect(await screen.findByText(/Proof attached: /)).toHaveTextContent('certificate.pdf');
      expect(screen.getByRole('button', { name: 'Replace proof' })).toBeVisible();
    });

    it('refuses a file over 5 MB before sending it, and shows what the server refused', async () => {
      const { fetchMock } = renderTicket(cancelled, {
        [`GET ${TIMELINE}`]: { body: pendingTimeline() },
        'PUT /api/refund-requests/r-1/proof?file_name=notes.pdf': {
          status: 415,
          body: { detail: 'The proof must be a PDF, JPEG, PNG or WebP file' },
        },
      });
      const input = await screen.findByLabelText('Attach your proof');
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf');
      await userEvent.upload(input, big);
      await userEvent.click(screen.getByRole('button', { name: 'Attach proof' }));
      expect(await screen.findByText('The proof must be at most 5 MB')).toBeVisible();
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

      await userEvent.upload(input, new File(['hello'], 'notes.pdf', { type: 'application/pdf' }));
      await userEvent.click(screen.getByRole('button', { name: 'Attach proof' }));
      expect(
        await screen.findByText('The proof must be a PDF, JPEG, PNG or WebP file'),
      ).toBeVisible();
    });
  });
});
