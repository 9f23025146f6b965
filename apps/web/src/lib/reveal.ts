import { useEffect, useRef } from 'react';

/**
 * Brings an element that appeared far from the viewport (a form opened below the cards, a
 * confirmation above a long form) into view and puts focus on it, so a phone user sees the
 * result of what they pressed and a screen reader announces it. Instant, not smooth: the
 * navigation's own scroll to the top may run in the same frame. Deferred one frame so the
 * route's scroll-to-top (an effect of the layout, which runs after the page's) cannot undo it.
 */
const TYPING_TARGETS = 'input, textarea, select, [contenteditable]';

export function useRevealWhen<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!shown) return;
    // A user who clicked into a field before the frame (a slow phone) keeps it: taking focus
    // back would send the rest of their typing to the heading. Other moves of focus in between
    // (the route's own focus handling) do not count.
    const focusedBefore = document.activeElement;
    const frame = window.requestAnimationFrame(() => {
      const element = ref.current;
      if (!element) return;
      const now = document.activeElement;
      if (now !== focusedBefore && now?.matches(TYPING_TARGETS)) return;
      element.focus({ preventScroll: true });
      // Below the fixed navbar, as the form fields' rule in theme.css does (kept here, so the
      // stylesheet every page loads stays as it is).
      element.style.scrollMarginTop ||= '5.5rem';
      element.scrollIntoView?.({ block: 'start', behavior: 'instant' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [shown]);
  return ref;
}
