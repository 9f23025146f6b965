import { randomUUID } from 'node:crypto';
import { and, asc, isNull, sql } from 'drizzle-orm';
import { isJoinable } from '@saath/shared/groups';
import { GROUP_CAPACITY, GROUP_THRESHOLD } from '@saath/shared/travel';
import type { z } from 'zod';
import type { joinBodySchema } from '@saath/shared/groups';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { communities, memberships, type CommunityRow } from '../../db/schema/groups.ts';
import type { Principal } from '../../platform/auth.ts';
import { createBatcher } from '../../platform/batcher.ts';
import { groupChanged, recordChange } from '../../platform/change-feed.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { enqueueMails, type MailWorker } from '../../platform/mailer.ts';
import type { Lifecycle } from '../lifecycle/lifecycle.service.ts';
import { joinedMail } from './groups.mails.ts';

export type ParsedPassenger = z.output<typeof joinBodySchema>['passengers'][number];
export type JoinRequest = { principal: Principal; groupId: string; passengers: ParsedPassenger[] };
/** The group as it stood right after this join, or why the join was refused. */
export type JoinOutcome = { row: CommunityRow } | { error: unknown };

export const GROUP_NOT_FOUND = 'Group not found';
export const GROUP_FULL = 'Group is full';
export const ALREADY_MEMBER = 'You are already a member of this group';
export const NOT_OPEN = 'This group is no longer open for joining';

/**
 * ADR 0007: joins that arrive together commit together. One transaction locks every group the
 * batch touches (in id order, so two batches never deadlock), reads the callers' memberships
 * with one statement, decides each join in arrival order exactly as a lone join would (its own
 * 404 or 409; a refused join changes nothing for the others), writes every accepted membership,
 * passenger and counter with one statement and the joined mails with another, runs the
 * threshold transition of any group that reached it, and commits once: one WAL flush for the
 * whole batch instead of one per join.
 *
 * Should the batch transaction fail as a whole (a deadlock with some other writer, a bug), each
 * join is run again on its own through `joinOne`, so no join fails for another's sake.
 */
export function createJoinBatcher(deps: {
  db: Db;
  clock: Clock;
  lifecycle: Lifecycle;
  mail: MailWorker;
  config: Pick<Config, 'publicUrl'>;
  /** The one-join transaction: the fallback when a batch fails. */
  joinOne: (request: JoinRequest) => Promise<CommunityRow>;
}) {
  const { clock, lifecycle } = deps;

  async function runBatch(tx: Db, requests: JoinRequest[]): Promise<JoinOutcome[]> {
    const groupIds = [...new Set(requests.map((r) => r.groupId))].sort();
    // The row locks serialise this batch with every other join, leave and transition of these
    // groups; taking them in id order keeps concurrent batches from deadlocking.
    const locked = await tx
      .select()
      .from(communities)
      .where(sql`${communities.id} = ANY(${sql.param(groupIds)}::uuid[])`)
      .orderBy(asc(communities.id))
      .for('update');
    const userIds = [...new Set(requests.map((r) => r.principal.userId))];
    const existing = await tx
      .select({ communityId: memberships.communityId, userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          sql`${memberships.communityId} = ANY(${sql.param(groupIds)}::uuid[])`,
          sql`${memberships.userId} = ANY(${sql.param(userIds)}::uuid[])`,
          isNull(memberships.leftAt),
        ),
      );
    const members = new Set(existing.map((m) => `${m.communityId}|${m.userId}`));

    type State = { row: CommunityRow; count: number; closed: boolean; added: number };
    const groups = new Map<string, State>();
    for (const row of locked) {
      let closed = false;
      if (lifecycle.isFormationOver(row)) {
        // The window closed before the sweeper got here: close it now, and keep that.
        await lifecycle.disableUnformed(tx, row);
        closed = true;
      }
      groups.set(row.id, { row, count: row.passengerCount, closed, added: 0 });
    }

    // Each join in arrival order, against the group as the joins before it left it.
    const now = clock.now();
    type Decision = { error: unknown } | { countAfter: number; membershipId: string };
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
      group.added += request.passengers.length;
      return { countAfter: group.count, membershipId: randomUUID() };
    });

    const accepted = requests.flatMap((request, i) => {
      const d = decided[i]!;
      return 'countAfter' in d ? [{ request, ...d }] : [];
    });
    if (accepted.length > 0) {
      const passengerRows = accepted.flatMap((a) =>
        a.request.passengers.map((p, position) => ({ a, p, position: position + 1 })),
      );
      const touched = [...groups.values()].filter((g) => g.added > 0);
      const param = <T>(values: T[]) => sql.param(values);
      // One statement for the memberships, their passengers and the counters (the passengers
      // reference memberships inserted by the same statement: checked at its end).
      await tx.execute(sql`
        WITH new_memberships AS (
          INSERT INTO ${memberships} (id, community_id, user_id, passenger_count, joined_at)
          SELECT m.id, m.community_id, m.user_id, m.passenger_count, ${now.toISOString()}::timestamptz
          FROM unnest(
            ${param(accepted.map((a) => a.membershipId))}::uuid[],
            ${param(accepted.map((a) => a.request.groupId))}::uuid[],
            ${param(accepted.map((a) => a.request.principal.userId))}::uuid[],
            ${param(accepted.map((a) => a.request.passengers.length))}::smallint[]
          ) AS m(id, community_id, user_id, passenger_count)
        ), new_passengers AS (
          INSERT INTO passengers (membership_id, position, full_name, dob, age, gender, phone, email)
          SELECT * FROM unnest(
            ${param(passengerRows.map((r) => r.a.membershipId))}::uuid[],
            ${param(passengerRows.map((r) => r.position))}::smallint[],
            ${param(passengerRows.map((r) => r.p.full_name))}::text[],
            ${param(passengerRows.map((r) => r.p.dob))}::date[],
            ${param(passengerRows.map((r) => r.p.age))}::smallint[],
            ${param(passengerRows.map((r) => r.p.gender))}::text[],
            ${param(passengerRows.map((r) => r.p.phone))}::text[],
            ${param(passengerRows.map((r) => r.p.email))}::text[]
          )
        )
        UPDATE ${communities} AS c
        SET passenger_count = c.passenger_count + d.delta, updated_at = ${now.toISOString()}::timestamptz
        FROM unnest(
          ${param(touched.map((g) => g.row.id))}::uuid[],
          ${param(touched.map((g) => g.added))}::int[]
        ) AS d(id, delta)
        WHERE c.id = d.id`);
      for (const a of accepted)
        recordChange(tx, { kind: 'member', userId: a.request.principal.userId });

      // Threshold -> RFQ for each group that reached it, its first joiner past 7 as the actor.
      const after = new Map<string, { row: CommunityRow; movedAt: number }>();
      for (const group of touched) {
        const counted = { ...group.row, passengerCount: group.count, updatedAt: now };
        groupChanged(tx, counted);
        const crossing = accepted.findIndex(
          (a) => a.request.groupId === group.row.id && a.countAfter >= GROUP_THRESHOLD,
        );
        const actor = crossing >= 0 ? accepted[crossing]!.request.principal.userId : '';
        const moved = await lifecycle.afterPassengersAdded(tx, counted, actor);
        after.set(group.row.id, { row: moved, movedAt: moved === counted ? Infinity : crossing });
      }

      // What each joiner sees: the group right after their own join.
      const rows = accepted.map((a, i) => {
        const state = after.get(a.request.groupId)!;
        const base = i >= state.movedAt ? state.row : groups.get(a.request.groupId)!.row;
        return { ...base, passengerCount: a.countAfter, updatedAt: now };
      });
      await enqueueMails(
        tx,
        clock,
        accepted.map((a, i) =>
          joinedMail(
            a.request.principal.email,
            a.request.principal.firstName,
            rows[i]!,
            a.request.passengers.length,
            deps.config.publicUrl,
          ),
        ),
      );
      let next = 0;
      return decided.map((d) => ('countAfter' in d ? { row: rows[next++]! } : d));
    }
    return decided.map((d) => ('countAfter' in d ? { error: new Error('unreachable') } : d));
  }

  const submit = createBatcher<JoinRequest, JoinOutcome>(
    async (requests) => {
      let outcomes: JoinOutcome[];
      try {
        outcomes = await deps.db.transaction((tx) => runBatch(tx, requests));
      } catch (error) {
        if (requests.length === 1) outcomes = [{ error }];
        else
          outcomes = await Promise.all(
            requests.map((r) =>
              deps.joinOne(r).then(
                (row) => ({ row }),
                (e: unknown) => ({ error: e }),
              ),
            ),
          );
      }
      deps.mail.kick();
      return outcomes;
    },
    { maxBatch: 100, concurrency: 4 },
  );

  return async function join(request: JoinRequest): Promise<CommunityRow> {
    const outcome = await submit(request);
    if ('error' in outcome) throw outcome.error;
    return outcome.row;
  };
}
