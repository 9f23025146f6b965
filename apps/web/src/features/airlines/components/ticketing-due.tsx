import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { TICKETING_OVERDUE } from '../airline-messages.ts';
import { ticketingDueText } from '../ticketing-due.ts';

// Minutes are the finest unit shown: a tick every 30 s keeps it right without busy rendering.
const TICK_MS = 30_000;

/**
 * When a won group's tickets are due: 'due in 1 day 4 h' (or 'overdue'), with the moment in
 * India time. Nothing is due once every ticket is issued, nor before the group is booked.
 */
export function TicketingDue({ deadline, done }: { deadline: string | null; done: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline || done) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline, done]);
  if (!deadline) return <span className="text-body-secondary">{t('Not yet booked')}</span>;
  const moment = (
    <span className="d-block small text-body-secondary">
      {t('{time} IST', { time: formatDateTime(deadline) })}
    </span>
  );
  if (done)
    return (
      <span>
        {t('All issued')}
        {moment}
      </span>
    );
  const text = ticketingDueText(deadline, now);
  return (
    <span>
      <span
        className={text === t(TICKETING_OVERDUE) ? 'fw-semibold text-danger-emphasis' : undefined}
      >
        {text.charAt(0).toUpperCase() + text.slice(1)}
      </span>
      {moment}
    </span>
  );
}
