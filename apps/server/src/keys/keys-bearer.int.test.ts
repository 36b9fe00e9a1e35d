/** Authorization: Bearer <key> on the REST table: scopes, revocation, expiry, CSRF, cookies, quotas, tenancy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../testing/index';
import { createKey, keyOwner, withKey } from '../testing/keys';
import { HOST, newLink, PNG_1PX, q } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

describe('a write key', () => {
  it("creates, lists, edits, reads stats of and deletes the owner's links, setting no cookie", async () => {
    const { client } = await keyOwner(server, 'writer');
    const { key } = await createKey(client, 'write');
    const created = await withKey(server, key, 'POST', '/api/links/create', {
      url: 'https://example.com/k',
      hostname: HOST,
    });
    expect(created.statusCode, created.body).toBe(200);
    const slug = created.json().slug as string;
    const list = await withKey(server, key, 'GET', '/api/links/list');
    expect(list.json().results.map((l: { slug: string }) => l.slug)).toEqual([slug]);
    const edit = await withKey(server, key, 'PUT', `/api/links/${q(slug)}`, { title: 'from a script' });
    expect(edit.statusCode, edit.body).toBe(200);
    const stats = await withKey(server, key, 'GET', `/api/stats/summary?hostname=${HOST}&slug=${slug}`);
    expect(stats.statusCode, stats.body).toBe(200);
    const me = await withKey(server, key, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    const del = await withKey(server, key, 'DELETE', `/api/links/delete/${q(slug)}`);
    expect(del.statusCode).toBe(200);
    for (const res of [created, list, edit, stats, me, del]) expect(res.headers['set-cookie']).toBeUndefined();
    // The dashboard sees what the key did.
    expect((await client.get('/api/links/list')).json().results).toEqual([]);
  });

  it('needs no CSRF proof: a cross-site Origin is fine with a key, refused with a cookie', async () => {
    const { client } = await keyOwner(server, 'csrf');
    const { key } = await createKey(client, 'write');
    const body = { url: 'https://example.com/csrf', hostname: HOST };
    const withKeyRes = await withKey(server, key, 'POST', '/api/links/create', body, CROSS_SITE);
    expect(withKeyRes.statusCode, withKeyRes.body).toBe(200);
    const withCookie = await client.request({
      method: 'POST',
      url: '/api/links/create',
      payload: body,
      headers: CROSS_SITE,
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json()).toEqual({ error: 'csrf_rejected' });
  });
});

describe('a read key', () => {
  it('reads, and gets 403 insufficient_scope on every write, changing nothing', async () => {
    const { client } = await keyOwner(server, 'reader');
    const slug = await newLink(client, 'https://example.com/r');
    const { key } = await createKey(client, 'read');
    expect((await withKey(server, key, 'GET', '/api/links/list')).statusCode).toBe(200);
    for (const res of [
      await withKey(server, key, 'POST', '/api/links/create', { url: 'https://example.com/no', hostname: HOST }),
      await withKey(server, key, 'PUT', `/api/links/${q(slug)}`, { title: 'no' }),
      await withKey(server, key, 'DELETE', `/api/links/delete/${q(slug)}`),
      await withKey(server, key, 'POST', '/api/domains/create-subdomain', { label: 'no' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'insufficient_scope' });
    }
    const links = (await client.get('/api/links/list')).json().results;
    expect(links).toEqual([expect.objectContaining({ slug, title: null })]);
  });
});

describe('a key that does not work', () => {
  it.each([
    ['unknown', async () => `kurz_${'A'.repeat(43)}`],
    [
      'revoked',
      async () => {
        const { client } = await keyOwner(server, 'revoked');
        const k = await createKey(client, 'write');
        await client.del(`/api/keys/${k.id}`);
        return k.key;
      },
    ],
    [
      'expired',
      async () => {
        const { client } = await keyOwner(server, 'expired');
        const k = await createKey(client, 'write', { expires_at: Math.floor(Date.now() / 1000) + 3600 });
        await server.db
          .updateTable('api_keys')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('id', '=', k.id)
          .execute();
        return k.key;
      },
    ],
    [
      'of a banned account',
      async () => {
        const { client, id } = await keyOwner(server, 'banned');
        const k = await createKey(client, 'write');
        await server.db.updateTable('users').set({ banned_at: new Date() }).where('id', '=', id).execute();
        return k.key;
      },
    ],
  ])('%s: 401 invalid_api_key, on reads and writes', async (_, keyOf) => {
    const key = await keyOf();
    for (const res of [
      await withKey(server, key, 'GET', '/api/links/list'),
      await withKey(server, key, 'POST', '/api/links/create', { url: 'https://example.com/', hostname: HOST }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_api_key' });
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
  });

  it.each([
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'kurz_abc',
    'Bearer kurz_short',
    `Bearer ${'x'.repeat(5000)}`,
    'Bearer kurz_\u00e9',
  ])('malformed header %j: 401 invalid_api_key, never a 500', async (authorization) => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/links/list',
      headers: { host: 'localhost:3000', authorization },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_api_key' });
  });

  it('guessing keys from one address is bounded: past 60 a minute, 429 rate_limited', async () => {
    const guess = (i: number) =>
      server.app.inject({
        method: 'GET',
        url: '/api/links/list',
        remoteAddress: '198.51.100.77',
        headers: { host: 'localhost:3000', authorization: `Bearer kurz_${String(i).padStart(43, 'A')}` },
      });
    for (let i = 0; i < 60; i++) expect((await guess(i)).statusCode).toBe(401);
    const past = await guess(60);
    expect(past.statusCode).toBe(429);
    expect(past.json()).toEqual({ error: 'rate_limited' });
    // Another address is not held back by it.
    const other = await server.app.inject({
      method: 'GET',
      url: '/api/links/list',
      remoteAddress: '198.51.100.78',
      headers: { host: 'localhost:3000', authorization: `Bearer kurz_${'B'.repeat(43)}` },
    });
    expect(other.statusCode).toBe(401);
  });

  it('does not fall back to a cookie sent along: the key decides', async () => {
    const { client } = await keyOwner(server, 'both');
    await newLink(client, 'https://example.com/cookie');
    const res = await withKey(server, `kurz_${'B'.repeat(43)}`, 'GET', '/api/links/list', undefined, {
      cookie: `kurz_session=${client.cookie}`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_api_key' });
  });

  it('is refused on sign-up and sign-in rows (403 api_key_not_allowed), which start no session for it', async () => {
    const email = `signin.key.${Date.now()}@example.com`;
    const { client } = await server.signUp(email, { verified: true });
    const { key } = await createKey(client, 'write');
    for (const [url, body] of [
      ['/api/auth/login', { email, password: TEST_PASSWORD }],
      ['/api/auth/guest', undefined],
      ['/api/auth/signup', { email: `other.${email}`, password: TEST_PASSWORD }],
    ] as const) {
      const res = await withKey(server, key, 'POST', url, body);
      expect([res.statusCode, res.json()], url).toEqual([403, { error: 'api_key_not_allowed' }]);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('is refused on uploads (403 api_key_not_allowed), with or without a session cookie alongside', async () => {
    const { client } = await keyOwner(server, 'uploader');
    const { key } = await createKey(client, 'write');
    const form = new FormData();
    form.append('file', new Blob([PNG_1PX], { type: 'image/png' }), 'x.png');
    const body = new Response(form);
    const payload = Buffer.from(await body.arrayBuffer());
    for (const authorization of [`Bearer ${key}`, 'Bearer kurz_garbage']) {
      for (const cookie of [undefined, `kurz_session=${client.cookie}`]) {
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/og/upload',
          payload,
          headers: {
            host: 'localhost:3000',
            'content-type': body.headers.get('content-type')!,
            authorization,
            ...(cookie ? { cookie } : {}),
          },
        });
        expect([res.statusCode, res.json()]).toEqual([403, { error: 'api_key_not_allowed' }]);
      }
    }
  });

  it('is ignored on public rows (postbacks, configuration)', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { host: 'localhost:3000', authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('tenancy', () => {
  it("a key acts as its owner only, even with another account's cookie alongside", async () => {
    const a = await keyOwner(server, 'tenant-a');
    const b = await keyOwner(server, 'tenant-b');
    const aSlug = await newLink(a.client, 'https://example.com/a');
    const bSlug = await newLink(b.client, 'https://example.com/b');
    const { key } = await createKey(b.client, 'write');
    const list = await withKey(server, key, 'GET', '/api/links/list', undefined, {
      cookie: `kurz_session=${a.client.cookie}`,
    });
    expect(list.json().results.map((l: { slug: string }) => l.slug)).toEqual([bSlug]);
    for (const res of [
      await withKey(server, key, 'GET', `/api/stats/summary?hostname=${HOST}&slug=${aSlug}`),
      await withKey(server, key, 'PUT', `/api/links/${q(aSlug)}`, { title: 'taken over' }),
      await withKey(server, key, 'DELETE', `/api/links/delete/${q(aSlug)}`),
      await withKey(server, key, 'GET', `/api/links/rules/${q(aSlug)}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    expect((await a.client.get('/api/links/list')).json().results).toEqual([
      expect.objectContaining({ slug: aSlug, title: null }),
    ]);
  });
});

describe('plans and quotas', () => {
  it("a free account's key meets custom_slugs_not_allowed and links_limit_reached as the dashboard does", async () => {
    const { client } = await keyOwner(server, 'quota');
    const { key } = await createKey(client, 'write');
    const custom = await withKey(server, key, 'POST', '/api/links/create', {
      url: 'https://example.com/',
      hostname: HOST,
      slug: 'mine',
    });
    expect(custom.statusCode).toBe(403);
    expect(custom.json()).toEqual({ error: 'custom_slugs_not_allowed' });
    for (let i = 0; i < 25; i++) await newLink(client, `https://example.com/q${i}`);
    const over = await withKey(server, key, 'POST', '/api/links/create', {
      url: 'https://example.com/26',
      hostname: HOST,
    });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: 'links_limit_reached' });
  });
});

describe('rate limits per key', () => {
  it('counts reads and writes apart in RateLimit-* headers, then 429 rate_limited with Retry-After', async () => {
    const { client } = await keyOwner(server, 'rate');
    const k = await createKey(client, 'write');
    const first = await withKey(server, k.key, 'GET', '/api/links/list');
    expect(first.headers).toMatchObject({ 'ratelimit-limit': '600', 'ratelimit-remaining': '599' });
    const reset = Number(first.headers['ratelimit-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    expect((await withKey(server, k.key, 'GET', '/api/links/list')).headers['ratelimit-remaining']).toBe('598');
    const write = await withKey(server, k.key, 'POST', '/api/links/create', {
      url: 'https://example.com/w',
      hostname: HOST,
    });
    expect(write.headers).toMatchObject({ 'ratelimit-limit': '120', 'ratelimit-remaining': '119' });

    // The window is a row in PostgreSQL, shared by every replica: fill it as other replicas would.
    await server.db.updateTable('rate_limits').set({ count: 600 }).where('key', '=', `apikey:read:${k.id}`).execute();
    const limited = await withKey(server, k.key, 'GET', '/api/links/list');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate_limited' });
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Writes have their own window; the dashboard's cookie is not the key's limit.
    expect(
      (await withKey(server, k.key, 'POST', '/api/links/create', { url: 'https://example.com/w2', hostname: HOST }))
        .statusCode,
    ).toBe(200);
    expect((await client.get('/api/links/list')).statusCode).toBe(200);
    expect((await client.get('/api/links/list')).headers['ratelimit-limit']).toBeUndefined();
  });

  it('starts a fresh window once the old one is over', async () => {
    const { client } = await keyOwner(server, 'rate-reset');
    const k = await createKey(client, 'read');
    await withKey(server, k.key, 'GET', '/api/links/list');
    await server.db
      .updateTable('rate_limits')
      .set({ count: 10_000, window_start: new Date(Date.now() - 61_000) })
      .where('key', '=', `apikey:read:${k.id}`)
      .execute();
    const res = await withKey(server, k.key, 'GET', '/api/links/list');
    expect(res.statusCode).toBe(200);
    expect(res.headers['ratelimit-remaining']).toBe('599');
  });
});

describe('revoking while the key is in use', () => {
  it('answers every call 200 or 401, never 500, and nothing passes after the revoke returned', async () => {
    const { client } = await keyOwner(server, 'race');
    const k = await createKey(client, 'write');
    const uses = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? withKey(server, k.key, 'GET', '/api/links/list')
        : withKey(server, k.key, 'POST', '/api/links/create', { url: `https://example.com/c${i}`, hostname: HOST }),
    );
    const [revoke, ...results] = await Promise.all([client.del(`/api/keys/${k.id}`), ...uses]);
    expect(revoke.statusCode).toBe(200);
    for (const r of results) expect([200, 401]).toContain(r.statusCode);
    const after = await withKey(server, k.key, 'GET', '/api/links/list');
    expect(after.statusCode).toBe(401);
    const created = results.filter((r, i) => i % 2 === 0 && r.statusCode === 200).length;
    expect((await client.get('/api/links/list')).json().results).toHaveLength(created);
  });
});
