// spec §4 "Badge colours". Shared by the traveller, airline and admin pages, so statuses arrive
// in either case (the spec notes lowercase variants, e.g. the admin override values).
const VARIANTS: Readonly<Record<string, string>> = {
  ACTIVE: 'primary',
  READY_FOR_BOOKING: 'success',
  BOOKED: 'success',
  THRESHOLD_MET: 'success',
  RFQ_SENT: 'info',
  DISABLED: 'secondary',
  CANCELLED: 'danger',
  PENDING: 'warning',
  // spec §4 "Ticket statuses": ISSUED is success too (CANCELLED and PENDING agree with groups).
  ISSUED: 'success',
};

// Words people read instead of codes; acronyms stay upper case.
const LABELS: Readonly<Record<string, string>> = {
  RFQ_SENT: 'RFQ sent',
  READY_FOR_BOOKING: 'Ready for booking',
  THRESHOLD_MET: 'Threshold met',
};

export type BadgeVariant =
  'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'light' | 'dark';

/** The Bootstrap colour of a status; anything unknown is 'info' (spec §4). */
export function statusBadgeVariant(status: string): BadgeVariant {
  return (VARIANTS[status.trim().toUpperCase()] ?? 'info') as BadgeVariant;
}

/** 'RFQ_SENT' or 'rfq_sent' -> 'RFQ sent'; 'READY_FOR_BOOKING' -> 'Ready for booking'. */
export function statusLabel(status: string): string {
  const code = status.trim().toUpperCase();
  const known = LABELS[code];
  if (known) return known;
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
