import { UNSUBSCRIBE_PAGE, ALERTS_API } from '@saath/shared/alerts';
import { timeSlotLabel } from '@saath/shared/travel';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Mail } from '../../platform/mailer.ts';
import { cityIn, ENGLISH, type Texts } from '../../platform/texts.ts';

export const ALERT_MATCH_JOB = 'route_alert_match';

/**
 * A group opened on a watched route (ADR 0021), in the watcher's language. The link opens the
 * invite page (join from there); the unsubscribe link works without sign-in, and the
 * List-Unsubscribe headers (RFC 2369, RFC 8058) let a mail client unsubscribe in one click.
 */
export function alertMatchMail(
  to: { email: string; firstName: string },
  group: CommunityRow,
  token: string,
  publicUrl: string,
  texts: Texts = ENGLISH,
): Mail {
  const { t } = texts;
  const route = `${cityIn(texts, group.fromLocation)} → ${cityIn(texts, group.toLocation)}`;
  const date = texts.date(group.travelDate);
  const join = texts.page(publicUrl, `/invite/${group.id}`);
  const query = `?token=${encodeURIComponent(token)}`;
  const page = texts.page(publicUrl, `${UNSUBSCRIBE_PAGE}${query}`);
  // The one-click unsubscribe is the API's, in no language.
  const oneClick = `${publicUrl}${ALERTS_API.unsubscribe}${query}`;
  return {
    kind: 'route_alert',
    to: to.email,
    subject: t('A group opened: {route} on {date}', { route, date }),
    text: [
      t('Hello {name},', { name: to.firstName }),
      '',
      t('A flight group just opened on a route you watch:'),
      t('{route}, {date}, departing {slot}.', { route, date, slot: timeSlotLabel(group.timeSlot) }),
      '',
      t('Join it here: {link}', { link: join }),
      '',
      t('You get at most one mail a day for each alert.'),
      t('Stop these mails for this alert: {link}', { link: page }),
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
