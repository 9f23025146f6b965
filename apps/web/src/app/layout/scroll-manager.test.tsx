import { useEffect, useState } from 'react';
import { act } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { ScrollManager } from './scroll-manager.tsx';

/** A page whose anchor appears only after `delay` ms, like a lazily loaded page's content. */
function LatePage({ delay }: { delay: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return ready ? <section id="faq">FAQ</section> : <p>Loading…</p>;
}

function Layout() {
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

describe('ScrollManager (the anchor after 100 ms)', () => {
  const scroll = vi.mocked(Element.prototype.scrollIntoView);
  beforeEach(() => {
    vi.useFakeTimers();
    scroll.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('scrolls to an anchor that is already there once 100 ms have passed', () => {
    renderRoutes(
      [{ element: <Layout />, children: [{ path: '/contact', element: <LatePage delay={0} /> }] }],
      '/contact#faq',
    );
    act(() => vi.advanceTimersByTime(99));
    expect(scroll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('faq'));
  });

  it('waits for an anchor whose page renders late (a cold load of /contact#faq)', async () => {
    renderRoutes(
      [
        {
          element: <Layout />,
          children: [{ path: '/contact', element: <LatePage delay={800} /> }],
        },
      ],
      '/contact#faq',
    );
    act(() => vi.advanceTimersByTime(100));
    expect(scroll).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(700));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('faq'));
  });

  it('scrolls to the top on a navigation, but not on the page the tab opened on', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const { router } = renderRoutes(
      [
        {
          element: <Layout />,
          children: [
            { path: '/about', element: <p>About</p> },
            { path: '/terms', element: <p>Terms</p> },
          ],
        },
      ],
      '/about',
    );
    // A prerendered page may have been scrolled before it hydrated.
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/terms'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
