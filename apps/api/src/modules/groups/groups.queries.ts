/*
 * What other modules may read of groups and their members without a lock (ADR 0038). They
 * change a group only through groups.commands.ts; the repository itself is private to this
 * module.
 */
export {
  activeMembers,
  activeMembersOf,
  countActiveMemberships,
  findActiveMembership,
  findGroup,
  routeDateCondition,
  type ActiveMember,
} from './groups.repository.ts';
