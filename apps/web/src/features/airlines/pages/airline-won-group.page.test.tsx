import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Manifest } from '@saath/shared/airlines';
import {
  ETICKET_TAKEN,
  PNR_MISMATCH,
  PASSENGER_NOT_IN_GROUP,
  TICKET_CANCELLED_BY_MEMBER,
  type TicketingBody,
} from '@saath/shared/ticketing';
import {
  makeAirlineUser,
  makeManifest,
  makeTicketingReport,
  makeTicketingState,
} from '../../../test/fixtures.ts';
import {
  ARRIVAL_BEFORE_DEPARTURE,
  DEPARTURE_IN_PAST,
  type ScheduleChange,
} from '@saath/shared/schedule-changes';
import { captureDownloads } from '../../../test/downloads.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AirlineWonGroupPage from './airline-won-group.page.tsx';

const MANIFEST = makeManifest();
const [ASHA, RAVI] = MANIFEST.passengers;
const TICKETING = 'PUT /api/airline/quotes/q-1/ticketing';
const UPLOAD = 'POST /api/airline/quotes/q-1/ticketing.csv';
const SCHEDULE = 'POST /api/airline/quotes/q-1/schedule-change';
const DELIVERIES = `GET /api/airline/webhook/deliveries?community_id=${makeTicketingState().community_id}`;

function renderWonGroup(
  routes: {
    won?: MockResponse | MockRoute;
    manifest?: MockResponse | MockRoute;
    ticketing?: MockResponse | MockRoute;
    upload?: MockResponse | MockRoute;
    schedule?: MockResponse | MockRoute;
    changes?: MockResponse | MockRoute;
    deliveries?: MockResponse | MockRoute;
  } = {},
  quoteId = 'q-1',
) {
  setToken('t-1');
  setUser(makeAirlineUser());
  const fetchMock = mockFetch({
    'GET /api/airline/won-groups': routes.won ?? {
      body: { awaiting_tickets: 1, groups: [makeTicketingState()] },
    },
    'GET /api/airline/quotes/q-1/manifest': routes.manifest ?? { body: MANIFEST },
    'GET /api/airline/quotes/q-1/manifest.csv': { raw: 'passenger_id,pnr,eticket_number\r\n' },
    [TICKETING]: routes.ticketing ?? { body: makeTicketingReport() },
    [UPLOAD]: routes.upload ?? { body: makeTicketingReport() },
    [SCHEDULE]: routes.schedule ?? { status: 500, body: { detail: 'unused' } },
    'GET /api/airline/quotes/q-1/schedule-changes': routes.changes ?? { body: { changes: [] } },
    [DELIVERIES]: routes.deliveries ?? { body: [] },
  });
  const utils = renderPage(
    <AirlineWonGroupPage />,
    '/airline/won/:quoteId',
    `/airline/won/${quoteId}`,
  );
  return { fetchMock, ...utils };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);
const sentBody = (fetchMock: ReturnType<typeof mockFetch>) =>
  JSON.parse(String(calls(fetchMock, 'PUT')[0]?.[1]?.body)) as TicketingBody;
const row = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement);
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('a won group (/airline/won/{quoteId})', () => {
  it('shows the group, its deadline, the PNR field and a form per pending passenger', async () => {
    renderWonGroup();
    const table = await screen.findByRole('table', { name: 'Passengers and e-tickets' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /New Delhi \(DEL\).*Mumbai \(BOM\)/,
    );
    await waitFor(() => expect(document.title).toMatch(/^Won Group .* · Saath$/));
    expect(document.body).not.toHaveTextContent(/Submit a Bid/);
    expect(fact('Flight')).toHaveTextContent('SW123');
    expect(fact('Tickets')).toHaveTextContent('0 of 3 issued');
    expect(fact('Deadline')).toHaveTextContent('Thu, 3 Dec 2026, 10:00 am IST');
    expect(fact('PNR')).toHaveTextContent('Not issued yet');
    expect(screen.getByLabelText(/^Group PNR/)).toHaveAccessibleDescription(
      /Six letters or digits/,
    );
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(row('Asha Verma').getByLabelText('E-ticket number for Asha Verma')).toBeVisible();
    expect(
      row('Asha Verma').getByRole('button', { name: 'Issue the ticket of Asha Verma' }),
    ).toBeVisible();
    expect(row('Asha Verma').getByText('Pending')).toHaveClass('text-bg-warning');
    expect(screen.getByLabelText('Manifest CSV with e-ticket numbers')).toHaveAttribute(
      'type',
      'file',
    );
  });

  it('issues one ticket with the PNR, then shows the number and the issue time', async () => {
    let manifest: Manifest = MANIFEST;
    const { fetchMock } = renderWonGroup({
      manifest: () => ({ body: manifest }),
      ticketing: () => {
        manifest = {
          ...MANIFEST,
          pnr: 'SW7K2Q',
          tickets_issued: 1,
          passengers: [
            {
              ...ASHA!,
              ticket_status: 'ISSUED',
              eticket_number: '2171234567890',
              issued_at: '2026-12-01T04:30:00Z',
            },
            ...MANIFEST.passengers.slice(1),
          ],
        };
        return { body: makeTicketingReport({ pnr: 'SW7K2Q', tickets_issued: 1, issued: 1 }) };
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Group PNR/), 'sw7k2q');
    await userEvent.type(screen.getByLabelText('E-ticket number for Asha Verma'), '217-1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Issue the ticket of Asha Verma' }));
    await waitFor(() => expect(row('Asha Verma').getByText('2171234567890')).toBeVisible());
    // Upper-cased and without the hyphen, as the shared schema sends them.
    expect(sentBody(fetchMock)).toEqual({
      pnr: 'SW7K2Q',
      tickets: [{ passenger_id: ASHA!.passenger_id, eticket_number: '2171234567890' }],
    });
    expect(row('Asha Verma').getByText('Issued Tue, 1 Dec 2026, 10:00 am')).toBeVisible();
    expect(row('Asha Verma').getByText('Issued', { selector: '.badge' })).toHaveClass(
      'text-bg-success',
    );
    // The PNR is the group's now: shown, no longer asked for.
    expect(screen.queryByLabelText(/^Group PNR/)).toBeNull();
    expect(screen.getByText('SW7K2Q', { selector: '.card-body p span' })).toBeVisible();
  });

  it('sends nothing without a valid PNR or a 13-digit number, and says why at the field', async () => {
    const { fetchMock } = renderWonGroup();
    const number = await screen.findByLabelText('E-ticket number for Asha Verma');
    const issue = screen.getByRole('button', { name: 'Issue the ticket of Asha Verma' });
    await userEvent.type(number, '217123456789');
    await userEvent.click(issue);
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription('An e-ticket number is 13 digits'),
    );
    expect(number).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(number);
    await userEvent.type(number, '2171234567890');
    await userEvent.click(issue);
    const pnr = screen.getByLabelText(/^Group PNR/);
    await waitFor(() => expect(pnr).toHaveFocus());
    expect(pnr).toHaveAccessibleDescription(/Send the group PNR with the first tickets/);
    await userEvent.type(pnr, 'AB-12');
    await userEvent.click(issue);
    await waitFor(() =>
      expect(pnr).toHaveAccessibleDescription(/The PNR must be six letters or digits/),
    );
    expect(calls(fetchMock, 'PUT')).toHaveLength(0);
  });

  it("shows a refused row's reason at its number, and a refused request in the server's words", async () => {
    let answer: MockResponse = {
      body: makeTicketingReport({
        refused: 1,
        rows: [
          {
            line: null,
            passenger_id: RAVI!.passenger_id,
            passenger_name: 'Ravi Verma',
            eticket_number: '2171234567890',
            outcome: 'REFUSED',
            reason: ETICKET_TAKEN,
          },
        ],
      }),
    };
    const { fetchMock } = renderWonGroup({
      manifest: { body: { ...MANIFEST, pnr: 'SW7K2Q' } },
      ticketing: () => answer,
    });
    const number = await screen.findByLabelText('E-ticket number for Ravi Verma');
    await userEvent.type(number, '2171234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Issue the ticket of Ravi Verma' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(ETICKET_TAKEN));
    // The group has its PNR: it is not sent again.
    expect(sentBody(fetchMock)).toEqual({
      tickets: [{ passenger_id: RAVI!.passenger_id, eticket_number: '2171234567890' }],
    });

    answer = { status: 409, body: { detail: PNR_MISMATCH('SW7K2Q') } };
    await userEvent.clear(number);
    await userEvent.type(number, '2179999999999');
    await userEvent.click(screen.getByRole('button', { name: 'Issue the ticket of Ravi Verma' }));
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        "Tickets were not issued: This group's PNR is SW7K2Q",
      ),
    );
  });

  it('puts a 422 about the PNR at the PNR field', async () => {
    renderWonGroup({
      ticketing: {
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'pnr'], msg: 'The PNR must be six letters or digits', type: 'custom' },
          ],
        },
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Group PNR/), 'SW7K2Q');
    await userEvent.type(screen.getByLabelText('E-ticket number for Asha Verma'), '2171234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Issue the ticket of Asha Verma' }));
    const pnr = screen.getByLabelText(/^Group PNR/);
    await waitFor(() =>
      expect(pnr).toHaveAccessibleDescription(/The PNR must be six letters or digits/),
    );
  });

  it('uploads the filled-in CSV as text/csv and reports each line: issued, unchanged, refused and why', async () => {
    const csv =
      'passenger_id,pnr,eticket_number\r\np-1,SW7K2Q,2171234567890\r\np-2,SW7K2Q,2171234567891\r\n';
    const report = makeTicketingReport({
      pnr: 'SW7K2Q',
      tickets_issued: 2,
      issued: 1,
      unchanged: 1,
      refused: 2,
      rows: [
        {
          line: 2,
          passenger_id: ASHA!.passenger_id,
          passenger_name: 'Asha Verma',
          eticket_number: '2171234567890',
          outcome: 'ISSUED',
          reason: null,
        },
        {
          line: 3,
          passenger_id: RAVI!.passenger_id,
          passenger_name: 'Ravi Verma',
          eticket_number: '2171234567891',
          outcome: 'UNCHANGED',
          reason: null,
        },
        {
          line: 4,
          passenger_id: 'p-x',
          passenger_name: null,
          eticket_number: '2171234567892',
          outcome: 'REFUSED',
          reason: PASSENGER_NOT_IN_GROUP,
        },
        {
          line: 5,
          passenger_id: 'p-3',
          passenger_name: 'Meera Iyer',
          eticket_number: '2171234567893',
          outcome: 'REFUSED',
          reason: TICKET_CANCELLED_BY_MEMBER,
        },
      ],
    });
    const { fetchMock } = renderWonGroup({ upload: { body: report } });
    const input = await screen.findByLabelText('Manifest CSV with e-ticket numbers');
    await userEvent.upload(input, new File([csv], 'manifest.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload and issue tickets' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      '1 issued, 1 unchanged, 2 refused. 2 of 3 tickets of this group are issued.',
    );
    const [, init] = calls(fetchMock, 'POST')[0]!;
    expect(init?.body).toBe(csv);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('text/csv');

    const table = screen.getByRole('table', { name: 'Upload report' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r));
    expect(rows).toHaveLength(4);
    expect(rows[0]!.getByText('2')).toBeVisible();
    expect(rows[0]!.getByText('Issued')).toHaveClass('text-bg-success');
    expect(rows[1]!.getByText('Unchanged')).toHaveClass('text-bg-secondary');
    expect(rows[2]!.getByRole('rowheader')).toHaveTextContent('p-x');
    expect(rows[2]!.getByText('Refused')).toHaveClass('text-bg-danger');
    expect(rows[2]!.getByText(PASSENGER_NOT_IN_GROUP)).toBeVisible();
    expect(rows[3]!.getByText('5')).toBeVisible();
    expect(rows[3]!.getByText(TICKET_CANCELLED_BY_MEMBER)).toBeVisible();
    // The manifest and the list are read again.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => url === '/api/airline/quotes/q-1/manifest'),
      ).toHaveLength(2),
    );
  });

  it('asks for a file, refuses one too large, and shows the refusal of a bad CSV', async () => {
    const { fetchMock } = renderWonGroup({
      upload: { status: 422, body: { detail: 'The CSV has no eticket_number column' } },
    });
    const input = await screen.findByLabelText('Manifest CSV with e-ticket numbers');
    const send = screen.getByRole('button', { name: 'Upload and issue tickets' });
    await userEvent.click(send);
    expect(input).toHaveAccessibleDescription(/Choose the manifest CSV file to upload/);
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.upload(
      input,
      new File(['x'.repeat(64 * 1024 + 1)], 'big.csv', { type: 'text/csv' }),
    );
    await userEvent.click(send);
    expect(input).toHaveAccessibleDescription(/The CSV file must be at most 64 KB/);
    expect(calls(fetchMock, 'POST')).toHaveLength(0);

    await userEvent.upload(input, new File(['a,b\r\n'], 'manifest.csv', { type: 'text/csv' }));
    await userEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CSV was not read: The CSV has no eticket_number column',
    );
  });

  it('downloads the manifest CSV', async () => {
    const clicks = captureDownloads('blob:manifest');
    renderWonGroup();
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('saath-manifest-RFQ-2026-000123.csv');
  });

  it('shows issued tickets with their numbers and no form, and a cancelled one without', async () => {
    renderWonGroup({
      manifest: {
        body: makeManifest({
          pnr: 'SW7K2Q',
          passengers: [
            {
              ...ASHA!,
              ticket_status: 'ISSUED',
              eticket_number: '2171234567890',
              issued_at: '2026-12-01T04:30:00Z',
            },
            { ...RAVI!, ticket_status: 'CANCELLED' },
          ],
        }),
      },
    });
    await screen.findByRole('table', { name: 'Passengers and e-tickets' });
    expect(row('Asha Verma').getByText('2171234567890')).toBeVisible();
    expect(row('Asha Verma').queryByRole('textbox')).toBeNull();
    expect(row('Ravi Verma').getByText('Cancelled')).toBeVisible();
    expect(row('Ravi Verma').getByText('None')).toBeVisible();
  });

  it('says tickets come once the group is booked, and asks for no manifest before', async () => {
    const { fetchMock } = renderWonGroup({
      won: {
        body: {
          awaiting_tickets: 0,
          groups: [makeTicketingState({ status: 'READY_FOR_BOOKING', ticketing_deadline: null })],
        },
      },
    });
    expect(
      await screen.findByText(/Tickets can be issued once every member has paid/),
    ).toBeVisible();
    expect(screen.getByText('Awaiting payment')).toBeVisible();
    expect(fact('Tickets')).toHaveTextContent('Created when the group is booked');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/manifest'))).toBe(false);
  });

  it("answers another airline's or an unknown quote as not found", async () => {
    renderWonGroup({}, 'q-other');
    expect(await screen.findByRole('heading', { name: 'Won group not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to your won groups/ })).toHaveAttribute(
      'href',
      '/airline/won',
    );
  });
});

vi.setConfig({ testTimeout: 15_000 });

const CHANGE: ScheduleChange = {
  schedule_change_id: 'sc-1',
  quote_id: 'q-1',
  community_id: makeTicketingState().community_id,
  old_flight_number: 'SW123',
  new_flight_number: 'SW125',
  old_departure_time: '2026-12-12T03:30:00.000Z',
  new_departure_time: '2026-12-12T09:30:00.000Z',
  old_arrival_time: '2026-12-12T05:45:00.000Z',
  new_arrival_time: '2026-12-12T11:45:00.000Z',
  reason: 'Aircraft rotation changed',
  significant: true,
  full_refund_until: '2026-12-04T04:30:00.000Z',
  created_at: '2026-12-01T04:30:00.000Z',
};

describe("a won group's schedule change and deliveries", () => {
  it('sends the new flight and times in India time with the reason, then says what it means', async () => {
    let changes: ScheduleChange[] = [];
    const { fetchMock } = renderWonGroup({
      changes: () => ({ body: { changes } }),
      schedule: () => {
        changes = [CHANGE];
        return { body: { change: CHANGE, changes } };
      },
    });
    const flight = await screen.findByLabelText(/^Flight number/);
    expect(flight).toHaveValue('SW123');
    // 03:30 UTC is 09:00 India time.
    expect(screen.getByLabelText(/^Departure \(India time\)/)).toHaveValue('2026-12-12T09:00');
    await userEvent.clear(flight);
    await userEvent.type(flight, 'sw 125');
    const departure = screen.getByLabelText(/^Departure \(India time\)/);
    await userEvent.clear(departure);
    await userEvent.type(departure, '2026-12-12T15:00');
    const arrival = screen.getByLabelText(/^Arrival \(India time\)/);
    await userEvent.clear(arrival);
    await userEvent.type(arrival, '2026-12-12T17:15');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Aircraft rotation changed');
    await userEvent.click(screen.getByRole('button', { name: 'Change the schedule' }));
    expect(
      await screen.findByText(/significant change: each member may cancel for a full refund until/),
    ).toBeVisible();
    const posted = calls(fetchMock, 'POST').find(([url]) =>
      String(url).endsWith('schedule-change'),
    );
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      flight_number: 'SW125',
      departure_time: '2026-12-12T15:00:00+05:30',
      arrival_time: '2026-12-12T17:15:00+05:30',
      reason: 'Aircraft rotation changed',
    });
    expect(await screen.findByText(/SW123 → SW125/)).toBeVisible();
  });

  it('refuses an arrival before the departure without sending anything', async () => {
    const { fetchMock } = renderWonGroup();
    const arrival = await screen.findByLabelText(/^Arrival \(India time\)/);
    await userEvent.clear(arrival);
    await userEvent.type(arrival, '2026-12-12T08:00');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Aircraft rotation changed');
    await userEvent.click(screen.getByRole('button', { name: 'Change the schedule' }));
    expect(await screen.findAllByText(ARRIVAL_BEFORE_DEPARTURE)).not.toHaveLength(0);
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal at its field", async () => {
    renderWonGroup({
      schedule: {
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'departure_time'], msg: DEPARTURE_IN_PAST, type: 'value_error' },
          ],
        },
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Reason/), 'Aircraft rotation changed');
    await userEvent.click(screen.getByRole('button', { name: 'Change the schedule' }));
    expect(await screen.findAllByText(DEPARTURE_IN_PAST)).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Departure \(India time\)/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("lists this group's webhook deliveries", async () => {
    renderWonGroup({
      deliveries: {
        body: [
          {
            id: 'd-1',
            event: 'group.booked',
            status: 'SENT',
            response_code: 200,
            attempts: 1,
            last_error: null,
            created_at: '2026-12-01T04:30:00.000Z',
            delivered_at: '2026-12-01T04:30:01.000Z',
            next_attempt_at: null,
          },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Webhook deliveries for this group' });
    expect(within(table).getByText('group.booked')).toBeVisible();
    expect(within(table).getByText('Delivered')).toBeVisible();
  });

  it('offers no schedule change while the members are paying', async () => {
    renderWonGroup({
      won: {
        body: {
          awaiting_tickets: 0,
          groups: [makeTicketingState({ status: 'READY_FOR_BOOKING' })],
        },
      },
    });
    await screen.findByText(/members are paying their shares/);
    expect(screen.queryByRole('button', { name: 'Change the schedule' })).toBeNull();
  });
});
