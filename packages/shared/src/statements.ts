import { z } from 'zod';
import { msg } from './i18n.ts';

/*
 * An airline's monthly statement (docs/product/money.md "What the airlines are owed"): every
 * row of its airline ledger in one calendar month of India time — each seat whose ticket it
 * issued, each reversal, each payout — between the month's opening and closing balance, as a
 * spreadsheet (CSV) or a document (PDF). Its workspace and its systems (an API key) read it.
 */

export const AIRLINE_STATEMENT_CSV_PATH = '/api/airline/statement.csv';
export const AIRLINE_STATEMENT_PDF_PATH = '/api/airline/statement.pdf';

/** A calendar month, 'YYYY-MM'. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const STATEMENT_MONTH_INVALID = msg('Month must be a calendar month (YYYY-MM)');
export const STATEMENT_MONTH_AHEAD = msg('A statement covers a month that has begun');

export const statementQuerySchema = z.object({
  /** The month in India time; the current one when left out. */
  month: z
    .string({ error: STATEMENT_MONTH_INVALID })
    .regex(MONTH, STATEMENT_MONTH_INVALID)
    .optional(),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** The file a statement downloads as, by format. */
export const statementFileName = (month: string, format: 'csv' | 'pdf') =>
  `saath-statement-${month}.${format}`;

/** The months an airline may ask for: this one and the 24 before it, newest first. */
export function recentStatementMonths(current: string, count = 25): string[] {
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
