/**
 * A client generated from the OpenAPI document (openapi-typescript types, openapi-fetch) drives a
 * link's life with an API key: create, list, edit, stats, delete. The committed types are the document's, or this fails.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from './apiTypes';
import { typedClient } from '../testing/apiClient';
import { createTestServer, type TestServer } from '../testing/index';
import { createKey, keyOwner } from '../testing/keys';
import { HOST } from '../testing/links';

let server: TestServer;
let apiKey: string;
beforeAll(async () => {
  server = await createTestServer();
  const { client } = await keyOwner(server, 'openapi');
  apiKey = (await createKey(client, 'write')).key;
});
afterAll(() => server.close());

const apiClient = () => typedClient(server, apiKey);

describe('a client generated from the document', () => {
  it('the committed types are those of the current document (pnpm gen:api-types)', async () => {
    expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(await apiTypesSource());
  });

  it('creates, lists, edits, reads the stats of and deletes a link', async () => {
    const api = apiClient();
    const created = await api.POST('/api/links/create', {
      body: { url: 'https://example.com/typed', hostname: HOST, title: 'Typed' },
    });
    expect(created.error).toBeUndefined();
    const slug = created.data!.slug;
    expect(created.data).toMatchObject({ hostname: HOST, target_url: 'https://example.com/typed', title: 'Typed' });

    const listed = await api.GET('/api/links/list', { params: { query: { q: 'typed' } } });
    expect(listed.data!.results.map((l) => l.slug)).toEqual([slug]);

    const edited = await api.PUT('/api/links/{slug}', {
      params: { path: { slug }, query: { hostname: HOST } },
      body: { url: 'https://example.com/typed-2' },
    });
    expect(edited.data!.target_url).toBe('https://example.com/typed-2');

    const visit = await server.visit(HOST, `/${slug}`);
    expect(visit.statusCode).toBe(302);
    await server.runtime.recorder.flush();
    const stats = await api.GET('/api/stats/summary', { params: { query: { slug, hostname: HOST } } });
    expect(stats.error).toBeUndefined();
    expect(stats.data!.totals.clicks).toBe(1);
    expect(stats.data!.title).toBe('Typed');

    const deleted = await api.DELETE('/api/links/delete/{slug}', {
      params: { path: { slug }, query: { hostname: HOST } },
    });
    expect(deleted.data).toEqual({ ok: true });
    const gone = await api.GET('/api/links/rules/{slug}', { params: { path: { slug }, query: { hostname: HOST } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error).toEqual({ error: 'not_found' });
  });

  it('reads a CSV export as the text/csv the document declares', async () => {
    const api = apiClient();
    await api.POST('/api/links/create', { body: { url: 'https://example.com/csv', hostname: HOST } });
    const res = await api.GET('/api/links/export', { parseAs: 'text' });
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.data).toContain('https://example.com/csv');
  });

  it('gets the documented error of a refused call, typed', async () => {
    const api = apiClient();
    const res = await api.POST('/api/links/create', {
      body: { url: 'https://example.com/', hostname: HOST, pasword: 'x' } as never,
    });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ error: 'unknown_field', field: 'pasword' });
  });
});
