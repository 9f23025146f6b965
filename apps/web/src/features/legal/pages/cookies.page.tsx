import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { COMPANY } from '../../../lib/company.ts';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { LEGAL_UPDATED } from '../legal-dates.ts';

type StorageRow = { name: string; purpose: string; lasts: string };

// What the web app really keeps in the browser (lib/session.store.ts).
const ESSENTIAL: readonly StorageRow[] = [
  {
    name: 'token',
    purpose: 'Keeps you signed in: the sign-in token sent with your requests.',
    lasts: 'Until you log out or the session expires',
  },
  {
    name: 'user',
    purpose: 'Your name, email and role, so the menu can greet you without asking the server.',
    lasts: 'Until you log out',
  },
  {
    name: 'saath:first-login:<account id>',
    purpose: 'Remembers that this browser has seen your first sign-in, so it is counted once.',
    lasts: 'Until you clear your browser data',
  },
];

// Set by Google's tag only when the operator configures a measurement id (README).
const ANALYTICS: readonly StorageRow[] = [
  {
    name: '_ga',
    purpose: 'Tells one visit from another, without telling us who you are.',
    lasts: '2 years',
  },
  {
    name: '_ga_<measurement id>',
    purpose: 'Keeps track of the current visit.',
    lasts: '2 years',
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
            <dt>What it does</dt>
            <dd>{row.purpose}</dd>
            <dt>How long it lasts</dt>
            <dd>{row.lasts}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-we-store',
    title: 'What we store in your browser',
    body: (
      <p className="mb-0">
        Cookies are small files a website asks your browser to keep. Saath itself sets no cookies.
        To keep you signed in, the app uses your browser&apos;s local storage, which stays on your
        device and is never sent to anyone but our own server. Cookies appear only in the two
        optional cases below.
      </p>
    ),
  },
  {
    id: 'essential-storage',
    title: 'Essential storage',
    body: (
      <>
        <p>
          These entries are strictly necessary for the service you asked for: without them you would
          be signed out on every page. They are used for nothing else.
        </p>
        <StorageList label="Essential local storage entries" rows={ESSENTIAL} />
        <p className="mb-0">Logging out removes the first two.</p>
      </>
    ),
  },
  {
    id: 'analytics-cookies',
    title: 'Analytics cookies (only if enabled)',
    body: (
      <>
        <p>
          Saath can count page views and how far pages are scrolled with Google Analytics, to learn
          which pages help travellers and which confuse them. This is switched off unless our
          operator has configured it. When it is off, the site makes no request to Google or any
          other third party, and no analytics cookie is set.
        </p>
        <p>When it is on, Google&apos;s tag sets these cookies:</p>
        <StorageList label="Analytics cookies" rows={ANALYTICS} />
        <p className="mb-0">
          We send page addresses and scroll depth, never your name, email or booking details. The
          service works the same if you block these cookies.
        </p>
      </>
    ),
  },
  {
    id: 'google-sign-in',
    title: 'Google sign-in',
    body: (
      <p className="mb-0">
        If you choose “Continue with Google”, the sign-in button is loaded from Google, and Google
        may set its own cookies under Google&apos;s privacy policy. The button is shown only when
        Google sign-in is enabled; signing in with email and password involves no Google cookie.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <p className="mb-0">
        You can block cookies or clear site data in your browser settings at any time. Clearing
        Saath&apos;s local storage signs you out; blocking analytics cookies changes nothing about
        how Saath works for you. For how we handle personal data generally, see our{' '}
        <Link to={PATHS.privacy}>Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p className="mb-0">
        Write to <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>. When this
        policy changes we update the date at the top.
      </p>
    ),
  },
];

/** /cookies (linked from the footer). */
export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      updated={LEGAL_UPDATED.cookies}
      sections={SECTIONS}
      summary={
        <p>
          In short: we keep only what is needed to keep you signed in, in your browser&apos;s local
          storage. Analytics cookies are used only if analytics has been switched on, and never for
          advertising.
        </p>
      }
    />
  );
}
