// Production build of the API (ADR 0008): one ES module bundle of our own code in dist/, the
// packages left to node_modules. `npm start` runs it with plain node: no TypeScript loader in
// the serving processes (tsx kept ~90 MB per process and a loader thread).
//
//   npm run build -w @saath/api
import { cp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist`;
const manifest = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as {
  dependencies: Record<string, string>;
};
// Our workspace packages are TypeScript sources: bundled. Everything else loads from node_modules.
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@saath/'));

await rm(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: { server: `${root}src/server.ts` },
  outdir,
  bundle: true,
  // Dynamic imports stay separate files: a cluster's primary process never loads the app.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external,
  sourcemap: 'linked',
  outExtension: { '.js': '.mjs' },
  // Chunks sit beside server.mjs: modules that find files relative to themselves
  // (import.meta.url: db/client.ts, app.ts) see the same layout as in src/.
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
});
// db/client.ts finds its migrations beside itself (`./migrations`), which in the bundle is dist/.
await cp(`${root}src/db/migrations`, `${outdir}/migrations`, { recursive: true });
console.log(`api built into ${outdir} in ${Date.now() - started} ms`);
