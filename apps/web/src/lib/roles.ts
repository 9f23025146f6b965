import type { CurrentUser } from '@saath/shared/accounts';

// Roles and permissions (docs/product/roles.md), read by the guards, the navbar and the post-login redirect.

/** An airline partner's own account: role AIRLINE or a company_id. */
export function isAirlinePartner(user: CurrentUser | null | undefined): boolean {
  if (!user) return false;
  return user.role === 'AIRLINE' || Boolean(user.company_id);
}

/**
 * Creates and joins groups: travellers only (the server refuses the others). An airline bids on
 * groups, so one inside a group would be a conflict of interest; an admin is staff and travels
 * with a traveller account. Unknown yet (no user loaded): offered, and the server decides.
 */
export function mayJoinGroups(user: CurrentUser | null | undefined): boolean {
  if (!user) return true;
  return !user.is_admin && !isAirlinePartner(user);
}

/** May use the airline pages: an airline partner, or an admin (who passes every check). */
export function isAirlineUser(user: CurrentUser | null | undefined): boolean {
  if (!user) return false;
  return isAirlinePartner(user) || user.is_admin;
}
