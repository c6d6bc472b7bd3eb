/**
 * Bad requests generated from the OpenAPI document, for every operation it lists: odd path and
 * query values, bodies with missing, unknown and wrongly typed fields, huge and NUL-bearing strings,
 * out-of-range ids, malformed JSON, wrong content types and empty bodies. A route added later is in
 * the document, so it is fuzzed without anyone touching the suite.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  minimum?: number;
  format?: string;
  $ref?: string;
}

interface Parameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  id: string;
  method: string;
  /** OpenAPI template, e.g. /api/user/{id}. */
  path: string;
  pathParams: string[];
  queryParams: Parameter[];
  /** Header parameters the operation declares (e.g. Idempotency-Key): sent valid with every case. */
  headerParams: Parameter[];
  body: JsonSchema | null;
}

export interface FuzzCase {
  label: string;
  method: string;
  /** Already encoded (some values are deliberately badly encoded). */
  url: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function listOperations(document: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | null => {
    if (!schema) return null;
    const name = schema.$ref?.split('/').pop();
    return name ? (document.components?.schemas?.[name] ?? null) : schema;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        id: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query'),
        headerParams: (operation.parameters ?? []).filter((p) => p.in === 'header'),
        body: resolve(operation.requestBody?.content?.['application/json']?.schema),
      })),
  );
}

/** A value the schema accepts, as far as a simple reading of it goes. */
export function sample(schema: JsonSchema, depth = 0): unknown {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sample(variant, depth);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@agence.fr';
      if (schema.pattern?.includes('[0-9]')) return '1';
      return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 || !schema.items ? [] : [sample(schema.items, depth + 1)];
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, sample(property, depth + 1)]),
      );
    }
    default:
      return null;
  }
}

/** Ids as clumsy or hostile clients write them; each must be refused, never reach PostgreSQL. */
const ODD_IDS = [
  '2147483648',
  '99999999999',
  '0x10',
  '+1',
  '1e3',
  '00001',
  '%201',
  '-1',
  '0',
  '1.5',
  'abc',
  '%00',
  '1%00',
  '%FF%FE',
  '%',
  'null',
  '..',
  '9'.repeat(150),
];

/** Field values of every JSON type, out of range, huge, or carrying NUL and lone surrogates. */
const BAD_VALUES: unknown[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  0,
  -1,
  1.5,
  2147483648,
  99999999999,
  -2147483649,
  1e308,
  true,
  false,
  null,
  {},
  [],
  ['a'],
  { nested: { deep: 'a\u0000' } },
];

/** Bodies that are not the JSON object the route expects, with the content type they claim. */
const RAW_BODIES: { label: string; body: string; contentType?: string }[] = [
  { label: 'empty JSON', body: '', contentType: 'application/json' },
  { label: 'whitespace JSON', body: '  \n', contentType: 'application/json' },
  { label: 'truncated JSON', body: '{"name": ', contentType: 'application/json' },
  { label: 'trailing comma', body: '{"a":1,}', contentType: 'application/json' },
  { label: 'bare word', body: 'nul', contentType: 'application/json' },
  { label: 'JSON null', body: 'null', contentType: 'application/json' },
  { label: 'JSON array', body: '[1,2]', contentType: 'application/json' },
  { label: 'JSON string', body: '"x"', contentType: 'application/json' },
  { label: 'JSON number', body: '123', contentType: 'application/json' },
  { label: '__proto__', body: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { label: 'constructor', body: '{"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
  { label: 'NUL key', body: '{"a\\u0000":1}', contentType: 'application/json' },
  { label: 'deep nesting', body: '['.repeat(50_000) + ']'.repeat(50_000), contentType: 'application/json' },
  { label: 'over 1 MiB', body: `{"x":"${'x'.repeat(1_200_000)}"}`, contentType: 'application/json' },
  { label: 'JSON in UTF-16', body: '{}', contentType: 'application/json; charset=utf-16' },
  { label: 'text/plain', body: 'hello', contentType: 'text/plain' },
  { label: 'form', body: 'name=x&id=1', contentType: 'application/x-www-form-urlencoded' },
  { label: 'multipart', body: '--b\r\n\r\nx\r\n--b--', contentType: 'multipart/form-data; boundary=b' },
  { label: 'XML', body: '<a/>', contentType: 'application/xml' },
  { label: 'bad content type', body: '{}', contentType: 'not a type' },
  { label: 'no content type', body: '{"a":1}' },
];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');

/** Every bad request for one operation; `validId` names a row that exists. */
export function casesFor(operation: Operation, validId: string): FuzzCase[] {
  const { headerParams } = operation;
  const headers = Object.fromEntries(
    headerParams.map((p) => [p.name, String(p.schema ? sample(p.schema) : 'fuzz')]),
  );
  return withHeaders(casesWithoutHeaders(operation, validId), headers, headerParams);
}

/** Every case carries the declared headers, valid; a few more send each one missing or odd. */
function withHeaders(cases: FuzzCase[], headers: Record<string, string>, params: Parameter[]): FuzzCase[] {
  if (params.length === 0) return cases;
  const first = cases[0];
  const extra: FuzzCase[] = [];
  for (const { name } of params) {
    const { [name]: _omitted, ...others } = headers;
    if (first) extra.push({ ...first, label: `header ${name} missing`, headers: others });
    for (const odd of ['', ' ', 'a b', 'x'.repeat(1000), 'é']) {
      if (first)
        extra.push({
          ...first,
          label: `header ${name}=${odd.slice(0, 10)}`,
          headers: { ...headers, [name]: odd },
        });
    }
  }
  return [...cases.map((c) => ({ ...c, headers })), ...extra];
}

function casesWithoutHeaders(operation: Operation, validId: string): FuzzCase[] {
  const { method, path, pathParams, queryParams, body } = operation;
  const valid = Object.fromEntries(pathParams.map((name) => [name, validId]));
  const url = fill(path, valid);
  const json = (label: string, value: unknown): FuzzCase => ({
    label,
    method,
    url,
    body: JSON.stringify(value),
    contentType: 'application/json',
  });
  const base = body ? sample(body) : undefined;
  const withBody = (c: Omit<FuzzCase, 'body' | 'contentType'>): FuzzCase =>
    base === undefined ? c : { ...c, body: JSON.stringify(base), contentType: 'application/json' };
  const cases: FuzzCase[] = [withBody({ label: 'valid sample', method, url })];

  for (const name of pathParams) {
    for (const odd of ODD_IDS) {
      cases.push(
        withBody({
          label: `path ${name}=${odd.slice(0, 20)}`,
          method,
          url: fill(path, { ...valid, [name]: odd }),
        }),
      );
    }
  }
  for (const { name } of queryParams) {
    const values = [...ODD_IDS, '', 'fuzz'].map((odd) => `${name}=${odd}`);
    for (const query of [...values, `${name}=1&${name}=2`, `${name}[]=1`, `${name}[a]=1`]) {
      cases.push(withBody({ label: `query ${query.slice(0, 30)}`, method, url: `${url}?${query}` }));
    }
  }
  if (queryParams.length > 0 || method === 'GET') {
    cases.push(withBody({ label: 'unknown query', method, url: `${url}?zzz=%00&__proto__=1` }));
  }

  if (body && typeof base === 'object' && base !== null) {
    const fields = Object.keys(body.properties ?? {});
    for (const name of body.required ?? []) {
      const { [name]: _, ...rest } = base as Record<string, unknown>;
      cases.push(json(`missing ${name}`, rest));
    }
    cases.push(json('unknown field', { ...base, zzz: 1 }));
    for (const name of fields) {
      BAD_VALUES.forEach((value, i) =>
        cases.push(json(`${name} = bad value #${i}`, { ...base, [name]: value })),
      );
    }
  }
  for (const raw of RAW_BODIES) {
    // Every route, with or without a body, must refuse these cleanly.
    cases.push({ label: `body ${raw.label}`, method, url, body: raw.body, contentType: raw.contentType });
  }
  return cases;
}
