import type { Auth } from '../../platform/auth.ts';
import type { AppModule } from '../../platform/module.ts';
import { onWork, type Work } from '../../platform/work.ts';
import * as commands from './groups.commands.ts';
import * as reads from './groups.repository.ts';
import { registerGroupsRoutes } from './groups.routes.ts';
import { createGroupsService, type GroupsDeps, type GroupsService } from './groups.service.ts';
import type {
  GroupSnapshot,
  GroupWithMemberSnapshot,
  MembershipSnapshot,
} from './groups.snapshot.ts';
import * as status from './groups.status.ts';

/*
 * The groups module's public API (ADR 0045). Other modules import this file only: its factory,
 * the group's commands (every change of a group goes through them, ADR 0038), its unlocked
 * queries and its presenter. The repository stays private. `changeStatus` is the lifecycle's alone (the only
 * code that decides a status); eslint.config.js refuses it to every other importer.
 *
 * Each function here takes the caller's unit of work (ADR 0068: `asWork(tx)`) and answers the
 * group's snapshots, never its rows: `onWork` retypes this module's own functions of `Db`, and
 * the annotations below show a row as its snapshot (tsc checks the row carries it). Both are
 * types alone: the functions other modules call are this module's own, unwrapped. A caller
 * that changes a group in its own transaction opens it and takes the group's lock first with
 * `lockGroup` (the lock order in platform/locks.ts).
 */
const commandsOnWork = onWork(commands);
const readsOnWork = onWork(reads);

/** A sweeper's claim: one due group, locked, skipping those another process holds. */
type Claim = (work: Work, now: Date) => Promise<GroupSnapshot | undefined>;
export const claimFormationDue: Claim = commandsOnWork.claimFormationDue;
export const claimBiddingDue: Claim = commandsOnWork.claimBiddingDue;
export const claimPaymentReminderDue: Claim = commandsOnWork.claimPaymentReminderDue;
export const claimPaymentDue: Claim = commandsOnWork.claimPaymentDue;
export const claimTicketingReminderDue: Claim = commandsOnWork.claimTicketingReminderDue;
export const claimTicketingDeadlineDue: Claim = commandsOnWork.claimTicketingDeadlineDue;
export const {
  clearPaymentReminder,
  correctPassenger,
  lockGroup,
  recordBidChange,
  recordPayment,
  releaseSeats,
  rescheduleWinningQuote,
} = commandsOnWork;
type LockWithMember = (
  work: Work,
  id: string,
  userId: string,
) => Promise<GroupWithMemberSnapshot | undefined>;
export const lockGroupWithMember: LockWithMember = commandsOnWork.lockGroupWithMember;
export const readLockGroupWithMember: LockWithMember = commandsOnWork.readLockGroupWithMember;
/** The lifecycle's alone (see above): the groups whose status moved, as they are now. */
export const changeStatus: (
  work: Work,
  ...rest: Parameters<typeof status.changeStatus> extends [unknown, ...infer Rest] ? Rest : never
) => Promise<GroupSnapshot[]> = onWork(status).changeStatus;
export type {
  GroupSnapshot,
  GroupWithMemberSnapshot,
  MembershipSnapshot,
} from './groups.snapshot.ts';
// Reads that take no lock: other modules look at groups and members through these, and change
// them only through the commands above.
export const { activeMembers, activeMembersOf, countActiveMemberships } = readsOnWork;
export const findGroup: (work: Work, id: string) => Promise<GroupSnapshot | undefined> =
  readsOnWork.findGroup;
export const findGroupWithMember: (
  work: Work,
  id: string,
  userId: string,
) => Promise<GroupWithMemberSnapshot | undefined> = readsOnWork.findGroupWithMember;
export const findActiveMembership: (
  work: Work,
  communityId: string,
  userId: string,
) => Promise<MembershipSnapshot | undefined> = readsOnWork.findActiveMembership;
export { routeDateCondition, type ActiveMember } from './groups.repository.ts';
export { describeGroup, toGroup } from './groups.presenter.ts';
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
