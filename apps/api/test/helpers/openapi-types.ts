import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** Where the client types generated from /api/openapi.json are kept (committed). */
export const GENERATED_TYPES = fileURLToPath(
  new URL('../process/generated/saath-api.ts', import.meta.url),
);

/**
 * TypeScript types of the API, as an airline's engineers would generate them from the document
 * (openapi-typescript), for openapi-fetch. `npm run openapi:types -w @saath/api` rewrites the file.
 */
export async function typesOf(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3);
  return [
    '// Generated from /api/openapi.json by openapi-typescript: do not edit.',
    '// npm run openapi:types -w @saath/api regenerates it (the openapi-client process test',
    '// fails while it differs from the document the server serves).',
    astToString(ast),
  ].join('\n');
}
