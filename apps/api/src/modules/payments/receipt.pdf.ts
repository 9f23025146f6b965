import { formatPaise } from '@saath/shared/money';
import { paymentMethodLabel, type PaymentMethod } from '@saath/shared/payments';
import { leftToRefund } from '@saath/shared/payment-rules';
import { RECEIPT_SAC, splitGst, stateOfGstin } from '@saath/shared/receipts';
import { LANGUAGE_LOCALES } from '@saath/shared/i18n';
import { timeSlotLabel } from '@saath/shared/travel';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import { createPdf, indiaTime, type PdfDocument } from '../../platform/pdf.ts';
import { cityIn, ENGLISH, type Texts } from '../../platform/texts.ts';
import type { Payer } from './payments.repository.ts';
import { INDIA_TIME_ZONE } from '@saath/shared/india-time';

const INK = '#1e1b4b';
const MUTED = '#52525b';
const RULE = '#c7d2fe';
const LEFT = 48;
const WIDTH = 499;

export type ReceiptInput = {
  payment: PaymentRow & { receiptNumber: string };
  group: CommunityRow;
  payer: Payer;
  refunds: Array<{ amountPaise: number; createdAt: Date; reason: string | null }>;
  supplier: { name: string; gstin: string | undefined };
};

const indiaDateTime = (texts: Texts, at: Date) =>
  `${new Intl.DateTimeFormat(LANGUAGE_LOCALES[texts.language], {
    timeZone: INDIA_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at)} IST`;
const longDate = (texts: Texts, date: string) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALES[texts.language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** A GST tax invoice needs the supplier's GSTIN and the recipient's GSTIN and name. */
export function isTaxInvoice(input: Pick<ReceiptInput, 'payer' | 'supplier'>): boolean {
  const { payer, supplier } = input;
  return Boolean(
    supplier.gstin &&
    payer.gstInvoiceRequirement === 'YES' &&
    payer.gstin &&
    payer.gstBusinessName?.trim(),
  );
}

function section(doc: PdfDocument, title: string, y: number): number {
  doc.font('bold').fontSize(11).fillColor(INK).text(title, LEFT, y);
  return y + 18;
}

function rows(doc: PdfDocument, entries: Array<[string, string]>, y: number): number {
  for (const [label, value] of entries) {
    doc.font('regular').fontSize(10).fillColor(MUTED).text(label, LEFT, y, { width: 170 });
    doc.font('regular').fontSize(10).fillColor(INK).text(value, 220, y, { width: 327 });
    y += Math.max(16, doc.heightOfString(value, { width: 327 }) + 4);
  }
  return y + 6;
}

function rule(doc: PdfDocument, y: number): number {
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  return y + 10;
}

/** Amount lines: description left, amount right-aligned. */
function amounts(
  doc: PdfDocument,
  lines: Array<{ label: string; paise: number; negative?: boolean; bold?: boolean }>,
  y: number,
): number {
  for (const line of lines) {
    const font = line.bold ? 'bold' : 'regular';
    doc.font(font).fontSize(10).fillColor(INK).text(line.label, LEFT, y, { width: 360 });
    doc.font(font).text(`${line.negative ? '− ' : ''}${formatPaise(line.paise)}`, LEFT + 360, y, {
      width: WIDTH - 360,
      align: 'right',
    });
    y += Math.max(16, doc.heightOfString(line.label, { width: 360 }) + 4);
  }
  return y;
}

/**
 * ADR 0023: the receipt of a captured payment, a GST tax invoice when the payer asked
 * for one and gave their GSTIN and business name (and the operator has a GSTIN). Written in the
 * language of its reader (ADR 0064); the document's metadata stays English, as filed.
 */
export async function renderReceipt(input: ReceiptInput, texts: Texts = ENGLISH): Promise<Buffer> {
  const { t } = texts;
  const { payment: p, group, payer, refunds, supplier } = input;
  const tax = isTaxInvoice(input);
  const englishTitle = tax ? 'Tax Invoice' : 'Payment Receipt';
  const title = tax ? t('Tax Invoice') : t('Payment Receipt');
  const { doc, bytes } = await createPdf({
    Title: `Saath ${englishTitle.toLowerCase()} ${p.receiptNumber}`,
    Author: supplier.name,
    Subject: `${englishTitle} ${p.receiptNumber}`,
  });
  const toBeConfirmed = t('To be confirmed');

  doc.fillColor(INK).font('bold').fontSize(24).text('Saath', LEFT, 48);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(supplier.name, LEFT, 78);
  if (supplier.gstin && tax) doc.text(`GSTIN ${supplier.gstin}`, LEFT, 92);
  doc.font('bold').fontSize(18).fillColor(INK).text(title, 300, 48, { width: 247, align: 'right' });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      tax
        ? t('Invoice No. {number}', { number: p.receiptNumber })
        : t('Receipt No. {number}', { number: p.receiptNumber }),
      300,
      74,
      {
        width: 247,
        align: 'right',
      },
    )
    .text(t('Date {date}', { date: indiaDateTime(texts, p.paidAt ?? p.createdAt) }), 300, 88, {
      width: 247,
      align: 'right',
    });

  let y = rule(doc, 116);
  const memberName = [payer.firstName, payer.middleName, payer.lastName].filter(Boolean).join(' ');
  y = section(doc, tax ? t('Billed to') : t('Received from'), y);
  const recipient: Array<[string, string]> = [
    [t('Member'), memberName],
    [t('Email'), payer.email],
  ];
  if (tax) {
    const state = stateOfGstin(payer.gstin!);
    recipient.push(
      [t('Business name'), payer.gstBusinessName!.trim()],
      ['GSTIN', payer.gstin!],
      [t('Place of supply'), `${state.name} (${state.code})`],
    );
  }
  y = rows(doc, recipient, y);

  const quote = group.winningQuote;
  y = section(doc, t('Group and flight'), y);
  y = rows(
    doc,
    [
      [t('Group'), group.rfqNumber],
      [
        t('Route'),
        t('{from} to {to}', {
          from: cityIn(texts, group.fromLocation),
          to: cityIn(texts, group.toLocation),
        }),
      ],
      [t('Travel date'), longDate(texts, group.travelDate)],
      [t('Departure slot'), timeSlotLabel(group.timeSlot)],
      [t('Airline'), quote?.airline_name ?? t('Not assigned yet')],
      [t('Flight'), quote?.flight_number ?? toBeConfirmed],
      [
        t('Times'),
        quote
          ? t('Departs {departure}, arrives {arrival}', {
              departure: indiaTime(quote.departure_time, t('to be confirmed')),
              arrival: indiaTime(quote.arrival_time, t('to be confirmed')),
            })
          : toBeConfirmed,
      ],
      [t('Passengers'), String(p.passengers)],
    ],
    y,
  );

  y = rule(doc, y);
  y = section(doc, t('Charges'), y);
  const gstLines: Array<{ label: string; paise: number }> = [];
  if (tax) {
    const split = splitGst(p.gstPaise, supplier.gstin!, payer.gstin!);
    if (split.kind === 'IGST') gstLines.push({ label: 'IGST @ 18%', paise: split.igst });
    else
      gstLines.push(
        { label: 'CGST @ 9%', paise: split.cgst },
        { label: 'SGST @ 9%', paise: split.sgst },
      );
  } else gstLines.push({ label: t('GST @ 18% on the ticketing fee'), paise: p.gstPaise });
  y = amounts(
    doc,
    [
      {
        label: quote
          ? t('Air fare ({count} × {price}), collected for the airline', {
              count: p.passengers,
              price: formatPaise(quote.price_per_ticket),
            })
          : t('Air fare, collected for the airline'),
        paise: p.farePaise,
      },
      {
        label: t('Ticketing fee (SAC {sac}), taxable value', { sac: RECEIPT_SAC }),
        paise: p.feePaise,
      },
      ...gstLines,
      ...(p.creditsPaise > 0
        ? [{ label: t('Credits applied'), paise: p.creditsPaise, negative: true }]
        : []),
    ],
    y,
  );
  y = rule(doc, y + 2);
  y = amounts(doc, [{ label: t('Total paid'), paise: p.amountPaise, bold: true }], y);

  if (refunds.length > 0) {
    y = section(doc, t('Refunds'), y + 10);
    const refunded = refunds.reduce((sum, r) => sum + r.amountPaise, 0);
    y = amounts(
      doc,
      [
        ...refunds.map((r) => ({
          label: r.reason
            ? t('Refunded on {date}: {reason}', {
                date: indiaDateTime(texts, r.createdAt),
                reason: r.reason,
              })
            : t('Refunded on {date}', { date: indiaDateTime(texts, r.createdAt) }),
          paise: r.amountPaise,
          negative: true,
        })),
        {
          label: t('Net paid'),
          paise: leftToRefund({ amount: p.amountPaise, refunded }),
          bold: true,
        },
      ],
      y,
    );
  }

  y = rule(doc, y + 8);
  y = section(doc, t('Payment'), y);
  // A card is named in the reader's language ('Card ending 4242'); UPI is UPI in every language.
  const method =
    p.method === 'CARD'
      ? p.methodDetail
        ? t('Card ending {digits}', { digits: p.methodDetail })
        : t('Card')
      : paymentMethodLabel(p.method as PaymentMethod | null, p.methodDetail);
  y = rows(
    doc,
    [
      [t('Paid at'), p.paidAt ? indiaDateTime(texts, p.paidAt) : '—'],
      // ADR 0057: 'UPI (ra***@okicici)' or 'Card ending 4242', as the provider reported it.
      ...(method ? [[t('Paid by'), method] as [string, string]] : []),
      [t('Payment id'), p.id],
      [t('Provider'), p.provider],
      [t('Provider payment id'), p.providerPaymentId ?? '—'],
    ],
    y,
  );

  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      tax
        ? t(
            'GST is charged on the ticketing fee only; the air fare is collected on behalf of the airline (pure agent). Tax is not payable under reverse charge. This is a computer-generated invoice and needs no signature.',
          )
        : t(
            'GST is charged on the ticketing fee only; the air fare is collected on behalf of the airline. This is a computer-generated receipt and needs no signature.',
          ),
      LEFT,
      y + 6,
      { width: WIDTH },
    );
  doc.end();
  return bytes;
}
