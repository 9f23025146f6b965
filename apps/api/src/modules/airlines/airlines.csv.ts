import { stringify } from 'csv-stringify/sync';
import {
  bidStanding,
  bidStatus,
  bidTotalValue,
  type AirlineBid,
  type Manifest,
} from '@saath/shared/airlines';
import { paiseToDecimalRupees } from '@saath/shared/money';
import { timeSlotLabel } from '@saath/shared/travel';
import { indiaDateTime } from '@saath/shared/india-time';

/** An instant as India wall-clock time, '2026-12-10 09:30', which spreadsheets read as a date. */
const indiaTimeCell = (iso: string | null) => (iso ? indiaDateTime(new Date(iso)) : '');

type Columns<T> = ReadonlyArray<[header: string, cell: (row: T) => string | number]>;

const COLUMNS: Columns<AirlineBid> = [
  ['RFQ', (bid) => bid.community.rfq_number],
  ['From', (bid) => bid.community.from_location],
  ['To', (bid) => bid.community.to_location],
  ['Travel date', (bid) => bid.community.travel_date],
  ['Preferred time', (bid) => timeSlotLabel(bid.community.time_slot)],
  ['Airline', (bid) => bid.airline_name],
  ['Flight', (bid) => bid.flight_number],
  ['Departure (IST)', (bid) => indiaTimeCell(bid.departure_time)],
  ['Arrival (IST)', (bid) => indiaTimeCell(bid.arrival_time)],
  ['Passengers', (bid) => bid.community.member_count],
  ['Bid per passenger (INR)', (bid) => paiseToDecimalRupees(bid.price_per_ticket)],
  ['Total value (INR)', (bid) => paiseToDecimalRupees(bidTotalValue(bid))],
  ['Status', (bid) => bidStatus(bid)],
  ['Standing', (bid) => bidStanding(bid) ?? ''],
  ['Quoted at (IST)', (bid) => indiaTimeCell(bid.quoted_at)],
];

/**
 * "Your Airline Bids" as CSV (RFC 4180: CRLF, quotes doubled), amounts as exact rupee
 * decimals. A BOM lets spreadsheet programs read it as UTF-8. A text cell that starts like a
 * formula (=, +, -, @, tab, return: an airline's own name could) is prefixed with a quote, so a
 * spreadsheet shows it instead of running it (OWASP "CSV injection").
 */
export function bidsCsv(bids: readonly AirlineBid[]): string {
  return tableCsv(COLUMNS, bids);
}

function tableCsv<T>(columns: Columns<T>, rows: readonly T[]): string {
  return stringify(
    [columns.map(([header]) => header), ...rows.map((row) => columns.map(([, cell]) => cell(row)))],
    {
      bom: true,
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  );
}

type ManifestRow = { manifest: Manifest; passenger: Manifest['passengers'][number] };
const MANIFEST_COLUMNS: Columns<ManifestRow> = [
  ['RFQ', ({ manifest }) => manifest.rfq_number],
  ['Flight', ({ manifest }) => manifest.flight_number],
  ['Travel date', ({ manifest }) => manifest.travel_date],
  ['Departure (IST)', ({ manifest }) => indiaTimeCell(manifest.departure_time)],
  ['Ticket number', ({ passenger }) => passenger.ticket_number],
  ['Full name', ({ passenger }) => passenger.full_name],
  ['Date of birth', ({ passenger }) => passenger.date_of_birth],
  ['Gender', ({ passenger }) => passenger.gender],
  ['Ticket status', ({ passenger }) => passenger.ticket_status],
  // The columns the ticketing upload reads back (TICKETING_CSV_COLUMNS, named as the API names
  // them): the airline fills in pnr and eticket_number (docs/product/ticketing.md).
  ['passenger_id', ({ passenger }) => passenger.passenger_id],
  ['pnr', ({ manifest }) => manifest.pnr ?? ''],
  ['eticket_number', ({ passenger }) => passenger.eticket_number ?? ''],
];

/**
 * The passenger manifest as CSV (ADR 0025), written like the bids export (RFC 4180, BOM, and
 * formula-like cells prefixed with a quote: passenger names are typed by members).
 */
export function manifestCsv(manifest: Manifest): string {
  return tableCsv(
    MANIFEST_COLUMNS,
    manifest.passengers.map((passenger) => ({ manifest, passenger })),
  );
}
