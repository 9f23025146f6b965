import { formatInstantIst, formatTravelDate } from '@saath/shared/dates';
import { FULL_REFUND_WINDOW_HOURS } from '@saath/shared/schedule-changes';
import type { Mail } from '../../platform/mailer.ts';

/**
 * The winning airline changed a booked group's flight (docs/product/ticketing.md "Schedule
 * changes"): each member is told at once, with the old and new flight and the reason; a
 * significant change says until when they may cancel for a full refund.
 */
export function scheduleChangedMail(
  member: { email: string; firstName: string },
  group: {
    id: string;
    rfqNumber: string;
    fromLocation: string;
    toLocation: string;
    travelDate: string;
  },
  change: {
    airlineName: string;
    oldFlightNumber: string;
    newFlightNumber: string;
    oldDepartureTime: Date | null;
    newDepartureTime: Date;
    newArrivalTime: Date;
    reason: string;
    fullRefundUntil: Date | null;
  },
  publicUrl: string,
): Mail {
  const was = change.oldDepartureTime
    ? `${change.oldFlightNumber}, departing ${formatInstantIst(change.oldDepartureTime)}`
    : change.oldFlightNumber;
  return {
    kind: 'schedule_changed',
    to: member.email,
    subject: `Your flight changed: ${change.airlineName} ${change.newFlightNumber}, ${group.fromLocation} to ${group.toLocation} (${group.rfqNumber})`,
    text: [
      `Namaste ${member.firstName},`,
      '',
      `${change.airlineName} has changed the flight of your group ${group.fromLocation} to ${group.toLocation} on ${formatTravelDate(group.travelDate)}.`,
      `Was: ${was}`,
      `Now: ${change.newFlightNumber}, departing ${formatInstantIst(change.newDepartureTime)}, arriving ${formatInstantIst(change.newArrivalTime)}`,
      `Reason given by the airline: ${change.reason}`,
      '',
      ...(change.fullRefundUntil
        ? [
            `This is a significant change: you may cancel any of your tickets until ${formatInstantIst(change.fullRefundUntil)} (${FULL_REFUND_WINDOW_HOURS} hours) for a full refund of the fare, fee and GST, whatever the reason.`,
            '',
          ]
        : []),
      `Your group: ${publicUrl}/communities/${group.id}`,
      '',
      'Team Saath',
    ].join('\n'),
  };
}
