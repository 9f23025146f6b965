import { letter } from '../../platform/letter.ts';
import { formatPaise } from '@saath/shared/money';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';
import { ENGLISH, type Texts } from '../../platform/texts.ts';
import { describeGroup } from '../groups/index.ts';

// The payment stage's mails, through the outbox in the transaction that caused them, in the
// member's language.

type Recipient = { email: string; firstName: string };
const when = ({ t, instant }: Texts, date: Date | null) =>
  date ? instant(date) : t('the deadline');
const groupLink = (texts: Texts, group: CommunityRow, publicUrl: string) =>
  texts.page(publicUrl, `/communities/${group.id}`);

export function paymentDueMail(
  member: Recipient,
  group: CommunityRow,
  amountPaise: number,
  publicUrl: string,
  reminder = false,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  const values = {
    amount: formatPaise(amountPaise),
    due: when(texts, group.paymentDeadline),
    rfq: group.rfqNumber,
    group: describeGroup(group, texts),
  };
  return {
    kind: reminder ? 'payment_reminder' : 'payment_due',
    to: member.email,
    subject: reminder
      ? t('Reminder: pay {amount} before {due} ({rfq})', values)
      : t("An airline's bid won: pay your share of {amount} ({rfq})", values),
    text: letter(texts, member.firstName, [
      [
        reminder
          ? t('Your share for {group} is still unpaid.', values)
          : t("An airline's bid won for {group}. Each member now pays their own share.", values),
        t('Your share: {amount}, due by {due}.', values),
        t('Seats not paid for by then are released.'),
      ],
      t('Pay now: {link}', { link: groupLink(texts, group, publicUrl) }),
    ]),
  };
}

export function seatReleasedMail(
  member: Recipient,
  group: CommunityRow,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'seat_released',
    to: member.email,
    subject: t('Your seat was released ({rfq})', { rfq: group.rfqNumber }),
    text: letter(texts, member.firstName, [
      t(
        'Your share for {group} was not paid by {due},\nso your seats have been released. Nothing was charged.',
        {
          group: describeGroup(group, texts),
          due: when(texts, group.paymentDeadline),
        },
      ),
      t('Find another group: {link}', { link: texts.page(publicUrl, '/communities') }),
    ]),
  };
}

export function groupCancelledRefundedMail(
  member: Recipient,
  group: CommunityRow,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'group_cancelled_refunded',
    to: member.email,
    subject: t('Your group was cancelled and refunded ({rfq})', { rfq: group.rfqNumber }),
    text: letter(texts, member.firstName, [
      t(
        'Too few passengers of {group} paid before the deadline, so the group is\ncancelled. Every payment is refunded in full, and we have added one ticketing-fee waiver\nto your account.',
        { group: describeGroup(group, texts) },
      ),
      t('Find or start another group: {link}', { link: texts.page(publicUrl, '/communities/new') }),
    ]),
  };
}
