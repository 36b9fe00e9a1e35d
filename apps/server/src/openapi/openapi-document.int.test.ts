/** GET /api/openapi.json and /api/docs: the document covers the REST table and the plain routes, nothing else. */
import { openApiPath, restRoutes } from '@kurz/api';
import { ERROR_STATUS } from '@kurz/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_ROUTES } from '../http/apiDocs';
import { createTestServer, type TestServer } from '../testing/index';

let server: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;
beforeAll(async () => {
  server = await createTestServer();
  const res = await server.client().get('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 about kurz, with a version and the server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('kurz');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000' }]);
  });

  it('has every row of the REST table, with its method and path', () => {
    for (const route of restRoutes) {
      const op = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(op.summary).toBe(route.summary);
      expect(op.tags).toEqual([route.tag]);
    }
  });

  it('has nothing but the rows and the declared plain routes', () => {
    const declared = new Set([...restRoutes, ...PLAIN_ROUTES].map((r) => `${r.method} ${openApiPath(r.path)}`));
    expect(new Set(operations())).toEqual(declared);
    expect(operations()).toContain('POST /api/og/upload');
    expect(operations()).toContain('GET /api/r2');
    expect(operations()).toContain('GET /api/domains/tls-ask');
    expect(operations()).toContain('POST /api/billing/stripe/webhook');
    const webhook = doc.paths['/api/billing/stripe/webhook'].post;
    expect(webhook.parameters).toEqual([expect.objectContaining({ name: 'stripe-signature', in: 'header' })]);
    expect(Object.keys(webhook.requestBody.content)).toEqual(['application/json']);
    const webhookCodes = Object.values(webhook.responses).flatMap(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (r: any) => (r.content?.['application/json']?.schema.properties?.error?.enum as string[] | undefined) ?? [],
    );
    expect(webhookCodes).toContain('invalid_signature');
    // Stripe is no browser, and the body is read as the bytes it signed.
    expect(webhookCodes).not.toContain('csrf_rejected');
    expect(webhookCodes).not.toContain('unknown_field');
  });

  it('names path parameters as OpenAPI does and lists them', () => {
    const op = doc.paths['/api/links/rules/{slug}'].get;
    expect(op.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'slug', in: 'path', required: true }),
        expect.objectContaining({ name: 'hostname', in: 'query', required: true }),
      ]),
    );
    expect(Object.keys(doc.paths).some((p) => p.includes(':'))).toBe(false);
  });

  it('describes bodies as input, answers as output, with examples', () => {
    const create = doc.paths['/api/links/create'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['url', 'hostname']);
    expect(body.additionalProperties).toBe(false);
    expect(body.examples?.length).toBeGreaterThan(0);
    const ok = create.responses['200'].content['application/json'].schema;
    expect(ok.properties.slug).toEqual({ type: 'string' });
    expect(ok.examples?.length).toBeGreaterThan(0);
    expect(
      doc.paths['/api/stats/summary'].get.responses['200'].content['application/json'].schema.examples?.length,
    ).toBeGreaterThan(0);
  });

  it('lists each error code under its HTTP status', () => {
    const responses = doc.paths['/api/links/create'].post.responses;
    const codesAt = (status: number) =>
      responses[String(status)].content['application/json'].schema.properties.error.enum as string[];
    expect(codesAt(409)).toContain('slug_taken');
    expect(codesAt(400)).toEqual(expect.arrayContaining(['invalid_input', 'unknown_field', 'invalid_url']));
    expect(codesAt(401).sort()).toEqual(['invalid_api_key', 'unauthorized']);
    // What a key may be answered: a read key writing, a key narrowed to one hostname reaching beyond it
    // (on reads too), a key on a session-only call.
    expect(codesAt(403)).toContain('insufficient_scope');
    expect(
      doc.paths['/api/links/list'].get.responses['403'].content['application/json'].schema.properties.error.enum,
    ).toContain('insufficient_scope');
    expect(
      doc.paths['/api/keys'].post.responses['403'].content['application/json'].schema.properties.error.enum,
    ).toContain('api_key_not_allowed');
    // What Node's HTTP parser answers before any call sees the request: on every call, in the same shape.
    for (const status of ['408', '431']) expect(codesAt(Number(status)), status).toEqual(['invalid_input']);
    for (const [status, response] of Object.entries(responses)) {
      if (['200', '408', '431'].includes(status)) continue;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      for (const code of (response as any).content['application/json'].schema.properties.error.enum)
        expect(ERROR_STATUS[code as 'invalid_input']).toBe(Number(status));
    }
    // A public call never answers unauthorized.
    expect(doc.paths['/api/config'].get.responses['401']).toBeUndefined();
  });

  it('describes every parameter, with bounds, defaults, formats and enums as the server checks them', () => {
    for (const op of Object.values(
      doc.paths as Record<string, Record<string, { parameters: { name: string; description?: string }[] }>>,
    ).flatMap((ops) => Object.values(ops))) {
      for (const p of op.parameters) expect(p.description, p.name).toMatch(/\w+ \w+/);
    }
    const param = (path: string, name: string) =>
      doc.paths[path].get.parameters.find((p: { name: string }) => p.name === name).schema;
    expect(param('/api/links/list', 'limit')).toEqual({ type: 'integer', minimum: 1, maximum: 200, default: 50 });
    expect(param('/api/stats/stream', 'limit')).toEqual({ type: 'integer', minimum: 0, maximum: 100, default: 100 });
    expect(param('/api/links/list', 'sort')).toEqual({ type: 'string', enum: ['created', 'clicks'] });
    expect(param('/api/stats/summary', 'from')).toMatchObject({ type: 'string', format: 'date' });
    expect(param('/api/stats/account', 'to')).toMatchObject({ type: 'string', format: 'date' });
    const rule =
      doc.paths['/api/links/rules/{slug}'].put.requestBody.content['application/json'].schema.properties.rules.items;
    expect(rule.properties.prio).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
  });

  it('declares the CSV exports as text/csv, not JSON', () => {
    for (const path of ['/api/links/export', '/api/stats/export']) {
      const ok = doc.paths[path].get.responses['200'];
      expect(Object.keys(ok.content), path).toEqual(['text/csv']);
      expect(ok.headers['Content-Disposition']).toBeDefined();
    }
  });

  it('declares the rate-limit and Retry-After headers', () => {
    const create = doc.paths['/api/links/create'].post.responses;
    expect(Object.keys(create['200'].headers)).toEqual([
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Idempotent-Replayed',
    ]);
    // A creating call's refusals are answered again for its Idempotency-Key; a 429 or 503 never is.
    expect(Object.keys(create['409'].headers)).toEqual(['Idempotent-Replayed']);
    expect(Object.keys(create['429'].headers)).toEqual([
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
    ]);
    expect(Object.keys(create['503'].headers)).toEqual(['Retry-After']);
    expect(doc.components.headers['Retry-After'].schema).toEqual({ type: 'integer', minimum: 0 });
    // A call without a key window says nothing of one.
    expect(doc.paths['/api/config'].get.responses['200'].headers).toEqual({});
  });

  it('says how each call authenticates', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.bearerAuth.description).toContain('kurz_');
    expect(doc.paths['/api/links/create'].post.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(doc.paths['/api/auth/logout'].post.security).toEqual([{ cookieAuth: [] }]);
    expect(doc.paths['/api/config'].get.security).toEqual([]);
  });
});

describe('the docs page', () => {
  it('is served with its viewer from this server, under a CSP without inline scripts', async () => {
    const page = await server.client().get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBe(3);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/')).toBe(true);
      const res = await server.client().get(asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers['content-type']).toMatch(asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(res.body.length).toBeGreaterThan(50);
    }
  });
});
