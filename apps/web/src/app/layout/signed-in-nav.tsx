import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link, NavLink } from '../../components/ui/link';
import type { CurrentUser } from '@saath/shared/accounts';
import { API } from '@saath/shared/http';
import type { Language } from '@saath/shared/i18n';
import { apiRequest } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.tsx';
import { LanguageSwitch, openInLanguage } from './language-switch.tsx';
import { DisclosureMenu } from '../../components/ui/disclosure-menu.tsx';
import { t } from '../../lib/i18n.tsx';
import { greetingName } from '../../lib/greeting-name.ts';
import { clearQueryCache } from '../../lib/query-cache.ts';
import { clearSession, getSession, setUser } from '../../lib/session.store.ts';
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
/** The switch keeps a member's choice on their account: their mails and texts follow it. */
async function saveLanguage(language: Language): Promise<void> {
  await apiRequest(API.myLanguage, { method: 'PUT', json: { language } });
  const { user } = getSession();
  if (user) setUser({ ...user, language });
}

export default function SignedInNav({ user, onNavigate }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A member reads Saath in their account's language on every device they sign in on.
  const language = user?.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) openInLanguage(language, pathname);
  }, [language, pathname]);
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
        <LanguageSwitch save={saveLanguage} />
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
