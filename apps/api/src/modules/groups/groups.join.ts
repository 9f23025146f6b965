import { randomUUID } from 'node:crypto';
import {
  ALREADY_MEMBER,
  GROUP_FULL,
  GROUP_NOT_FOUND,
  NOT_OPEN,
  isFormationOver,
  isJoinable,
} from '@saath/shared/groups';
import { GROUP_CAPACITY, GROUP_THRESHOLD } from '@saath/shared/travel';
import type { z } from 'zod';
import type { joinBodySchema } from '@saath/shared/groups';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Principal } from '../../platform/auth.ts';
import { createBatcher } from '../../platform/batcher.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { outboxRow, type MailWorker } from '../../platform/mailer.ts';
import { joinedMail } from './groups.mails.ts';
import type { GroupLifecycle } from './groups.ports.ts';
import { lockGroups, recordJoins } from './groups.commands.ts';
import * as repo from './groups.repository.ts';
import { textsIn } from '../../platform/texts.ts';
import { asWork } from '../../platform/work.ts';

export type ParsedPassenger = z.output<typeof joinBodySchema>['passengers'][number];
export type JoinRequest = { principal: Principal; groupId: string; passengers: ParsedPassenger[] };
/** The group as it stood right after this join, or why the join was refused. */
export type JoinOutcome = { row: CommunityRow } | { error: unknown };

type Decision = { error: unknown } | { countAfter: number; membershipId: string };

/**
 * The one way into a group (ADR 0007, ADR 0013). `run` decides and writes any number of joins in
 * the caller's transaction: it locks every group they touch (in id order, so two runs never
 * deadlock), reads the callers' memberships with one statement, decides each join in arrival
 * order as a lone join would be decided (its own 404 or 409; a refused join changes nothing for
 * the others), writes the memberships, passengers, joined mails and counters in one statement
 * (the recordJoins command), and lets the lifecycle move any group that reached the threshold.
 *
 * `join` is how a request joins: requests that arrive together are run together in one
 * transaction (one commit, one WAL flush, for the whole batch); a lone request is a batch of one.
 * A create with passengers runs its first join inside the create's transaction.
 */
export function createJoins(deps: {
  db: Db;
  clock: Clock;
  lifecycle: GroupLifecycle;
  mail: MailWorker;
  config: Pick<Config, 'publicUrl'>;
}) {
  const { clock, lifecycle } = deps;

  async function run(tx: Db, requests: JoinRequest[]): Promise<JoinOutcome[]> {
    const groupIds = [...new Set(requests.map((r) => r.groupId))].sort();
    const locked = await lockGroups(tx, groupIds);
    const members = await repo.activeMembershipKeys(tx, groupIds, [
      ...new Set(requests.map((r) => r.principal.userId)),
    ]);
    const now = clock.now();

    type State = { row: CommunityRow; count: number; closed: boolean };
    const groups = new Map<string, State>();
    for (const row of locked) {
      const closed = isFormationOver(row.status, row.formationDeadline.getTime(), now.getTime());
      // The window closed before the sweeper got here: close it now, and keep that.
      if (closed) await lifecycle.disableUnformed(asWork(tx), row);
      groups.set(row.id, { row, count: row.passengerCount, closed });
    }

    // Each join in arrival order, against the group as the joins before it left it.
    const decided = requests.map((request): Decision => {
      const group = groups.get(request.groupId);
      if (!group) return { error: notFound(GROUP_NOT_FOUND) };
      if (group.closed || !isJoinable(group.row.status)) return { error: conflict(NOT_OPEN) };
      const key = `${request.groupId}|${request.principal.userId}`;
      if (members.has(key)) return { error: conflict(ALREADY_MEMBER) };
      if (group.count + request.passengers.length > GROUP_CAPACITY)
        return { error: conflict(GROUP_FULL) };
      members.add(key);
      group.count += request.passengers.length;
      return { countAfter: group.count, membershipId: randomUUID() };
    });
    const accepted = requests.flatMap((request, i) => {
      const d = decided[i]!;
      return 'countAfter' in d ? [{ request, ...d }] : [];
    });
    if (accepted.length === 0) return decided as JoinOutcome[];

    const deltas = new Map<string, number>();
    for (const a of accepted)
      deltas.set(
        a.request.groupId,
        (deltas.get(a.request.groupId) ?? 0) + a.request.passengers.length,
      );
    const written = await recordJoins(tx, {
      memberships: accepted.map((a) => ({
        id: a.membershipId,
        communityId: a.request.groupId,
        userId: a.request.principal.userId,
        passengerCount: a.request.passengers.length,
        joinedAt: now,
      })),
      passengers: accepted.flatMap((a) =>
        a.request.passengers.map((p, i) => ({
          membershipId: a.membershipId,
          position: i + 1,
          fullName: p.full_name,
          dob: p.dob,
          age: p.age,
          gender: p.gender,
          phone: p.phone,
          email: p.email,
        })),
      ),
      // The joined mail names the route, the date and the count after each join: nothing this
      // batch or the threshold step changes, so it is written with the rest.
      mails: accepted.map((a) =>
        outboxRow(
          joinedMail(
            a.request.principal.email,
            a.request.principal.firstName,
            { ...groups.get(a.request.groupId)!.row, passengerCount: a.countAfter },
            a.request.passengers.length,
            deps.config.publicUrl,
            // In the joiner's language (ADR 0065), as their sign-in carries it.
            textsIn(a.request.principal.language),
          ),
          now,
        ),
      ),
      deltas,
      now,
    });
    // The groups as they are now: as locked, with what the write changed.
    const counted = written.map((change) => ({ ...groups.get(change.id)!.row, ...change }));
    const byId = new Map(counted.map((row) => [row.id, row]));

    // Threshold -> RFQ for every group that reached it, its first joiner past 7 as the actor.
    const crossing = new Map<string, number>();
    accepted.forEach((a, i) => {
      if (a.countAfter >= GROUP_THRESHOLD && !crossing.has(a.request.groupId))
        crossing.set(a.request.groupId, i);
    });
    const moved = await lifecycle.afterPassengersAdded(
      asWork(tx),
      counted.map((group) => {
        const at = crossing.get(group.id);
        return {
          group,
          actorUserId: at === undefined ? null : accepted[at]!.request.principal.userId,
        };
      }),
    );

    // What each joiner sees: the group right after their own join.
    let next = 0;
    return decided.map((d) => {
      if (!('countAfter' in d)) return d;
      const i = next++;
      const groupId = accepted[i]!.request.groupId;
      const after = moved.get(groupId);
      const base = after && i >= crossing.get(groupId)! ? after : byId.get(groupId)!;
      return { row: { ...base, passengerCount: d.countAfter } };
    });
  }

  const inTransaction = (requests: JoinRequest[]) => deps.db.transaction((tx) => run(tx, requests));

  const submit = createBatcher<JoinRequest, JoinOutcome>(
    async (requests) => {
      let outcomes: JoinOutcome[];
      try {
        outcomes = await inTransaction(requests);
      } catch (error) {
        // The batch failed as a whole (a deadlock with another writer, a lost connection): each
        // join is tried again as a batch of its own, so no join fails for another's sake.
        outcomes =
          requests.length === 1
            ? [{ error }]
            : await Promise.all(
                requests.map((r) =>
                  inTransaction([r]).then(
                    ([outcome]) => outcome!,
                    (e: unknown) => ({ error: e }),
                  ),
                ),
              );
      }
      deps.mail.kick();
      return outcomes;
    },
    // Two batches at a time: while one waits on PostgreSQL the next gathers joins. On the bench
    // (64 simultaneous joiners, 2 cores) four made smaller batches, more statements per join
    // and fewer joins per second (2 700 against 3 300).
    { maxBatch: 100, concurrency: 2 },
  );

  return {
    run,
    async join(request: JoinRequest): Promise<CommunityRow> {
      const outcome = await submit(request);
      if ('error' in outcome) throw outcome.error;
      return outcome.row;
    },
  };
}

export type Joins = ReturnType<typeof createJoins>;
