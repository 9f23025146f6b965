import { letter } from '../../platform/letter.ts';
import { formatPaise } from '@saath/shared/money';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';
import { type ActiveMember, describeGroup } from '../groups/index.ts';
import { indiaDeadline } from './lifecycle.mails.ts';
import { ENGLISH, type Texts } from '../../platform/texts.ts';

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
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  const refund = award.refundPerTicket * award.tickets;
  const values = {
    airlineName: award.airlineName,
    flightNumber: award.flightNumber,
    rfq: group.rfqNumber,
    group: describeGroup(group, texts),
    deadline:
      texts.language === 'en' ? indiaDeadline(award.deadline) : texts.instant(award.deadline),
  };
  return {
    kind: 'ticketing_fallback',
    to: member.email,
    subject: t('New airline for your group: {airlineName} {flightNumber} ({rfq})', values),
    text: letter(texts, member.firstName, [
      [
        t(
          'The airline of {group} did not issue the tickets in time, so your group now flies\nwith {airlineName} {flightNumber}, the next bid. It issues your tickets by {deadline}.',
          values,
        ),
        refund > 0
          ? t(
              'Its fare is lower: we refund you {refund} ({perTicket} on each of your {tickets} tickets).',
              {
                refund: formatPaise(refund),
                perTicket: formatPaise(award.refundPerTicket),
                tickets: award.tickets,
              },
            )
          : t('You pay nothing more.'),
      ],
      t('Your tickets: {link}', { link: texts.page(publicUrl, '/tickets') }),
    ]),
  };
}

export function ticketingCancelledMail(
  member: ActiveMember,
  group: CommunityRow,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'group_cancelled_unticketed',
    to: member.email,
    subject: t('Your group was cancelled and refunded ({rfq})', { rfq: group.rfqNumber }),
    text: letter(texts, member.firstName, [
      t(
        'The airline of {group} did not issue the tickets in time and no other airline\ncan take the group over, so it is cancelled. Every payment is refunded in full (fare,\nticketing fee and GST), and we have added one ticketing-fee waiver to your account.',
        { group: describeGroup(group, texts) },
      ),
      t('Find or start another group: {link}', { link: texts.page(publicUrl, '/communities/new') }),
    ]),
  };
}
