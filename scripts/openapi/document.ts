import { toJsonSchemaDefs, type JsonSchema, type OverrideSchemaContext } from '@valibot/to-json-schema';
import * as v from 'valibot';
import * as answers from '../../src/shared/api/answers';
import { ENDPOINTS, TAGS, type Endpoint } from '../../src/shared/api/contract/endpoints';
import * as requests from '../../src/shared/api/contract/requests';

/**
 * docs/openapi.json, built from the valibot schemas the client reads answers with
 * (src/shared/api/answers.ts), the request schemas and the table of calls
 * (src/shared/api/contract/). Nothing in it is written by hand: `npm run build:openapi`
 * writes it, and a jest test (test/unit/openapi.test.ts) fails when the committed file
 * differs from what this builds.
 */

export const OPENAPI_FILE = 'docs/openapi.json';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type AnySchema = v.BaseSchema<unknown, unknown, v.BaseIssue<unknown>>;

const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

/** `ProductsSchema` → `Products`: every schema answers.ts exports is a component under its name. */
const exportedSchemas = (module: object, suffix: string): Array<[string, AnySchema]> =>
  Object.entries(module).flatMap(([name, value]): Array<[string, AnySchema]> =>
    isSchema(value) ? [[suffix && name.endsWith(suffix) ? name.slice(0, -suffix.length) : name, value]] : [],
  );

/**
 * The schema at a path of a schema: an object's entry by key, an array's item by `[]`, each
 * without its optional/nullable wrappers. Undefined when the path is gone (answers.ts changed).
 */
function schemaAt(root: unknown, path: readonly string[]): AnySchema | undefined {
  let node: unknown = root;
  for (const step of path) {
    while (isSchema(node) && 'wrapped' in node) node = node.wrapped;
    if (!isSchema(node)) return undefined;
    if (step === '[]') node = 'item' in node ? node.item : undefined;
    else node = 'entries' in node ? (node.entries as Record<string, unknown>)[step] : undefined;
  }
  while (isSchema(node) && 'wrapped' in node) node = node.wrapped;
  return isSchema(node) ? node : undefined;
}

/**
 * The building blocks answers.ts keeps to itself but a backend team names: a component when
 * the same schema object is used in several answers (it then becomes a `$ref`).
 */
const SHARED_PARTS: ReadonlyArray<[string, unknown, readonly string[]]> = [
  ['ProductCard', answers.ProductsSchema, ['list', '[]']],
  ['PackUnit', answers.ProductsSchema, ['list', '[]', 'pack_unit']],
  ['Pharmacy', answers.PharmaciesSchema, ['list', '[]']],
];

/**
 * A field the client reads with a fallback (v.fallback: a missing or odd value takes a default)
 * is not required of the server, whatever its type; the converter does not know that.
 */
function withoutFallbackKeys({ valibotSchema, jsonSchema }: OverrideSchemaContext): JsonSchema | undefined {
  if (!('entries' in valibotSchema) || !Array.isArray(jsonSchema.required)) return undefined;
  const entries = valibotSchema.entries as Record<string, object>;
  const required = jsonSchema.required.filter((key) => !('fallback' in (entries[key] ?? {})));
  const { required: _, ...rest } = jsonSchema;
  return required.length > 0 ? { ...rest, required } : rest;
}

/** The JSON Schema of every named part, `$ref`s pointing into components; and what could not be converted. */
function componentSchemas(): { schemas: Record<string, JsonObject>; warnings: string[] } {
  const defs: Record<string, AnySchema> = {};
  const add = (name: string, schema: AnySchema) => {
    if (defs[name]) throw new Error(`openapi: two schemas named ${name}`);
    defs[name] = schema;
  };
  for (const [name, schema] of exportedSchemas(answers, 'Schema')) add(name, schema);
  for (const [name, root, path] of SHARED_PARTS) {
    const part = schemaAt(root, path);
    if (part) add(name, part);
  }
  for (const [name, schema] of exportedSchemas(requests, '')) add(name, schema);

  const warnings: string[] = [];
  const schemas = toJsonSchemaDefs(defs, {
    target: 'draft-2020-12',
    // The wire format: what a server sends and a client sends, before any transformation.
    typeMode: 'input',
    errorMode: 'ignore',
    // Actions with no JSON Schema form that keep the wire type: checks that only narrow a value,
    // brands, and transformations of a value into one of the same type (a list without its broken
    // items, a trimmed string).
    ignoreActions: [
      ...['check', 'check_items', 'partial_check', 'forward', 'brand', 'flavor', 'readonly'],
      ...['filter_items', 'sort_items', 'trim', 'trim_start', 'trim_end', 'to_lower_case', 'to_upper_case'],
    ],
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
    overrideSchema: (context) => {
      for (const error of context.errors ?? [])
        warnings.push(`${context.referenceId ?? context.valibotSchema.type}: ${error}`);
      return withoutFallbackKeys(context);
    },
  });
  return { schemas: schemas as Record<string, JsonObject>, warnings };
}

const ERROR_STATUSES = {
  400: 'Bad request: a missing or wrong `token` signature, a missing or wrong `platform`, `data` or the body is not JSON or has the wrong shape for the call (a missing field, a wrong type, an unknown field).',
  401: 'The call needs a signed-in client and `auth-token` is missing or unknown: `{ "message": "...", "action": "logout" }`.',
  403: 'The proof of a sensitive change is missing or wrong (docs/api.md, "Sensitive changes").',
  404: 'Not found.',
  409: 'Conflict.',
  410: 'Gone: it existed and no longer applies.',
  422: 'The request repeats an idempotency key with another body.',
  500: 'Server failure.',
} as const;
type ErrorStatus = keyof typeof ERROR_STATUSES;

const ref = (kind: 'schemas' | 'parameters' | 'responses' | 'headers', name: string): JsonObject => ({
  $ref: `#/components/${kind}/${name}`,
});

/** Every answer names the header a personal answer must carry (components.headers.PersonalAnswer). */
const PERSONAL_ANSWER_HEADERS: JsonObject = { 'Cache-Control': ref('headers', 'PersonalAnswer') };

/** The component name of a schema of the table (every one is exported by answers.ts or requests.ts). */
function nameOf(schema: v.GenericSchema): string {
  const found =
    exportedSchemas(answers, 'Schema').find(([, s]) => s === schema) ??
    exportedSchemas(requests, '').find(([, s]) => s === schema);
  if (!found) throw new Error('openapi: a schema of the table of calls is not exported');
  return found[0];
}

const operationId = ({ method, path }: Endpoint): string =>
  method.toLowerCase() +
  path
    .split(/[/_]/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');

/** Every error's body. */
const errorAnswer = (): JsonObject => ref('schemas', nameOf(requests.ErrorAnswer));

const json = (schema: JsonObject): JsonObject => ({ 'application/json': { schema } });

function operation(endpoint: Endpoint): JsonObject {
  const parameters: Json[] = [
    ref('parameters', 'Token'),
    ref('parameters', 'Platform'),
    ref('parameters', 'AcceptLanguage'),
  ];
  const request = ref('schemas', nameOf(endpoint.request));
  let requestBody: JsonObject | undefined;
  if (endpoint.method === 'GET') {
    parameters.push({
      name: 'data',
      in: 'query',
      required: true,
      description:
        'The parameters as one URL-encoded JSON object (`data={}` when there are none). The `token` header signs this JSON text before URL-encoding.',
      content: json(request),
    });
  } else {
    parameters.push(ref('parameters', 'XsrfToken'));
    requestBody = {
      required: true,
      description: 'The `token` header signs this exact text.',
      content: json(request),
    };
  }

  const statuses: ErrorStatus[] = [400];
  if (endpoint.auth === 'required') statuses.push(401);
  for (const status of [403, 404, 409, 410, 422] as const) if (endpoint.errors[status]) statuses.push(status);
  statuses.push(500);
  const responses: JsonObject = {
    200: {
      description: endpoint.answered ?? 'OK',
      headers: PERSONAL_ANSWER_HEADERS,
      content: json(ref('schemas', nameOf(endpoint.answer))),
    },
  };
  for (const status of statuses) {
    const specific = status === 401 || status === 500 ? undefined : endpoint.errors[status];
    responses[status] = specific
      ? {
          description: status === 400 ? `${ERROR_STATUSES[400]} Also: ${specific}` : specific,
          headers: PERSONAL_ANSWER_HEADERS,
          content: json(errorAnswer()),
        }
      : ref('responses', `Error${status}`);
  }

  const security: Json[] = { none: [], optional: [{}, { authToken: [] }], required: [{ authToken: [] }] }[
    endpoint.auth
  ];
  return {
    operationId: operationId(endpoint),
    summary: endpoint.summary,
    description: `docs/api.md, "${endpoint.method} ${endpoint.path}".`,
    tags: [endpoint.tag],
    security,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** Every `$ref` target under a value. */
function refsIn(value: Json, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.add(item);
      else refsIn(item, into);
    }
  return into;
}

/** Only the schemas some call reaches, in name order (a stable file). */
function reachable(schemas: Record<string, JsonObject>, paths: JsonObject, extra: Json): Record<string, JsonObject> {
  const prefix = '#/components/schemas/';
  const seen = new Set<string>();
  const queue = [...refsIn(paths, new Set()), ...refsIn(extra, new Set())];
  while (queue.length > 0) {
    const target = queue.pop() ?? '';
    if (!target.startsWith(prefix) || seen.has(target)) continue;
    seen.add(target);
    const schema = schemas[target.slice(prefix.length)];
    if (schema) queue.push(...refsIn(schema, new Set()));
  }
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => seen.has(prefix + name))
      .sort()
      .map((name) => [name, schemas[name] as JsonObject]),
  );
}

export function buildOpenApi(): { document: JsonObject; warnings: string[] } {
  const { schemas, warnings } = componentSchemas();
  const paths: JsonObject = {};
  for (const endpoint of ENDPOINTS) {
    const item = (paths[endpoint.path] ?? {}) as JsonObject;
    item[endpoint.method.toLowerCase()] = operation(endpoint);
    paths[endpoint.path] = item;
  }
  // The answers of the error statuses some call has without a reason of its own.
  const used = refsIn(paths, new Set());
  const responses: JsonObject = Object.fromEntries(
    Object.entries(ERROR_STATUSES)
      .filter(([status]) => used.has(`#/components/responses/Error${status}`))
      .map(([status, description]) => [
        `Error${status}`,
        { description, headers: PERSONAL_ANSWER_HEADERS, content: json(errorAnswer()) },
      ]),
  );
  const document: JsonObject = {
    openapi: '3.1.0',
    info: {
      title: 'Storefront API (/site/v1)',
      version: '1',
      summary: 'The API the pharmacy storefront codes against; docs/api.md is the readable guide.',
      description: [
        'Generated from the valibot schemas of the storefront (src/shared/api/answers.ts for the answers,',
        'src/shared/api/contract/ for the requests and the table of calls) by `npm run build:openapi`; do not edit.',
        '',
        'A field listed as required is one the storefront cannot do without: an answer without it is refused',
        '(docs/api.md, "Answer schemas"). The other fields are read when present, with a fallback when missing;',
        'a backend should still send every field docs/api.md documents. Requests are strict: an unknown field is a 400.',
        '',
        'Wire rules (docs/api.md, "Wire rules"): a GET sends its parameters as one JSON object in the query',
        'parameter `data`; the other calls send a JSON body (`{}` when empty). Every request is signed in the `token`',
        'header and carries `platform: 4` and `Accept-Language`. Integers are JSON integers, money is RSD with at most',
        '2 decimals, dates are `YYYY-MM-DD`, timestamps ISO 8601 UTC.',
      ].join('\n'),
    },
    servers: [
      { url: '/site/v1', description: 'Same origin as the storefront; a build with `API_URL` puts that origin first.' },
    ],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        authToken: {
          type: 'apiKey',
          in: 'header',
          name: 'auth-token',
          description:
            'The auth token of a signed-in client (PUT /auth/phone, /auth/confirm, /auth/recovery/password answer it).',
        },
      },
      parameters: {
        Token: {
          name: 'token',
          in: 'header',
          required: true,
          description:
            'The request signature: uppercase hex HMAC-SHA256 with the key `API_SECRET` of the exact JSON text sent (the `data` value before URL-encoding, or the raw body).',
          schema: { type: 'string', pattern: '^[0-9A-F]{64}$' },
        },
        Platform: {
          name: 'platform',
          in: 'header',
          required: true,
          description: 'The web storefront: `4`.',
          schema: { type: 'string', const: '4' },
        },
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description:
            'The language of localized texts and error messages. Missing or unrecognised: `sr`; a value starting with `en` counts as English, `ru` as Russian.',
          schema: { type: 'string', enum: ['sr', 'eng', 'ru'], default: 'sr' },
        },
        XsrfToken: {
          name: 'X-XSRF-TOKEN',
          in: 'header',
          required: false,
          description:
            'Copied from the cookie `XSRF-TOKEN` on calls to a relative URL other than GET, when the cookie exists.',
          schema: { type: 'string' },
        },
      },
      headers: {
        PersonalAnswer: {
          description:
            '`no-store` on every answer to a request that carried `auth-token`, errors included: the answer is the client\'s own, under an address that is the same for every client, and no cache may keep it (docs/api.md, "Personal answers").',
          schema: { type: 'string', examples: ['no-store'] },
        },
      },
      responses,
      schemas: {},
    },
  };
  (document.components as JsonObject).schemas = reachable(schemas, paths, responses);
  return { document, warnings };
}

/** The file's text: what `npm run build:openapi` writes and the test compares. */
export const openApiText = (document: JsonObject): string => `${JSON.stringify(document, null, 2)}\n`;
