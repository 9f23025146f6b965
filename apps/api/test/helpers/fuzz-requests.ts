import fc from 'fast-check';

// The fuzz test's requests for every operation of the OpenAPI document, built from the
// document itself (so a new route is fuzzed without anyone adding it), from requests that
// succeeded before (a corpus the fuzz test records) and from hostile values.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export type Operation = {
  /** 'POST /api/communities/{id}/join' */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  body: { contentTypes: string[]; schema: JsonSchema } | null;
  secured: boolean;
  /** Documented answers: status -> JSON schema, or null when documented without a JSON body. */
  responses: Record<string, JsonSchema | null>;
  /** Answers `text/event-stream` (it never ends by itself). */
  streams: boolean;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        security?: unknown[];
        responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
      }
    >
  >;
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content;
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
        body: content
          ? {
              contentTypes: Object.keys(content),
              schema: Object.values(content)[0]!.schema,
            }
          : null,
        secured: Boolean(op.security?.length),
        // An event stream never ends by itself: the fuzz reads its headers, then lets go.
        streams: Object.values(op.responses ?? {}).some(
          (response) => response.content?.['text/event-stream'] !== undefined,
        ),
        responses: Object.fromEntries(
          Object.entries(op.responses ?? {}).map(([status, response]) => [
            status,
            response.content?.['application/json']?.schema ?? null,
          ]),
        ),
      };
    }),
  );
}

/**
 * An OpenAPI 3.0 schema as the JSON Schema (draft-07) a validator takes: 3.0 writes exclusive
 * bounds as booleans beside minimum/maximum, and null as `nullable`.
 */
export function asJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  // 3.0's `nullable` also lets null past an `enum` (3.0.3), which a validator's enum would refuse.
  if (nullable === true) return { anyOf: [asJsonSchema(rest), { type: 'null' }] };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) out[key] = asJsonSchema(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag]) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  return out;
}

// ---- Hostile values -------------------------------------------------------------------------

const BIG_STRING = 'x'.repeat(100_000);
export const HOSTILE_STRINGS = [
  '\u0000',
  'Asha\u0000Verma',
  '\ud800',
  'x\udfffy',
  '\u0007\u001b[31mred',
  'line\u0085next',
  '\u202eevil',
  '\ufeffbom',
  BIG_STRING,
  '',
  '   ',
  '%ED%A0%80',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '9999-12-31',
  '0000-01-01',
  '2026-02-30',
  '-0001-01-01',
  '1e309',
  'NaN',
  'null',
  '__proto__',
  '😀',
  'e\u0301',
  'DEL',
  'SLOT_08_12',
  '00000000-0000-0000-0000-000000000000',
];
export const HOSTILE_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e-300,
];

function nested(depth: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'object' ? { a: value } : [value];
  return value;
}
const DEEP_OBJECT = nested(1_000, 'object');
const DEEP_ARRAY = nested(1_000, 'array');
const WIDE_ARRAY = Array.from({ length: 100_000 }, (_, i) => i);
const WIDE_OBJECT = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.constantFrom(DEEP_OBJECT, DEEP_ARRAY, WIDE_ARRAY, WIDE_OBJECT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Raw bodies a JSON parser must refuse cleanly (or take), whatever the route. */
export const HOSTILE_JSON_TEXTS = [
  '{',
  '{"a":',
  '[',
  'nul',
  '"',
  '{"a":1}garbage',
  '\ufeff{}',
  '{"price_per_ticket":1e999}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `{"a":"${'y'.repeat(1_100_000)}"}`,
  '{"a":"\\ud800"}',
  '{"a":"\u0000"}',
  '\u0000',
  '',
];
export const HOSTILE_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  '*/*',
  'application/json;;;',
  'nonsense',
];

// ---- Plausible values, from the schema and the field's name -----------------------------------

const todayPlus = (days: number) =>
  new Date(Date.UTC(2026, 10, 21) + days * 86_400_000).toISOString().slice(0, 10);

/** Values a real client would send for a field called `name`, when its schema says only "string". */
function plausibleString(name: string): fc.Arbitrary<string> | null {
  if (/date|dob/.test(name))
    return fc.oneof(
      fc.integer({ min: -40_000, max: 800 }).map(todayPlus),
      fc.constantFrom('1990-04-02', '2026-12-10', '2027-11-21', '2026-02-30'),
    );
  if (/email|username/.test(name))
    return fc.oneof(fc.emailAddress(), fc.constantFrom('asha@example.in', 'Asha@Example.IN'));
  if (/phone/.test(name)) return fc.constantFrom('9876543210', '+91 98765 43210', '12345', '');
  if (/password/.test(name)) return fc.constantFrom('Str0ng!pass', 'Str0ng!pass2', 'weak', '');
  if (/time/.test(name)) return fc.constantFrom('09:30', '23:59', '24:00', '2026-12-10T08:15');
  if (/status/.test(name))
    return fc.constantFrom('active', 'ready_for_booking', 'booked', 'disabled', 'DISABLED', 'x');
  if (/flight_number/.test(name)) return fc.constantFrom('AI101', 'AI 101', '6E2', 'X');
  if (/airline_code/.test(name)) return fc.constantFrom('AI', '6E', 'QPX', 'A');
  if (/website|url|endpoint/.test(name))
    return fc.constantFrom('https://example.in', 'ftp://x', 'not a url', '');
  if (/location/.test(name)) return fc.constantFrom('DEL', 'BOM', 'VNS', 'XXX');
  return null;
}

/** A value of `schema` (mostly valid: enums, bounds and formats kept), `name` giving hints. */
export function valueOf(
  schema: JsonSchema | undefined,
  name: string,
  ids: () => string[],
): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  const orNull = (arbitrary: fc.Arbitrary<unknown>) =>
    schema.nullable ? fc.option(arbitrary, { nil: null, freq: 5 }) : arbitrary;
  if (schema.enum) return orNull(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return orNull(fc.oneof(...alternatives.map((s) => valueOf(s, name, ids))));
  if (schema.allOf?.length) return valueOf(schema.allOf[0], name, ids);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') {
        const known = ids();
        return orNull(known.length ? fc.oneof(fc.constantFrom(...known), fc.uuid()) : fc.uuid());
      }
      if (schema.format === 'email') return orNull(fc.emailAddress());
      const hint = plausibleString(name);
      const generic = fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 60),
      });
      if (schema.pattern) return orNull(fc.stringMatching(new RegExp(schema.pattern)));
      return orNull(hint ? fc.oneof({ weight: 4, arbitrary: hint }, generic) : generic);
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1000, -1e6);
      const max = Math.min(schema.maximum ?? 1e6, 1e7);
      return orNull(type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max }));
    }
    case 'boolean':
      return orNull(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array':
      return orNull(
        fc.array(valueOf(schema.items, name, ids), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 6),
        }),
      );
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, valueOf(s, key, ids)]),
      );
      return orNull(
        fc.record(model, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) }),
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---- Requests ---------------------------------------------------------------------------------

/** The choices a request is made of (the fuzz test draws them from fast-check's `fc.gen()`). */
export type Chooser = {
  pick<T>(items: readonly T[]): T;
  between(min: number, max: number): number;
  chance(percent: number): boolean;
  value<T>(arbitrary: fc.Arbitrary<T>): T;
};

export function chooserOf(g: fc.GeneratorValue): Chooser {
  // Decisions are uniform: fast-check leans towards small values and first items, which suits
  // the values themselves (edges), not the choice of what to do with them.
  const between = (min: number, max: number) => g(() => fc.noBias(fc.integer({ min, max })));
  return {
    pick: (items) => g(() => fc.noBias(fc.constantFrom(...items))),
    between,
    chance: (percent) => between(0, 99) < percent,
    value: (arbitrary) => g(() => arbitrary),
  };
}

/** What a request carried: the fuzz test keeps those that succeeded as seeds. */
export type RequestInput = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  contentType: string | undefined;
};

export type FuzzRequest = {
  /** replay: a seed as it was; mutate: a seed bent; generate: from the schemas; transport: HTTP. */
  mode: 'replay' | 'mutate' | 'generate' | 'transport';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
};

const MODES = [
  'replay',
  'replay',
  'mutate',
  'mutate',
  'mutate',
  'generate',
  'generate',
  'transport',
] as const;
const INSERTED = ['\u0000', '\ud800', '\u001f', '\u009f', '\n', '\t'];
const HOSTILE_PATH_PARTS = [
  '%ED%A0%80',
  '%',
  '%zz',
  '%00',
  'a'.repeat(150),
  '..%2F..%2Fetc',
  '%F0%9F%98%80',
  '',
];
const HOSTILE_QUERIES = [
  '%ED%A0%80=1',
  'a=%',
  `q=${'z'.repeat(20_000)}`,
  'skip=1&skip=2',
  'limit[]=1',
  '__proto__[x]=1',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const encode = (value: unknown) => {
  try {
    return encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as a client that does not check would send it
  }
};
const valueAt = (value: unknown, path: Path) =>
  path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | null)?.[key], value);

/** Bends a request: one to three hostile changes to its body, query or path parameters. */
function mutate(choose: Chooser, op: Operation, input: RequestInput): RequestInput {
  let { params, query, body } = input;
  for (let i = choose.between(1, 3); i > 0; i -= 1) {
    const where = choose.pick(['body', 'body', 'query', 'params'] as const);
    if (where === 'params' && op.pathParams.length) {
      params = { ...params, [choose.pick(op.pathParams)]: choose.value(hostileValue) };
    } else if (where === 'query') {
      const name = op.query.length && choose.chance(80) ? choose.pick(op.query).name : 'extra';
      query = { ...query, [name]: choose.value(hostileValue) };
    } else {
      const places = placesIn(body);
      const place = places.length ? choose.pick(places) : [];
      const how = choose.between(0, 4);
      if (how === 0) body = withValueAt(body, place, choose.value(hostileValue));
      else if (how === 1 && place.length) body = withValueAt(body, place, undefined);
      else if (how === 2) {
        const inserted = withInserted(
          valueAt(body, place),
          choose.pick(INSERTED),
          choose.value(fc.nat()),
        );
        body = withValueAt(body, place, inserted);
      } else if (how === 3 && body && typeof body === 'object' && !Array.isArray(body)) {
        const key = choose.pick(['extra', 'is_admin', 'role', 'status']);
        body = { ...body, [key]: choose.value(hostileValue) };
      } else body = choose.value(hostileValue);
    }
  }
  return { ...input, params, query, body };
}

/**
 * One request for `op`: from `seed` (a request that succeeded before) or the schemas, possibly
 * bent or sent in a way HTTP allows but the API does not expect. `ids` are record ids seen.
 */
export function requestFor(
  choose: Chooser,
  op: Operation,
  seed: RequestInput | null,
  ids: string[],
): FuzzRequest {
  const mode = choose.pick(MODES);
  const idsNow = () => ids;
  let input: RequestInput =
    seed && mode !== 'generate'
      ? seed
      : {
          params: Object.fromEntries(
            op.pathParams.map((name) => [
              name,
              choose.value(valueOf({ type: 'string', format: 'uuid' }, name, idsNow)),
            ]),
          ),
          query: Object.fromEntries(
            op.query
              .filter((q) => q.required || choose.chance(50))
              .map((q) => [q.name, choose.value(valueOf(q.schema, q.name, idsNow))]),
          ),
          body: op.body ? choose.value(valueOf(op.body.schema, 'body', idsNow)) : undefined,
          contentType: op.body?.contentTypes[0],
        };
  // Mostly records that exist, so handlers get past "not found".
  if (op.pathParams.length && (!seed || choose.chance(20)))
    input = {
      ...input,
      params: Object.fromEntries(
        op.pathParams.map((name) => [
          name,
          ids.length && choose.chance(80) ? choose.pick(ids) : choose.value(fc.uuid()),
        ]),
      ),
    };
  if (mode === 'mutate') input = mutate(choose, op, input);

  const headers: Record<string, string> = {};
  let method = op.method;
  let contentType = input.contentType ?? op.body?.contentTypes[0];
  let payload: string | undefined;
  let path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(input.params[name] ?? ''));
  const query = Object.entries(input.query)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value.slice(0, 5) : [value]).map(
        (v) => `${encode(key)}=${encode(v)}`,
      ),
    );
  const { body } = input;
  const json = () => JSON.stringify(body ?? {});

  if (mode === 'transport') {
    const how = choose.between(0, 7);
    if (how === 0) contentType = choose.pick(HOSTILE_CONTENT_TYPES);
    else if (how === 1) {
      contentType = 'application/json';
      payload = choose.pick(HOSTILE_JSON_TEXTS);
    } else if (how === 2) {
      contentType = undefined;
      payload = json();
    } else if (how === 3) {
      headers['content-length'] = String(choose.between(0, 1_000_000));
      contentType = 'application/json';
      payload = json();
    } else if (how === 4) method = choose.pick(METHODS.filter((m) => m !== op.method));
    else if (how === 5) path = op.path.replace(/\{\w+\}/g, () => choose.pick(HOSTILE_PATH_PARTS));
    else if (how === 6) query.push(choose.pick(HOSTILE_QUERIES));
    else {
      // A body where none is expected, or an array where an object is.
      contentType = 'application/json';
      payload = JSON.stringify(op.body ? [body] : { unexpected: true });
    }
  }
  if (payload === undefined && body !== undefined) {
    payload =
      contentType === 'application/x-www-form-urlencoded' && body && typeof body === 'object'
        ? Object.entries(body)
            .map(([k, v]) => `${encode(k)}=${encode(v)}`)
            .join('&')
        : JSON.stringify(body);
  }
  if (payload !== undefined && contentType) headers['content-type'] = contentType;
  if (choose.chance(10)) headers['accept-encoding'] = 'gzip';
  return {
    mode,
    method,
    url: query.length ? `${path}?${query.join('&')}` : path,
    headers,
    payload,
  };
}

// ---- Mutations --------------------------------------------------------------------------------

type Path = Array<string | number>;

/** Every place in a JSON value a mutation can hit (containers and leaves), shallow first. */
export function placesIn(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (path.length > 0) out.push(path);
  if (out.length > 200 || path.length > 6) return out;
  if (Array.isArray(value)) value.forEach((item, i) => placesIn(item, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) placesIn(item, [...path, key], out);
  return out;
}

/** A copy of `value` with `replacement` at `path` (undefined removes it). */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === undefined) copy.splice(head as number, 1);
    else copy[head as number] = withValueAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === undefined) delete copy[head as string];
  else copy[head as string] = withValueAt(copy[head as string], rest, replacement);
  return copy;
}

/** A string value of `value` with `c` inserted at `at`, or the value when it is not a string. */
export const withInserted = (value: unknown, c: string, at: number) =>
  typeof value === 'string'
    ? `${value.slice(0, at % (value.length + 1))}${c}${value.slice(at % (value.length + 1))}`
    : value;
