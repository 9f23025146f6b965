import { Link } from '../../../components/ui/link';
import { msg, type Message } from '@saath/shared/i18n';
import { PATHS } from '../../../lib/paths.ts';
import { COMPANY } from '../../../lib/company.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { LEGAL_UPDATED } from '../legal-dates.ts';

// The entries' names are the keys the browser stores, the same in every language; what they do
// and how long they last are marked with msg() and translated where shown.
type StorageRow = { name: string; purpose: Message; lasts: Message };

// What the web app really keeps in the browser (lib/session.store.ts).
const ESSENTIAL: readonly StorageRow[] = [
  {
    name: 'token',
    purpose: msg('Keeps you signed in: the sign-in token sent with your requests.'),
    lasts: msg('Until you log out or the session expires'),
  },
  {
    name: 'user',
    purpose: msg('Your name, email and role, so the menu can greet you without asking the server.'),
    lasts: msg('Until you log out'),
  },
  {
    name: 'saath:first-login:<account id>',
    purpose: msg('Remembers that this browser has seen your first sign-in, so it is counted once.'),
    lasts: msg('Until you clear your browser data'),
  },
];

// Set by Google's tag only when the operator configures a measurement id (README).
const ANALYTICS: readonly StorageRow[] = [
  {
    name: '_ga',
    purpose: msg('Tells one visit from another, without telling us who you are.'),
    lasts: msg('2 years'),
  },
  {
    name: '_ga_<measurement id>',
    purpose: msg('Keeps track of the current visit.'),
    lasts: msg('2 years'),
  },
];

/** One entry per stored item; a list of small cards reads better than a table on a phone. */
function StorageList({ label, rows }: { label: string; rows: readonly StorageRow[] }) {
  return (
    <ul className="storage-list list-unstyled" aria-label={label}>
      {rows.map((row) => (
        <li key={row.name} className="storage-entry">
          <code className="storage-entry__name">{row.name}</code>
          <dl className="storage-entry__facts">
            <dt>{t('What it does')}</dt>
            <dd>{t(row.purpose)}</dd>
            <dt>{t('How long it lasts')}</dt>
            <dd>{t(row.lasts)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

// Made at render time, as its texts are read in the page's language.
const sections = (): readonly LegalSection[] => [
  {
    id: 'what-we-store',
    title: t('What we store in your browser'),
    body: (
      <p className="mb-0">
        {t(
          "Cookies are small files a website asks your browser to keep. Saath itself sets no cookies. To keep you signed in, the app uses your browser's local storage, which stays on your device and is never sent to anyone but our own server. Cookies appear only in the two optional cases below.",
        )}
      </p>
    ),
  },
  {
    id: 'essential-storage',
    title: t('Essential storage'),
    body: (
      <>
        <p>
          {t(
            'These entries are strictly necessary for the service you asked for: without them you would be signed out on every page. They are used for nothing else.',
          )}
        </p>
        <StorageList label={t('Essential local storage entries')} rows={ESSENTIAL} />
        <p className="mb-0">{t('Logging out removes the first two.')}</p>
      </>
    ),
  },
  {
    id: 'analytics-cookies',
    title: t('Analytics cookies (only if enabled)'),
    body: (
      <>
        <p>
          {t(
            'Saath can count page views and how far pages are scrolled with Google Analytics, to learn which pages help travellers and which confuse them. This is switched off unless our operator has configured it. When it is off, the site makes no request to Google or any other third party, and no analytics cookie is set.',
          )}
        </p>
        <p>{t("When it is on, Google's tag sets these cookies:")}</p>
        <StorageList label={t('Analytics cookies')} rows={ANALYTICS} />
        <p className="mb-0">
          {t(
            'We send page addresses and scroll depth, never your name, email or booking details. The service works the same if you block these cookies.',
          )}
        </p>
      </>
    ),
  },
  {
    id: 'google-sign-in',
    title: t('Google sign-in'),
    body: (
      <p className="mb-0">
        {t(
          "If you choose “Continue with Google”, the sign-in button is loaded from Google, and Google may set its own cookies under Google's privacy policy. The button is shown only when Google sign-in is enabled; signing in with email and password involves no Google cookie.",
        )}
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: t('Your choices'),
    body: (
      <p className="mb-0">
        {tx(
          "You can block cookies or clear site data in your browser settings at any time. Clearing Saath's local storage signs you out; blocking analytics cookies changes nothing about how Saath works for you. For how we handle personal data generally, see our <0>Privacy Policy</0>.",
          [<Link to={PATHS.privacy} />],
        )}
      </p>
    ),
  },
  {
    id: 'contact',
    title: t('Questions'),
    body: (
      <p className="mb-0">
        {tx(
          'Write to <0>{email}</0>. When this policy changes we update the date at the top.',
          [<a href={`mailto:${COMPANY.privacyEmail}`} />],
          { email: COMPANY.privacyEmail },
        )}
      </p>
    ),
  },
];

/** /cookies (linked from the footer). */
export default function CookiesPage() {
  return (
    <LegalPage
      title={t('Cookie Policy')}
      updated={LEGAL_UPDATED.cookies}
      sections={sections()}
      summary={
        <p>
          {t(
            "In short: we keep only what is needed to keep you signed in, in your browser's local storage. Analytics cookies are used only if analytics has been switched on, and never for advertising.",
          )}
        </p>
      }
    />
  );
}
