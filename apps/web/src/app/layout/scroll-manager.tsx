import { useEffect } from 'react';
import { useLocation } from 'react-router';

// spec §2/§9: navigating scrolls to the top, or to the hash anchor after 100 ms (the target
// may belong to a page chunk that is still rendering).
const ANCHOR_DELAY_MS = 100;

export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const timer = window.setTimeout(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({
        behavior: 'smooth',
      });
    }, ANCHOR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
