import { Link } from '../../../components/ui/link';
import { PATHS } from '../../../lib/paths.ts';
import { COMPANY } from '../../../lib/company.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { CompanyAddress } from '../components/company-address.tsx';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { LEGAL_UPDATED } from '../legal-dates.ts';

/** A mail link whose text the message gives: `<0>{email}</0>`. */
const mailTo = (address: string) => <a href={`mailto:${address}`} />;

// An Indian consumer service's privacy notice under the Digital Personal Data Protection Act,
// 2023 (DPDP Act): what we collect, why, who sees it, how long we keep it, your rights, and
// whom to complain to. Made at render time, as its texts are read in the page's language; each
// paragraph or list item is one message, so a translation can order its sentences freely.
const sections = (): readonly LegalSection[] => [
  {
    id: 'who-we-are',
    title: t('Who we are'),
    body: (
      <>
        <p>
          {t(
            'Saath is run by {legalName} (“Saath”, “we”, “us”), a company incorporated in India with its registered office in {city}. For the personal data described here we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023: we decide why and how it is processed, and we answer to you for it.',
            { legalName: COMPANY.legalName, city: t(COMPANY.city) },
          )}
        </p>
        <p className="mb-0">
          {t(
            'This notice covers our website, our web app and the emails we send. It applies to travellers, to the passengers they book for, to people who write to us, and to the staff of our airline partners who use their partner accounts.',
          )}
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: t('The personal data we collect'),
    body: (
      <>
        <h3>{t('Your profile')}</h3>
        <p>
          {t(
            'Your first, middle and last name, email address, mobile number, gender and date of birth; if you choose to add them, your address, city, PIN code and state, a special category for concession fares (student, senior citizen, armed forces, differently abled), your usual city pairs and destinations, travel months, party size, frequency and purpose, how you want to be notified and whether you need a GST invoice. Your password is stored only as a one-way hash; nobody at Saath can read it. If you sign in with Google, Google tells us your name and verified email address, never your Google password.',
          )}
        </p>
        <h3>{t('Your passengers')}</h3>
        <p>
          {t(
            'For every passenger you add to a group: full name, date of birth, age, gender, mobile number and email address. When you add someone other than yourself, you confirm that they (or, for a child, their parent or guardian) have agreed to you sharing these details with us for their booking.',
          )}
        </p>
        <h3>{t('Your messages')}</h3>
        <p>
          {t(
            'The name, email address, subject and message you send through our contact form, and any emails you exchange with our support team.',
          )}
        </p>
        <h3>{t('Your activity')}</h3>
        <p>
          {t(
            'The groups you create, join and leave, your tickets, cancellations and refund requests, and the credits and fee waivers on your account.',
          )}
        </p>
        <h3>{t('Technical data')}</h3>
        <p className="mb-0">
          {tx(
            'Your IP address and the time of each request, kept in our server logs for security and to limit abuse, and the sign-in data your browser stores for you (see our <0>Cookie Policy</0>). We do not collect card or bank details today; when payments open, they will be handled by a licensed payment aggregator and we will update this notice first.',
            [<Link to={PATHS.cookies} />],
          )}
        </p>
      </>
    ),
  },
  {
    id: 'purposes',
    title: t('Why we use it'),
    body: (
      <>
        <p>{t('We process your personal data only for these purposes:')}</p>
        <ul>
          <li>
            {t(
              'to create your account, keep you signed in and check that your profile is complete before you create or join a group;',
            )}
          </li>
          <li>
            {t(
              'to run groups: matching you to a route, date and time slot, counting passengers and asking airlines for quotes;',
            )}
          </li>
          <li>
            {t(
              'to book and ticket the passengers of a group whose bid has won, and to handle cancellations and refunds;',
            )}
          </li>
          <li>
            {t(
              'to send you the emails the service depends on: password resets, a group reaching its threshold, the bidding result, your tickets, and credits when a group does not form;',
            )}
          </li>
          <li>{t('to answer your messages and complaints;')}</li>
          <li>
            {t(
              'to keep the service secure, prevent fraud and misuse, and limit repeated requests;',
            )}
          </li>
          <li>
            {t(
              'to meet our legal obligations, such as tax and GST records and lawful requests from authorities; and',
            )}
          </li>
          <li>
            {t(
              'to understand, from aggregated figures that identify no one, which routes are in demand and how the service is used.',
            )}
          </li>
        </ul>
        <p className="mb-0">
          {t(
            'We rely on your consent, which you give when you register or send a message, and on the legitimate uses the DPDP Act allows, such as processing the data you give us for a booking you asked for and complying with the law. We do not sell your personal data, and we do not send you marketing emails unless you ask for them.',
          )}
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: t('Who we share it with'),
    body: (
      <>
        <ul>
          <li>
            {tx(
              '<0>Airline partners.</0> While a group is bidding, airlines see only its route, date, time slot and passenger count: no names and no contact details. When a bid wins, we share with that one airline the passenger details it needs to issue tickets and meet aviation security rules (name, age or date of birth, gender, and contact details for flight updates). Airlines that did not win never receive them.',
              [<strong />],
            )}
          </li>
          <li>
            {tx(
              '<0>Other members.</0> Groups are anonymous. Other members of your group see how many passengers have joined, never who you are or who travels with you.',
              [<strong />],
            )}
          </li>
          <li>
            {tx(
              '<0>Service providers.</0> Companies that host our servers and deliver our emails process data on our instructions, under contracts that oblige them to protect it and to use it for nothing else.',
              [<strong />],
            )}
          </li>
          <li>
            {tx(
              '<0>Authorities.</0> Government bodies, courts or law enforcement agencies, when Indian law requires us to.',
              [<strong />],
            )}
          </li>
        </ul>
        <p className="mb-0">
          {t(
            'If Saath merges with or is acquired by another company, your data would pass to it only under the same promises, and we would tell you beforehand.',
          )}
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: t('How we protect it'),
    body: (
      <p className="mb-0">
        {t(
          'Our servers are located in India. Data travels encrypted (HTTPS), passwords are stored as salted one-way hashes, password-reset links work once and expire after an hour, and only the staff who need it for their job can reach your data. If a personal data breach affects you, we will inform you and the Data Protection Board of India as the DPDP Act requires.',
        )}
      </p>
    ),
  },
  {
    id: 'retention',
    title: t('How long we keep it'),
    body: (
      <ul className="mb-0">
        <li>{t('Your profile: for as long as your account is open.')}</li>
        <li>
          {t(
            'Passenger details: until twelve months after the travel date, so refunds and disputes can be settled, then deleted.',
          )}
        </li>
        <li>
          {t(
            'Tickets, fees, credits and invoices: eight years, as Indian company and tax law requires for financial records.',
          )}
        </li>
        <li>{t('Contact messages: two years after the conversation ends.')}</li>
        <li>{t('Server logs: ninety days.')}</li>
        <li>
          {t(
            'When you ask us to close your account, we erase your personal data within thirty days, except what the law requires us to keep, which we keep only for that purpose.',
          )}
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: t('Your rights'),
    body: (
      <>
        <p>{t('Under the DPDP Act you can:')}</p>
        <ul>
          <li>
            {t(
              'ask for a summary of the personal data we hold about you and how we use it, and the names of those we have shared it with;',
            )}
          </li>
          <li>
            {tx(
              'correct, complete or update it (most of it directly on your <0>profile</0> page);',
              [<Link to={PATHS.profile} />],
            )}
          </li>
          <li>
            {t(
              'ask us to erase it, and withdraw your consent at any time (this does not affect what was done before, and without some data we cannot book flights for you);',
            )}
          </li>
          <li>
            {t('nominate another person to exercise these rights if you die or are unable to; and')}
          </li>
          <li>
            {t(
              'complain to our Grievance Officer, and then to the Data Protection Board of India.',
            )}
          </li>
        </ul>
        <p className="mb-0">
          {tx(
            'Write to <0>{email}</0> from the email address on your account. We reply within thirty days.',
            [mailTo(COMPANY.privacyEmail)],
            { email: COMPANY.privacyEmail },
          )}
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: t('Children'),
    body: (
      <p className="mb-0">
        {t(
          "You must be at least 18 to hold a Saath account. Children can travel as passengers booked by a parent or lawful guardian, who gives consent for their data on their behalf; we use a child's details only to ticket and fly them, and never for tracking or advertising.",
        )}
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: t('Grievance Officer'),
    body: (
      <>
        <p>
          {t(
            'If you have a concern about how we handle your personal data, contact our Grievance Officer:',
          )}
        </p>
        <CompanyAddress
          attention={t('{name}, Grievance Officer', { name: COMPANY.grievanceOfficer })}
        />
        <p>
          {tx('Email: <0>{email}</0>', [mailTo(COMPANY.grievanceEmail)], {
            email: COMPANY.grievanceEmail,
          })}
        </p>
        <p className="mb-0">
          {t(
            'We acknowledge complaints within 48 hours and resolve them within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
          )}
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: t('Changes to this notice'),
    body: (
      <p className="mb-0">
        {t(
          'When this notice changes, we update the date at the top. If a change affects how we use data you have already given us, we email you before it takes effect and, where the law requires, ask for your consent again.',
        )}
      </p>
    ),
  },
];

/** /privacy (linked from the footer). */
export default function PrivacyPage() {
  return (
    <LegalPage
      title={t('Privacy Policy')}
      updated={LEGAL_UPDATED.privacy}
      sections={sections()}
      summary={
        <p>
          {t(
            "In short: we collect what we need to form your group and ticket your passengers, we keep groups anonymous, we share passenger details only with the airline that wins your group's booking, and we never sell your data.",
          )}
        </p>
      }
    />
  );
}
