/*
 * The groups module's public API (ADR 0045). Other modules import this file only: the group's
 * commands (every change of a group goes through them, ADR 0038), its unlocked queries and its
 * presenter. The repository stays private. `changeStatus` is the lifecycle's alone (the only
 * code that decides a status); eslint.config.js refuses it to every other importer.
 */
export {
  claimBiddingDue,
  claimFormationDue,
  claimPaymentDue,
  claimPaymentReminderDue,
  clearPaymentReminder,
  lockGroup,
  recordBidChange,
  recordPayment,
  releaseSeats,
  withLockedGroup,
  type Group,
} from './groups.commands.ts';
export {
  activeMembers,
  activeMembersOf,
  countActiveMemberships,
  findActiveMembership,
  findGroup,
  routeDateCondition,
  type ActiveMember,
} from './groups.queries.ts';
export { describeGroup, toGroup } from './groups.presenter.ts';
export { changeStatus } from './groups.status.ts';
