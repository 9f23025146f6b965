import type { CurrentUser } from '@saath/shared/accounts';
import { isAirlinePartner, isAirlineUser } from '../../lib/roles.ts';
import { LOGGED_IN_HOME, PATHS } from '../../lib/paths.ts';

// Only the signed-in navbar (signed-in-nav.tsx, its own chunk) reads these.
export type NavItem = { label: string; to: string; badge?: string };

// Navigation and footer: logged-in links, in a fixed order (Home, Tickets, Admin,
// Airline Bidding).
const HOME: NavItem = { label: 'Home', to: LOGGED_IN_HOME };
const TICKETS: NavItem = { label: 'Tickets', to: PATHS.tickets };
/** Admins only (is_admin), with an 'Admin' badge. */
const ADMIN: NavItem = { label: 'Admin', to: PATHS.admin, badge: 'Admin' };
const AIRLINE_BIDDING: NavItem = { label: 'Airline Bidding', to: PATHS.airlineDashboard };

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
