import { GROUP_CAPACITY, GROUP_THRESHOLD, timeSlotLabel } from '@saath/shared/travel';
import {
  isForming,
  isOpenForJoining,
  passengersNeeded,
  type Group,
  type GroupPreview,
  type MyStanding,
} from '@saath/shared/groups';
import type { MyPayment } from '@saath/shared/payments';
import type { CommunityRow } from '../../db/schema/groups.ts';
import { cityIn, ENGLISH, type Texts } from '../../platform/texts.ts';
import type { GroupEntry } from './read-model/group-cache.ts';

/**
 * The group record of the API (docs/product/search.md), for the caller whose own passenger
 * count is `myPassengerCount`. The HTTP layer's presenter: the routes of groups, airlines and
 * admin answer with it, and the group cache keeps what it returns for a caller in none of the
 * group (ADR 0041).
 */
export function toGroup(
  row: CommunityRow,
  myPassengerCount: number | null,
  myPayment?: MyPayment | null,
  myStanding?: MyStanding | null,
): Group {
  const group: Group = {
    community_id: row.id,
    rfq_number: row.rfqNumber,
    from_location: row.fromLocation,
    to_location: row.toLocation,
    travel_date: row.travelDate,
    time_slot: row.timeSlot,
    status: row.status as Group['status'],
    created_at: row.createdAt.toISOString(),
    passenger_count: row.passengerCount,
    member_count: row.passengerCount,
    threshold: GROUP_THRESHOLD,
    capacity: GROUP_CAPACITY,
    lowest_known_price: row.lowestPricePaise,
    bid_count: row.bidCount,
    formation_deadline: row.formationDeadline.toISOString(),
    bidding_deadline: row.biddingDeadline?.toISOString() ?? null,
    payment_deadline: row.paymentDeadline?.toISOString() ?? null,
    paid_member_count: row.paidMemberCount,
    active_member_count: row.activeMemberCount,
    winning_quote: row.winningQuote ?? null,
    my_passenger_count: myPassengerCount ?? 0,
  };
  // Only where the caller is known: detail and the caller's own groups (docs/product/money.md).
  if (myPayment !== undefined) group.my_payment = myPayment;
  // An airline's own standing, where the airline is the caller (its RFQ list, ADR 0027).
  if (myStanding !== undefined) group.my_standing = myStanding;
  return group;
}

/**
 * The public preview behind an invite link, from the cached entry: the trip and how full it is
 * at `now`, nothing about who is in it (groups are anonymous, docs/product/roles.md).
 */
export function toGroupPreview(entry: GroupEntry, now: Date): GroupPreview {
  const formationDeadline = new Date(entry.formationDeadlineMs);
  return {
    community_id: entry.id,
    from_location: entry.from,
    to_location: entry.to,
    travel_date: entry.travelDate,
    time_slot: entry.timeSlot,
    status: entry.status as GroupPreview['status'],
    passenger_count: entry.passengerCount,
    threshold: GROUP_THRESHOLD,
    capacity: GROUP_CAPACITY,
    passengers_needed: passengersNeeded(entry.passengerCount),
    open_for_joining: isOpenForJoining({ ...entry, formationDeadline }, now),
    formation_deadline: isForming(entry.status) ? formationDeadline.toISOString() : null,
  };
}

/** How every mail names a group: route, date, slot and RFQ number, in the reader's language. */
export function describeGroup(group: CommunityRow, texts: Texts = ENGLISH): string {
  const { t } = texts;
  return t('{from} to {to} on {date}, {slot} ({rfq})', {
    from: cityIn(texts, group.fromLocation),
    to: cityIn(texts, group.toLocation),
    date: texts.date(group.travelDate),
    slot: timeSlotLabel(group.timeSlot),
    rfq: group.rfqNumber,
  });
}
