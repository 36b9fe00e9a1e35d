/**
 * Checks every /api/* answer the test clients receive against the OpenAPI document: the status must
 * be one the document lists for that path and method, with the answer's media type (a CSV export's
 * text/csv as well as JSON), and a JSON body must match its schema. On
 * for the whole integration project (KURZ_VALIDATE_OPENAPI=1 in vitest.workspace.ts), so a schema that
 * drifts from what the server sends fails the test that saw it.
 */
import { openApiDocument, restRoutes } from '@kurz/api';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { PLAIN_ROUTES } from '../http/apiDocs';

export const VALIDATE_OPENAPI = process.env.KURZ_VALIDATE_OPENAPI === '1';

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
};

let doc: Doc | null = null;
let templates: { path: string; pattern: RegExp }[] = [];
const validators = new Map<string, ValidateFunction>();
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormatsModule as unknown as (a: Ajv2020) => void)(ajv);

function load(): Doc {
  if (doc) return doc;
  doc = openApiDocument(restRoutes, PLAIN_ROUTES, {
    version: '0.0.0',
    server: 'http://localhost:3000',
  }) as unknown as Doc;
  templates = Object.keys(doc.paths)
    // Literal paths before templated ones: /api/links/create is not /api/links/{slug}.
    .sort((a, b) => Number(a.includes('{')) - Number(b.includes('{')))
    .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
  return doc;
}

/** The document's path for a request URL, if it documents one. */
export function documentedPath(url: string): string | undefined {
  load();
  const pathname = url.split('?', 1)[0]!;
  return templates.find((t) => t.pattern.test(pathname))?.path;
}

/** Throws when a response of a documented call is not what the document says it answers. */
export function checkAgainstDocument(method: string, url: string, res: LightMyRequestResponse): void {
  if (!url.startsWith('/api/')) return;
  const type = String(res.headers['content-type'] ?? '')
    .split(';', 1)[0]!
    .trim();
  const path = documentedPath(url);
  const operation = path ? load().paths[path]?.[method.toLowerCase()] : undefined;
  // A path or method the document does not have: the 404/405 the server answers for it is not a call's.
  if (!path || !operation) return;
  const status = String(res.statusCode);
  const content = operation.responses[status]?.content;
  if (!content)
    throw new Error(
      `OpenAPI drift: ${method} ${path} answered ${status} ${res.body.slice(0, 300)}, a status the document does not list`,
    );
  // An answer with no body (a HEAD) has no media type to check.
  if (type === '' && res.rawPayload.length === 0) return;
  if (!content[type])
    throw new Error(
      `OpenAPI drift: ${method} ${path} ${status} answered ${type || 'no Content-Type'}; the document lists ${Object.keys(content).join(', ')}`,
    );
  if (type !== 'application/json') return;
  const schema = content[type].schema;
  const key = `${method} ${path} ${status}`;
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(schema)));
  if (!validate(res.json())) {
    throw new Error(
      `OpenAPI drift: ${method} ${path} ${status} does not match the document: ${ajv.errorsText(validate.errors)}; body ${res.body.slice(0, 500)}`,
    );
  }
}
