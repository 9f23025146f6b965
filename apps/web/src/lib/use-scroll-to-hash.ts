import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the URL's #anchor once the page that holds it has mounted. The layout's scroll
 * manager looks for the anchor 100 ms after navigation (spec §2), but a lazily loaded page may
 * not be rendered by then (a cold load of /contact#faq): the page calls this so the anchor is
 * found either way.
 */
export function useScrollToHashOnMount(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Only on mount: later hash changes are the scroll manager's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
