// The visitor's first input on a page that arrived prerendered. Until then the page is what its
// HTML and inlined CSS show, and the work nothing on screen needs waits: the full stylesheet and
// the parts below the fold, which stay server HTML (their links work as plain links) until their
// chunks load and React hydrates them
// (docs/decisions/0031-landing-hydrates-what-is-interactive.md):
//   lazy(() => whenFirstUsed().then(() => import(...)))
// Coming near a part below the fold takes a scroll, a wheel, a touch or a key, and every
// navigation begins with one of these or with the browser's Back (popstate), so a part is on its
// way before it is seen, and before a navigation needs it (React must hydrate a waiting part
// before it can change what is above it, so a navigation waits for it).
const INPUTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
  'popstate',
] as const;

// Nothing waits unless the entry asks: a page the client renders has no server HTML to keep, and
// the prerender renders everything.
let used = Promise.resolve();

/**
 * From now on `whenFirstUsed()` waits for the first input. The entry calls it before it hydrates
 * a prerendered page for a signed-out visitor (a signed-in visitor's page differs from its
 * markup at once: their navbar).
 */
export function waitForFirstUse(): void {
  used = new Promise((resolve) => {
    const onInput = () => {
      for (const type of INPUTS) window.removeEventListener(type, onInput, true);
      resolve();
    };
    // Captured on the window, so it is seen before any handler of the page reacts to it.
    for (const type of INPUTS) {
      window.addEventListener(type, onInput, { capture: true, passive: true });
    }
  });
}

/** Resolves at the visitor's first input, when the entry asked to wait for it; else at once. */
export function whenFirstUsed(): Promise<void> {
  return used;
}
