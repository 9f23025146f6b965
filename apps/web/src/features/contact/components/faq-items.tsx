import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
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
import { gstOn } from '@saath/shared/tickets';
import { COMPANY } from '../../../lib/company.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { refundNoneText, refundPolicySummaryText } from '../../../lib/refund-policy-text.ts';

export type FaqItem = { id: string; question: string; answer: ReactNode };

/** The figures the answers name, by the names their texts use ('{threshold} passengers'). */
const FIGURES = {
  maxPassengers: MAX_PASSENGERS_PER_BOOKING,
  threshold: GROUP_THRESHOLD,
  capacity: GROUP_CAPACITY,
  minLeadDays: MIN_LEAD_DAYS,
  formationHours: FORMATION_WINDOW_HOURS,
  biddingHours: BIDDING_WINDOW_HOURS,
  disabledCredit: rupees(DISABLED_CREDIT_PAISE),
  members: FREE_MEMBER_LIMIT.toLocaleString('en-IN'),
  membershipFee: rupees(MEMBERSHIP_FEE_PAISE),
  ticketingFee: rupees(TICKETING_FEE_PAISE),
  gstPercent: GST_RATE_PERCENT,
  ticketingFeeWithGst: rupees(TICKETING_FEE_PAISE + gstOn(TICKETING_FEE_PAISE)),
  email: COMPANY.supportEmail,
};

// The contact page's FAQ of 7 questions. Every figure comes from the shared constants
// the server enforces, so the answers cannot drift from what actually happens. Made at render
// time, as its texts are read in the page's language.
export function faqItems(): readonly FaqItem[] {
  return [
    {
      id: 'how-groups-form',
      question: t('How does a flight group form?'),
      answer: (
        <>
          <p>
            {t(
              'Pick your route, travel date and departure time slot, then join a matching group or start a new one. Each member books 1 to {maxPassengers} seats. When the group reaches {threshold} passengers we send a request for quotes to our airline partners; it keeps accepting members until it holds {capacity} passengers.',
              FIGURES,
            )}
          </p>
          <p className="mb-0">
            {t(
              "Groups are anonymous: other members only see how many passengers have joined, never your name or your passengers' details. Travel dates must be at least {minLeadDays} days away so airlines have time to bid and you get your tickets well before you fly.",
              FIGURES,
            )}
          </p>
        </>
      ),
    },
    {
      id: 'group-does-not-fill',
      question: t('What happens if my group does not fill within {formationHours} hours?', FIGURES),
      answer: (
        <p className="mb-0">
          {t(
            'If a group has fewer than {threshold} passengers {formationHours} hours after it was created, it is closed and every member receives a {disabledCredit} credit plus one ticketing-fee waiver for a future booking. You are never charged for a group that did not form, and you can start or join another group straight away. If no airline bids within the {biddingHours}-hour bidding window, the group is cancelled and each member again gets a fee waiver.',
            FIGURES,
          )}
        </p>
      ),
    },
    {
      id: 'how-bidding-works',
      question: t('How does airline bidding work?'),
      answer: (
        <p className="mb-0">
          {t(
            "Once a group reaches {threshold} passengers, our airline partners receive a request for quotes with the route, date, time slot and passenger count. For the next {biddingHours} hours they bid a price per ticket in rupees; they can revise their bid but never see who the passengers are. When the window closes, the lowest bid wins and the flight is booked for the whole group. You can follow the current lowest bid on your group's page.",
            FIGURES,
          )}
        </p>
      ),
    },
    {
      id: 'when-do-i-pay',
      question: t('When do I pay?'),
      answer: (
        <p className="mb-0">
          {t(
            'Only when a bid wins. Creating or joining a group and the whole bidding round cost nothing. After the lowest bid is confirmed you pay that fare per passenger, plus the ticketing fee where it applies, and your tickets are issued, one per passenger, with an e-ticket you can download from the Tickets page.',
          )}
        </p>
      ),
    },
    {
      id: 'cancellation-refunds',
      question: t('Can I cancel my ticket, and will I get a refund?'),
      answer: (
        <>
          <p>
            {t('You can cancel an issued ticket from its page; a cancellation cannot be undone.')}{' '}
            {refundPolicySummaryText()}
          </p>
          <p className="mb-0">
            {refundNoneText()}{' '}
            {tx('Read the full policy in our <0>Terms of Service</0>.', [
              <Link to="/terms#cancellation-refunds" />,
            ])}
          </p>
        </>
      ),
    },
    {
      id: 'more-than-four',
      question: t('We are more than {maxPassengers} travellers. Can we still book?', FIGURES),
      answer: (
        <p className="mb-0">
          {tx(
            "Yes. One membership holds up to {maxPassengers} passengers in a group, so for a larger family or team write to us at <0>{email}</0> or use the form above with your route, date and number of travellers. We will arrange the booking with you, within the group's limit of {capacity} passengers.",
            [<a href={`mailto:${COMPANY.supportEmail}`} />],
            FIGURES,
          )}
        </p>
      ),
    },
    {
      id: 'membership-fees',
      question: t('How much does membership cost?'),
      answer: (
        <p className="mb-0">
          {t(
            'Membership is free for our first {members} members, and they pay no ticketing fee either. After that, membership costs {membershipFee} a year and each ticket carries a ticketing fee of {ticketingFee} plus {gstPercent}% GST ({ticketingFeeWithGst} in all), unless you hold a fee waiver. There are no other hidden charges; seat selection, checked baggage and meals are paid to the airline if you want them.',
            FIGURES,
          )}
        </p>
      ),
    },
  ];
}
