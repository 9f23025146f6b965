import { Link } from 'react-router';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { useSession } from '../../lib/session.store.ts';
import { LOGGED_OUT_HOME, PATHS, homePathFor } from '../paths.ts';

// spec §2 "Navigation and footer".
export function AppFooter() {
  const { token, user } = useSession();
  const year = new Date().getFullYear();
  const home = token ? homePathFor(user) : LOGGED_OUT_HOME;

  return (
    <footer className="app-footer mt-auto">
      <Container className="py-5">
        <Row className="g-4">
          <Col lg={4} md={12}>
            <p className="app-footer__brand h5 mb-2">Saath</p>
            <p className="mb-0">
              Travel together, pay less. Become a member and fly with a group on your route and
              date: airlines bid, the lowest fare wins.
            </p>
          </Col>
          <Col lg={2} sm={6}>
            <h2 className="app-footer__heading">Company</h2>
            <ul className="list-unstyled app-footer__links">
              <li>
                <Link to={home}>Home</Link>
              </li>
              <li>
                <Link to={PATHS.register}>Become a Member</Link>
              </li>
              <li>
                <Link to={PATHS.login}>Login</Link>
              </li>
              <li>
                <Link to={PATHS.about}>About Us</Link>
              </li>
            </ul>
          </Col>
          <Col lg={2} sm={6}>
            <h2 className="app-footer__heading">Services</h2>
            <ul className="list-unstyled app-footer__links">
              <li>
                <Link to="/#how-it-works">How It Works</Link>
              </li>
              <li>
                <Link to="/#pricing">Pricing</Link>
              </li>
              <li>
                <Link to="/contact#faq">FAQ</Link>
              </li>
              <li>
                <Link to={PATHS.contact}>Contact Us</Link>
              </li>
            </ul>
          </Col>
          {!token && (
            <Col lg={4}>
              <section className="app-footer__cta" aria-labelledby="footer-join-heading">
                <h2 id="footer-join-heading" className="h5 text-white">
                  Join the group
                </h2>
                <p>Membership is free for our first members. Find your group in minutes.</p>
                <div className="d-flex flex-wrap gap-2">
                  <LinkButton to={PATHS.register} variant="light">
                    Become a Member
                  </LinkButton>
                  <LinkButton to={PATHS.login} variant="outline-light">
                    Login
                  </LinkButton>
                </div>
              </section>
            </Col>
          )}
        </Row>
        <hr className="app-footer__rule" />
        <div className="d-flex flex-column flex-md-row justify-content-between gap-2 small">
          <p className="mb-0">© {year} Saath. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="list-inline mb-0 app-footer__links">
              <li className="list-inline-item">
                <Link to={PATHS.privacy}>Privacy</Link>
              </li>
              <li className="list-inline-item">
                <Link to={PATHS.terms}>Terms</Link>
              </li>
              <li className="list-inline-item">
                <Link to={PATHS.cookies}>Cookies</Link>
              </li>
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
