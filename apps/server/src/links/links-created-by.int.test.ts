/** links.created_by: who made each link, on every way one is made, as the link answers it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { createKey, withKey } from '../testing/keys';
import { eventually, HOST, q, userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const creatorOf = async (client: TestClient, slug: string) => {
  const res = await client.get(`/api/links/${q(slug)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ created_by: unknown }>().created_by;
};

describe('links.created_by', () => {
  it('is the member, whether the dashboard, a key of theirs, a bulk call or an import made the link', async () => {
    const { client, id, email } = await userOn(server, 'pro', 'maker', { verified: true });
    const me = { id, email };
    const tag = Date.now();
    const single = await client.post('/api/links/create', {
      url: 'https://example.com/1',
      hostname: HOST,
      slug: `cb-${tag}`,
    });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json().created_by).toEqual(me);
    expect(await creatorOf(client, `cb-${tag}`)).toEqual(me);

    const { key } = await createKey(client, 'write');
    const byKey = await withKey(server, key, 'POST', '/api/links/create', {
      url: 'https://example.com/2',
      hostname: HOST,
    });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json().created_by).toEqual(me);

    const bulk = await client.post('/api/links/bulk', {
      links: [{ url: 'https://example.com/3', hostname: HOST, slug: `cb-bulk-${tag}` }],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await creatorOf(client, `cb-bulk-${tag}`)).toEqual(me);

    const started = await client.post('/api/imports', {
      csv: `url,slug\nhttps://example.com/4,cb-imp-${tag}\n`,
      hostname: HOST,
    });
    expect(started.statusCode, started.body).toBe(200);
    await eventually(
      async () => (await client.get(`/api/imports/${started.json().id}`)).json().status === 'done',
      20_000,
      100,
    );
    expect(await creatorOf(client, `cb-imp-${tag}`)).toEqual(me);

    const list = await client.get('/api/links/list');
    const made = list.json<{ results: { created_by: unknown }[] }>().results;
    expect(made).toHaveLength(4);
    for (const link of made) expect(link.created_by).toEqual(me);
  });

  it('is null for a link made before it was kept', async () => {
    const { client, id } = await userOn(server, 'free', 'old-maker', { verified: true });
    const slug = `cb-old-${Date.now()}`;
    await server.db
      .insertInto('links')
      .values({ owner_id: id, hostname: HOST, slug, target_url: 'https://example.com/o' })
      .execute();
    expect(await creatorOf(client, slug)).toBeNull();
  });
});
