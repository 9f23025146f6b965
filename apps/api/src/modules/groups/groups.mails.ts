import { GROUP_THRESHOLD } from '@saath/shared/travel';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';
import { describeGroup } from './groups.presenter.ts';

export function joinedMail(
  to: string,
  firstName: string,
  group: CommunityRow,
  count: number,
  publicUrl: string,
): Mail {
  const seats = count === 1 ? '1 passenger' : `${count} passengers`;
  return {
    kind: 'group_joined',
    to,
    subject: `You joined ${group.rfqNumber}`,
    text: [
      `Namaste ${firstName},`,
      '',
      `You have joined the group ${describeGroup(group)} with ${seats}.`,
      `The group now has ${group.passengerCount} of the ${GROUP_THRESHOLD} passengers it needs to ask airlines for quotes.`,
      'Share your route with friends and family travelling the same day to fill it sooner.',
      '',
      `Your group: ${publicUrl}/communities/${group.id}`,
      '',
      'Team Saath',
    ].join('\n'),
  };
}
