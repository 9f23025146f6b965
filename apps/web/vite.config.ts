import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { DEFAULT_LANGUAGE, isLanguage, languagePrefix } from '@saath/shared/i18n';
import { inlineTexts, scopeTexts } from './scripts/inline-texts.ts';
import { treeShakeRouter } from './scripts/tree-shake-router.ts';

// The language this build is in (ADR 0064): `npm run build` makes English in dist/ and Hindi in
// dist/hi/ (WEB_LANGUAGE=hi), served under /hi. Development loads every language's catalogs.
const language = process.env.WEB_LANGUAGE ?? DEFAULT_LANGUAGE;
if (!isLanguage(language)) throw new Error(`WEB_LANGUAGE: no such language: ${language}`);

// The API serves the built files from apps/web/dist; in development Vite proxies /api to it.
// `npm run build` also builds src/app/prerender.tsx for the server (dist-ssr) and runs
// scripts/prerender.mjs, which writes the public pages' HTML and the compressed copies (ADR 0012).
export default defineConfig(({ command, isSsrBuild }) => ({
  base: `${languagePrefix(language)}/`,
  plugins: [
    react(),
    // A build (the browser's bundle and the prerender's server build, one of each per language)
    // has its texts written in; development looks them up in the catalogs, each file in its own.
    command === 'build' ? inlineTexts(language) : scopeTexts(),
    treeShakeRouter(),
    // BUNDLE_REPORT=1 npm run build -w @saath/web: what each chunk holds, with gzip sizes, in
    // apps/web/bundle-report.html (the first-load budgets are checked by check:size).
    process.env.BUNDLE_REPORT && !isSsrBuild
      ? visualizer({ filename: 'bundle-report.html', gzipSize: true, brotliSize: true })
      : null,
  ],
  define: {
    // The footer's year on a prerendered page until it hydrates (lib/use-browser-value.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // A build holds its language's texts already: it loads no catalog (src/lib/i18n.tsx).
    'import.meta.env.TEXTS_INLINED': JSON.stringify(command === 'build'),
  },
  build: isSsrBuild
    ? { outDir: `dist-ssr${languagePrefix(language)}`, emptyOutDir: true }
    : {
        outDir: `dist${languagePrefix(language)}`,
        emptyOutDir: true,
        // One stylesheet for every page: a prerendered page inlines the rules its markup uses
        // and loads the rest without blocking, which per-page CSS chunks, loaded by the page's
        // script, could not do. The pages' own CSS is a few KB in all.
        cssCodeSplit: false,
        // Every browser that runs the app's module scripts knows modulepreload.
        modulePreload: { polyfill: false },
        // The entry chunk lists the chunks of every lazy page by file name (Vite's preload map),
        // and the random hash in each name barely compresses: 7 characters (the fewest rolldown
        // takes for this many chunks) instead of 8 cut ~120 bytes from every first load.
        rollupOptions: {
          // The signed-in app's shell (index.html) and the template of the prerendered public
          // pages (prerendered.html), whose entry boots the app at the visitor's first input.
          input: { main: 'index.html', prerendered: 'prerendered.html' },
          output: {
            entryFileNames: 'assets/[name]-[hash:7].js',
            // Shared chunks go by their hash alone: their names sat in that map too (~60 bytes
            // of the landing's first load). Pages and layouts keep theirs, which the budget
            // check (scripts/check-bundle-size.mjs) and a reader of the network panel look for.
            chunkFileNames: (chunk) =>
              /(\.page|-routes|-layout)$/.test(chunk.name)
                ? 'assets/[name]-[hash:7].js'
                : 'assets/[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
            // React, React DOM and the router in one chunk of their own. react-router 8 ships
            // its modules unbundled, and left to itself rolldown spread them over five shared
            // chunks (the hooks the pages import apart from what the entry needs), 2.4 KB gzip
            // more on the landing's first load than one chunk; as one chunk they also stay cached
            // across releases that change only our code (ADR 0043).
            advancedChunks: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/]shared[\\/]src[\\/]i18n\.ts$/,
                },
              ],
            },
          },
        },
      },
  ssr: {
    // The server build bundles its packages (react-bootstrap's per-component entry points,
    // 'react-bootstrap/Alert', are folders Node's ESM loader will not import), all but React,
    // which must be the one copy react-dom/static renders with.
    noExternal: true,
    external: ['react', 'react-dom'],
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
}));
