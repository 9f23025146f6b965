import { formatPaise } from '@saath/shared/money';
import { CANCELLATION_POLICY, type Ticket } from '@saath/shared/tickets';
import { cityLabel, timeSlotLabel } from '@saath/shared/travel';
import { createPdf, indiaTime } from '../../platform/pdf.ts';
import { INDIA_TIME_ZONE } from '@saath/shared/india-time';

const INK = '#1e1b4b';
const MUTED = '#52525b';

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/**
 * A one-page e-ticket (docs/product/money.md, docs/product/ticketing.md): the airline's PNR and
 * e-ticket number, which check-in asks for, beside Saath's booking reference; the QR code holds
 * the booking reference.
 */
export async function renderETicket(ticket: Ticket): Promise<Buffer> {
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

  doc.fillColor(INK).font('bold').fontSize(24).text('Saath', 48, 48);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Group flights for India – e-ticket', 48, 78);
  doc.image(qr, 420, 40, { width: 120 });
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(
      `PNR ${ticket.pnr ?? 'to follow'}    E-ticket ${ticket.eticket_number ?? 'to follow'}`,
      48,
      110,
    );
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `Booking reference ${ticket.ticket_number}    Status: ${ticket.status}    Group: ${ticket.rfq_number}`,
      48,
      128,
    );

  doc.moveTo(48, 170).lineTo(547, 170).strokeColor('#c7d2fe').stroke();
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(`${cityLabel(ticket.from_location)}  to  ${cityLabel(ticket.to_location)}`, 48, 186);

  const rows: Array<[string, string]> = [
    ['Passenger', ticket.passenger_name],
    ['Travel date', longDate(ticket.travel_date)],
    ['Departure slot', timeSlotLabel(ticket.time_slot)],
    [
      'Airline',
      ticket.airline_name ? `${ticket.airline_name} (${ticket.airline_code})` : 'Not assigned yet',
    ],
    ['Flight', ticket.flight_number ?? 'To be confirmed'],
    ['PNR', ticket.pnr ?? 'To follow'],
    ['E-ticket number', ticket.eticket_number ?? 'To follow'],
    ['Departs', indiaTime(ticket.departure_time)],
    ['Arrives', indiaTime(ticket.arrival_time)],
    ['Fare', formatPaise(ticket.fare_paise)],
    ['Ticketing fee', formatPaise(ticket.fee_paise)],
    ['GST', formatPaise(ticket.gst_paise)],
    ['Price paid', formatPaise(ticket.price_paid)],
    [
      'Issued',
      new Intl.DateTimeFormat('en-IN', {
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
      'Economy, one carry-on bag. Carry a government photo ID. Reach the airport at least 2 hours before departure.',
      48,
      y + 20,
      { width: 499 },
    )
    .moveDown(0.6)
    .text(CANCELLATION_POLICY, { width: 499 });
  doc.end();
  return bytes;
}
