import { formatPaise } from '@saath/shared/money';
import { LANGUAGE_LOCALES, msg } from '@saath/shared/i18n';
import { INDIA_TIME_ZONE } from '@saath/shared/india-time';
import {
  CANCELLATION_POLICY_TEXT,
  CANCELLATION_POLICY_VALUES,
  type Ticket,
} from '@saath/shared/tickets';
import { timeSlotLabel } from '@saath/shared/travel';
import { createPdf, indiaTime } from '../../platform/pdf.ts';
import { cityIn, ENGLISH, type Texts } from '../../platform/texts.ts';

const INK = '#1e1b4b';
const MUTED = '#52525b';

// A ticket's status as a Hindi reader reads it; the English e-ticket keeps the code it always showed.
const STATUS_NAMES: Record<string, ReturnType<typeof msg>> = {
  ISSUED: msg('issued'),
  CANCELLED: msg('cancelled'),
  PENDING: msg('pending'),
};

const longDate = (texts: Texts, date: string) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALES[texts.language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/**
 * A one-page e-ticket (docs/product/money.md, docs/product/ticketing.md): the airline's PNR and
 * e-ticket number, which check-in asks for, beside Saath's booking reference; the QR code holds
 * the booking reference. Written in the language of its reader (ADR 0064); codes, numbers and
 * names stay as the airline has them.
 */
export async function renderETicket(ticket: Ticket, texts: Texts = ENGLISH): Promise<Buffer> {
  const { t } = texts;
  // qrcode is loaded with the first e-ticket, like pdfkit (platform/pdf.ts).
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toBuffer(ticket.ticket_number, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const { doc, bytes } = await createPdf({
    Title: `Saath e-ticket ${ticket.ticket_number}`,
    Author: 'Saath',
    Subject: `Ticket ${ticket.ticket_number}`,
  });
  const toFollow = t('to follow');
  const status = STATUS_NAMES[ticket.status];
  const statusName = texts.language === 'en' || !status ? ticket.status : t(status);
  const toBeConfirmed = t('To be confirmed');

  doc.fillColor(INK).font('bold').fontSize(24).text('Saath', 48, 48);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(t('Group flights for India – e-ticket'), 48, 78);
  doc.image(qr, 420, 40, { width: 120 });
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(
      t('PNR {pnr}    E-ticket {eticket}', {
        pnr: ticket.pnr ?? toFollow,
        eticket: ticket.eticket_number ?? toFollow,
      }),
      48,
      110,
    );
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      t('Booking reference {reference}    Status: {status}    Group: {rfq}', {
        reference: ticket.ticket_number,
        status: statusName,
        rfq: ticket.rfq_number,
      }),
      48,
      128,
    );

  doc.moveTo(48, 170).lineTo(547, 170).strokeColor('#c7d2fe').stroke();
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(
      t('{from}  to  {to}', {
        from: cityIn(texts, ticket.from_location),
        to: cityIn(texts, ticket.to_location),
      }),
      48,
      186,
    );

  const rows: Array<[string, string]> = [
    [t('Passenger'), ticket.passenger_name],
    [t('Travel date'), longDate(texts, ticket.travel_date)],
    [t('Departure slot'), timeSlotLabel(ticket.time_slot)],
    [
      t('Airline'),
      ticket.airline_name
        ? `${ticket.airline_name} (${ticket.airline_code})`
        : t('Not assigned yet'),
    ],
    [t('Flight'), ticket.flight_number ?? toBeConfirmed],
    ['PNR', ticket.pnr ?? t('To follow')],
    [t('E-ticket number'), ticket.eticket_number ?? t('To follow')],
    [t('Departs'), indiaTime(ticket.departure_time, toBeConfirmed)],
    [t('Arrives'), indiaTime(ticket.arrival_time, toBeConfirmed)],
    [t('Fare'), formatPaise(ticket.fare_paise)],
    [t('Ticketing fee'), formatPaise(ticket.fee_paise)],
    ['GST', formatPaise(ticket.gst_paise)],
    [t('Price paid'), formatPaise(ticket.price_paid)],
    [
      t('Issued'),
      new Intl.DateTimeFormat(LANGUAGE_LOCALES[texts.language], {
        timeZone: INDIA_TIME_ZONE,
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(ticket.issued_at ?? ticket.created_at)),
    ],
  ];
  let y = 230;
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(10).fillColor(MUTED).text(label, 48, y, { width: 150 });
    doc.font('bold').fontSize(11).fillColor(INK).text(value, 200, y, { width: 347 });
    y += 22;
  }
  doc
    .moveTo(48, y + 8)
    .lineTo(547, y + 8)
    .strokeColor('#c7d2fe')
    .stroke();
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      t(
        'Economy, one carry-on bag. Carry a government photo ID. Reach the airport at least 2 hours before departure.',
      ),
      48,
      y + 20,
      { width: 499 },
    )
    .moveDown(0.6)
    .text(t(CANCELLATION_POLICY_TEXT, CANCELLATION_POLICY_VALUES), { width: 499 });
  doc.end();
  return bytes;
}
