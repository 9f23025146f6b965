import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../components/ui/link';
import { msg } from '@saath/shared/i18n';
import { getToken, useSession } from '../../lib/session.store.ts';
import { t } from '../../lib/i18n.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { JoinForFreeButton } from '../../components/ui/join-for-free-button.tsx';
import { lazyPage } from '../lazy-page.ts';
import { LOGGED_OUT_HOME, PATHS, homePathFor } from '../../lib/paths.ts';

// Landing-page anchors, shown to logged-out visitors on '/' only.
const LANDING_NAV_ITEMS = [
  { label: msg('How It Works'), to: '/#how-it-works' },
  { label: msg('Pricing'), to: '/#pricing' },
  { label: msg('About'), to: '/about' },
] as const;

const SignedInNav = lazyPage(() => import('./signed-in-nav.tsx'));
// With a stored session, fetched beside the page's own chunks rather than after them.
if (typeof window !== 'undefined' && getToken()) void SignedInNav.preload();

// The landing navbar changes style once the page is scrolled past 50 px.
const SCROLL_THRESHOLD_PX = 50;

function useScrolledPast(threshold: number, active: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!active) return;
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, active]);
  return active && scrolled;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `nav-link${isActive ? ' active' : ''}`;

// Plain Bootstrap markup rather than react-bootstrap's Navbar: the shell is part of every first
// load (the landing's budget is 120 KB gzip JS) and the collapse needs one boolean.
export function AppNavbar() {
  const { token, user } = useSession();
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);
  const onLanding = location.pathname === PATHS.landing;
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX, onLanding);
  // Transparent on the landing page until scrolled, frosted white otherwise. An open
  // mobile menu is always solid so its links stay readable over the hero.
  const transparent = onLanding && !scrolled && !expanded;
  const loggedIn = Boolean(token);

  const close = () => setExpanded(false);

  return (
    <nav
      className={`navbar navbar-expand-lg fixed-top app-navbar ${transparent ? 'app-navbar--transparent' : 'app-navbar--frosted'}${expanded ? ' app-navbar--open' : ''}`}
      aria-label={t('Main')}
    >
      <div className="container">
        <Link
          className="navbar-brand"
          to={loggedIn ? homePathFor(user) : LOGGED_OUT_HOME}
          onClick={close}
        >
          <span className="brand-mark" aria-hidden="true">
            {/* The logo's letter, the same in every language. */}
            {'S'}
          </span>
          Saath
        </Link>
        <button
          type="button"
          className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
          aria-controls="main-nav"
          aria-expanded={expanded}
          aria-label={t('Toggle navigation')}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="main-nav" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
          {loggedIn ? (
            <Suspense fallback={null}>
              <SignedInNav user={user} onNavigate={close} />
            </Suspense>
          ) : (
            <>
              <div className="navbar-nav me-auto">
                {onLanding &&
                  LANDING_NAV_ITEMS.map((item) => (
                    <Link key={item.to} className="nav-link" to={item.to} onClick={close}>
                      {t(item.label)}
                    </Link>
                  ))}
              </div>
              <div className="navbar-nav align-items-lg-center gap-2">
                <LanguageSwitch />
                <NavLink className={navLinkClass} to={PATHS.login} onClick={close}>
                  {t('Login')}
                </NavLink>
                <JoinForFreeButton
                  registerPath={PATHS.register}
                  className="btn btn-primary rounded-pill px-4"
                  onActivate={close}
                />
              </div>
            </>
          )}
        </div>
      </div>
    </nav>
  );
}
