import { letter } from '../../platform/letter.ts';
import { FULL_REFUND_WINDOW_HOURS } from '@saath/shared/schedule-changes';
import type { Mail } from '../../platform/mailer.ts';
import { ENGLISH, type Texts } from '../../platform/texts.ts';

/**
 * The winning airline changed a booked group's flight (docs/product/ticketing.md "Schedule
 * changes"): each member is told at once, in their language, with the old and new flight and
 * the reason (the airline's words, as given); a significant change says until when they may
 * cancel for a full refund.
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
  texts: Texts = ENGLISH,
): Mail {
  const { t, instant } = texts;
  const was = change.oldDepartureTime
    ? t('{flight}, departing {departure}', {
        flight: change.oldFlightNumber,
        departure: instant(change.oldDepartureTime),
      })
    : change.oldFlightNumber;
  const values = {
    airlineName: change.airlineName,
    flight: change.newFlightNumber,
    from: group.fromLocation,
    to: group.toLocation,
    rfq: group.rfqNumber,
  };
  return {
    kind: 'schedule_changed',
    to: member.email,
    subject: t('Your flight changed: {airlineName} {flight}, {from} to {to} ({rfq})', values),
    text: letter(texts, member.firstName, [
      [
        t('{airlineName} has changed the flight of your group {from} to {to} on {date}.', {
          ...values,
          date: texts.date(group.travelDate),
        }),
        t('Was: {was}', { was }),
        t('Now: {flight}, departing {departure}, arriving {arrival}', {
          flight: change.newFlightNumber,
          departure: instant(change.newDepartureTime),
          arrival: instant(change.newArrivalTime),
        }),
        t('Reason given by the airline: {reason}', { reason: change.reason }),
      ],
      [
        ...(change.fullRefundUntil
          ? [
              t(
                'This is a significant change: you may cancel any of your tickets until {until} ({hours} hours) for a full refund of the fare, fee and GST, whatever the reason.',
                { until: instant(change.fullRefundUntil), hours: FULL_REFUND_WINDOW_HOURS },
              ),
              '',
            ]
          : []),
        t('Your group: {link}', { link: texts.page(publicUrl, `/communities/${group.id}`) }),
      ],
    ]),
  };
}
