import type { Analytics } from '@saath/shared/admin';
import { msg, type Message } from '@saath/shared/i18n';
import { formatPaise } from '@saath/shared/money';
import { currentLocale, t } from '../../lib/i18n.tsx';

// Pure formatting for the admin console ("Admin dashboard"), tested on its own.

/** A figure there is nothing to compute from yet; show it with `t(NOT_AVAILABLE)`. */
export const NOT_AVAILABLE = msg('N/A');

/** The pie's slices. Status names lower-cased with spaces, zero counts left out. */
export function statusSlices(
  counts: Analytics['community_status_counts'] | null | undefined,
): { status: string; name: string; value: number }[] {
  return Object.entries(counts ?? {})
    .filter(([, count]) => typeof count === 'number' && count > 0)
    .map(([status, count]) => ({
      status,
      name: status.toLowerCase().replaceAll('_', ' '),
      value: count as number,
    }));
}

/** The bar chart's bars, 'DEL-BOM' with its number of groups. */
export function routeBars(
  routes: Analytics['popular_routes'] | null | undefined,
): { route: string; groups: number }[] {
  return (routes ?? []).map((r) => ({
    route: `${r.from_location}-${r.to_location}`,
    groups: r.count,
  }));
}

/** 'Average Group Size': one decimal, or N/A. */
export function formatAverage(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : t(NOT_AVAILABLE);
}

/** 'Threshold Success Rate': a 0..1 share as a percentage with one decimal, or N/A. */
export function formatRate(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${(value * 100).toFixed(1)}%`
    : t(NOT_AVAILABLE);
}

/** A pie label: the slice's share of the whole, rounded to a whole percent. */
export function formatSliceShare(percent: number | undefined): string {
  return `${Math.round((percent ?? 0) * 100)}%`;
}

/** Manage Users: the first 8 characters of the id plus '...'. */
export function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}...` : id;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
// One formatter per locale: '5 minutes ago' in English, '5 मिनट पहले' in Hindi.
const relatives = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = currentLocale();
  let format = relatives.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relatives.set(locale, format);
  }
  return format;
}

/** Contact Messages: 'Submitted' as relative time, e.g. '5 minutes ago'. */
export function formatRelativeTime(value: string, now: Date = new Date()): string {
  const then = new Date(value);
  if (Number.isNaN(then.getTime())) return value;
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  return relativeFormat().format(Math.round(seconds / size), unit);
}

/** 'Reply via Email': a mailto link whose subject is the original's, prefixed 'Re:'. */
export function replyMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/**
 * Details the audit log keeps as integer paise (docs/product/money.md): a refund's amount, a
 * quote's fare, each member's credit, and any `*_paise`. Shown in ₹ like every other amount.
 */
const MONEY_DETAILS = new Set(['amount', 'price_per_ticket', 'credit_paise_each']);

/**
 * The words for the details the API keeps (its `details: {...}` of each audited action), marked
 * so a Hindi console names them too. A key not listed here reads as itself, underscores to spaces.
 * ("from" and "to" are left out: "to" already names the arrow of a status change.)
 */
const DETAIL_LABELS: Record<string, Message> = {
  amount: msg('amount'),
  price_per_ticket: msg('price per ticket'),
  credit_paise_each: msg('credit each'),
  fee_waivers_each: msg('fee waivers each'),
  airline: msg('airline'),
  at: msg('at'),
  attempts: msg('attempts'),
  bidders_notified: msg('bidders notified'),
  changes: msg('changes'),
  company_id: msg('company id'),
  flight_number: msg('flight number'),
  hours: msg('hours'),
  job_id: msg('job id'),
  kind: msg('kind'),
  members_credited: msg('members credited'),
  passenger_id: msg('passenger id'),
  payment_deadline: msg('payment deadline'),
  payment_id: msg('payment id'),
  payout_account: msg('payout account'),
  payout_id: msg('payout id'),
  quote_id: msg('quote id'),
  recovery_id: msg('recovery id'),
  refund_request_id: msg('refund request id'),
  request_id: msg('request id'),
  ticket_id: msg('ticket id'),
  tickets_issued: msg('tickets issued'),
};

/** One kept audit detail as a label and a value: money in ₹, other values as they are. */
export function auditDetail(key: string, value: unknown): { label: string; text: string } {
  const known = DETAIL_LABELS[key];
  const label = known
    ? t(known)
    : (key.endsWith('_paise') ? key.slice(0, -6) : key).replaceAll('_', ' ');
  if ((MONEY_DETAILS.has(key) || key.endsWith('_paise')) && typeof value === 'number')
    return { label, text: formatPaise(value) };
  const text =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
  return { label, text };
}
