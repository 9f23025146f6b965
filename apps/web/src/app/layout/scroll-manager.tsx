import { useEffect } from 'react';
import { useLocation } from 'react-router';

// Navigating scrolls to the top, or to the hash anchor after 100 ms. On a first
// visit to /#pricing the page chunk may still be loading at that point, so a missing target is
// awaited (briefly) instead of ignored.
const ANCHOR_DELAY_MS = 100;
const ANCHOR_WAIT_MS = 5000;

export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // The page the tab opened on ('default' entry) keeps the browser's own position: a prerendered
  // page can be scrolled before it hydrates, and hydrating must not jump to the top.
  const opened = key === 'default';
  useEffect(() => {
    if (!hash) {
      if (!opened) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ behavior: 'smooth' });
      return true;
    };
    const timer = window.setTimeout(() => {
      if (scrollToTarget()) return;
      observer = new MutationObserver(() => {
        if (scrollToTarget()) observer?.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(() => observer?.disconnect(), ANCHOR_WAIT_MS);
    }, ANCHOR_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [pathname, hash, opened]);
  return null;
}
