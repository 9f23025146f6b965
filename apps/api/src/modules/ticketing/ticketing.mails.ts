import type { Mail } from '../../platform/mailer.ts';

/**
 * A member's tickets in a group are all issued by the airline (docs/product/ticketing.md): one
 * mail, once, with what they need at the airport and to manage the booking.
 */
export function ticketsIssuedMail(
  member: { email: string; firstName: string },
  group: { rfqNumber: string; fromLocation: string; toLocation: string; travelDate: string },
  award: { airlineName: string; flightNumber: string; pnr: string },
  tickets: Array<{ passengerName: string; eticketNumber: string }>,
  publicUrl: string,
): Mail {
  return {
    kind: 'tickets_issued',
    to: member.email,
    subject: `Your tickets are issued: ${award.airlineName} ${award.flightNumber}, PNR ${award.pnr} (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `${award.airlineName} has issued your tickets for ${group.fromLocation} to ${group.toLocation} on ${group.travelDate}, flight ${award.flightNumber}.`,
      `PNR (booking reference): ${award.pnr}`,
      '',
      'E-ticket numbers:',
      ...tickets.map((t) => `  ${t.passengerName}: ${t.eticketNumber}`),
      '',
      `View and download your e-tickets: ${publicUrl}/tickets`,
      '',
      'Happy travels,',
      'Team Saath',
    ].join('\n'),
  };
}
