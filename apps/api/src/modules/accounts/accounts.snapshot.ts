import type { UserRow } from '../../db/schema/users.ts';
import type { Carries } from '../../platform/snapshot.ts';

/**
 * An account as other modules read it (ADR 0068): who it is and what it may do (an admin
 * deactivating a user, an airline's registration answering the new user's id). The accounts
 * module owns it and builds it from its row; the password hash and the member's details stay
 * here.
 */
export type AccountSnapshot = {
  id: string;
  email: string;
  role: string;
  companyId: string | null;
  isAdmin: boolean;
  isActive: boolean;
};

// tsc fails here when the table and the snapshot part ways.
export type _RowIsSnapshot = Carries<AccountSnapshot, UserRow>;
