/** Slugs are case-insensitive: one link per spelling-insensitive slug on a host, found whatever the case. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  ({ client } = await userOn(server, 'hobby', 'slugcase'));
});
afterAll(() => server.close());

describe('case-insensitive slugs', () => {
  it('refuses summer-sale with 409 slug_taken once Summer-Sale exists, for any owner', async () => {
    expect(await newLink(client, 'https://example.com/sale', 'Summer-Sale')).toBe('Summer-Sale');
    const res = await client.post('/api/links/create', {
      url: 'https://example.com/other',
      hostname: HOST,
      slug: 'summer-sale',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'slug_taken' });
    const { client: other } = await userOn(server, 'pro', 'slugcase-other');
    const theirs = await other.post('/api/links/create', {
      url: 'https://example.com/theirs',
      hostname: HOST,
      slug: 'SUMMER-SALE',
    });
    expect(theirs.json()).toMatchObject({ error: 'slug_taken' });
    const stored = await server.db
      .selectFrom('links')
      .select('target_url')
      .where('hostname', '=', HOST)
      .where('slug', 'ilike', 'summer-sale')
      .execute();
    expect(stored).toEqual([{ target_url: 'https://example.com/sale' }]);
  });

  it('redirects /SUMMER-SALE and /summer-sale to the link stored as Summer-Sale', async () => {
    await newLink(client, 'https://example.com/case', 'Case-Link');
    for (const path of ['/Case-Link', '/case-link', '/CASE-LINK']) {
      const res = await server.visit(HOST, path);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe('https://example.com/case');
    }
  });

  it('an edit seen through one spelling is seen through every other (one cache entry)', async () => {
    await newLink(client, 'https://example.com/before', 'Cached-One');
    expect((await server.visit(HOST, '/cached-one')).headers.location).toBe('https://example.com/before');
    const put = await client.put(`/api/links/rules/${q('Cached-One')}`, {
      default: 'https://example.com/after',
      rules: [],
    });
    expect(put.statusCode).toBe(200);
    expect((await server.visit(HOST, '/cached-one')).headers.location).toBe('https://example.com/after');
    expect((await server.visit(HOST, '/CACHED-ONE')).headers.location).toBe('https://example.com/after');
  });

  it("finds the owner's link in link calls whatever the case", async () => {
    await newLink(client, 'https://example.com/calls', 'Calls-Link');
    const res = await client.get(`/api/links/rules/${q('calls-link')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().default).toBe('https://example.com/calls');
  });

  it('lets exactly one of two concurrent creations of one slug in different case win', async () => {
    const [a, b] = await Promise.all([
      client.post('/api/links/create', { url: 'https://example.com/a', hostname: HOST, slug: 'Race-Slug' }),
      client.post('/api/links/create', { url: 'https://example.com/b', hostname: HOST, slug: 'race-slug' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await server.db.selectFrom('links').select('slug').where('slug', 'ilike', 'race-slug').execute();
    expect(rows).toHaveLength(1);
  });
});
