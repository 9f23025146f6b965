// The server side of the prerender, built by `vite build --ssr` once per language (dist-ssr/,
// dist-ssr/hi/) and run by scripts/prerender.mjs at build time; nothing here runs in the browser
// or in the API.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { languageOfPath, languagePrefix, pathWithoutLanguage } from '@saath/shared/i18n';
import { loadTexts } from '../lib/i18n.tsx';
import { AppRoutes } from './app.tsx';
import { preloadRoute } from './lazy-page.ts';
import { routes } from './routes.tsx';

export { PRERENDERED_ATTRIBUTE, PRERENDERED_PATHS } from './prerendered-paths.ts';
export { LANGUAGES, languagePrefix, pathInLanguage } from '@saath/shared/i18n';

// React writes what a page hoists into <head> (its <title>) ahead of the app's markup.
const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/;

/**
 * The page at `path` (`/hi/...` in Hindi) as the browser's first render will see it: head
 * elements and #root's HTML.
 */
export async function renderPage(path: string): Promise<{ head: string; body: string }> {
  // Each language's server build has its texts written in, as its browser bundle has (ADR 0064):
  // the page hydrates onto the very text it was rendered with. This sets the page's language.
  const language = languageOfPath(path);
  await loadTexts('app', language);
  await preloadRoute(routes, pathWithoutLanguage(path));
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter basename={languagePrefix(language) || undefined} location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // A large page would otherwise be written as a fallback plus an inline script that swaps
    // the content in (for streaming), which the CSP blocks and a static file does not need.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
