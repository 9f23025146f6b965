import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';
import { type ActiveMember, describeGroup } from '../groups/index.ts';

const signOff = ['', 'Team Saath'];

/** A group the Saath team closed: the reason is theirs, and the mail says what members got. */
function closedByTeamMail(
  member: ActiveMember,
  group: CommunityRow,
  lines: { closed: string[]; given: string[] },
  publicUrl: string,
): Mail {
  return {
    kind: 'group_disabled',
    to: member.email,
    subject: `Your group has been closed (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      ...lines.closed,
      '',
      ...lines.given,
      '',
      `Find or start another group: ${publicUrl}/communities/new`,
      ...signOff,
    ].join('\n'),
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
): Mail {
  return closedByTeamMail(
    member,
    group,
    {
      closed: [
        `The Saath team has closed your group ${describeGroup(group)}. Nothing was charged.`,
      ],
      given: [
        `We are sorry for the trouble: we have added ${creditText} to your Saath credit and one`,
        'ticketing-fee waiver to your account.',
      ],
    },
    publicUrl,
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
): Mail {
  return closedByTeamMail(
    member,
    group,
    {
      closed: [
        `The Saath team has closed your group ${describeGroup(group)}, so it will not be booked.`,
        'Nothing was charged.',
      ],
      given: [
        'We are sorry for the trouble: we have added one ticketing-fee waiver to your account for',
        'your next booking.',
      ],
    },
    publicUrl,
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
