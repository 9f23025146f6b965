import { letter } from '../../platform/letter.ts';
import { formatInstantIst } from '@saath/shared/dates';
import { GROUP_THRESHOLD } from '@saath/shared/travel';
import { type ActiveMember, describeGroup } from '../groups/index.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';
import { indiaLocal } from '@saath/shared/india-time';
import { ENGLISH, type Texts } from '../../platform/texts.ts';

/** The formation window the group had (FORMATION_WINDOW_SECONDS when it was created), in hours. */
const windowHours = (group: CommunityRow) =>
  Math.round((group.formationDeadline.getTime() - group.createdAt.getTime()) / 3_600_000);

// A member's mails are written in their language (ADR 0064); the airlines' below stay English.
export function rfqSentMail(
  member: ActiveMember,
  group: CommunityRow,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'rfq_sent',
    to: member.email,
    subject: t('Your group is complete: airlines are now bidding ({rfq})', {
      rfq: group.rfqNumber,
    }),
    text: letter(texts, member.firstName, [
      [
        t('Your group {group} has reached {count} passengers.', {
          group: describeGroup(group, texts),
          count: group.passengerCount,
        }),
        t(
          'We have sent a request for quote to our airline partners. The lowest bid wins and you will\nhear from us as soon as the bidding closes. Nothing is charged before a bid wins.',
        ),
      ],
      t('Follow the bidding: {link}', { link: texts.page(publicUrl, `/communities/${group.id}`) }),
    ]),
  };
}

export function groupDisabledMail(
  member: ActiveMember,
  group: CommunityRow,
  creditText: string,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'group_disabled',
    to: member.email,
    subject: t('Your group did not fill in time ({rfq})', { rfq: group.rfqNumber }),
    text: letter(texts, member.firstName, [
      t(
        'Your group {group} did not reach the {threshold} passengers needed within {hours} hours,\nso it has been closed. Nothing was charged.',
        {
          group: describeGroup(group, texts),
          threshold: GROUP_THRESHOLD,
          hours: windowHours(group),
        },
      ),
      t(
        'As a thank-you for trying, we have added {credit} to your Saath credit and one ticketing-fee\nwaiver to your account.',
        { credit: creditText },
      ),
      t('Find or start another group: {link}', { link: texts.page(publicUrl, '/communities/new') }),
    ]),
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
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  const values = { ...flight, rfq: group.rfqNumber };
  return {
    kind: 'group_booked',
    to: member.email,
    subject: t('Booked: {airlineName} {flightNumber}, tickets to follow ({rfq})', values),
    text: letter(
      texts,
      member.firstName,
      [
        [
          t('Your group {group} is booked.', { group: describeGroup(group, texts) }),
          t(
            'The winning bid: {airlineName}, flight {flightNumber}, at {farePaise} per ticket.',
            values,
          ),
        ],
        [
          t('{airlineName} will issue your e-tickets by {deadline}.', {
            ...values,
            deadline:
              texts.language === 'en'
                ? indiaDeadline(ticketingDeadline)
                : texts.instant(ticketingDeadline),
          }),
          t('We will mail you as soon as they are issued.'),
          t('Follow your booking: {link}', { link: texts.page(publicUrl, '/tickets') }),
        ],
      ],
      { travels: true },
    ),
  };
}

export function groupCancelledMail(
  member: ActiveMember,
  group: CommunityRow,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'group_cancelled',
    to: member.email,
    subject: t('No airline bid on your group ({rfq})', { rfq: group.rfqNumber }),
    text: letter(texts, member.firstName, [
      t(
        'No airline submitted a bid for your group {group} before bidding closed,\nso the group has been cancelled. Nothing was charged.',
        { group: describeGroup(group, texts) },
      ),
      [
        t('We have added one ticketing-fee waiver to your account for your next booking.'),
        t('Find another group: {link}', { link: texts.page(publicUrl, '/communities/new') }),
      ],
    ]),
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
