import { ERROR_STATUS, type ErrorCode } from '@kurz/core';
import { z } from 'zod';
import type { RestAuth, RestRoute } from '../rest';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_TTL_HOURS } from '../rest/idempotency';

type JsonSchema = Record<string, unknown>;

/**
 * A call served beside the REST table (a file upload, an object read): declared here with what the
 * document needs, since no procedure describes it.
 */
export interface PlainRoute {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  tag: string;
  auth: RestAuth;
  query?: z.ZodType;
  /** A multipart/form-data body with one file part named `file`. */
  upload?: boolean;
  /** A JSON body read as the exact bytes sent, authenticated by a signature in a header. */
  signedBody?: { description: string; header: string };
  /** The 200 answer: a JSON schema, or the content types of a raw body. */
  response: z.ZodType | { binary: string[] };
  errors: ErrorCode[];
}

export interface DocumentOptions {
  version: string;
  /** The dashboard's origin: the API's base URL. */
  server: string;
}

/** Codes any call may answer: bad or unknown input, overload, an outage, a wrong Host. */
const COMMON_ERRORS: ErrorCode[] = [
  'invalid_input',
  'unknown_field',
  'rate_limited',
  'misdirected_request',
  'internal_error',
  'service_unavailable',
];
/** A call authenticated by its body's signature is no browser's (no cross-site check), and its body is read as bytes, not as fields. */
const NOT_FROM_A_SIGNED_CALL: ErrorCode[] = ['csrf_rejected', 'unknown_field'];
/** Codes of a call with a body: the body is JSON (or the upload's multipart) and not too large, and a browser's is same-site. */
const BODY_ERRORS: ErrorCode[] = ['payload_too_large', 'unsupported_media_type', 'csrf_rejected'];

/** A whole number a query spells in digits (ZQueryInt): declared as the integer it must be, with its bounds. */
function queryInteger(schema: JsonSchema): void {
  const bounds = schema.queryInteger as { minimum: number; maximum: number; default?: number } | undefined;
  if (!bounds) return;
  for (const key of Object.keys(schema)) if (key !== 'default' && key !== 'description') delete schema[key];
  Object.assign(schema, { type: 'integer', ...bounds });
}

/** true or false a query spells as a word (ZQueryBool): declared as the boolean it must be. */
function queryBoolean(schema: JsonSchema): void {
  if (schema.queryBoolean !== true) return;
  for (const key of Object.keys(schema)) if (key !== 'default' && key !== 'description') delete schema[key];
  schema.type = 'boolean';
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms and the like have no JSON Schema: they are described as what they take or give ({}).
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      queryInteger(ctx.jsonSchema);
      queryBoolean(ctx.jsonSchema);
    },
  }) as JsonSchema;
  return rest;
}

/**
 * What a path or query parameter means, by its name, where its schema does not say: the same name
 * means the same thing on every call.
 */
const PARAMETER_DESCRIPTIONS: Record<string, string> = {
  slug: "The link's slug: the path of its short URL after the host.",
  hostname: "The link's host: a system domain, a subdomain or an own domain of the account.",
  id: 'The id its list or its create call answered.',
  tag: 'A tag name (case-insensitive).',
  q: 'Only links whose slug, target or title contain this text (case-insensitive).',
  sort: '`created`: newest first (the default); `clicks`: most clicked first.',
  limit: 'How many rows to answer at most.',
  cursor: 'The `next_cursor` of the previous page, to read the next one (with the same `sort`).',
  from: 'The first UTC day of the range, YYYY-MM-DD (inclusive); without it, the start of what the plan keeps.',
  to: 'The last UTC day of the range, YYYY-MM-DD (inclusive); without it, today.',
  filter_by: 'Only clicks whose dimension (country, device...) is `filter_val`; goes with `filter_val`.',
  filter_val: 'The value of the `filter_by` dimension to keep (as the breakdowns answer it).',
  clickid: 'The click id kurz added to the target URL (the `{clickid}` macro or `clid=`).',
  revenue: "The conversion's revenue, in `currency`.",
  currency: 'The ISO 4217 code of `revenue` (e.g. USD).',
  token: "The account's postback token (the postback URL the dashboard shows carries it).",
  key: 'The object key of an upload, as its URL names it.',
};

/** Fastify's /api/links/:slug as OpenAPI's /api/links/{slug}. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const js = jsonSchema(schema, 'input');
  const properties = (js.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((js.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    const text = typeof description === 'string' ? description : PARAMETER_DESCRIPTIONS[name];
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
      ...(text ? { description: text } : {}),
    };
  });
}

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
/** What an API key call answers about its rate window (see docs/api.md). */
const RATE_HEADERS = {
  'RateLimit-Limit': ref('RateLimit-Limit'),
  'RateLimit-Remaining': ref('RateLimit-Remaining'),
  'RateLimit-Reset': ref('RateLimit-Reset'),
};
const HEADERS: Record<string, JsonSchema> = {
  'RateLimit-Limit': {
    description: "API key calls: the calls the key's window allows (600 reads or 120 writes a minute).",
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Remaining': {
    description: 'API key calls: the calls left in the window.',
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Reset': {
    description: 'API key calls: seconds until the window starts over.',
    schema: { type: 'integer', minimum: 0 },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again: on a 503, and on a 429 of a full key window.',
    schema: { type: 'integer', minimum: 0 },
  },
  'Idempotent-Replayed': {
    description: `\`true\` when the answer is the one a request with the same ${IDEMPOTENCY_HEADER} got before (nothing was done again).`,
    schema: { type: 'string', enum: ['true'] },
  },
};

/** The header a creating call takes (see rest/idempotency.ts). */
const IDEMPOTENCY_PARAMETER: JsonSchema = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX, pattern: '^[\\x21-\\x7E]+$' },
  description:
    `A key the client makes up (a UUID) so that a retried request creates nothing twice: for ${IDEMPOTENCY_TTL_HOURS} hours, the ` +
    'same key with the same request answers the first answer again (same status and body, with ' +
    '`Idempotent-Replayed: true`); with another request it is refused with 409 `idempotency_key_reused`. Keys are ' +
    "the account's, whether it calls with its session or an API key.",
};

/** The headers of an answer of this status: rate windows on key calls, Retry-After where a retry is asked for. */
function headersOf(status: number, auth: RestAuth): Record<string, JsonSchema> | undefined {
  const headers = {
    ...(auth === 'user' && (status < 300 || status === 429) ? RATE_HEADERS : {}),
    ...(status === 429 || status === 503 ? { 'Retry-After': ref('Retry-After') } : {}),
  };
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/**
 * Statuses Node's HTTP parser answers before any call sees the request (see the server's
 * clientErrorHandler), in the same error shape, with invalid_input.
 */
const PARSER_STATUSES: Record<number, string> = {
  408: 'invalid_input: the request took too long to arrive',
  431: 'invalid_input: the request headers are too large',
};

function errorBody(codes: string[]): JsonSchema {
  return {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          error: { type: 'string', enum: codes },
          message: {
            type: 'string',
            description:
              'What was wrong, in a sentence a person can read (a field that failed a check, malformed JSON, a wrong method).',
          },
          field: {
            type: 'string',
            description:
              'The field that failed, as a dotted path from the body, query or path (rules.0.target); for unknown_field, the first field the call does not know.',
          },
        },
        required: ['error'],
        additionalProperties: false,
      },
    },
  };
}

function errorResponses(codes: ErrorCode[], auth: RestAuth, idempotent = false): Record<string, JsonSchema> {
  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, set] of [...byStatus].sort(([a], [b]) => a - b)) {
    const list = [...set].sort();
    // A refusal is kept for the key and answered again; a 429 or 5xx never is.
    const replayed = idempotent && status < 500 && status !== 429;
    const headers = {
      ...headersOf(status, auth),
      ...(replayed ? { 'Idempotent-Replayed': ref('Idempotent-Replayed') } : {}),
    };
    responses[String(status)] = {
      description: list.join(', '),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      content: errorBody(list),
    };
  }
  for (const [status, description] of Object.entries(PARSER_STATUSES))
    responses[status] = { description, content: errorBody(['invalid_input']) };
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}

const SECURITY: Record<RestAuth, JsonSchema[]> = {
  public: [],
  signin: [],
  session: [{ cookieAuth: [] }],
  user: [{ bearerAuth: [] }, { cookieAuth: [] }],
};

/** The error codes the document lists for a call: the ones every call may answer, its auth's, and its own. */
export function codesOf(route: {
  auth: RestAuth;
  method: string;
  errors: ErrorCode[];
  idempotent?: true;
  signedBody?: PlainRoute['signedBody'];
}): ErrorCode[] {
  const codes = [
    ...new Set([
      ...COMMON_ERRORS,
      ...(route.auth === 'public' || route.auth === 'signin' ? [] : (['unauthorized', 'not_a_member'] as ErrorCode[])),
      // What an API key may be answered: refused on session and sign-in rows, unknown or dead, a read key
      // writing, a key narrowed to one hostname reaching beyond it (reads too).
      ...(route.auth === 'session' || route.auth === 'signin' ? (['api_key_not_allowed'] as ErrorCode[]) : []),
      ...(route.auth === 'user' ? (['invalid_api_key', 'role_not_allowed', 'insufficient_scope'] as ErrorCode[]) : []),
      ...(route.method === 'GET' ? [] : BODY_ERRORS),
      ...(route.idempotent ? (['idempotency_key_reused', 'idempotency_key_in_use'] as ErrorCode[]) : []),
      ...route.errors,
    ]),
  ];
  return route.signedBody ? codes.filter((code) => !NOT_FROM_A_SIGNED_CALL.includes(code)) : codes;
}

function restOperation(route: RestRoute): JsonSchema {
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    tags: [route.tag],
    security: SECURITY[route.auth],
    parameters: [
      ...parameters(route.params, 'path'),
      ...parameters(route.query, 'query'),
      ...(route.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
    ],
    ...(route.body
      ? {
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } },
        }
      : {}),
    responses: {
      '200': {
        description: 'OK',
        headers: {
          ...headersOf(200, route.auth),
          ...(route.idempotent ? { 'Idempotent-Replayed': ref('Idempotent-Replayed') } : {}),
          ...(route.contentType
            ? { 'Content-Disposition': { description: 'attachment; filename="..."', schema: { type: 'string' } } }
            : {}),
        },
        content: { [route.contentType ?? 'application/json']: { schema: jsonSchema(route.response, 'output') } },
      },
      ...errorResponses(codesOf(route), route.auth, route.idempotent),
    },
  };
}

/** A plain route's body: a signed JSON event, or an upload's one file. */
function plainRequestBody(route: PlainRoute): JsonSchema | undefined {
  if (route.signedBody)
    return {
      required: true,
      description: route.signedBody.description,
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  if (!route.upload) return undefined;
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          required: ['file'],
        },
      },
    },
  };
}

function plainOperation(route: PlainRoute): JsonSchema {
  const requestBody = plainRequestBody(route);
  const ok =
    route.response instanceof z.ZodType
      ? { 'application/json': { schema: jsonSchema(route.response, 'output') } }
      : Object.fromEntries(
          route.response.binary.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        );
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    tags: [route.tag],
    security: SECURITY[route.auth],
    parameters: [
      ...parameters(route.query, 'query'),
      ...(route.signedBody
        ? [
            {
              name: route.signedBody.header,
              in: 'header',
              required: true,
              description: 'The signature of the exact body bytes, made with the shared secret',
              schema: { type: 'string' },
            },
          ]
        : []),
    ],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': { description: 'OK', content: ok },
      ...errorResponses(codesOf(route), route.auth),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the REST API, made from the REST table and the zod schemas its
 * procedures parse (requests as zod's input types, answers as its output types): nothing in it is
 * written by hand, so it cannot drift from what the server does.
 */
export function openApiDocument(
  routes: readonly RestRoute[],
  plain: readonly PlainRoute[],
  { version, server }: DocumentOptions,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const add = (method: string, path: string, operation: JsonSchema) => {
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = operation;
  };
  for (const route of routes) add(route.method, route.path, restOperation(route));
  for (const route of plain) add(route.method, route.path, plainOperation(route));
  const tags = [...new Set([...routes, ...plain].map((r) => r.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'kurz',
      version,
      description:
        // Markdown: inline code in backticks, so that `<code>` is text and not an HTML element.
        'The kurz REST API. Every error answers `{"error": "<code>"}` with the status the code has; an input that ' +
        'fails a check adds `field` (a dotted path) and `message` (a sentence). A field a call does not know is ' +
        'refused with 400 `{"error": "unknown_field", "field": "<name>"}`. A method a path does not take answers 405 with `Allow`.',
    },
    servers: [{ url: server }],
    tags,
    paths,
    components: {
      headers: HEADERS,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key made in the dashboard (Profile, API keys): `Authorization: Bearer kurz_...`. A `read` key may only call GET.',
        },
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: 'kurz_session',
          description:
            "The dashboard's session cookie (set by /api/auth/login). A session acts in the user's personal workspace, or in the one the `X-Kurz-Workspace` header names (403 `not_a_member` when the user is no member of it).",
        },
      },
    },
  };
}
