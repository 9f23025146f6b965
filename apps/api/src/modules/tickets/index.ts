/*
 * The tickets module's public API (ADR 0045). Other modules import this file only.
 */
export { countTickets, countTicketsOfGroup, issuedSavingsOfGroup } from './tickets.repository.ts';
export type { RefundClaim } from './tickets.types.ts';
