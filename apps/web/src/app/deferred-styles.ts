// issue 15: a prerendered page carries the CSS its own markup uses inline and the full stylesheet
// as media="print", so the stylesheet never holds up the first paint (scripts/prerender.mjs).
// The rest of the rules (menus opening, pages the visitor moves on to) are needed only once
// scripts run, so the entry switches it on. Beasties names the real media in this attribute.
const DEFERRED = 'data-beasties-media';

export function enableDeferredStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED}]`)) {
    link.media = link.getAttribute(DEFERRED) ?? 'all';
    link.removeAttribute(DEFERRED);
  }
}
