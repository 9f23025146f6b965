import { Link, NavLink, useNavigate } from 'react-router';
import type { CurrentUser } from '@saath/shared/accounts';
import { DisclosureMenu } from '../../components/ui/disclosure-menu.tsx';
import { t } from '../../lib/i18n.tsx';
import { greetingName } from '../../lib/greeting-name.ts';
import { clearQueryCache } from '../../lib/query-cache.ts';
import { clearSession } from '../../lib/session.store.ts';
import { PATHS } from '../../lib/paths.ts';
import { loggedInNavItems } from './nav-items.ts';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `nav-link${isActive ? ' active' : ''}`;

type Props = { user: CurrentUser | null; onNavigate: () => void };

/**
 * The navbar's links and user menu with a session. A chunk of its own: a visitor's
 * first load, the prerendered pages' above all, carries none of it; the navbar starts
 * loading it as soon as a session is stored.
 */
export default function SignedInNav({ user, onNavigate }: Props) {
  const navigate = useNavigate();
  const logout = () => {
    onNavigate();
    clearSession();
    clearQueryCache();
    navigate(PATHS.login);
  };
  return (
    <>
      <div className="navbar-nav me-auto">
        {loggedInNavItems(user).map((item) => (
          <NavLink key={item.to} className={navLinkClass} to={item.to} end onClick={onNavigate}>
            {t(item.label)}
            {item.badge && <span className="badge bg-warning text-dark ms-1">{t(item.badge)}</span>}
          </NavLink>
        ))}
      </div>
      <div className="navbar-nav">
        <DisclosureMenu
          id="user-menu"
          label={t('Hi, {name}', { name: greetingName(user?.name ?? user?.first_name) })}
        >
          {(closeMenu) => (
            <>
              <li>
                <Link
                  className="dropdown-item"
                  to={PATHS.profile}
                  onClick={() => {
                    closeMenu();
                    onNavigate();
                  }}
                >
                  {t('My Profile')}
                </Link>
              </li>
              <li>
                <Link
                  className="dropdown-item"
                  to={`${PATHS.profile}/alerts`}
                  onClick={() => {
                    closeMenu();
                    onNavigate();
                  }}
                >
                  {t('My Alerts')}
                </Link>
              </li>
              <li>
                <hr className="dropdown-divider" />
              </li>
              <li>
                <button type="button" className="dropdown-item" onClick={logout}>
                  {t('Logout')}
                </button>
              </li>
            </>
          )}
        </DisclosureMenu>
      </div>
    </>
  );
}
