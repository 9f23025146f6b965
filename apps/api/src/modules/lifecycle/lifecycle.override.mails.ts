import { letter } from '../../platform/letter.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';
import { ENGLISH, type Texts } from '../../platform/texts.ts';
import { type ActiveMember, describeGroup } from '../groups/index.ts';

const signOff = ['', 'Team Saath'];

/**
 * A group the Saath team closed: the reason is theirs, and the mail says what members got, in
 * the member's language.
 */
function closedByTeamMail(
  member: ActiveMember,
  group: CommunityRow,
  lines: { closed: string; given: string },
  publicUrl: string,
  texts: Texts,
): Mail {
  const { t } = texts;
  return {
    kind: 'group_disabled',
    to: member.email,
    subject: t('Your group has been closed ({rfq})', { rfq: group.rfqNumber }),
    text: letter(texts, member.firstName, [
      lines.closed,
      lines.given,
      t('Find or start another group: {link}', { link: texts.page(publicUrl, '/communities/new') }),
    ]),
  };
}

/**
 * The sweeper's "did not fill in 24 hours" text would be untrue when the Saath team closes a
 * forming group before its window ended: same credit, honest reason (ADR 0006).
 */
export function groupClosedByTeamMail(
  member: ActiveMember,
  group: CommunityRow,
  creditText: string,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return closedByTeamMail(
    member,
    group,
    {
      closed: t('The Saath team has closed your group {group}. Nothing was charged.', {
        group: describeGroup(group, texts),
      }),
      given: t(
        'We are sorry for the trouble: we have added {credit} to your Saath credit and one\nticketing-fee waiver to your account.',
        { credit: creditText },
      ),
    },
    publicUrl,
    texts,
  );
}

/**
 * A group that had formed, ended by the team: no ₹10 (that is for a failed formation), one fee
 * waiver as when no airline bids (docs/product/lifecycle.md).
 */
export function formedGroupClosedByTeamMail(
  member: ActiveMember,
  group: CommunityRow,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return closedByTeamMail(
    member,
    group,
    {
      closed: t(
        'The Saath team has closed your group {group}, so it will not be booked.\nNothing was charged.',
        { group: describeGroup(group, texts) },
      ),
      given: t(
        'We are sorry for the trouble: we have added one ticketing-fee waiver to your account for\nyour next booking.',
      ),
    },
    publicUrl,
    texts,
  );
}

/** An airline that bid on a group the team closed hears that its bid will not be booked. */
export function rfqWithdrawnMail(
  bidder: { email: string; name: string },
  group: CommunityRow,
  publicUrl: string,
): Mail {
  return {
    kind: 'rfq_withdrawn',
    to: bidder.email,
    subject: `Request for quote withdrawn (${group.rfqNumber})`,
    text: [
      `Dear ${bidder.name} team,`,
      '',
      `The group ${describeGroup(group)} has been closed by the Saath team.`,
      'Your bid on it will not be booked and no ticket will be issued.',
      '',
      `Open requests: ${publicUrl}/airline/dashboard`,
      ...signOff,
    ].join('\n'),
  };
}
