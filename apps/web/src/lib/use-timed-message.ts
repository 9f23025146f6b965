import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that disappears by itself (success messages last 3 s; the contact form's
 * success 5 s and its error 8 s). Returns the current message (a text, or any value the page
 * renders), a function to show a new one (for `durationMs` unless told otherwise) and one to
 * take it away at once.
 */
export function useTimedMessage<T = string>(
  durationMs: number,
): [T | null, (next: T, forMs?: number) => void, () => void] {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (next: T, forMs = durationMs) => {
      window.clearTimeout(timer.current);
      setMessage(next);
      timer.current = window.setTimeout(() => setMessage(null), forMs);
    },
    [durationMs],
  );
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return [message, show, clear];
}
