import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that disappears by itself (spec §9: success messages last 3 s).
 * Returns the current message and a function to show a new one.
 */
export function useTimedMessage(durationMs: number): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (next: string) => {
      window.clearTimeout(timer.current);
      setMessage(next);
      timer.current = window.setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return [message, show];
}
