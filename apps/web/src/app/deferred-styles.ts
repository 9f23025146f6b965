// A prerendered page carries the CSS its own markup uses inline and the full stylesheet as
// media="print", so the stylesheet never holds up the first paint (scripts/prerender.mjs).
// Beasties names the real media in this attribute.
//
// Switching the full sheet on makes the browser match all of Bootstrap against the whole page:
// one long style recalculation on a phone. The page as it arrives needs none of it, so it is
// switched on only when something may need rules the markup did not use (a menu opening, a form
// showing its errors, the navbar turning solid on scroll, another page): at the visitor's first
// input (lib/first-use.ts; docs/decisions/0031-landing-hydrates-what-is-interactive.md).
const DEFERRED = 'data-beasties-media';

export function enableDeferredStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED}]`)) {
    link.media = link.getAttribute(DEFERRED) ?? 'all';
    link.removeAttribute(DEFERRED);
  }
}
