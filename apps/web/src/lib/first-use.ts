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

let markUsed!: () => void;
const used = new Promise<void>((resolve) => {
  markUsed = resolve;
});
let listening = false;

/** Resolves at the visitor's first input; at once on the server (the prerender renders it all). */
export function whenFirstUsed(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  if (!listening) {
    listening = true;
    const onInput = () => {
      for (const type of INPUTS) window.removeEventListener(type, onInput, true);
      markUsed();
    };
    // Captured on the window, so it is seen before any handler of the page reacts to it.
    for (const type of INPUTS) {
      window.addEventListener(type, onInput, { capture: true, passive: true });
    }
  }
  return used;
}

/**
 * Counts the page as used from the start: a page the client renders has no server HTML to keep,
 * and a signed-in visitor's prerendered page differs from its markup at once (the navbar).
 */
export function markFirstUse(): void {
  markUsed();
}
