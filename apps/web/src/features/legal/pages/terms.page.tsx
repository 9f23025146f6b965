import { Link } from '../../../components/ui/link';
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
import { t, tx } from '../../../lib/i18n.tsx';
import {
  refundClaimWindowText,
  refundNoneText,
  refundProcessingText,
  refundReasonsText,
} from '../../../lib/refund-policy-text.ts';
import { CompanyAddress } from '../components/company-address.tsx';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { LEGAL_UPDATED } from '../legal-dates.ts';

/** A mail link whose text the message gives: `<0>{email}</0>`. */
const mailTo = (address: string) => <a href={`mailto:${address}`} />;

/** The figures the terms name, by the names their texts use ('{threshold} passengers'). */
const FIGURES = {
  members: FREE_MEMBER_LIMIT.toLocaleString('en-IN'),
  minLeadDays: MIN_LEAD_DAYS,
  alternativeDays: ALTERNATIVE_WINDOW_DAYS,
  maxPassengers: MAX_PASSENGERS_PER_BOOKING,
  threshold: GROUP_THRESHOLD,
  capacity: GROUP_CAPACITY,
  formationHours: FORMATION_WINDOW_HOURS,
  biddingHours: BIDDING_WINDOW_HOURS,
  ticketsInHandDays: TICKETS_IN_HAND_DAYS,
  membershipFee: rupees(MEMBERSHIP_FEE_PAISE),
  ticketingFee: rupees(TICKETING_FEE_PAISE),
  gstPercent: GST_RATE_PERCENT,
  disabledCredit: rupees(DISABLED_CREDIT_PAISE),
  refund: REFUND_POLICY.amount,
  supportEmail: COMPANY.supportEmail,
  grievanceEmail: COMPANY.grievanceEmail,
  legalName: COMPANY.legalName,
};

// Every number below comes from the shared constants the server enforces
// (docs/product/money.md, "The numbers"), so the terms cannot promise something else. Made at
// render time, as its texts are read in the page's language; each paragraph or list item is one
// message, so a translation can order its sentences freely.
const sections = (): readonly LegalSection[] => [
  {
    id: 'about-these-terms',
    title: t('About these terms'),
    body: (
      <>
        <p>
          {t(
            'These terms are an agreement between you and {legalName} (“Saath”, “we”, “us”). They apply whenever you use our website or web app. By creating an account you accept them; if you do not agree, please do not use Saath.',
            FIGURES,
          )}
        </p>
        <p className="mb-0">
          {t(
            'Saath is a platform that brings travellers with the same route, date and departure time together and asks airlines to bid for the group. We are not an airline: your flight is operated by the airline that wins the bid, under its own conditions of carriage.',
          )}
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: t('Eligibility and your account'),
    body: (
      <ul className="mb-0">
        <li>
          {t(
            'You must be at least 18 years old and able to enter into a contract under the Indian Contract Act, 1872.',
          )}
        </li>
        <li>
          {t(
            'Give true and complete details, and keep them up to date. Before you create or join a group, your profile must hold your first and last name, email, mobile number, gender and date of birth.',
          )}
        </li>
        <li>
          {t(
            'One account per person. Keep your password to yourself; you are responsible for what is done with your account until you tell us it has been misused.',
          )}
        </li>
        <li>
          {t(
            "Passenger details must match each passenger's government photo ID, and you must have their permission (or be their parent or guardian) to book for them.",
          )}
        </li>
      </ul>
    ),
  },
  {
    id: 'groups',
    title: t('How groups work'),
    body: (
      <ul className="mb-0">
        <li>
          {t(
            'A group is for one route, one travel date and one departure time slot. The travel date must be at least {minLeadDays} days away. When you search, we also show groups within {alternativeDays} days of your date.',
            FIGURES,
          )}
        </li>
        <li>
          {tx(
            'Each membership books 1 to {maxPassengers} passengers, and you may hold one membership per group. For more passengers, <0>contact us</0>.',
            [<Link to={PATHS.contact} />],
            FIGURES,
          )}
        </li>
        <li>
          {t(
            'When a group reaches {threshold} passengers, we ask our airline partners for quotes. A group holds at most {capacity} passengers.',
            FIGURES,
          )}
        </li>
        <li>
          {t(
            'If a group has not reached {threshold} passengers {formationHours} hours after it was created, it closes and its members receive the credit described in section 6.',
            FIGURES,
          )}
        </li>
        <li>
          {t(
            "You may leave a group at no cost until it is booked. Groups are anonymous: members see passenger counts, never each other's names or details.",
          )}
        </li>
      </ul>
    ),
  },
  {
    id: 'bids-bookings',
    title: t('Bids and bookings'),
    body: (
      <ul className="mb-0">
        <li>
          {t(
            'Airline partners bid a price per ticket during a bidding window of {biddingHours} hours. When it closes, the lowest bid wins.',
            FIGURES,
          )}
        </li>
        <li>
          {t(
            'By staying in a group until its bidding window closes, you ask us to book your passengers at the winning fare. Nothing is charged before a bid wins.',
          )}
        </li>
        <li>
          {t(
            'When the booking is confirmed, one ticket is issued per passenger and sent to you by email; it is also on your Tickets page as an e-ticket. You should have your tickets at least {ticketsInHandDays} days before you travel.',
            FIGURES,
          )}
        </li>
        <li>
          {t(
            'Fares are for economy class with one carry-on bag. Seat selection, checked baggage and meals are extra and are bought from the airline.',
          )}
        </li>
        <li>
          {t(
            'If no airline bids before the window closes, the group is cancelled and you receive a fee waiver (section 6). We do not guarantee that every group will receive a bid.',
          )}
        </li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: t('Fees'),
    body: (
      <>
        <ul>
          <li>
            {t(
              'Membership is free for our first {members} members. Later members pay an annual membership of {membershipFee}.',
              FIGURES,
            )}
          </li>
          <li>
            {t(
              'A ticketing fee of {ticketingFee} per ticket plus GST at {gstPercent}% applies to members who joined after the first {members}. It is waived for the first {members} members, and for any ticket on which you use a fee waiver.',
              FIGURES,
            )}
          </li>
          <li>
            {t(
              "The fare is the winning airline's price per ticket, including the taxes and charges the airline quotes. Your ticket shows the fare, fee and GST separately.",
            )}
          </li>
        </ul>
        <p className="mb-0">{t('There are no other charges. All amounts are in Indian rupees.')}</p>
      </>
    ),
  },
  {
    id: 'credits',
    title: t('Credits and fee waivers'),
    body: (
      <ul className="mb-0">
        <li>
          {t(
            'When a group does not reach {threshold} passengers within {formationHours} hours, each member receives a credit of {disabledCredit} and one ticketing-fee waiver.',
            FIGURES,
          )}
        </li>
        <li>
          {t('When no airline bids for a group, each member receives one ticketing-fee waiver.')}
        </li>
        <li>
          {t(
            'A waiver removes the ticketing fee and its GST from one future ticket. Credits count towards future Saath charges. Neither can be exchanged for cash or transferred to another account, and both lapse if your account is closed.',
          )}
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellation-refunds',
    title: t('Cancellation and refunds'),
    body: (
      <ul className="mb-0">
        <li>
          {t(
            'You can cancel an issued ticket from its page. A cancellation cannot be undone, and the seat returns to the airline.',
          )}
        </li>
        <li>
          {tx(
            'A refund of {refund} is available for {reasons}, requested {claimWindow}. Send the proof with your ticket number to <0>{supportEmail}</0>.',
            [mailTo(COMPANY.supportEmail)],
            { ...FIGURES, reasons: refundReasonsText(), claimWindow: refundClaimWindowText() },
          )}
        </li>
        <li>
          {refundProcessingText()} {t('The refund goes to the original payer.')}
        </li>
        <li>{refundNoneText()}</li>
        <li>
          {t(
            'If the airline cancels or reschedules your flight, its own policy and the passenger rules of the Directorate General of Civil Aviation apply, and we help you claim what you are owed.',
          )}
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: t('Acceptable use'),
    body: (
      <p className="mb-0">
        {t(
          'Do not give false details, book seats you do not intend to use, resell tickets, try to identify other members of a group, use automated tools to read or load the service, or interfere with its security. We may suspend or close an account that does, after telling you why, and cancel its memberships in groups that have not been booked.',
        )}
      </p>
    ),
  },
  {
    id: 'liability',
    title: t('Our responsibility to you'),
    body: (
      <>
        <p>
          {t(
            "We run Saath with reasonable skill and care. The airline that carries you is responsible for the flight itself: schedules, delays, baggage and service on board. We are not liable for an airline's acts or omissions, for events beyond our reasonable control, or for indirect losses such as lost earnings or plans.",
          )}
        </p>
        <p className="mb-0">
          {t(
            'Otherwise, our total liability to you for any claim is limited to the fees you paid to Saath in the twelve months before it arose. Nothing in these terms limits your rights under the Consumer Protection Act, 2019, or any liability that Indian law does not allow us to limit.',
          )}
        </p>
      </>
    ),
  },
  {
    id: 'closing-your-account',
    title: t('Closing your account'),
    body: (
      <p className="mb-0">
        {tx(
          'You can ask us to close your account at any time by writing to <0>{supportEmail}</0>. Tickets already issued stay valid. What we keep after closing, and for how long, is set out in our <1>Privacy Policy</1>.',
          [mailTo(COMPANY.supportEmail), <Link to={PATHS.privacy} />],
          FIGURES,
        )}
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: t('Governing law and complaints'),
    body: (
      <>
        <p>
          {t(
            'These terms are governed by the laws of India. Courts in {city}, Karnataka, have jurisdiction over disputes, without affecting your right to approach a consumer commission under the Consumer Protection Act, 2019.',
            { city: t(COMPANY.city) },
          )}
        </p>
        <p>
          {t(
            'Complaints go to our Grievance Officer, who acknowledges them within 48 hours and aims to resolve them within a month:',
          )}
        </p>
        <CompanyAddress
          attention={t('{name}, Grievance Officer', { name: COMPANY.grievanceOfficer })}
        />
        <p className="mb-0">
          {tx('Email: <0>{email}</0>', [mailTo(COMPANY.grievanceEmail)], {
            email: COMPANY.grievanceEmail,
          })}
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: t('Changes to these terms'),
    body: (
      <p className="mb-0">
        {t(
          'We may update these terms as the service grows, for example when payments open. We update the date at the top and email members about significant changes before they take effect. Bookings already confirmed keep the terms that applied when they were made.',
        )}
      </p>
    ),
  },
];

/** /terms (linked from the footer). */
export default function TermsPage() {
  return (
    <LegalPage
      title={t('Terms of Service')}
      updated={LEGAL_UPDATED.terms}
      sections={sections()}
      summary={
        <p>
          {t(
            'In short: join a group for your route and date; when it reaches {threshold} passengers airlines bid and the lowest bid wins; you pay only when a bid wins; the first {members} members pay no membership or ticketing fee.',
            FIGURES,
          )}
        </p>
      }
    />
  );
}
