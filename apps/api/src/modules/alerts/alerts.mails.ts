import { UNSUBSCRIBE_PAGE, ALERTS_API } from '@saath/shared/alerts';
import { formatTravelDate } from '@saath/shared/dates';
import { cityLabel, timeSlotLabel } from '@saath/shared/travel';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';

export const ALERT_MATCH_JOB = 'route_alert_match';

/**
 * A group opened on a watched route (ADR 0021). The link opens the invite page (join from there);
 * the unsubscribe link works without sign-in, and the List-Unsubscribe headers (RFC 2369, RFC
 * 8058) let a mail client unsubscribe in one click.
 */
export function alertMatchMail(
  to: { email: string; firstName: string },
  group: CommunityRow,
  token: string,
  publicUrl: string,
): Mail {
  const route = `${cityLabel(group.fromLocation)} → ${cityLabel(group.toLocation)}`;
  const join = `${publicUrl}/invite/${group.id}`;
  const query = `?token=${encodeURIComponent(token)}`;
  const page = `${publicUrl}${UNSUBSCRIBE_PAGE}${query}`;
  const oneClick = `${publicUrl}${ALERTS_API.unsubscribe}${query}`;
  return {
    kind: 'route_alert',
    to: to.email,
    subject: `A group opened: ${route} on ${formatTravelDate(group.travelDate)}`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `A flight group just opened on a route you watch:`,
      `${route}, ${formatTravelDate(group.travelDate)}, departing ${timeSlotLabel(group.timeSlot)}.`,
      '',
      `Join it here: ${join}`,
      '',
      'You get at most one mail a day for each alert.',
      `Stop these mails for this alert: ${page}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
