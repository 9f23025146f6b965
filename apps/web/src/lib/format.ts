// Dates are shown in India time (decisions.md "Money and time"); money goes through formatPaise.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '2026-04-02' or an ISO timestamp -> '2 April 2026'; unparseable input is returned as is. */
export function formatDate(value: string): string {
  // A bare calendar date is a date in India, not midnight UTC.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** spec §2: the user menu greets with the first word of the name, or 'User'. */
export function greetingName(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first || 'User';
}
