/* global process, console */
// The JS a first visit to /login downloads: the entry chunk of index.html, the login page
// chunk, and every chunk they import statically (dynamic import() is not followed).
// Sizes are gzip at the default level, like `gzip -c file | wc -c`. Fails above the budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = Number(process.env.LOGIN_JS_BUDGET_BYTES ?? 175_000);
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const assets = path.join(dist, 'assets');

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script[^>]+src="\/assets\/([^"]+\.js)"/)?.[1];
const loginPage = fs.readdirSync(assets).find((f) => /^login\.page-.*\.js$/.test(f));
if (!entry || !loginPage) {
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

const files = [...collect(loginPage, collect(entry, new Set()))];
let total = 0;
for (const file of files) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length;
  total += size;
  console.log(`${String(size).padStart(8)}  ${file}`);
}
console.log(`${String(total).padStart(8)}  total gzip JS for /login (budget ${BUDGET_BYTES})`);
if (total > BUDGET_BYTES) process.exit(1);
