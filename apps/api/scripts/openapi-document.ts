import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

/** /api/openapi.json as the app serves it: built with buildApp on an in-memory database. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'saath-openapi-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'openapi-document-only-secret-not-used-for-anything',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
    }),
    database,
    logger: false,
  });
  try {
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (answer.statusCode !== 200) throw new Error(`/api/openapi.json: ${answer.statusCode}`);
    return answer.json();
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `tsx scripts/openapi-document.ts <file>` writes it to the file (npm run lint:openapi).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: openapi-document.ts <output file>');
  writeFileSync(out, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
}
