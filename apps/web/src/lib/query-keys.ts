// Query keys read by more than one feature. Features do not import each other, so a key that
// another feature's mutation must invalidate lives here.

/** GET /api/users/me: the session user with its profile and counters. */
export const meQueryKey = ['users', 'me'] as const;

/** GET /api/communities/{id}: one group (the groups feature's detail; a bid or a cancelled
 * ticket changes it). */
export const groupDetailQueryKey = (id: string) => ['communities', 'detail', id] as const;

/** The caller's tickets (GET /api/tickets/) and one ticket (GET /api/tickets/{id}). */
export const ticketKeys = {
  all: ['tickets'] as const,
  list: () => ['tickets', 'list'] as const,
  detail: (id: string) => ['tickets', 'detail', id] as const,
};

/** GET /api/communities/{id}/money: the caller's money timeline in a group (the group page and
 * the ticket page; a cancelled ticket, a proof or a payment changes it). */
export const moneyTimelineQueryKey = (communityId: string) =>
  ['communities', 'money', communityId] as const;
