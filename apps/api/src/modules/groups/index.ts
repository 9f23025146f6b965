import type { Auth } from '../../platform/auth.ts';
import type { AppModule } from '../../platform/module.ts';
import { registerGroupsRoutes } from './groups.routes.ts';
import { createGroupsService, type GroupsDeps, type GroupsService } from './groups.service.ts';

/*
 * The groups module's public API (ADR 0045). Other modules import this file only: its factory,
 * the group's commands (every change of a group goes through them, ADR 0038), its unlocked
 * queries and its presenter. The repository stays private. `changeStatus` is the lifecycle's alone (the only
 * code that decides a status); eslint.config.js refuses it to every other importer.
 */
export {
  claimBiddingDue,
  claimFormationDue,
  claimPaymentDue,
  claimPaymentReminderDue,
  claimTicketingDeadlineDue,
  claimTicketingReminderDue,
  clearPaymentReminder,
  correctPassenger,
  lockGroup,
  lockGroupWithMember,
  recordBidChange,
  recordPayment,
  releaseSeats,
  rescheduleWinningQuote,
  withLockedGroup,
} from './groups.commands.ts';
export type { GroupSnapshot } from './groups.snapshot.ts';
// Reads that take no lock: other modules look at groups and members through these, and change
// them only through the commands above.
export {
  activeMembers,
  activeMembersOf,
  countActiveMemberships,
  findActiveMembership,
  findGroup,
  findGroupWithMember,
  routeDateCondition,
  type GroupWithMember,
  type ActiveMember,
} from './groups.repository.ts';
export { describeGroup, toGroup } from './groups.presenter.ts';
export { changeStatus } from './groups.status.ts';
export type { AirlineBids, GroupLifecycle, GroupOpened, MemberPayments } from './groups.ports.ts';

export type GroupsModuleDeps = GroupsDeps & {
  config: GroupsDeps['config'] & { env: string };
  auth: Auth;
};

export type GroupsApi = {
  /** A group exactly as the detail route answers it to `principal` (the live events send it). */
  detail: GroupsService['detail'];
  /** A group's status, and whether bidding was ever opened on it. */
  rfqState: GroupsService['rfqState'];
};

export function createGroupsModule(deps: GroupsModuleDeps): AppModule<GroupsApi> {
  const { auth, ...service } = deps;
  const groups = createGroupsService(service);
  return {
    plugin: async (app) =>
      registerGroupsRoutes(app, { groups, auth, production: deps.config.env === 'production' }),
    api: { detail: groups.detail, rfqState: groups.rfqState },
  };
}
