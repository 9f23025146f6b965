import { z } from 'zod';
import { textField } from './fields.ts';
import { formatMessage, msg } from './i18n.ts';

/*
 * Schedule changes by the winning airline (docs/product/ticketing.md "Schedule changes",
 * ADR 0054). The airline of a BOOKED group may move its flight (number and times) with a
 * reason; members are told at once. A significant change (departure moved by more than 2 hours,
 * or out of the group's 4-hour slot) lets each member cancel within 72 hours for a full refund.
 */

/** A departure moved by more than this is a significant change. */
export const SIGNIFICANT_SHIFT_MS = 2 * 60 * 60 * 1000;
/** How long after a significant change a member may cancel for a full refund. */
export const FULL_REFUND_WINDOW_HOURS = 72;
/** How far (in days) the new departure may move from the group's travel date. */
export const SCHEDULE_DATE_TOLERANCE_DAYS = 1;
export const SCHEDULE_REASON_MAX = 500;

export const FLIGHT_NUMBER_INVALID = msg('Flight number looks like AI123');
export const DEPARTURE_INVALID = msg('Departure time must be a date and time (ISO 8601)');
export const ARRIVAL_INVALID = msg('Arrival time must be a date and time (ISO 8601)');
export const ARRIVAL_BEFORE_DEPARTURE = msg('Arrival must be after departure');
export const DEPARTURE_IN_PAST = msg('Departure cannot be in the past');
export const DEPARTURE_OFF_DATE = (travelDate: string) =>
  formatMessage('en', msg('Departure must be within a day of the travel date ({travelDate})'), {
    travelDate,
  });
export const REASON_REQUIRED = msg('Say why the schedule changed, in 5 to 500 characters');
export const SCHEDULE_NOT_BOOKED = (status: string) =>
  formatMessage(
    'en',
    msg('The schedule can be changed once the group is booked (it is {status})'),
    { status },
  );
export const SCHEDULE_QUOTE_NOT_FOUND = msg('No such won group');
export const SCHEDULE_GROUP_NOT_FOUND = msg('Group not found');

const isoInstant = (error: string) =>
  z
    .string({ error })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), {
      error,
    });

export const scheduleChangeBodySchema = z
  .object({
    flight_number: textField('Flight number', { required: 'Flight number is required' })
      .max(20, { error: FLIGHT_NUMBER_INVALID })
      .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
      .refine((v) => /^[A-Z0-9]{2}\d{1,4}$/.test(v), { error: FLIGHT_NUMBER_INVALID }),
    departure_time: isoInstant(DEPARTURE_INVALID),
    arrival_time: isoInstant(ARRIVAL_INVALID),
    reason: textField('Reason', { required: REASON_REQUIRED, multiline: true })
      .min(5, { error: REASON_REQUIRED })
      .max(SCHEDULE_REASON_MAX, { error: REASON_REQUIRED }),
  })
  .refine((b) => Date.parse(b.arrival_time) > Date.parse(b.departure_time), {
    error: ARRIVAL_BEFORE_DEPARTURE,
    path: ['arrival_time'],
  });
export type ScheduleChangeBody = z.input<typeof scheduleChangeBodySchema>;

export const scheduleChangeSchema = z.object({
  schedule_change_id: z.string(),
  quote_id: z.string(),
  community_id: z.string(),
  old_flight_number: z.string(),
  new_flight_number: z.string(),
  old_departure_time: z.string().nullable(),
  new_departure_time: z.string(),
  old_arrival_time: z.string().nullable(),
  new_arrival_time: z.string(),
  reason: z.string(),
  /** Departure moved by more than 2 hours, or out of the group's booked slot. */
  significant: z.boolean(),
  /** Until when a member may cancel for a full refund (significant changes only). */
  full_refund_until: z.string().nullable(),
  created_at: z.string(),
});
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;

export const scheduleChangesSchema = z.object({ changes: z.array(scheduleChangeSchema) });
export type ScheduleChanges = z.infer<typeof scheduleChangesSchema>;

/** The airline's answer: the change just made, and the group's history, newest first. */
export const scheduleChangeResultSchema = z.object({
  change: scheduleChangeSchema,
  changes: z.array(scheduleChangeSchema),
});
export type ScheduleChangeResult = z.infer<typeof scheduleChangeResultSchema>;

/**
 * The slot's window on the travel date, in India time: 'SLOT_08_12' on 2026-12-10 is
 * [08:00, 12:00) IST that day. Null for a slot code it does not know.
 */
export function slotWindow(
  travelDate: string,
  timeSlot: string,
): { start: Date; end: Date } | null {
  const m = /^SLOT_(\d{2})_(\d{2})$/.exec(timeSlot);
  if (!m) return null;
  const start = indiaInstant(travelDate, `${m[1]}:00`);
  const end = indiaInstant(travelDate, `${m[2]}:00`);
  return Number.isNaN(start.getTime()) ? null : { start, end };
}

/**
 * The rule of a significant change: the departure moved by more than 2 hours, or the new
 * departure is outside the group's booked slot (a group without a known old departure is
 * judged by its slot alone).
 */
export function isSignificantChange(input: {
  oldDeparture: Date | null;
  newDeparture: Date;
  travelDate: string;
  timeSlot: string;
}): boolean {
  if (
    input.oldDeparture &&
    Math.abs(input.newDeparture.getTime() - input.oldDeparture.getTime()) > SIGNIFICANT_SHIFT_MS
  )
    return true;
  const slot = slotWindow(input.travelDate, input.timeSlot);
  if (!slot) return false;
  return input.newDeparture < slot.start || input.newDeparture >= slot.end;
}

// Paths and the members' texts live in a leaf module without zod (the group pages load them).
export {
  FULL_REFUND_MESSAGE,
  airlineScheduleChangePath,
  airlineScheduleChangesPath,
  communityScheduleChangesPath,
  fullRefundUntilText,
  scheduleChangedText,
} from './schedule-change-texts.ts';
import { indiaInstant } from './india-time.ts';
