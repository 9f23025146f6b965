/* global console */
// ADR 0012, step two of `npm run build -w @saath/web` (after the client build and the server
// build of src/app/prerender.tsx): renders every public page to HTML from the React components,
// inlines the CSS its markup uses, and writes .br/.gz beside every file the API serves.
//
//   dist/index.html                 the empty shell: every path that is not prerendered
//   dist/prerendered/<path>.html    one page per PRERENDERED_PATHS entry ('/' is index.html)
//   dist/hi/...                     the same in Hindi, served under /hi (ADR 0064)
//
// No browser is involved: React renders to a string, and beasties matches the stylesheet's
// selectors against that markup.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Beasties from 'beasties';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
// Each language has its own server build, with its texts written in as in its browser bundle
// (dist-ssr/ English, dist-ssr/hi/ Hindi: ADR 0064), so a page hydrates onto its own text.
const serverBuild = (prefix) => path.join(web, `dist-ssr${prefix}`, 'prerender.js');
const { PRERENDERED_PATHS, PRERENDERED_ATTRIBUTE, LANGUAGES, languagePrefix, pathInLanguage } =
  await import(pathToFileURL(serverBuild('')).href);

// The critical CSS of each page (every rule its markup uses) is inlined in <head>; the full
// stylesheet loads without blocking as media="print" (with a <noscript> copy) and the entry script
// switches it on (src/app/deferred-styles.ts): the CSP allows no inline script or handler, so
// beasties' own one-line switch is taken out.
const BEASTIES_SWITCH =
  /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/;
const EMPTY_ROOT = '<div id="root"></div>';

/** '/' -> prerendered/index.html, '/airline/register' -> prerendered/airline/register.html */
export const pageFile = (route) => `prerendered${route === '/' ? '/index' : route}.html`;

/**
 * The same page in every language, for search engines (relative: the build does not know the
 * address the site is served at; the API adds absolute ones as a Link header, platform/web.ts).
 */
const alternates = (route) =>
  [
    ...LANGUAGES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${pathInLanguage(route, language)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${route}">`,
  ].join('');

// Each language's build has its own folder (dist/ for English, dist/hi/ for Hindi: ADR 0064),
// its own template and its own prerendered pages.
for (const language of LANGUAGES) {
  const prefix = languagePrefix(language);
  const { renderPage } = await import(pathToFileURL(serverBuild(prefix)).href);
  const out = path.join(dist, prefix);
  // The template is prerendered.html, built with its own entry (src/prerendered-main.ts: the app
  // boots at the visitor's first input); it is not served itself.
  const templateFile = path.join(out, 'prerendered.html');
  const template = readFileSync(templateFile, 'utf8');
  rmSync(templateFile);
  if (!template.includes(EMPTY_ROOT)) throw new Error(`${templateFile} lacks ${EMPTY_ROOT}`);
  const beasties = new Beasties({
    path: out,
    publicPath: `${prefix}/`,
    preload: 'media-script',
    pruneSource: false,
    reduceInlineStyles: false,
    // Markup a page shows once its scripts run, before any input would switch the full
    // stylesheet on (src/lib/first-use.ts): the landing's registration count, which arrives by
    // fetch.
    allowRules: [/^\.beta-banner__count strong$/],
    logLevel: 'warn',
  });
  rmSync(path.join(out, 'prerendered'), { recursive: true, force: true });
  for (const route of PRERENDERED_PATHS) {
    const { head, body } = await renderPage(pathInLanguage(route, language));
    let html = template.replace(
      EMPTY_ROOT,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="${pathInLanguage(route, language)}">${body}</div>`,
    );
    // The page paints from its HTML and CSS alone: its scripts only hydrate it, so they yield the
    // network to what the paint needs (the shell keeps their high priority: it paints with them).
    html = html
      .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
      .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
    // The page's own <title> replaces the shell's; React adopts it when it hydrates.
    if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
    html = html.replace('</head>', `${head}${alternates(route)}</head>`);
    html = await beasties.process(html);
    if (!BEASTIES_SWITCH.test(html))
      throw new Error(`beasties left ${prefix}${route} without a deferred sheet`);
    html = html.replace(BEASTIES_SWITCH, '');
    const file = path.join(out, pageFile(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
}

// Compressed once here rather than per request (the API serves them: platform/web.ts,
// preCompressed): a phone on a slow network downloads a third of the bytes.
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}
for (const file of files(dist)) {
  if (!/\.(?:js|css|html|svg)$/.test(file)) continue;
  const source = readFileSync(file);
  if (source.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
console.log(
  `prerendered ${PRERENDERED_PATHS.length} pages in ${LANGUAGES.join(', ')} into ${dist}`,
);
