/*
 * The credits module's public API (ADR 0045): the credit ledger, read and appended inside the
 * callers' transactions. It has no routes (a member's credits are shown by the accounts module),
 * so it has no factory either.
 */
export {
  accountOf,
  appendLedger,
  creditsOf,
  ledgerOf,
  type Account,
  type LedgerEntry,
} from './credits.repository.ts';
