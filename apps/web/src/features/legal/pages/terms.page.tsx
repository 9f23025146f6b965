import { Link } from 'react-router';
import {
  ALTERNATIVE_WINDOW_DAYS,
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
  TICKETS_IN_HAND_DAYS,
} from '@saath/shared/constants';
import { formatAmountInText as rupees } from '@saath/shared/money';
import { REFUND_POLICY } from '@saath/shared/refund-policy';
import { PATHS } from '../../../lib/paths.ts';
import { COMPANY } from '../../../lib/company.ts';
import { CompanyAddress } from '../components/company-address.tsx';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { LEGAL_UPDATED } from '../legal-dates.ts';

const members = FREE_MEMBER_LIMIT.toLocaleString('en-IN');
const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

// Every number below comes from the shared constants the server enforces
// (docs/product/money.md, "The numbers"), so the terms cannot promise something else.
const SECTIONS: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and {COMPANY.legalName} (“Saath”, “we”, “us”).
          They apply whenever you use our website or web app. By creating an account you accept
          them; if you do not agree, please do not use Saath.
        </p>
        <p className="mb-0">
          Saath is a platform that brings travellers with the same route, date and departure time
          together and asks airlines to bid for the group. We are not an airline: your flight is
          operated by the airline that wins the bid, under its own conditions of carriage.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and your account',
    body: (
      <ul className="mb-0">
        <li>
          You must be at least 18 years old and able to enter into a contract under the Indian
          Contract Act, 1872.
        </li>
        <li>
          Give true and complete details, and keep them up to date. Before you create or join a
          group, your profile must hold your first and last name, email, mobile number, gender and
          date of birth.
        </li>
        <li>
          One account per person. Keep your password to yourself; you are responsible for what is
          done with your account until you tell us it has been misused.
        </li>
        <li>
          Passenger details must match each passenger&apos;s government photo ID, and you must have
          their permission (or be their parent or guardian) to book for them.
        </li>
      </ul>
    ),
  },
  {
    id: 'groups',
    title: 'How groups work',
    body: (
      <ul className="mb-0">
        <li>
          A group is for one route, one travel date and one departure time slot. The travel date
          must be at least {MIN_LEAD_DAYS} days away. When you search, we also show groups within{' '}
          {ALTERNATIVE_WINDOW_DAYS} days of your date.
        </li>
        <li>
          Each membership books 1 to {MAX_PASSENGERS_PER_BOOKING} passengers, and you may hold one
          membership per group. For more passengers, <Link to={PATHS.contact}>contact us</Link>.
        </li>
        <li>
          When a group reaches {GROUP_THRESHOLD} passengers, we ask our airline partners for quotes.
          A group holds at most {GROUP_CAPACITY} passengers.
        </li>
        <li>
          If a group has not reached {GROUP_THRESHOLD} passengers {FORMATION_WINDOW_HOURS} hours
          after it was created, it closes and its members receive the credit described in section 6.
        </li>
        <li>
          You may leave a group at no cost until it is booked. Groups are anonymous: members see
          passenger counts, never each other&apos;s names or details.
        </li>
      </ul>
    ),
  },
  {
    id: 'bids-bookings',
    title: 'Bids and bookings',
    body: (
      <ul className="mb-0">
        <li>
          Airline partners bid a price per ticket during a bidding window of {BIDDING_WINDOW_HOURS}{' '}
          hours. When it closes, the lowest bid wins.
        </li>
        <li>
          By staying in a group until its bidding window closes, you ask us to book your passengers
          at the winning fare. Nothing is charged before a bid wins.
        </li>
        <li>
          When the booking is confirmed, one ticket is issued per passenger and sent to you by
          email; it is also on your Tickets page as an e-ticket. You should have your tickets at
          least {TICKETS_IN_HAND_DAYS} days before you travel.
        </li>
        <li>
          Fares are for economy class with one carry-on bag. Seat selection, checked baggage and
          meals are extra and are bought from the airline.
        </li>
        <li>
          If no airline bids before the window closes, the group is cancelled and you receive a fee
          waiver (section 6). We do not guarantee that every group will receive a bid.
        </li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <>
        <ul>
          <li>
            Membership is free for our first {members} members. Later members pay an annual
            membership of {rupees(MEMBERSHIP_FEE_PAISE)}.
          </li>
          <li>
            A ticketing fee of {rupees(TICKETING_FEE_PAISE)} per ticket plus GST at{' '}
            {GST_RATE_PERCENT}% applies to members who joined after the first {members}. It is
            waived for the first {members} members, and for any ticket on which you use a fee
            waiver.
          </li>
          <li>
            The fare is the winning airline&apos;s price per ticket, including the taxes and charges
            the airline quotes. Your ticket shows the fare, fee and GST separately.
          </li>
        </ul>
        <p className="mb-0">There are no other charges. All amounts are in Indian rupees.</p>
      </>
    ),
  },
  {
    id: 'credits',
    title: 'Credits and fee waivers',
    body: (
      <ul className="mb-0">
        <li>
          When a group does not reach {GROUP_THRESHOLD} passengers within {FORMATION_WINDOW_HOURS}{' '}
          hours, each member receives a credit of {rupees(DISABLED_CREDIT_PAISE)} and one
          ticketing-fee waiver.
        </li>
        <li>When no airline bids for a group, each member receives one ticketing-fee waiver.</li>
        <li>
          A waiver removes the ticketing fee and its GST from one future ticket. Credits count
          towards future Saath charges. Neither can be exchanged for cash or transferred to another
          account, and both lapse if your account is closed.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellation-refunds',
    title: 'Cancellation and refunds',
    body: (
      <ul className="mb-0">
        <li>
          You can cancel an issued ticket from its page. A cancellation cannot be undone, and the
          seat returns to the airline.
        </li>
        <li>
          A refund of {REFUND_POLICY.amount} is available for {REFUND_POLICY.reasons}, requested{' '}
          {REFUND_POLICY.claimWindow}. Send the proof with your ticket number to{' '}
          {mail(COMPANY.supportEmail)}.
        </li>
        <li>{REFUND_POLICY.processing} The refund goes to the original payer.</li>
        <li>{REFUND_POLICY.none}</li>
        <li>
          If the airline cancels or reschedules your flight, its own policy and the passenger rules
          of the Directorate General of Civil Aviation apply, and we help you claim what you are
          owed.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p className="mb-0">
        Do not give false details, book seats you do not intend to use, resell tickets, try to
        identify other members of a group, use automated tools to read or load the service, or
        interfere with its security. We may suspend or close an account that does, after telling you
        why, and cancel its memberships in groups that have not been booked.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <>
        <p>
          We run Saath with reasonable skill and care. The airline that carries you is responsible
          for the flight itself: schedules, delays, baggage and service on board. We are not liable
          for an airline&apos;s acts or omissions, for events beyond our reasonable control, or for
          indirect losses such as lost earnings or plans.
        </p>
        <p className="mb-0">
          Otherwise, our total liability to you for any claim is limited to the fees you paid to
          Saath in the twelve months before it arose. Nothing in these terms limits your rights
          under the Consumer Protection Act, 2019, or any liability that Indian law does not allow
          us to limit.
        </p>
      </>
    ),
  },
  {
    id: 'closing-your-account',
    title: 'Closing your account',
    body: (
      <p className="mb-0">
        You can ask us to close your account at any time by writing to {mail(COMPANY.supportEmail)}.
        Tickets already issued stay valid. What we keep after closing, and for how long, is set out
        in our <Link to={PATHS.privacy}>Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and complaints',
    body: (
      <>
        <p>
          These terms are governed by the laws of India. Courts in {COMPANY.city}, Karnataka, have
          jurisdiction over disputes, without affecting your right to approach a consumer commission
          under the Consumer Protection Act, 2019.
        </p>
        <p>
          Complaints go to our Grievance Officer, who acknowledges them within 48 hours and aims to
          resolve them within a month:
        </p>
        <CompanyAddress attention={`${COMPANY.grievanceOfficer}, Grievance Officer`} />
        <p className="mb-0">Email: {mail(COMPANY.grievanceEmail)}</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p className="mb-0">
        We may update these terms as the service grows, for example when payments open. We update
        the date at the top and email members about significant changes before they take effect.
        Bookings already confirmed keep the terms that applied when they were made.
      </p>
    ),
  },
];

/** /terms (linked from the footer). */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={LEGAL_UPDATED.terms}
      sections={SECTIONS}
      summary={
        <p>
          In short: join a group for your route and date; when it reaches {GROUP_THRESHOLD}{' '}
          passengers airlines bid and the lowest bid wins; you pay only when a bid wins; the first{' '}
          {members} members pay no membership or ticketing fee.
        </p>
      }
    />
  );
}
