import { formatInstantIst } from '@saath/shared/dates';
import { GROUP_THRESHOLD } from '@saath/shared/travel';
import { type ActiveMember, describeGroup } from '../groups/index.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';
import { indiaLocal } from '@saath/shared/india-time';

const signOff = ['', 'Team Saath'];

/** The formation window the group had (FORMATION_WINDOW_SECONDS when it was created), in hours. */
const windowHours = (group: CommunityRow) =>
  Math.round((group.formationDeadline.getTime() - group.createdAt.getTime()) / 3_600_000);

export function rfqSentMail(member: ActiveMember, group: CommunityRow, publicUrl: string): Mail {
  return {
    kind: 'rfq_sent',
    to: member.email,
    subject: `Your group is complete: airlines are now bidding (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `Your group ${describeGroup(group)} has reached ${group.passengerCount} passengers.`,
      'We have sent a request for quote to our airline partners. The lowest bid wins and you will',
      'hear from us as soon as the bidding closes. Nothing is charged before a bid wins.',
      '',
      `Follow the bidding: ${publicUrl}/communities/${group.id}`,
      ...signOff,
    ].join('\n'),
  };
}

export function groupDisabledMail(
  member: ActiveMember,
  group: CommunityRow,
  creditText: string,
  publicUrl: string,
): Mail {
  return {
    kind: 'group_disabled',
    to: member.email,
    subject: `Your group did not fill in time (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `Your group ${describeGroup(group)} did not reach the ${GROUP_THRESHOLD} passengers needed within ${windowHours(group)} hours,`,
      'so it has been closed. Nothing was charged.',
      '',
      `As a thank-you for trying, we have added ${creditText} to your Saath credit and one ticketing-fee`,
      'waiver to your account.',
      '',
      `Find or start another group: ${publicUrl}/communities/new`,
      ...signOff,
    ].join('\n'),
  };
}

/** The deadline as India wall-clock time, as members read it: "2 Dec 2026, 18:30 IST". */
export function indiaDeadline(at: Date): string {
  const [date, hm] = indiaLocal(at).split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  return `${day} ${months[month - 1]} ${year}, ${hm} IST`;
}

/**
 * Every member paid: the group is booked and the winning airline now issues the tickets
 * (docs/product/ticketing.md). No ticket numbers yet: the airline's e-tickets follow in the
 * `tickets_issued` mail.
 */
export function bookedMail(
  member: { email: string; firstName: string },
  group: CommunityRow,
  flight: { airlineName: string; flightNumber: string; farePaise: string },
  ticketingDeadline: Date,
  publicUrl: string,
): Mail {
  return {
    kind: 'group_booked',
    to: member.email,
    subject: `Booked: ${flight.airlineName} ${flight.flightNumber}, tickets to follow (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `Your group ${describeGroup(group)} is booked.`,
      `The winning bid: ${flight.airlineName}, flight ${flight.flightNumber}, at ${flight.farePaise} per ticket.`,
      '',
      `${flight.airlineName} will issue your e-tickets by ${indiaDeadline(ticketingDeadline)}.`,
      'We will mail you as soon as they are issued.',
      `Follow your booking: ${publicUrl}/tickets`,
      '',
      'Happy travels,',
      'Team Saath',
    ].join('\n'),
  };
}

export function groupCancelledMail(
  member: ActiveMember,
  group: CommunityRow,
  publicUrl: string,
): Mail {
  return {
    kind: 'group_cancelled',
    to: member.email,
    subject: `No airline bid on your group (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `No airline submitted a bid for your group ${describeGroup(group)} before bidding closed,`,
      'so the group has been cancelled. Nothing was charged.',
      '',
      'We have added one ticketing-fee waiver to your account for your next booking.',
      `Find another group: ${publicUrl}/communities/new`,
      '',
      'Team Saath',
    ].join('\n'),
  };
}

export function rfqToAirlineMail(
  company: { email: string; name: string },
  group: CommunityRow,
  publicUrl: string,
): Mail {
  return {
    kind: 'rfq_to_airline',
    to: company.email,
    subject: `New RFQ ${group.rfqNumber}: ${group.passengerCount} passengers ${group.fromLocation}-${group.toLocation}`,
    text: [
      `Hello ${company.name},`,
      '',
      `A Saath group is ready for quotes: ${describeGroup(group)}, ${group.passengerCount} passengers.`,
      `Bidding closes at ${group.biddingDeadline ? formatInstantIst(group.biddingDeadline) : 'the end of the bidding window'}.`,
      'Bid a price per ticket; the lowest bid when bidding closes wins the whole group.',
      '',
      `Submit your bid: ${publicUrl}/airline/bid/${group.id}`,
      '',
      'Team Saath',
    ].join('\n'),
  };
}

export function bidResultMail(
  company: { email: string; name: string },
  group: CommunityRow,
  won: boolean,
  winningPrice: string,
  publicUrl: string,
): Mail {
  return {
    kind: 'bid_result',
    to: company.email,
    subject: won ? `You won ${group.rfqNumber}` : `Bidding closed for ${group.rfqNumber}`,
    text: [
      `Hello ${company.name},`,
      '',
      won
        ? `Your bid of ${winningPrice} per ticket won the group ${describeGroup(group)}. Its ${group.passengerCount} passengers are now paying their shares; tickets are issued once the group is booked.`
        : `Bidding for ${describeGroup(group)} has closed. Another airline won at ${winningPrice} per ticket.`,
      '',
      `Your bids: ${publicUrl}/airline/bids`,
      '',
      'Team Saath',
    ].join('\n'),
  };
}
