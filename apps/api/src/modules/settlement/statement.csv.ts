import { stringify } from 'csv-stringify/sync';
import { AIRLINE_LEDGER_KIND_LABELS, signedLedgerAmount } from '@saath/shared/settlement';
import type { Statement } from './settlement.statement.ts';
import { indiaDateTime } from '@saath/shared/india-time';

/** Rupees as a number, written with two decimals (cast below): spreadsheets sum them. */
const rupees = (paise: number) => paise / 100;

const HEADER = [
  'Date (IST)',
  'Entry',
  'RFQ',
  'Route',
  'Travel date',
  'Ticket',
  'Passenger',
  'E-ticket',
  'Payout',
  'Amount (INR)',
  'Balance (INR)',
];
const NO_SEAT = Array<string>(8).fill('');

/**
 * The statement as a spreadsheet (RFC 4180, a BOM for UTF-8, written like the manifest export):
 * the opening balance, one row per ledger row — a seat issued adds its fare, a reversal or a
 * payout takes it away, a recovery from a payout gives it back, signed as it moves the balance
 * — and the closing balance. A text cell
 * that starts like a formula (a passenger's name is typed by a member) is prefixed with a quote
 * (OWASP "CSV injection"); amounts are numbers, so a negative one is not.
 */
export function statementCsv(statement: Statement): string {
  const lastMinute = new Date(statement.until.getTime() - 60_000);
  const rows: Array<Array<string | number>> = [
    HEADER,
    [indiaDateTime(statement.from), 'Opening balance', ...NO_SEAT, rupees(statement.opening)],
    ...statement.lines.map((line) => [
      indiaDateTime(line.at),
      AIRLINE_LEDGER_KIND_LABELS[line.kind],
      line.rfqNumber ?? '',
      line.route ?? '',
      line.travelDate ?? '',
      line.ticketNumber ?? '',
      line.passengerName ?? '',
      line.eticketNumber ?? '',
      line.payoutId ?? '',
      rupees(signedLedgerAmount(line.kind, line.amount)),
      rupees(line.balance),
    ]),
    [indiaDateTime(lastMinute), 'Closing balance', ...NO_SEAT, rupees(statement.closing)],
  ];
  return stringify(rows, {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { number: (value) => value.toFixed(2) },
  });
}
