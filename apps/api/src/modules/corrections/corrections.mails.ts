import { CORRECTION_FIELD_LABELS, type CorrectableField } from '@saath/shared/corrections';
import type { Mail } from '../../platform/mailer.ts';

type GroupLine = {
  rfq_number: string;
  from_location: string;
  to_location: string;
  travel_date: string;
};
type Change = { field: CorrectableField; old_value: string; new_value: string };

const changeLines = (changes: Change[]) =>
  changes.map((c) => `  ${CORRECTION_FIELD_LABELS[c.field]}: ${c.old_value} -> ${c.new_value}`);

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
): Mail {
  return {
    kind: 'correction_passed',
    to: to.email,
    subject: `Your correction is made (${group.rfq_number})`,
    text: [
      `Namaste ${to.first_name},`,
      '',
      `Saath's team has made your correction for ${group.from_location} to ${group.to_location} on ${group.travel_date}, and told the airline:`,
      ...changeLines(changes),
      '',
      `Your tickets: ${publicUrl}/tickets`,
      '',
      'Team Saath',
    ].join('\n'),
  };
}

/** The member: Saath's team declined their correction, with the reason. */
export function correctionDeclinedMail(
  to: { email: string; first_name: string },
  group: GroupLine,
  reason: string,
  publicUrl: string,
): Mail {
  return {
    kind: 'correction_declined',
    to: to.email,
    subject: `Your correction could not be made (${group.rfq_number})`,
    text: [
      `Namaste ${to.first_name},`,
      '',
      `Saath's team could not make your passenger correction for ${group.from_location} to ${group.to_location} on ${group.travel_date}.`,
      `Reason: ${reason}`,
      '',
      `Questions? Write to us through ${publicUrl}/contact`,
      '',
      'Team Saath',
    ].join('\n'),
  };
}
