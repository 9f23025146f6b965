import { letter } from '../../platform/letter.ts';
import { GROUP_THRESHOLD } from '@saath/shared/travel';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';
import { ENGLISH, type Texts } from '../../platform/texts.ts';
import { describeGroup } from './groups.presenter.ts';

export function joinedMail(
  to: string,
  firstName: string,
  group: CommunityRow,
  count: number,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'group_joined',
    to,
    subject: t('You joined {rfq}', { rfq: group.rfqNumber }),
    text: letter(texts, firstName, [
      [
        t(
          'You have joined the group {group} with {count, plural, one {# passenger} other {# passengers}}.',
          { group: describeGroup(group, texts), count },
        ),
        t(
          'The group now has {count} of the {threshold} passengers it needs to ask airlines for quotes.',
          { count: group.passengerCount, threshold: GROUP_THRESHOLD },
        ),
        t('Share your route with friends and family travelling the same day to fill it sooner.'),
      ],
      t('Your group: {link}', { link: texts.page(publicUrl, `/communities/${group.id}`) }),
    ]),
  };
}
