/*
 * The airlines module's public API (ADR 0045). Other modules import this file only.
 */
export { toQuote } from './airlines.presenter.ts';
export { bidHistoryOf, quotesForGroup } from './airlines.repository.ts';
