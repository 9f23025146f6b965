import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useQueryClient } from '@tanstack/react-query';
import { DisclosureMenu } from '../../components/ui/disclosure-menu.tsx';
import { clickHiddenGoogleButton } from '../../lib/google-identity.ts';
import { greetingName } from '../../lib/format.ts';
import { clearSession, useSession } from '../../lib/session.store.ts';
import { LOGGED_OUT_HOME, PATHS, homePathFor } from '../paths.ts';
import { LANDING_NAV_ITEMS, loggedInNavItems } from './nav-items.ts';

// spec §9: the landing navbar changes style once the page is scrolled past 50 px.
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

export function AppNavbar() {
  const { token, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState(false);
  const onLanding = location.pathname === PATHS.landing;
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX, onLanding);
  // spec §2: transparent on the landing page until scrolled, frosted white otherwise. An open
  // mobile menu is always solid so its links stay readable over the hero.
  const transparent = onLanding && !scrolled && !expanded;
  const loggedIn = Boolean(token);

  const close = () => setExpanded(false);

  const logout = () => {
    close();
    clearSession();
    queryClient.clear();
    navigate(PATHS.login);
  };

  const joinForFree = () => {
    close();
    if (!clickHiddenGoogleButton()) navigate(PATHS.register);
  };

  return (
    <Navbar
      expand="lg"
      fixed="top"
      expanded={expanded}
      onToggle={setExpanded}
      className={`app-navbar ${transparent ? 'app-navbar--transparent' : 'app-navbar--frosted'}${expanded ? ' app-navbar--open' : ''}`}
      aria-label="Main"
    >
      <Container>
        <Navbar.Brand as={Link} to={loggedIn ? homePathFor(user) : LOGGED_OUT_HOME} onClick={close}>
          <span className="brand-mark" aria-hidden="true">
            S
          </span>
          Saath
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="main-nav">
          {loggedIn ? (
            <>
              <Nav className="me-auto">
                {loggedInNavItems(user).map((item) => (
                  <Nav.Link key={item.to} as={NavLink} to={item.to} end onClick={close}>
                    {item.label}
                    {item.badge && (
                      <span className="badge bg-warning text-dark ms-1">{item.badge}</span>
                    )}
                  </Nav.Link>
                ))}
              </Nav>
              <Nav>
                <DisclosureMenu
                  id="user-menu"
                  label={`Hi, ${greetingName(user?.name ?? user?.first_name)}`}
                >
                  {(closeMenu) => (
                    <>
                      <li>
                        <Link
                          className="dropdown-item"
                          to={PATHS.profile}
                          onClick={() => {
                            closeMenu();
                            close();
                          }}
                        >
                          My Profile
                        </Link>
                      </li>
                      <li>
                        <hr className="dropdown-divider" />
                      </li>
                      <li>
                        <button type="button" className="dropdown-item" onClick={logout}>
                          Logout
                        </button>
                      </li>
                    </>
                  )}
                </DisclosureMenu>
              </Nav>
            </>
          ) : (
            <>
              <Nav className="me-auto">
                {onLanding &&
                  LANDING_NAV_ITEMS.map((item) => (
                    <Nav.Link key={item.to} as={Link} to={item.to} onClick={close}>
                      {item.label}
                    </Nav.Link>
                  ))}
              </Nav>
              <Nav className="align-items-lg-center gap-2">
                <Nav.Link as={NavLink} to={PATHS.login} onClick={close}>
                  Login
                </Nav.Link>
                <Button variant="primary" className="rounded-pill px-4" onClick={joinForFree}>
                  Join for Free
                </Button>
              </Nav>
            </>
          )}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
