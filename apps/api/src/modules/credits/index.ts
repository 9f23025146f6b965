import { onWork } from '../../platform/work.ts';
import * as ledger from './credits.repository.ts';

/*
 * The credits module's public API (ADR 0045): the credit ledger, read and appended inside the
 * callers' transactions. It has no routes (a member's credits are shown by the accounts module),
 * so it has no factory either. Each function takes the caller's unit of work (ADR 0068,
 * `asWork(tx)`); `onWork` retypes this module's own functions, nothing is wrapped.
 */
export const { accountOf, appendLedger, creditsOf, ledgerOf } = onWork(ledger);
export type { Account, LedgerEntry } from './credits.repository.ts';
