import { LOGGED_IN_HOME } from '../paths.ts';

export type NavItem = { label: string; to: string; badge?: string };

// spec §2 "Navigation and footer": logged-in links. Only routes that exist are listed; later
// issues add Tickets (/tickets), Airline Bidding (/airline/dashboard, airline users) and
// Admin (/admin, is_admin, with an 'Admin' badge) here together with their pages.
export const LOGGED_IN_NAV_ITEMS: readonly NavItem[] = [{ label: 'Home', to: LOGGED_IN_HOME }];

// Landing-page anchors (spec §2), shown to logged-out visitors on '/' only.
export const LANDING_NAV_ITEMS: readonly NavItem[] = [
  { label: 'How It Works', to: '/#how-it-works' },
  { label: 'Pricing', to: '/#pricing' },
  { label: 'About', to: '/about' },
];
