import { msg, type Message } from '@saath/shared/i18n';
import { t } from '../../lib/i18n.tsx';

// Badge colours. Shared by the traveller, airline and admin pages, so statuses arrive
// in either case (lowercase variants appear, e.g. the admin override values).
const VARIANTS: Readonly<Record<string, string>> = {
  ACTIVE: 'primary',
  READY_FOR_BOOKING: 'success',
  BOOKED: 'success',
  THRESHOLD_MET: 'success',
  RFQ_SENT: 'info',
  DISABLED: 'secondary',
  CANCELLED: 'danger',
  PENDING: 'warning',
  // Ticket statuses: ISSUED is success too (CANCELLED and PENDING agree with groups).
  ISSUED: 'success',
};

// Words people read instead of codes; acronyms stay upper case. Every known status is listed, so
// each has its translation (an unknown code shows as its own words).
const LABELS: Readonly<Record<string, Message>> = {
  ACTIVE: msg('Active'),
  RFQ_SENT: msg('RFQ sent'),
  // A group whose bid won waits for its members to pay their shares.
  READY_FOR_BOOKING: msg('Awaiting payment'),
  THRESHOLD_MET: msg('Threshold met'),
  BOOKED: msg('Booked'),
  DISABLED: msg('Disabled'),
  CANCELLED: msg('Cancelled'),
  PENDING: msg('Pending'),
  ISSUED: msg('Issued'),
};

// Charts need a colour of each group status's own (five cycling colours gave ACTIVE
// and CANCELLED the same teal). Each is a shade of its badge's colour, so a status looks the
// same in a chart and a badge, and each keeps 4.5:1 against white (the pie's labels).
const CHART_COLOURS: Readonly<Record<string, string>> = {
  PENDING: '#a16207', // warning
  ACTIVE: '#1d4ed8', // primary
  THRESHOLD_MET: '#4d7c0f', // success, lime
  RFQ_SENT: '#0e7490', // info
  READY_FOR_BOOKING: '#15803d', // success
  BOOKED: '#14532d', // success, darkest: the end of the road
  DISABLED: '#475569', // secondary
  CANCELLED: '#be123c', // danger
};

/** The chart colour of a group status; anything unknown is the info colour. */
export function statusChartColour(status: string): string {
  return CHART_COLOURS[status.trim().toUpperCase()] ?? CHART_COLOURS.RFQ_SENT!;
}

export type BadgeVariant =
  'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'light' | 'dark';

/** The Bootstrap colour of a status; anything unknown is 'info'. */
export function statusBadgeVariant(status: string): BadgeVariant {
  return (VARIANTS[status.trim().toUpperCase()] ?? 'info') as BadgeVariant;
}

/** 'RFQ_SENT' or 'rfq_sent' -> 'RFQ sent'; 'READY_FOR_BOOKING' -> 'Awaiting payment'. */
export function statusLabel(status: string): string {
  const code = status.trim().toUpperCase();
  const known = LABELS[code];
  if (known) return t(known);
  const words = code.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type StatusBadgeProps = {
  status: string;
  /** Overrides the text (e.g. the search table's 'Ready' / 'Active'), keeping the colour. */
  label?: string;
  className?: string;
};

/**
 * text-bg-* sets a readable text colour for each background (dark on warning and info, white
 * on the others), so every badge passes AA contrast.
 */
export function StatusBadge({ status, label, className }: StatusBadgeProps) {
  const classes = ['badge', `text-bg-${statusBadgeVariant(status)}`, className].filter(Boolean);
  return <span className={classes.join(' ')}>{label ?? statusLabel(status)}</span>;
}
