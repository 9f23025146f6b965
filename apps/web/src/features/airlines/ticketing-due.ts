import { t } from '../../lib/i18n.tsx';
import { TICKETING_OVERDUE } from './airline-messages.ts';

/**
 * How long an airline has left to issue a group's tickets, coarse as people say it:
 * 'due in 1 day 4 h', 'due in 5 h 12 min', 'due in 3 min', or 'overdue' once the moment passed,
 * in the page's language (called while rendering).
 */
export function ticketingDueText(deadline: string, nowMs: number): string {
  const ms = new Date(deadline).getTime() - nowMs;
  if (Number.isNaN(ms)) return '';
  if (ms <= 0) return t(TICKETING_OVERDUE);
  // Rounded up: a deadline 30 s away is 'due in 1 min', never 'due in 0 min'.
  const minutes = Math.ceil(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0)
    return t('due in {days, plural, one {# day} other {# days}} {hours} h', { days, hours });
  if (hours > 0) return t('due in {hours} h {mins} min', { hours, mins });
  return t('due in {mins} min', { mins });
}
