// Query keys read by more than one feature. Features do not import each other, so a key that a
// groups mutation must invalidate (the current user's counters) lives here.

/** GET /api/users/me: the session user with its profile and counters. */
export const meQueryKey = ['users', 'me'] as const;
