/**
 * A key narrowed to one hostname sees and changes only the links there and no other domain; a read
 * key changes nothing on any REST row.
 */
import { restRoutes } from '@kurz/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { createKey, withKey } from '../testing/keys';
import { HOST, q, userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const refused = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ error: 'insufficient_scope' });
};

let subs = 0;
async function subdomainOf(client: TestClient): Promise<{ id: string; hostname: string }> {
  const res = await client.post('/api/domains/create-subdomain', {
    sub: `narrow${++subs}x${Date.now() % 100_000}`,
    edge: HOST,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function link(client: TestClient, hostname: string, slug: string) {
  const res = await client.post('/api/links/create', { url: `https://example.com/${slug}`, hostname, slug });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a key narrowed to one hostname', () => {
  it('is made only for a hostname the workspace may use, and says which', async () => {
    const { client } = await userOn(server, 'pro', 'narrow-make', { verified: true });
    const { client: other } = await userOn(server, 'pro', 'narrow-other', { verified: true });
    const theirs = await subdomainOf(other);
    for (const hostname of [theirs.hostname, 'nowhere.example']) {
      const res = await client.post('/api/keys', { name: 'k', scope: 'write', hostname });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'domain_not_allowed' });
    }
    const mine = await subdomainOf(client);
    const created = await createKey(client, 'write', { hostname: mine.hostname.toUpperCase() });
    expect(created).toMatchObject({ hostname: mine.hostname });
    const listed = (await client.get('/api/keys')).json<{ results: { id: string; hostname: string | null }[] }>();
    expect(listed.results.find((k) => k.id === created.id)?.hostname).toBe(mine.hostname);
    const wide = await createKey(client, 'write');
    expect(wide).toMatchObject({ hostname: null });
  });

  it('sees and changes only the links on it, and no other domain', async () => {
    const { client } = await userOn(server, 'pro', 'narrow-use', { verified: true });
    const mine = await subdomainOf(client);
    const other = await subdomainOf(client);
    const tag = Date.now();
    await link(client, mine.hostname, `in-${tag}`);
    await link(client, HOST, `out-${tag}`);
    const { key } = await createKey(client, 'write', { hostname: mine.hostname });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      withKey(server, key, method, url, body);

    const list = await call('GET', '/api/links/list');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ results: { slug: string }[] }>().results.map((l) => l.slug)).toEqual([`in-${tag}`]);
    const csv = await call('GET', '/api/links/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`in-${tag}`);
    expect(csv.body).not.toContain(`out-${tag}`);
    const domains = await call('GET', '/api/domains/list');
    expect(domains.json<{ results: { hostname: string }[] }>().results.map((d) => d.hostname)).toEqual([mine.hostname]);
    // The workspace's tags: only those its links on the key's host carry.
    for (const [hostname, tags] of [
      [mine.hostname, ['inside']],
      [HOST, ['outside']],
    ] as const) {
      const res = await client.post('/api/links/create', { url: 'https://example.com/tagged', hostname, tags });
      expect(res.statusCode, res.body).toBe(200);
    }
    const tags = await call('GET', '/api/tags');
    expect(tags.statusCode, tags.body).toBe(200);
    expect(JSON.stringify(tags.json())).toContain('inside');
    expect(JSON.stringify(tags.json())).not.toContain('outside');

    // On its hostname: everything a write key may do.
    expect((await call('GET', `/api/links/${q(`in-${tag}`, mine.hostname)}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/stats/summary?hostname=${mine.hostname}&slug=in-${tag}`)).statusCode).toBe(200);
    expect((await call('PUT', `/api/links/${q(`in-${tag}`, mine.hostname)}`, { title: 'ok' })).statusCode).toBe(200);
    const made = await call('POST', '/api/links/create', { url: 'https://example.com/k', hostname: mine.hostname });
    expect(made.statusCode, made.body).toBe(200);

    // Anywhere else: refused, nothing changed.
    refused(await call('POST', '/api/links/create', { url: 'https://example.com/k', hostname: HOST }));
    refused(await call('GET', `/api/links/${q(`out-${tag}`)}`));
    refused(await call('PUT', `/api/links/${q(`out-${tag}`)}`, { title: 'no' }));
    refused(await call('DELETE', `/api/links/delete/${q(`out-${tag}`)}`));
    refused(await call('GET', `/api/stats/summary?hostname=${HOST}&slug=out-${tag}`));
    refused(await call('GET', `/api/stats/export?hostname=${HOST}&slug=out-${tag}`));
    refused(
      await call('POST', `/api/links/rename/${q(`in-${tag}`, mine.hostname)}`, {
        slug: `moved-${tag}`,
        hostname: HOST,
      }),
    );
    refused(
      await call('POST', '/api/links/bulk', {
        links: [
          { url: 'https://example.com/b1', hostname: mine.hostname },
          { url: 'https://example.com/b2', hostname: HOST },
        ],
      }),
    );
    refused(await call('POST', '/api/links/bulk/delete', { links: [{ hostname: HOST, slug: `out-${tag}` }] }));
    refused(await call('GET', '/api/stats/account'));
    refused(await call('POST', '/api/domains/create-subdomain', { sub: `no${tag % 100000}`, edge: HOST }));
    refused(await call('DELETE', `/api/domains/delete/${other.id}`));
    refused(await call('PUT', `/api/domains/settings/${other.id}`, { root_url: 'https://example.com/' }));
    refused(await call('GET', '/api/webhooks'));

    const all = (await client.get('/api/links/list')).json<{ results: { slug: string; title: string | null }[] }>();
    // in-, out-, the two tagged ones and the key's own: nothing the refused calls would have made or changed.
    expect(all.results).toHaveLength(5);
    expect(all.results.find((l) => l.slug === `out-${tag}`)).toMatchObject({ title: null });
    expect(
      (await client.get('/api/domains/list'))
        .json<{ results: { hostname: string }[] }>()
        .results.map((d) => d.hostname),
    ).toContain(other.hostname);
  });
});

describe('a read key', () => {
  it('is refused with insufficient_scope on every REST row that is not a GET', async () => {
    const { client } = await userOn(server, 'pro', 'read-all', { verified: true });
    const { key } = await createKey(client, 'read');
    const writes = restRoutes.filter((r) => r.auth === 'user' && r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const url = route.path.replace(/:(\w+)/g, (_, name: string) =>
        name === 'id' ? '00000000-0000-4000-8000-000000000000' : 'x',
      );
      const res = await withKey(server, key, route.method, `${url}?hostname=${HOST}`, {});
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(res.json()).toEqual({ error: 'insufficient_scope' });
    }
    expect(
      await server.db
        .selectFrom('links')
        .select('id')
        .where('owner_id', '=', (await client.get('/api/me')).json().id)
        .execute(),
    ).toEqual([]);
  });
});
