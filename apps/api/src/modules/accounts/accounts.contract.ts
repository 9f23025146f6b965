import type { Language } from '@saath/shared/i18n';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { insertUser } from './accounts.repository.ts';

/** The email belongs to an account already (each caller answers in its own contract shape). */
export class EmailTaken extends Error {
  constructor() {
    super('email taken');
  }
}

export type NewAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role?: 'TRAVELLER' | 'AIRLINE';
  companyId?: string | null;
  /** The language registered in (ADR 0064); English when not given. */
  language?: Language;
};

/**
 * The one way a password account is made (traveller and airline registration share
 * the rules). The password is hashed before `tx` is opened by the caller (argon2 takes tens of
 * milliseconds; no transaction should wait on it): `prepareAccount` first, then `createAccount`.
 */
export async function prepareAccount(account: NewAccount) {
  const { password, ...rest } = account;
  return { ...rest, passwordHash: await hashPassword(password) };
}

export async function createAccount(
  tx: Db,
  clock: Clock,
  account: Awaited<ReturnType<typeof prepareAccount>>,
): Promise<UserRow> {
  const now = clock.now();
  try {
    return await insertUser(tx, {
      email: account.email,
      passwordHash: account.passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      role: account.role,
      companyId: account.companyId ?? null,
      language: account.language ?? 'en',
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTaken();
    throw error;
  }
}
