/*
 * The accounts module's public API (ADR 0045). Other modules import this file only.
 */
export { createAccount, EmailTaken, prepareAccount } from './accounts.contract.ts';
export { lockUserById, revokeUserSessions, updateUser } from './accounts.repository.ts';
