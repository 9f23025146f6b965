import { useEffect, useState } from 'react';
import { formatDateTime, formatTimeLeft } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';

// Minutes are the finest unit shown: a tick every 30 s keeps it right without busy rendering.
const TICK_MS = 30_000;

/**
 * The deadline a group is working towards, counting down: 'Closes in 5 h 12 min',
 * with the moment in India time and its zone, since members may read it from anywhere.
 */
export function DeadlineCountdown({ label, deadline }: { label: string; deadline: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const left = formatTimeLeft(deadline, now);
  return (
    <p className="small mb-2">
      <span className="fw-semibold">{label}</span> {left ? t('in {left}', { left }) : t('now')}
      <span className="text-body-secondary"> · {formatDateTime(deadline)} IST</span>
    </p>
  );
}
