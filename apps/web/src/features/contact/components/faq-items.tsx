import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BIDDING_WINDOW_HOURS,
  DISABLED_CREDIT_PAISE,
  FORMATION_WINDOW_HOURS,
  FREE_MEMBER_LIMIT,
  GROUP_CAPACITY,
  GROUP_THRESHOLD,
  GST_RATE_PERCENT,
  MAX_PASSENGERS_PER_BOOKING,
  MEMBERSHIP_FEE_PAISE,
  MIN_LEAD_DAYS,
  TICKETING_FEE_PAISE,
} from '@saath/shared/constants';
import { formatAmountInText as rupees } from '@saath/shared/money';
import { REFUND_POLICY, REFUND_POLICY_SUMMARY } from '@saath/shared/refund-policy';
import { gstOn } from '@saath/shared/tickets';
import { COMPANY } from '../../../lib/company.ts';

export type FaqItem = { id: string; question: string; answer: ReactNode };

const members = FREE_MEMBER_LIMIT.toLocaleString('en-IN');

// The contact page's FAQ of 7 questions. Every figure comes from the shared constants
// the server enforces, so the answers cannot drift from what actually happens.
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'how-groups-form',
    question: 'How does a flight group form?',
    answer: (
      <>
        <p>
          Pick your route, travel date and departure time slot, then join a matching group or start
          a new one. Each member books 1 to {MAX_PASSENGERS_PER_BOOKING} seats. When the group
          reaches {GROUP_THRESHOLD} passengers we send a request for quotes to our airline partners;
          it keeps accepting members until it holds {GROUP_CAPACITY} passengers.
        </p>
        <p className="mb-0">
          Groups are anonymous: other members only see how many passengers have joined, never your
          name or your passengers&apos; details. Travel dates must be at least {MIN_LEAD_DAYS} days
          away so airlines have time to bid and you get your tickets well before you fly.
        </p>
      </>
    ),
  },
  {
    id: 'group-does-not-fill',
    question: `What happens if my group does not fill within ${FORMATION_WINDOW_HOURS} hours?`,
    answer: (
      <p className="mb-0">
        If a group has fewer than {GROUP_THRESHOLD} passengers {FORMATION_WINDOW_HOURS} hours after
        it was created, it is closed and every member receives a {rupees(DISABLED_CREDIT_PAISE)}{' '}
        credit plus one ticketing-fee waiver for a future booking. You are never charged for a group
        that did not form, and you can start or join another group straight away. If no airline bids
        within the {BIDDING_WINDOW_HOURS}-hour bidding window, the group is cancelled and each
        member again gets a fee waiver.
      </p>
    ),
  },
  {
    id: 'how-bidding-works',
    question: 'How does airline bidding work?',
    answer: (
      <p className="mb-0">
        Once a group reaches {GROUP_THRESHOLD} passengers, our airline partners receive a request
        for quotes with the route, date, time slot and passenger count. For the next{' '}
        {BIDDING_WINDOW_HOURS} hours they bid a price per ticket in rupees; they can revise their
        bid but never see who the passengers are. When the window closes, the lowest bid wins and
        the flight is booked for the whole group. You can follow the current lowest bid on your
        group&apos;s page.
      </p>
    ),
  },
  {
    id: 'when-do-i-pay',
    question: 'When do I pay?',
    answer: (
      <p className="mb-0">
        Only when a bid wins. Creating or joining a group and the whole bidding round cost nothing.
        After the lowest bid is confirmed you pay that fare per passenger, plus the ticketing fee
        where it applies, and your tickets are issued, one per passenger, with an e-ticket you can
        download from the Tickets page.
      </p>
    ),
  },
  {
    id: 'cancellation-refunds',
    question: 'Can I cancel my ticket, and will I get a refund?',
    answer: (
      <>
        <p>
          You can cancel an issued ticket from its page; a cancellation cannot be undone.{' '}
          {REFUND_POLICY_SUMMARY}
        </p>
        <p className="mb-0">
          {REFUND_POLICY.none} Read the full policy in our{' '}
          <Link to="/terms#cancellation-refunds">Terms of Service</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'more-than-four',
    question: `We are more than ${MAX_PASSENGERS_PER_BOOKING} travellers. Can we still book?`,
    answer: (
      <p className="mb-0">
        Yes. One membership holds up to {MAX_PASSENGERS_PER_BOOKING} passengers in a group, so for a
        larger family or team write to us at{' '}
        <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a> or use the form above
        with your route, date and number of travellers. We will arrange the booking with you, within
        the group&apos;s limit of {GROUP_CAPACITY} passengers.
      </p>
    ),
  },
  {
    id: 'membership-fees',
    question: 'How much does membership cost?',
    answer: (
      <p className="mb-0">
        Membership is free for our first {members} members, and they pay no ticketing fee either.
        After that, membership costs {rupees(MEMBERSHIP_FEE_PAISE)} a year and each ticket carries a
        ticketing fee of {rupees(TICKETING_FEE_PAISE)} plus {GST_RATE_PERCENT}% GST (
        {rupees(TICKETING_FEE_PAISE + gstOn(TICKETING_FEE_PAISE))} in all), unless you hold a fee
        waiver. There are no other hidden charges; seat selection, checked baggage and meals are
        paid to the airline if you want them.
      </p>
    ),
  },
];
