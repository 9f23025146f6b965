import { writeFileSync } from 'node:fs';
import { GENERATED_TYPES, typesOf } from '../test/helpers/openapi-types.ts';
import { openApiDocument } from './openapi-document.ts';

// Regenerates the client types the openapi-client process test uses.
writeFileSync(GENERATED_TYPES, await typesOf(await openApiDocument()));
console.log(`wrote ${GENERATED_TYPES}`);
