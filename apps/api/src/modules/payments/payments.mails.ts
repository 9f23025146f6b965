import { letter } from '../../platform/letter.ts';
import { REFUND_PROCESSING_WORKING_DAYS } from '@saath/shared/constants';
import { formatPaise } from '@saath/shared/money';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { Mail } from '../../platform/mailer.ts';
import { ENGLISH, type Texts } from '../../platform/texts.ts';
import { describeGroup } from '../groups/index.ts';

// The mails of a payment itself (the payment stage's own are the lifecycle's), through
// the outbox in the transaction that caused them, in the member's language.

type Recipient = { email: string; firstName: string };
const groupLink = (group: CommunityRow, publicUrl: string, texts: Texts) =>
  texts.page(publicUrl, `/communities/${group.id}`);

export function paymentReceivedMail(
  member: Recipient,
  group: CommunityRow,
  payment: Pick<PaymentRow, 'id' | 'amountPaise' | 'receiptNumber'>,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  const amount = formatPaise(payment.amountPaise);
  return {
    kind: 'payment_received',
    to: member.email,
    subject: t('Payment received: {amount} ({rfq})', { amount, rfq: group.rfqNumber }),
    text: letter(texts, member.firstName, [
      [
        t('We have received {amount} for your seats in {group}.', {
          amount,
          group: describeGroup(group, texts),
        }),
        t('Payment reference: {id}.', { id: payment.id }),
        t('Receipt number: {number}.', { number: payment.receiptNumber ?? '' }),
        t('Once every member has paid, the group is booked and the airline issues your tickets.'),
      ],
      [
        t('Your group: {link}', { link: groupLink(group, publicUrl, texts) }),
        t('Download your receipt there, from the payment panel.'),
      ],
    ]),
  };
}

export function refundIssuedMail(
  member: Recipient,
  group: CommunityRow,
  amountPaise: number,
  why: string,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  const amount = formatPaise(amountPaise);
  return {
    kind: 'refund_issued',
    to: member.email,
    subject: t('Refund issued: {amount} ({rfq})', { amount, rfq: group.rfqNumber }),
    text: letter(texts, member.firstName, [
      [
        t('We have refunded {amount} for {group}: {why}', {
          amount,
          group: describeGroup(group, texts),
          why,
        }),
        t(
          'It reaches your account in {from} to {to} working days.',
          REFUND_PROCESSING_WORKING_DAYS,
        ),
      ],
      t('Your group: {link}', { link: groupLink(group, publicUrl, texts) }),
    ]),
  };
}
