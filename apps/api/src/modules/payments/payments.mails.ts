import { REFUND_PROCESSING_WORKING_DAYS } from '@saath/shared/constants';
import { formatPaise } from '@saath/shared/money';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { Mail } from '../../platform/mailer.ts';
import { describeGroup } from '../groups/index.ts';

// The mails of a payment itself (the payment stage's own are the lifecycle's), through
// the outbox in the transaction that caused them.

type Recipient = { email: string; firstName: string };
const groupLink = (group: CommunityRow, publicUrl: string) =>
  `${publicUrl}/communities/${group.id}`;

export function paymentReceivedMail(
  member: Recipient,
  group: CommunityRow,
  payment: Pick<PaymentRow, 'id' | 'amountPaise' | 'receiptNumber'>,
  publicUrl: string,
): Mail {
  const { amountPaise } = payment;
  return {
    kind: 'payment_received',
    to: member.email,
    subject: `Payment received: ${formatPaise(amountPaise)} (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `We have received ${formatPaise(amountPaise)} for your seats in ${describeGroup(group)}.`,
      `Payment reference: ${payment.id}.`,
      `Receipt number: ${payment.receiptNumber}.`,
      'Once every member has paid, the group is booked and the airline issues your tickets.',
      '',
      `Your group: ${groupLink(group, publicUrl)}`,
      'Download your receipt there, from the payment panel.',
      '',
      'Team Saath',
    ].join('\n'),
  };
}

export function refundIssuedMail(
  member: Recipient,
  group: CommunityRow,
  amountPaise: number,
  why: string,
  publicUrl: string,
): Mail {
  return {
    kind: 'refund_issued',
    to: member.email,
    subject: `Refund issued: ${formatPaise(amountPaise)} (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `We have refunded ${formatPaise(amountPaise)} for ${describeGroup(group)}: ${why}`,
      `It reaches your account in ${REFUND_PROCESSING_WORKING_DAYS.from} to ${REFUND_PROCESSING_WORKING_DAYS.to} working days.`,
      '',
      `Your group: ${groupLink(group, publicUrl)}`,
      '',
      'Team Saath',
    ].join('\n'),
  };
}
