/* global process, console */
// The JS a first visit downloads: the entry chunk of index.html, the page's chunk, and every
// chunk they import statically (dynamic import() is not followed). Measured for /login (the
// first page of most visitors) and /dashboard (the first page after logging in).
// Sizes are gzip at the default level, like `gzip -c file | wc -c`. Fails above a budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const PAGES = [
  {
    route: '/login',
    chunk: /^login\.page-.*\.js$/,
    budget: Number(process.env.LOGIN_JS_BUDGET_BYTES ?? 175_000),
  },
  {
    route: '/dashboard',
    chunk: /^dashboard\.page-.*\.js$/,
    budget: Number(process.env.DASHBOARD_JS_BUDGET_BYTES ?? 175_000),
  },
];
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const assets = path.join(dist, 'assets');

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script[^>]+src="\/assets\/([^"]+\.js)"/)?.[1];
const assetFiles = fs.readdirSync(assets);
if (!entry || PAGES.some((page) => !assetFiles.some((f) => page.chunk.test(f)))) {
  console.error('Build first: npm run build -w @saath/web');
  process.exit(1);
}

const STATIC_IMPORT = /(?:^|[;}\n])\s*import\s*(?:[^()'"]*?from\s*)?["']\.\/([^"']+\.js)["']/g;
function collect(file, seen) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(path.join(assets, file), 'utf8');
  for (const match of source.matchAll(STATIC_IMPORT)) collect(match[1], seen);
  return seen;
}

let failed = false;
for (const page of PAGES) {
  const pageChunk = assetFiles.find((f) => page.chunk.test(f));
  const files = [...collect(pageChunk, collect(entry, new Set()))];
  let total = 0;
  for (const file of files) {
    const size = zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length;
    total += size;
    console.log(`${String(size).padStart(8)}  ${file}`);
  }
  console.log(
    `${String(total).padStart(8)}  total gzip JS for ${page.route} (budget ${page.budget})\n`,
  );
  if (total > page.budget) failed = true;
}
if (failed) process.exit(1);
