import { Link } from '../../components/ui/link';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { t } from '../../lib/i18n.tsx';
import { useSession } from '../../lib/session.store.ts';
import { useBrowserValue } from '../../lib/use-browser-value.ts';
import { LOGGED_OUT_HOME, PATHS, homePathFor } from '../../lib/paths.ts';

// The footer carries social links. Plain links with inline icons: nothing is fetched
// from these sites unless a visitor follows one.
const SOCIAL_LINKS = [
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/saath.travel',
    icon: 'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm5.9-7.8a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1C3.7 15 3.6 14.7 3.6 12s0-3 .1-4.1C3.8 5.2 5.1 3.9 7.9 3.8 9 3.6 9.3 3.6 12 3.6ZM12 2C9.3 2 8.9 2 7.8 2.1 4.2 2.2 2.2 4.2 2.1 7.8 2 8.9 2 9.3 2 12s0 3.1.1 4.2c.2 3.6 2.1 5.6 5.7 5.7 1.1.1 1.5.1 4.2.1s3.1 0 4.2-.1c3.6-.2 5.6-2.1 5.7-5.7.1-1.1.1-1.5.1-4.2s0-3.1-.1-4.2c-.2-3.6-2.1-5.6-5.7-5.7C15.1 2 14.7 2 12 2Z',
  },
  {
    label: 'X (Twitter)',
    href: 'https://x.com/saathtravel',
    icon: 'M17.8 3h3.1l-6.7 7.7L22 21h-6.2l-4.8-6.3L5.5 21H2.4l7.2-8.2L2 3h6.3l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/company/saath-travel',
    icon: 'M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.3V9h3.4v1.6h.1c.5-.9 1.6-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5v6.2ZM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2Zm1.8 13.1H3.6V9h3.5v11.5ZM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0Z',
  },
  {
    label: 'YouTube',
    href: 'https://www.youtube.com/@saathtravel',
    icon: 'M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2C0 8.1 0 12 0 12s0 3.9.5 5.8a3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1c.5-1.9.5-5.8.5-5.8s0-3.9-.5-5.8ZM9.6 15.6V8.4l6.3 3.6-6.3 3.6Z',
  },
] as const;

const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

// Navigation and footer. Plain Bootstrap classes. Its own chunk, hydrated after the
// first screen (what is below the fold loads lazily; its links work as plain links
// until then). The layout gives it no props, so nothing can change it before it hydrates.
export default function AppFooter() {
  const { token, user } = useSession();
  // A page prerendered in December still says the right year once it runs in January.
  const year = useBrowserValue(currentYear, buildYear);
  const home = token ? homePathFor(user) : LOGGED_OUT_HOME;

  return (
    <footer className="app-footer mt-auto">
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <p className="app-footer__brand h5 mb-2">Saath</p>
            <p className="mb-0">
              {t(
                'Travel together, pay less. Become a member and fly with a group on your route and date: airlines bid, the lowest fare wins.',
              )}
            </p>
          </div>
          <div className="col-6 col-lg-2">
            <h2 className="app-footer__heading">{t('Company')}</h2>
            <ul className="list-unstyled app-footer__links">
              <li>
                <Link to={home}>{t('Home')}</Link>
              </li>
              {/* Signed in, joining and logging in are done: the profile instead. */}
              {token ? (
                <li>
                  <Link to={PATHS.profile}>{t('My Profile')}</Link>
                </li>
              ) : (
                <>
                  <li>
                    <Link to={PATHS.register}>{t('Become a Member')}</Link>
                  </li>
                  <li>
                    <Link to={PATHS.login}>{t('Login')}</Link>
                  </li>
                </>
              )}
              <li>
                <Link to={PATHS.about}>{t('About Us')}</Link>
              </li>
            </ul>
          </div>
          <div className="col-6 col-lg-2">
            <h2 className="app-footer__heading">{t('Services')}</h2>
            <ul className="list-unstyled app-footer__links">
              <li>
                <Link to="/#how-it-works">{t('How It Works')}</Link>
              </li>
              <li>
                <Link to="/#pricing">{t('Pricing')}</Link>
              </li>
              <li>
                <Link to="/contact#faq">{t('FAQ')}</Link>
              </li>
              <li>
                <Link to={PATHS.contact}>{t('Contact Us')}</Link>
              </li>
            </ul>
          </div>
          {!token && (
            <div className="col-12 col-lg-4">
              <section className="app-footer__cta" aria-labelledby="footer-join-heading">
                <h2 id="footer-join-heading" className="h5 text-white">
                  {t('Join the group')}
                </h2>
                <p>{t('Membership is free for our first members. Find your group in minutes.')}</p>
                <div className="d-flex flex-wrap gap-2">
                  <LinkButton to={PATHS.register} variant="light">
                    {t('Become a Member')}
                  </LinkButton>
                  <LinkButton to={PATHS.login} variant="outline-light">
                    {t('Login')}
                  </LinkButton>
                </div>
              </section>
            </div>
          )}
        </div>
        <ul
          className="list-inline mt-4 mb-0 app-footer__social"
          aria-label={t('Saath on social media')}
        >
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label} className="list-inline-item">
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d={link.icon} fill="currentColor" />
                </svg>
                <span className="visually-hidden">
                  {t('{name} (opens in a new tab)', { name: link.label })}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <hr className="app-footer__rule" />
        <div className="d-flex flex-column flex-md-row justify-content-between gap-2 small">
          <p className="mb-0">{t('© {year} Saath. All rights reserved.', { year })}</p>
          <nav aria-label={t('Legal')}>
            <ul className="list-inline mb-0 app-footer__links">
              <li className="list-inline-item">
                <Link to={PATHS.privacy}>{t('Privacy')}</Link>
              </li>
              <li className="list-inline-item">
                <Link to={PATHS.terms}>{t('Terms')}</Link>
              </li>
              <li className="list-inline-item">
                <Link to={PATHS.cookies}>{t('Cookies')}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
