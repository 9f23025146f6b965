import type { CurrentUser } from '@saath/shared/accounts';
import { msg, type Message } from '@saath/shared/i18n';
import { isAirlinePartner, isAirlineUser } from '../../lib/roles.ts';
import { LOGGED_IN_HOME, PATHS } from '../../lib/paths.ts';

// Only the signed-in navbar (signed-in-nav.tsx, its own chunk) reads these.
// Labels are marked with msg() and translated where the navbar shows them.
export type NavItem = { label: Message; to: string; badge?: Message };

// Navigation and footer: logged-in links, in a fixed order (Home, Tickets, Admin,
// Airline Bidding).
const HOME: NavItem = { label: msg('Home'), to: LOGGED_IN_HOME };
const TICKETS: NavItem = { label: msg('Tickets'), to: PATHS.tickets };
/** Admins only (is_admin), with an 'Admin' badge. */
const ADMIN: NavItem = { label: msg('Admin'), to: PATHS.admin, badge: msg('Admin') };
const AIRLINE_BIDDING: NavItem = { label: msg('Airline Bidding'), to: PATHS.airlineDashboard };

/**
 * The logged-in links for this user. An airline partner's home is the airline
 * dashboard, so 'Airline Bidding' takes the place of Home (one link per destination), and it has
 * no Tickets (an airline never joins a group, so it never holds one); an admin keeps Home and
 * also gets Admin and Airline Bidding.
 */
export function loggedInNavItems(user: CurrentUser | null | undefined): readonly NavItem[] {
  if (user?.is_admin) {
    return isAirlinePartner(user)
      ? [AIRLINE_BIDDING, ADMIN]
      : [HOME, TICKETS, ADMIN, AIRLINE_BIDDING];
  }
  if (isAirlinePartner(user)) return [AIRLINE_BIDDING];
  if (isAirlineUser(user)) return [HOME, TICKETS, AIRLINE_BIDDING];
  return [HOME, TICKETS];
}
