import { CsvError, parse } from 'csv-parse/sync';
import {
  MAX_TICKETING_ROWS,
  TICKETING_CSV_COLUMNS,
  eticketNumberSchema,
  pnrSchema,
} from '@saath/shared/ticketing';
import { z } from 'zod';
import { invalidField } from '../../platform/errors.ts';
import type { TicketingRequest, TicketingRow } from './ticketing.service.ts';

export const CSV_UNREADABLE = (why: string) => `The file is not a readable CSV: ${why}`;
export const CSV_MISSING_COLUMNS = (columns: string[]) =>
  `The header row must name the columns ${columns.join(', ')}`;
export const CSV_PNRS_DIFFER = 'Every filled-in pnr cell must hold the same PNR';
export const CSV_NOTHING_FILLED = 'Fill in at least one eticket_number';
export const CSV_TOO_MANY_ROWS = `At most ${MAX_TICKETING_ROWS} filled-in rows per upload`;
const PASSENGER_ID_INVALID = 'Passenger id must be a UUID';

const loc = ['body'];
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid value';

/**
 * The manifest CSV uploaded back (docs/product/ticketing.md): the header row names the columns
 * (any order; TICKETING_CSV_COLUMNS are required, the rest are ignored), rows whose
 * eticket_number is empty are skipped (the download lists every passenger; an airline may
 * ticket some now and the rest later), and every filled-in pnr cell must agree. A row whose
 * passenger id or e-ticket number cannot be read is refused with its line; what makes the whole
 * file unusable answers 422.
 */
export function parseTicketingCsv(text: string): TicketingRequest {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw invalidField(loc, CSV_UNREADABLE(error.message));
    throw error;
  }
  const [header, ...body] = records;
  const names = (header?.record ?? []).map((name) => name.trim().toLowerCase());
  const missing = TICKETING_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) throw invalidField(loc, CSV_MISSING_COLUMNS([...TICKETING_CSV_COLUMNS]));
  const at = (column: (typeof TICKETING_CSV_COLUMNS)[number]) => names.indexOf(column);

  const pnrs = new Set<string>();
  const rows: TicketingRow[] = [];
  for (const { record, info } of body) {
    const cell = (column: (typeof TICKETING_CSV_COLUMNS)[number]) => record[at(column)] ?? '';
    const rawNumber = cell('eticket_number');
    if (rawNumber === '') continue;
    const rawPnr = cell('pnr');
    if (rawPnr !== '') {
      const pnr = pnrSchema.safeParse(rawPnr);
      if (!pnr.success) throw invalidField(loc, `Line ${info.lines}: ${firstIssue(pnr.error)}`);
      pnrs.add(pnr.data);
    }
    const passengerId = z.uuid().safeParse(cell('passenger_id'));
    const number = eticketNumberSchema.safeParse(rawNumber);
    rows.push({
      line: info.lines,
      passengerId: passengerId.success
        ? passengerId.data
        : cell('passenger_id').slice(0, 40) || null,
      // What could not be read is echoed back short: the report names the row, not the file.
      eticketNumber: number.success ? number.data : rawNumber.slice(0, 40),
      ...(!passengerId.success
        ? { problem: PASSENGER_ID_INVALID }
        : !number.success
          ? { problem: firstIssue(number.error) }
          : {}),
    });
  }
  if (pnrs.size > 1) throw invalidField(loc, CSV_PNRS_DIFFER);
  if (rows.length === 0) throw invalidField(loc, CSV_NOTHING_FILLED);
  if (rows.length > MAX_TICKETING_ROWS) throw invalidField(loc, CSV_TOO_MANY_ROWS);
  return { pnr: [...pnrs][0], rows };
}
