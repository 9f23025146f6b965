import {
  ALERT_EXISTS,
  ALERT_LIMIT_REACHED,
  ALERT_LIMITS,
  ALERT_NOT_FOUND,
  ALERT_DELETED,
  UNSUBSCRIBE_DONE,
  UNSUBSCRIBE_INVALID,
  alertPeriod,
  alertPeriodIssue,
  suggestAlerts,
  type Alert,
  type AlertCreate,
  type AlertSuggestion,
  type UnsubscribeResult,
} from '@saath/shared/alerts';
import { isOpenForJoining } from '@saath/shared/groups';
import { indiaDate } from '@saath/shared/india-time';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RouteAlertRow } from '../../db/schema/alerts.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, conflict, invalidField, notFound } from '../../platform/errors.ts';
import { enqueueMailJob, type MailWorker } from '../../platform/mailer.ts';
import { noticeTexts } from '../../platform/notice-texts.ts';
import { enqueueNotices } from '../../platform/notices.ts';
import { asWork, type Work } from '../../platform/work.ts';
import type { GroupSnapshot } from '../groups/index.ts';
import { ALERT_MATCH_JOB, alertMatchMail } from './alerts.mails.ts';
import * as repo from './alerts.repository.ts';
import { createUnsubscribeTokens } from './alerts.token.ts';

/** What alerts need of the groups module, wired in app.ts (no folder loop). */
export type AlertGroups = {
  findGroup(work: Work, id: string): Promise<GroupSnapshot | undefined>;
};

export type AlertsDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>;
  mail: MailWorker;
  groups: AlertGroups;
};

const DAY_MS = 86_400_000;

export function toAlert(row: RouteAlertRow): Alert {
  return {
    alert_id: row.id,
    from_location: row.fromLocation,
    to_location: row.toLocation,
    time_slot: row.timeSlot,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    month: row.month,
    created_at: row.createdAt.toISOString(),
  };
}

export function createAlertsService(deps: AlertsDeps) {
  const { db, clock } = deps;
  const tokens = createUnsubscribeTokens(deps.config.jwtSecret);

  async function list(principal: Principal): Promise<Alert[]> {
    return (await repo.listAlerts(db, principal.userId)).map(toAlert);
  }

  async function create(principal: Principal, body: AlertCreate): Promise<Alert> {
    const issue = alertPeriodIssue(body, clock.now());
    if (issue) throw invalidField(['body', issue.path], issue.message);
    const { from, to } = alertPeriod(body);
    const row = await db.transaction(async (tx) => {
      await repo.lockUserAlerts(tx, principal.userId);
      if ((await repo.countAlerts(tx, principal.userId)) >= ALERT_LIMITS.perUser)
        throw conflict(ALERT_LIMIT_REACHED);
      const inserted = await repo.insertAlert(tx, {
        userId: principal.userId,
        fromLocation: body.from_location,
        toLocation: body.to_location,
        timeSlot: body.time_slot ?? null,
        dateFrom: from,
        dateTo: to,
        month: body.month ?? null,
        createdAt: clock.now(),
      });
      if (!inserted) throw conflict(ALERT_EXISTS);
      return inserted;
    });
    return toAlert(row);
  }

  /** Someone else's alert answers exactly like a missing one (architecture.md rule 4). */
  async function remove(principal: Principal, id: string) {
    if (!(await repo.deleteOwnAlert(db, id, principal.userId))) throw notFound(ALERT_NOT_FOUND);
    return { message: ALERT_DELETED };
  }

  /** The profile's pairs and months as alerts, less those the traveller already has. */
  async function suggestions(principal: Principal): Promise<AlertSuggestion[]> {
    const [profile, alerts] = await Promise.all([
      repo.profileOf(db, principal.userId),
      repo.listAlerts(db, principal.userId),
    ]);
    const have = new Set(
      alerts
        .filter((a) => a.timeSlot === null)
        .map((a) => `${a.fromLocation}|${a.toLocation}|${a.month ?? `${a.dateFrom}|${a.dateTo}`}`),
    );
    return suggestAlerts(profile ?? {}, clock.now()).filter(
      (s) =>
        !have.has(
          `${s.from_location}|${s.to_location}|${s.month ?? `${s.date_from}|${s.date_to}`}`,
        ),
    );
  }

  /** RFC 8058 one-click, or the page's button: the alert goes; a second click changes nothing. */
  async function unsubscribe(token: string): Promise<UnsubscribeResult> {
    const alertId = tokens.verify(token, clock.now());
    if (!alertId) throw badRequest(UNSUBSCRIBE_INVALID);
    const row = await repo.deleteAlert(db, alertId);
    return {
      message: UNSUBSCRIBE_DONE,
      from_location: row?.fromLocation ?? null,
      to_location: row?.toLocation ?? null,
    };
  }

  /**
   * Called in the transaction that creates a group (ADR 0021): one job row, the same cost
   * whatever the alerts; the worker matches behind the answer.
   */
  async function groupOpened(tx: Db, group: GroupSnapshot): Promise<void> {
    await enqueueMailJob(tx, clock, ALERT_MATCH_JOB, group.id);
  }

  /**
   * The job: claims the matching alerts (one a day each) and queues their notices in `tx`, by
   * each owner's channel (ADR 0059): a text, with the mail as its fall-back.
   */
  async function composeMatches(tx: Db, queued: { recipient: string }): Promise<null> {
    const now = clock.now();
    const group = await deps.groups.findGroup(asWork(tx), queued.recipient);
    // A group that closed before the job ran is no longer worth a mail.
    if (!group || !isOpenForJoining(group, now)) return null;
    const claimed = await repo.claimMatches(tx, group, group.createdBy, indiaDate(now));
    const expiresAt = new Date(now.getTime() + ALERT_LIMITS.unsubscribeValidDays * DAY_MS);
    await enqueueNotices(
      tx,
      clock,
      claimed.map((alert) => ({
        userId: alert.userId,
        text: (texts) => noticeTexts.routeAlert(texts, group, deps.config.publicUrl),
        mail: (texts) =>
          alertMatchMail(
            alert,
            group,
            tokens.issue(alert.id, expiresAt),
            deps.config.publicUrl,
            texts,
          ),
      })),
    );
    return null;
  }
  deps.mail.compose(ALERT_MATCH_JOB, composeMatches);

  return { list, create, remove, suggestions, unsubscribe, groupOpened, tokens };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
