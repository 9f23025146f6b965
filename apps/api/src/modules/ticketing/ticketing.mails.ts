import { letter } from '../../platform/letter.ts';
import type { Mail } from '../../platform/mailer.ts';
import { ENGLISH, type Texts } from '../../platform/texts.ts';

/**
 * A member's tickets in a group are all issued by the airline (docs/product/ticketing.md): one
 * mail, once, with what they need at the airport and to manage the booking, in their language.
 */
export function ticketsIssuedMail(
  member: { email: string; firstName: string },
  group: { rfqNumber: string; fromLocation: string; toLocation: string; travelDate: string },
  award: { airlineName: string; flightNumber: string; pnr: string },
  tickets: Array<{ passengerName: string; eticketNumber: string }>,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  const values = { ...award, rfq: group.rfqNumber };
  return {
    kind: 'tickets_issued',
    to: member.email,
    subject: t('Your tickets are issued: {airlineName} {flightNumber}, PNR {pnr} ({rfq})', values),
    text: letter(
      texts,
      member.firstName,
      [
        [
          t(
            '{airlineName} has issued your tickets for {from} to {to} on {date}, flight {flightNumber}.',
            { ...values, from: group.fromLocation, to: group.toLocation, date: group.travelDate },
          ),
          t('PNR (booking reference): {pnr}', values),
        ],
        [
          t('E-ticket numbers:'),
          ...tickets.map((ticket) => `  ${ticket.passengerName}: ${ticket.eticketNumber}`),
        ],
        t('View and download your e-tickets: {link}', { link: texts.page(publicUrl, '/tickets') }),
      ],
      { travels: true },
    ),
  };
}
