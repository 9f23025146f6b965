import { formatPaise } from '@saath/shared/money';
import { AIRLINE_LEDGER_KIND_LABELS, signedLedgerAmount } from '@saath/shared/settlement';
import { createPdf, type PdfDocument } from '../../platform/pdf.ts';
import type { Statement, StatementLine } from './settlement.statement.ts';
import { INDIA_TIME_ZONE } from '@saath/shared/india-time';

const INK = '#1e1b4b';
const MUTED = '#52525b';
const RULE = '#c7d2fe';
const LEFT = 48;
const WIDTH = 499;
const BOTTOM = 780;

const indiaDate = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, dateStyle: 'medium' }).format(at);
const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const signedAmount = (paise: number) => `${paise < 0 ? '− ' : ''}${formatPaise(Math.abs(paise))}`;

// Columns: date, entry, what it is for, amount, balance.
const COLUMNS = [
  { title: 'Date', x: LEFT, width: 70 },
  { title: 'Entry', x: LEFT + 72, width: 88 },
  { title: 'For', x: LEFT + 162, width: 177 },
  { title: 'Amount', x: LEFT + 341, width: 78, align: 'right' as const },
  { title: 'Balance', x: LEFT + 421, width: 78, align: 'right' as const },
];

function forText(line: StatementLine): string {
  if (line.kind === 'PAYOUT') return `Payout ${line.payoutId ?? ''}`.trim();
  if (line.kind === 'RECOVERED')
    return `Reversed from payout ${line.payoutId ?? ''} (transfer ${line.transferId ?? ''})`;
  const seat = [line.passengerName, line.eticketNumber ? `e-ticket ${line.eticketNumber}` : null]
    .filter(Boolean)
    .join(', ');
  const group = [line.rfqNumber, line.route, line.travelDate].filter(Boolean).join(' · ');
  return [group, seat].filter(Boolean).join('\n');
}

function header(doc: PdfDocument, y: number): number {
  for (const c of COLUMNS)
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(c.title, c.x, y, { width: c.width, align: c.align ?? 'left' });
  doc
    .moveTo(LEFT, y + 14)
    .lineTo(LEFT + WIDTH, y + 14)
    .strokeColor(RULE)
    .stroke();
  return y + 20;
}

function row(doc: PdfDocument, cells: string[], y: number, bold = false): number {
  const height = Math.max(
    ...cells.map((cell, i) => doc.fontSize(9).heightOfString(cell, { width: COLUMNS[i]!.width })),
  );
  if (y + height > BOTTOM) {
    doc.addPage();
    y = header(doc, 48);
  }
  cells.forEach((cell, i) => {
    const c = COLUMNS[i]!;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(9)
      .fillColor(INK)
      .text(cell, c.x, y, { width: c.width, align: c.align ?? 'left' });
  });
  return y + height + 6;
}

/**
 * The statement as a document: the airline, the month, its opening balance, every ledger row
 * with the balance after it, the closing balance and the month's totals (Noto Sans: the rupee
 * sign renders).
 */
export async function statementPdf(statement: Statement): Promise<Buffer> {
  const title = `Saath statement, ${monthTitle(statement.month)}`;
  const { doc, bytes } = await createPdf({ Title: title, Author: 'Saath' });
  doc.font('bold').fontSize(18).fillColor(INK).text(title, LEFT, 48);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(MUTED)
    .text(
      `${statement.companyName} · ${indiaDate(statement.from)} to ${indiaDate(new Date(statement.until.getTime() - 1))} (India time)`,
      LEFT,
      74,
    );
  let y = header(doc, 108);
  y = row(
    doc,
    [indiaDate(statement.from), 'Opening balance', '', '', signedAmount(statement.opening)],
    y,
    true,
  );
  for (const line of statement.lines)
    y = row(
      doc,
      [
        indiaDate(line.at),
        AIRLINE_LEDGER_KIND_LABELS[line.kind],
        forText(line),
        signedAmount(signedLedgerAmount(line.kind, line.amount)),
        signedAmount(line.balance),
      ],
      y,
    );
  if (statement.lines.length === 0) y = row(doc, ['', 'No entries this month', '', '', ''], y);
  y = row(
    doc,
    [
      indiaDate(new Date(statement.until.getTime() - 1)),
      'Closing balance',
      '',
      '',
      signedAmount(statement.closing),
    ],
    y,
    true,
  );
  y += 10;
  const totals: Array<[string, number]> = [
    ['Fares of tickets issued', statement.totals.payable],
    ['Reversed (tickets cancelled or voided)', -statement.totals.reversed],
    ['Paid out to you', -statement.totals.paid],
    ['Recovered from your payouts', statement.totals.recovered],
  ];
  for (const [label, paise] of totals) y = row(doc, ['', label, '', signedAmount(paise), ''], y);
  doc.end();
  return bytes;
}
