/*
 * The payments module's public API (ADR 0045). Other modules import this file only.
 */
export { toRefund } from './payments.contract.ts';
export {
  contactOf,
  decideRefundRequest,
  findPayment,
  findRefundRequest,
  lockPayment,
  providerRefundsOf,
  refundedOf,
  type ProviderRefund,
} from './payments.repository.ts';
