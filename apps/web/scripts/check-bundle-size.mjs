/* global process, console */
// The JS a page needs to be interactive: the entry chunk of index.html (a prerendered page's own
// entry loads this same app at the visitor's first input, ADR 0052), the page's chunks (the page
// and the lazy layouts above it in the route table), and every chunk they import statically.
// A prerendered page's first load before any input is its small entry alone, checked apart
// (PRERENDERED_ENTRY_BUDGET). Dynamic import() is not followed otherwise: what loads once the page is up (the landing's sections below the
// fold, the footer, the login form's zod rule) is not counted. Budgets (ADR 0012): / (the
// landing) 90 KB, /login (the first page of most returning visitors) 120 KB, /dashboard (the
// first page after logging in) 140 KB. Sizes are gzip at the default level, like
// `gzip -c file | wc -c`. Fails above a budget. What each chunk holds:
// `BUNDLE_REPORT=1 npm run build -w @saath/web` writes apps/web/bundle-report.html.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Pages under the query layout (app/routes.tsx) also load it before they render.
const QUERY_LAYOUT = /^query-layout-.*\.js$/;
const PAGES = [
  {
    route: '/',
    chunks: [/^landing\.page-.*\.js$/],
    // Back at 90 KB once React Router's unused components left the bundle (ADR 0066), with the
    // prerendered entry's shared chunk (ADR 0052) and the message format (ADR 0064) inside it.
    budget: Number(process.env.LANDING_JS_BUDGET_BYTES ?? 90_000),
  },
  {
    route: '/login',
    chunks: [/^login\.page-.*\.js$/, QUERY_LAYOUT],
    budget: Number(process.env.LOGIN_JS_BUDGET_BYTES ?? 120_000),
  },
  {
    route: '/dashboard',
    chunks: [/^dashboard\.page-.*\.js$/, QUERY_LAYOUT],
    budget: Number(process.env.DASHBOARD_JS_BUDGET_BYTES ?? 140_000),
  },
];
const STATIC_IMPORT = /(?:^|[;}\n])\s*import\s*(?:[^()'"]*?from\s*)?["']\.\/([^"']+\.js)["']/g;
function collect(assets, file, seen) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(path.join(assets, file), 'utf8');
  for (const match of source.matchAll(STATIC_IMPORT)) collect(assets, match[1], seen);
  return seen;
}

// What a prerendered page runs before the visitor's first input (src/prerendered-main.ts).
const PRERENDERED_ENTRY_BUDGET = 4_000;

// Each language's build (ADR 0064): English in dist/, Hindi in dist/hi/ with its texts written in.
// Both are held to the same budgets, though a Hindi text is three bytes a letter before gzip.
let failed = false;
for (const [label, prefix] of [
  ['English', ''],
  ['Hindi', '/hi'],
]) {
  const dist = path.resolve(import.meta.dirname, '..', `dist${prefix}`);
  const assets = path.join(dist, 'assets');
  const ENTRY_SCRIPT = new RegExp(`<script[^>]+src="${prefix}/assets/([^"]+\\.js)"`);
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  const assetFiles = fs.readdirSync(assets);
  if (
    !entry ||
    PAGES.some((page) => page.chunks.some((chunk) => !assetFiles.some((f) => chunk.test(f))))
  ) {
    console.error('Build first: npm run build -w @saath/web');
    process.exit(1);
  }

  // What a prerendered page runs before the visitor's first input (src/prerendered-main.ts).
  const prerendered = fs.readFileSync(path.join(dist, 'prerendered', 'login.html'), 'utf8');
  const prerenderedEntry = prerendered.match(ENTRY_SCRIPT)?.[1];
  if (!prerenderedEntry) {
    console.error('Build first: npm run build -w @saath/web');
    process.exit(1);
  }

  {
    let total = 0;
    for (const file of collect(assets, prerenderedEntry, new Set())) {
      const size = zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length;
      total += size;
      console.log(`${String(size).padStart(8)}  ${file}`);
    }
    console.log(
      `${String(total).padStart(8)}  total gzip JS a prerendered page (${label}) runs before the first input (budget ${PRERENDERED_ENTRY_BUDGET})\n`,
    );
    if (total > PRERENDERED_ENTRY_BUDGET) failed = true;
  }
  for (const page of PAGES) {
    const { budget } = page;
    const seen = collect(assets, entry, new Set());
    for (const chunk of page.chunks)
      collect(
        assets,
        assetFiles.find((f) => chunk.test(f)),
        seen,
      );
    const files = [...seen];
    let total = 0;
    for (const file of files) {
      const size = zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length;
      total += size;
      console.log(`${String(size).padStart(8)}  ${file}`);
    }
    console.log(
      `${String(total).padStart(8)}  total gzip JS for ${prefix}${page.route} (budget ${budget})\n`,
    );
    if (total > budget) failed = true;
  }
}
if (failed) process.exit(1);
