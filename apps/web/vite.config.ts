import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves the built files from apps/web/dist; in development Vite proxies /api to it.
// `npm run build` also builds src/app/prerender.tsx for the server (dist-ssr) and runs
// scripts/prerender.mjs, which writes the public pages' HTML and the compressed copies (issue 15).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: {
    // The footer's year on a prerendered page until it hydrates (lib/use-browser-value.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // One stylesheet for every page: a prerendered page inlines the rules its markup uses
        // and loads the rest without blocking, which per-page CSS chunks, loaded by the page's
        // script, could not do. The pages' own CSS is a few KB in all.
        cssCodeSplit: false,
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
