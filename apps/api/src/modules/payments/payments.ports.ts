import type { Work } from '../../platform/work.ts';
import type { GroupSnapshot } from '../groups/index.ts';

/**
 * What payments need of the lifecycle, named here and wired in app.ts (a module uses
 * another's service only through a small named interface): a captured share may complete the
 * group, which only the lifecycle may then book.
 */
export type PaymentLifecycle = {
  afterPayment(tx: Work, group: GroupSnapshot): Promise<GroupSnapshot>;
};

/**
 * Razorpay sends every event of the account to the one webhook URL, Route's transfer events
 * too (ADR 0062). Once this module verified the signature, a body that is not a payment event
 * is offered here (the settlement's payouts, wired in app.ts): null when it is not a transfer
 * event either, else whether it changed anything.
 */
export type TransferEvents = (rawBody: string) => Promise<boolean | null>;
