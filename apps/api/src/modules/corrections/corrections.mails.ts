import { letter } from '../../platform/letter.ts';
import { CORRECTION_FIELD_LABELS, type CorrectableField } from '@saath/shared/corrections';
import type { Mail } from '../../platform/mailer.ts';
import { ENGLISH, type Texts } from '../../platform/texts.ts';

type GroupLine = {
  rfq_number: string;
  from_location: string;
  to_location: string;
  travel_date: string;
};
type Change = { field: CorrectableField; old_value: string; new_value: string };

const changeLines = (changes: Change[], { t }: Texts = ENGLISH) =>
  changes.map((c) => `  ${t(CORRECTION_FIELD_LABELS[c.field])}: ${c.old_value} -> ${c.new_value}`);

/** The airline's users: a passenger of a group it tickets was corrected. */
export function manifestChangedMail(
  to: { email: string; first_name: string },
  group: GroupLine,
  passengerId: string,
  changes: Change[],
  manifestUrl: string,
): Mail {
  return {
    kind: 'manifest_changed',
    to: to.email,
    subject: `Passenger details corrected: ${group.rfq_number} (${group.from_location} to ${group.to_location}, ${group.travel_date})`,
    text: [
      `Hello ${to.first_name},`,
      '',
      `A passenger of ${group.rfq_number} has corrected details (passenger id ${passengerId}):`,
      ...changeLines(changes),
      '',
      `Please ticket (or re-issue) with the current details. The manifest: ${manifestUrl}`,
      '',
      'Team Saath',
    ].join('\n'),
  };
}

/** The member: Saath's team passed their correction after the ticket was issued. */
export function correctionPassedMail(
  to: { email: string; first_name: string },
  group: GroupLine,
  changes: Change[],
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'correction_passed',
    to: to.email,
    subject: t('Your correction is made ({rfq})', { rfq: group.rfq_number }),
    text: letter(texts, to.first_name, [
      [
        t(
          "Saath's team has made your correction for {from} to {to} on {date}, and told the airline:",
          { from: group.from_location, to: group.to_location, date: group.travel_date },
        ),
        ...changeLines(changes, texts),
      ],
      t('Your tickets: {link}', { link: texts.page(publicUrl, '/tickets') }),
    ]),
  };
}

/** The member: Saath's team declined their correction, with the reason. */
export function correctionDeclinedMail(
  to: { email: string; first_name: string },
  group: GroupLine,
  reason: string,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  return {
    kind: 'correction_declined',
    to: to.email,
    subject: t('Your correction could not be made ({rfq})', { rfq: group.rfq_number }),
    text: letter(texts, to.first_name, [
      [
        t("Saath's team could not make your passenger correction for {from} to {to} on {date}.", {
          from: group.from_location,
          to: group.to_location,
          date: group.travel_date,
        }),
        t('Reason: {reason}', { reason }),
      ],
      t('Questions? Write to us through {link}', { link: texts.page(publicUrl, '/contact') }),
    ]),
  };
}
