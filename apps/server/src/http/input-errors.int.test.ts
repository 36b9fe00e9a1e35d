/**
 * A refused input names what failed: {error: 'invalid_input', field: '<dotted path>', message: '<a
 * sentence>'} for the body, the query and the path alike; malformed JSON and a bad cursor say what is
 * wrong; a method a path does not take answers 405 with Allow. Driven by the client generated from
 * the OpenAPI document, as a script would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedClient, type TypedClient } from '../testing/apiClient';
import { createTestServer, type TestServer } from '../testing/index';
import { createKey, keyOwner, withKey } from '../testing/keys';
import { HOST } from '../testing/links';

let server: TestServer;
let api: TypedClient;
let key: string;
let slug: string;
beforeAll(async () => {
  server = await createTestServer();
  const { client } = await keyOwner(server, 'errors');
  key = (await createKey(client, 'write')).key;
  api = typedClient(server, key);
  const created = await api.POST('/api/links/create', { body: { url: 'https://example.com/errors', hostname: HOST } });
  slug = created.data!.slug;
});
afterAll(() => server.close());

const linkCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('body fields', () => {
  it('names a missing field and one of the wrong type, and creates nothing', async () => {
    const before = await linkCount();
    const missing = await api.POST('/api/links/create', { body: { hostname: HOST } as never });
    expect(missing.response.status).toBe(400);
    expect(missing.error).toEqual({ error: 'invalid_input', field: 'url', message: 'url is required.' });
    const wrongType = await api.POST('/api/links/create', {
      body: { url: 'https://example.com/', hostname: 7 } as never,
    });
    expect(wrongType.error).toEqual({
      error: 'invalid_input',
      field: 'hostname',
      message: 'hostname must be a string.',
    });
    expect(await linkCount()).toBe(before);
  });

  it('names a field too long, with its bound', async () => {
    const res = await api.POST('/api/links/create', {
      body: { url: 'https://example.com/', hostname: HOST, title: 'x'.repeat(201) },
    });
    expect(res.error).toEqual({
      error: 'invalid_input',
      field: 'title',
      message: 'title must be at most 200 characters long.',
    });
  });

  it("names a nested field by its path from the body, keeping the spec's own message", async () => {
    const res = await api.PUT('/api/links/rules/{slug}', {
      params: { path: { slug }, query: { hostname: HOST } },
      body: { rules: [{ target: '', when: { geo: ['DE'] } }] },
    });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ error: 'invalid_input', field: 'rules.0.target', message: 'Specify target URL' });
  });

  it('keeps the code a field check names (invalid_url)', async () => {
    const res = await api.POST('/api/links/create', { body: { url: 'not a url', hostname: HOST } });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ error: 'invalid_url' });
  });

  it('still refuses an unknown field by name', async () => {
    const res = await api.POST('/api/links/create', {
      body: { url: 'https://example.com/', hostname: HOST, pasword: 'x' } as never,
    });
    expect(res.error).toEqual({ error: 'unknown_field', field: 'pasword' });
  });
});

describe('query and path', () => {
  it('names a query parameter out of bounds, not a number, or not one of the values', async () => {
    const big = await api.GET('/api/links/list', { params: { query: { limit: 1000 } } });
    expect(big.response.status).toBe(400);
    expect(big.error).toEqual({ error: 'invalid_input', field: 'limit', message: 'limit must be at most 200.' });
    const word = await api.GET('/api/links/list', { params: { query: { limit: 'ten' as never } } });
    expect(word.error).toEqual({ error: 'invalid_input', field: 'limit', message: 'limit must be a whole number.' });
    const sort = await api.GET('/api/links/list', { params: { query: { sort: 'name' as never } } });
    expect(sort.error).toEqual({
      error: 'invalid_input',
      field: 'sort',
      message: 'sort must be one of "created", "clicks".',
    });
  });

  it('names a missing query parameter', async () => {
    const res = await api.GET('/api/links/rules/{slug}', { params: { path: { slug }, query: {} as never } });
    expect(res.error).toEqual({ error: 'invalid_input', field: 'hostname', message: 'hostname is required.' });
  });

  it('names a path parameter that cannot be one', async () => {
    const res = await api.DELETE('/api/domains/delete/{id}', { params: { path: { id: 'x'.repeat(65) } } });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({
      error: 'invalid_input',
      field: 'id',
      message: 'id must be at most 64 characters long.',
    });
  });

  it('says what is wrong with a cursor the list never gave out', async () => {
    const res = await api.GET('/api/links/list', { params: { query: { cursor: 'bm90IGEgY3Vyc29y' } } });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ error: 'invalid_input', field: 'cursor' });
    expect((res.error as { message: string }).message).toMatch(/^cursor is not a next_cursor/);
  });
});

describe('the request itself', () => {
  it('answers malformed JSON and an empty JSON body with a message', async () => {
    const headers = { 'content-type': 'application/json' };
    const bad = await withKey(server, key, 'POST', '/api/links/create', '{"url": "https://example.com/",', headers);
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { error: 'invalid_input', message: 'The body is not valid JSON.' },
    ]);
    const empty = await withKey(server, key, 'POST', '/api/links/create', '', headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^The body is empty/);
  });

  it('answers a method a path does not take with 405 and Allow, not 404', async () => {
    const res = await withKey(server, key, 'DELETE', '/api/links/create');
    expect(res.statusCode).toBe(405);
    // GET and PUT /api/links/{slug} take this path too (a link named create).
    expect(res.headers.allow).toBe('GET, HEAD, POST, PUT');
    expect(res.json()).toMatchObject({ error: 'method_not_allowed' });
    const onLink = await withKey(server, key, 'POST', `/api/links/delete/${slug}?hostname=${HOST}`, {});
    expect([onLink.statusCode, onLink.headers.allow]).toEqual([405, 'DELETE']);
    const list = await withKey(server, key, 'DELETE', '/api/webhooks');
    expect([list.statusCode, list.headers.allow]).toEqual([405, 'GET, HEAD, POST']);
    // A path nothing answers is still 404.
    expect((await withKey(server, key, 'GET', '/api/links/nothing/here')).statusCode).toBe(404);
  });
});
