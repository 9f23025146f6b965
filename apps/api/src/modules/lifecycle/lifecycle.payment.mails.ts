import { formatInstantIst } from '@saath/shared/dates';
import { formatPaise } from '@saath/shared/money';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';
import { describeGroup } from '../groups/index.ts';

// The payment stage's mails, through the outbox in the transaction that caused them.

type Recipient = { email: string; firstName: string };
const signOff = ['', 'Team Saath'];
const when = (date: Date | null) => (date ? formatInstantIst(date) : 'the deadline');
const groupLink = (group: CommunityRow, publicUrl: string) =>
  `${publicUrl}/communities/${group.id}`;

export function paymentDueMail(
  member: Recipient,
  group: CommunityRow,
  amountPaise: number,
  publicUrl: string,
  reminder = false,
): Mail {
  return {
    kind: reminder ? 'payment_reminder' : 'payment_due',
    to: member.email,
    subject: reminder
      ? `Reminder: pay ${formatPaise(amountPaise)} before ${when(group.paymentDeadline)} (${group.rfqNumber})`
      : `An airline's bid won: pay your share of ${formatPaise(amountPaise)} (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      reminder
        ? `Your share for ${describeGroup(group)} is still unpaid.`
        : `An airline's bid won for ${describeGroup(group)}. Each member now pays their own share.`,
      `Your share: ${formatPaise(amountPaise)}, due by ${when(group.paymentDeadline)}.`,
      'Seats not paid for by then are released.',
      '',
      `Pay now: ${groupLink(group, publicUrl)}`,
      ...signOff,
    ].join('\n'),
  };
}

export function seatReleasedMail(member: Recipient, group: CommunityRow, publicUrl: string): Mail {
  return {
    kind: 'seat_released',
    to: member.email,
    subject: `Your seat was released (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `Your share for ${describeGroup(group)} was not paid by ${when(group.paymentDeadline)},`,
      'so your seats have been released. Nothing was charged.',
      '',
      `Find another group: ${publicUrl}/communities`,
      ...signOff,
    ].join('\n'),
  };
}

export function groupCancelledRefundedMail(
  member: Recipient,
  group: CommunityRow,
  publicUrl: string,
): Mail {
  return {
    kind: 'group_cancelled_refunded',
    to: member.email,
    subject: `Your group was cancelled and refunded (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `Too few passengers of ${describeGroup(group)} paid before the deadline, so the group is`,
      'cancelled. Every payment is refunded in full, and we have added one ticketing-fee waiver',
      'to your account.',
      '',
      `Find or start another group: ${publicUrl}/communities/new`,
      ...signOff,
    ].join('\n'),
  };
}
