import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * fast-json-stringify picks between `anyOf` branches by validating the value against each (ajv
 * on every response). Every `anyOf` our zod schemas produce is "this or null" (`.nullable()`),
 * which it can write directly when the branch says `nullable: true`.
 */
function nullableWithoutAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableWithoutAnyOf);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableWithoutAnyOf(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const other = anyOf.filter((branch) => branch.type !== 'null');
    if (other.length === 1) {
      delete out.anyOf;
      return { ...other[0], ...out, nullable: true };
    }
  }
  return out;
}

/** The JSON schema a zod response schema describes, in the form fast-json-stringify writes fastest. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' }) as JsonSchema;
  delete json.$schema;
  return nullableWithoutAnyOf(json) as JsonSchema;
}

const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * Writes `data` as JSON in the shape (and key order) of the response schema: compiled once per
 * schema by fast-json-stringify, Fastify's own serializer. The group routes answer through it,
 * and the read model writes the answers it keeps with the very same function, so kept bytes and
 * freshly written ones cannot differ (docs/decisions/0041-the-read-path.md).
 */
export function jsonWriter(schema: z.ZodType): (data: unknown) => string {
  let write = compiled.get(schema);
  if (!write) {
    write = fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
    compiled.set(schema, write);
  }
  return write;
}

/**
 * A route's serializer compiler: successful answers through `jsonWriter`, others (errors,
 * rare) through the zod provider's as everywhere else. Outside production the body is first
 * checked against the zod schema, so tests see any drift between the data and the contract
 * (fast-json-stringify itself drops unknown fields and would not notice a wrong type).
 */
export function fastSerializerCompiler(production: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    // Fastify hands a route's compiler each status's schema: here always a zod one.
    const schema = route.schema as z.ZodType;
    if (!String(route.httpStatus).startsWith('2'))
      return zodSerializerCompiler({ ...route, schema });
    const write = jsonWriter(schema);
    if (production) return write;
    return (data) => {
      schema.parse(data);
      return write(data);
    };
  };
}
