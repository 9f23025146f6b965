import { formatPaise } from '@saath/shared/money';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';
import { type ActiveMember, describeGroup } from '../groups/index.ts';
import { indiaDeadline } from './lifecycle.mails.ts';

// The ticketing deadline's mails (docs/product/ticketing.md): the airline's reminder at half of
// its window, and the members' news when an airline missed its deadline.
const signOff = ['', 'Team Saath'];

export function ticketingReminderMail(
  company: { email: string; name: string },
  group: CommunityRow,
  award: { deadline: Date; issued: number; total: number },
  publicUrl: string,
): Mail {
  return {
    kind: 'ticketing_reminder',
    to: company.email,
    subject: `Reminder: tickets for ${group.rfqNumber} are due by ${indiaDeadline(award.deadline)}`,
    text: [
      `Hello ${company.name},`,
      '',
      `Half of the time to ticket ${describeGroup(group)} has passed: ${award.issued} of ${award.total} tickets are issued.`,
      `Please issue the rest by ${indiaDeadline(award.deadline)}. If tickets are still to issue then, the group`,
      'goes to the next bid and the tickets you issued are void.',
      '',
      `Your groups: ${publicUrl}/airline/bids`,
      ...signOff,
    ].join('\n'),
  };
}

export function awardLostMail(company: { email: string; name: string }, group: CommunityRow): Mail {
  return {
    kind: 'ticketing_missed',
    to: company.email,
    subject: `Ticketing deadline missed: ${group.rfqNumber} is no longer yours`,
    text: [
      `Hello ${company.name},`,
      '',
      `The ticketing deadline for ${describeGroup(group)} passed with tickets still to issue.`,
      'The award is withdrawn and any tickets you issued for it are void.',
      ...signOff,
    ].join('\n'),
  };
}

export function fallbackMemberMail(
  member: ActiveMember,
  group: CommunityRow,
  award: {
    airlineName: string;
    flightNumber: string;
    deadline: Date;
    refundPerTicket: number;
    tickets: number;
  },
  publicUrl: string,
): Mail {
  const refund = award.refundPerTicket * award.tickets;
  return {
    kind: 'ticketing_fallback',
    to: member.email,
    subject: `New airline for your group: ${award.airlineName} ${award.flightNumber} (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `The airline of ${describeGroup(group)} did not issue the tickets in time, so your group now flies`,
      `with ${award.airlineName} ${award.flightNumber}, the next bid. It issues your tickets by ${indiaDeadline(award.deadline)}.`,
      refund > 0
        ? `Its fare is lower: we refund you ${formatPaise(refund)} (${formatPaise(award.refundPerTicket)} on each of your ${award.tickets} tickets).`
        : 'You pay nothing more.',
      '',
      `Your tickets: ${publicUrl}/tickets`,
      ...signOff,
    ].join('\n'),
  };
}

export function ticketingCancelledMail(
  member: ActiveMember,
  group: CommunityRow,
  publicUrl: string,
): Mail {
  return {
    kind: 'group_cancelled_unticketed',
    to: member.email,
    subject: `Your group was cancelled and refunded (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `The airline of ${describeGroup(group)} did not issue the tickets in time and no other airline`,
      'can take the group over, so it is cancelled. Every payment is refunded in full (fare,',
      'ticketing fee and GST), and we have added one ticketing-fee waiver to your account.',
      '',
      `Find or start another group: ${publicUrl}/communities/new`,
      ...signOff,
    ].join('\n'),
  };
}
