/** POST /api/links/create, GET /api/links/list, DELETE /api/links/delete, /api/domains/list, link quota. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { guest, HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const UNAMBIGUOUS = /^[23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ]{7}$/;

describe('GET /api/links/list', () => {
  it("lists a registered user's links with every field, newest first, expires_at null", async () => {
    const { client, id, email } = await userOn(server, 'free', 'lister');
    const before = Math.floor(Date.now() / 1000);
    const first = await newLink(client, 'https://example.com/one');
    const second = await newLink(client, 'https://example.com/two');
    const res = await client.get('/api/links/list');
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toHaveLength(2);
    expect(results.map((r: { slug: string }) => r.slug)).toEqual([second, first]);
    expect(results[1]).toEqual({
      hostname: HOST,
      slug: first,
      target_url: 'https://example.com/one',
      title: null,
      clicks_today: 0,
      clicks_total: 0,
      created_at: expect.any(Number),
      conversions_enabled: false,
      expires_at: null,
      tags: [],
      max_clicks: null,
      expired_url: null,
      has_password: false,
      targets: null,
      ios_url: null,
      android_url: null,
      rules_count: 0,
      preview_enabled: false,
      created_by: { id, email },
    });
    // Epoch seconds, not milliseconds (spec: below 1e12 means seconds).
    expect(results[1].created_at).toBeLessThan(1e12);
    expect(results[1].created_at).toBeGreaterThanOrEqual(before - 5);
    expect(results[1].created_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 5);
  });

  it("gives a guest's links an expiry in epoch seconds, guestLinkTtlDays ahead", async () => {
    const c = await guest(server);
    const slug = await newLink(c);
    const [link] = (await c.get('/api/links/list')).json().results;
    expect(link.slug).toBe(slug);
    expect(link.expires_at).toBeLessThan(1e12);
    expect(link.expires_at - link.created_at).toBeGreaterThan(7 * 86_400 - 10);
    expect(link.expires_at - link.created_at).toBeLessThan(7 * 86_400 + 10);
  });

  it('refuses an anonymous caller with 401 unauthorized', async () => {
    const res = await server.client().get('/api/links/list');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized' });
  });
});

describe('POST /api/links/create', () => {
  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    ['ftp://example.com/file'],
    ['/relative/path'],
    ['no-dot-no-scheme'],
    [''],
    ['   '],
    ['https://user:pass@example.com/'],
  ])('refuses %j with 400 invalid_url', async (url) => {
    const c = await guest(server);
    const res = await c.post('/api/links/create', { url, hostname: HOST });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_url' });
    expect((await c.get('/api/links/list')).json().results).toEqual([]);
  });

  it('refuses an unknown or foreign host with 403 domain_not_allowed', async () => {
    const c = await guest(server);
    for (const hostname of ['evil.example', 'localhost', '']) {
      const res = await c.post('/api/links/create', { url: 'https://example.com/', hostname });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'domain_not_allowed' });
    }
  });

  it('accepts the system host in any letter case and stores it lower-case', async () => {
    const c = await guest(server);
    const res = await c.post('/api/links/create', { url: 'https://example.com/', hostname: 'KURZ.Localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().hostname).toBe(HOST);
  });

  it('generates 7-character slugs from the unambiguous alphabet, unique over 200 creations', async () => {
    const slugs: string[] = [];
    // Four users so the per-user creation rate limit (60 a minute) is not what is being tested.
    for (let u = 0; u < 4; u++) {
      const { client } = await userOn(server, 'pro', `gen${u}`);
      const made = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          client.post('/api/links/create', { url: `https://example.com/${u}/${i}`, hostname: HOST }),
        ),
      );
      for (const res of made) {
        expect(res.statusCode, res.body).toBe(200);
        slugs.push(res.json().slug);
      }
    }
    expect(slugs).toHaveLength(200);
    for (const slug of slugs) expect(slug).toMatch(UNAMBIGUOUS);
    expect(new Set(slugs).size).toBe(200);
  });

  it('refuses a custom slug on the free plan with 403 custom_slugs_not_allowed (guests too)', async () => {
    const { client } = await userOn(server, 'free');
    const res = await client.post('/api/links/create', {
      url: 'https://example.com/',
      hostname: HOST,
      slug: 'my-free-slug',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'custom_slugs_not_allowed' });
    const g = await guest(server);
    const res2 = await g.post('/api/links/create', {
      url: 'https://example.com/',
      hostname: HOST,
      slug: 'my-guest-slug',
    });
    expect(res2.statusCode).toBe(403);
    expect(res2.json()).toEqual({ error: 'custom_slugs_not_allowed' });
    expect((await server.visit(HOST, '/my-free-slug')).statusCode).toBe(404);
  });

  it('accepts a custom slug on hobby, and it redirects', async () => {
    const { client } = await userOn(server, 'hobby');
    const res = await client.post('/api/links/create', {
      url: 'https://example.com/hobby',
      hostname: HOST,
      slug: 'Hobby_Slug-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'Hobby_Slug-1',
      hostname: HOST,
      target_url: 'https://example.com/hobby',
      expires_at: null,
    });
    const visit = await server.visit(HOST, '/Hobby_Slug-1');
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('https://example.com/hobby');
  });

  it('answers 409 slug_taken for a duplicate, whoever owns the first', async () => {
    const a = await userOn(server, 'hobby');
    const b = await userOn(server, 'pro');
    await newLink(a.client, 'https://example.com/a', 'taken-slug');
    for (const c of [a.client, b.client]) {
      const res = await c.post('/api/links/create', {
        url: 'https://example.com/b',
        hostname: HOST,
        slug: 'taken-slug',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'slug_taken' });
    }
    expect((await server.visit(HOST, '/taken-slug')).headers.location).toBe('https://example.com/a');
  });

  it.each([['api'], ['assets'], ['API'], ['trpc']])(
    'refuses the reserved slug %j with 400 reserved_slug',
    async (slug) => {
      const { client } = await userOn(server, 'hobby');
      const res = await client.post('/api/links/create', { url: 'https://example.com/', hostname: HOST, slug });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'reserved_slug' });
    },
  );

  it.each([['a b'], ['-x'], ['_x'], ['a/b'], ['ä'], ['x'.repeat(65)]])(
    'refuses the slug %j with 400 invalid_slug',
    async (slug) => {
      const { client } = await userOn(server, 'hobby');
      const res = await client.post('/api/links/create', { url: 'https://example.com/', hostname: HOST, slug });
      expect(res.statusCode).toBe(400);
      // Over 64 characters the schema refuses it before the slug check does.
      expect(res.json()).toMatchObject({ error: slug.length > 64 ? 'invalid_input' : 'invalid_slug' });
    },
  );

  it('stops a free account at 25 links with 403 links_limit_reached, and limits count them', async () => {
    const { client } = await userOn(server, 'free', 'quota');
    for (let i = 0; i < 25; i++) await newLink(client, `https://example.com/q${i}`);
    const limits = (await client.get('/api/user/limits')).json();
    expect(limits.limits.links).toEqual({ current: 25, limit: 25, unlimited: false, remaining: 0 });
    const res = await client.post('/api/links/create', { url: 'https://example.com/26', hostname: HOST });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'links_limit_reached' });
    expect((await client.get('/api/links/list')).json().results).toHaveLength(25);
  });

  it('does not let concurrent creations pass the quota', async () => {
    const { client } = await userOn(server, 'free', 'race');
    for (let i = 0; i < 20; i++) await newLink(client, `https://example.com/r${i}`);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post('/api/links/create', { url: `https://example.com/x${i}`, hostname: HOST }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json()).toEqual({ error: 'links_limit_reached' });
    expect((await client.get('/api/links/list')).json().results).toHaveLength(25);
  });
});

describe('GET /api/user/limits links.current', () => {
  it('follows creations and deletions', async () => {
    const { client } = await userOn(server, 'free');
    const current = async () => (await client.get('/api/user/limits')).json().limits.links;
    expect(await current()).toMatchObject({ current: 0, remaining: 25 });
    const a = await newLink(client);
    await newLink(client);
    expect(await current()).toMatchObject({ current: 2, remaining: 23 });
    expect((await client.del(`/api/links/delete/${q(a)}`)).statusCode).toBe(200);
    expect(await current()).toMatchObject({ current: 1, remaining: 24 });
  });
});

describe('DELETE /api/links/delete/{slug}', () => {
  it('removes the link and the short URL 404s at once, although it was cached', async () => {
    const c = await guest(server);
    const slug = await newLink(c, 'https://example.com/gone');
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
    const res = await c.del(`/api/links/delete/${q(slug)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await server.visit(HOST, `/${slug}`);
    expect(after.statusCode).toBe(404);
    expect(after.headers['content-type']).toMatch(/text\/html/);
    expect((await c.get('/api/links/list')).json().results).toEqual([]);
  });

  it('answers 404 not_found for an unknown slug, 400 invalid_input naming a missing hostname', async () => {
    const c = await guest(server);
    const slug = await newLink(c);
    const unknown = await c.del(`/api/links/delete/${q('nope123')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found' });
    for (const res of [
      await c.del(`/api/links/delete/${slug}`),
      await c.get(`/api/links/${slug}`),
      await c.get(`/api/links/rules/${slug}`),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_input', field: 'hostname', message: 'hostname is required.' });
    }
    expect((await server.visit(HOST, `/${slug}`)).statusCode).toBe(302);
  });

  it('lets a freed custom slug be taken again, and the new target is served', async () => {
    const { client } = await userOn(server, 'hobby');
    await newLink(client, 'https://example.com/old', 'recycled');
    expect((await server.visit(HOST, '/recycled')).headers.location).toBe('https://example.com/old');
    expect((await client.del(`/api/links/delete/${q('recycled')}`)).statusCode).toBe(200);
    expect((await server.visit(HOST, '/recycled')).statusCode).toBe(404);
    await newLink(client, 'https://example.com/new', 'recycled');
    expect((await server.visit(HOST, '/recycled')).headers.location).toBe('https://example.com/new');
  });
});

describe('GET /api/domains/list', () => {
  it('includes the system domain, active and flagged is_system', async () => {
    const c = await guest(server);
    const res = await c.get('/api/domains/list');
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results[0]).toEqual({
      id: expect.any(String),
      hostname: HOST,
      is_system: true,
      status: 'active',
      type: 'system',
      meta: expect.any(Object),
      links: 0,
      root_url: null,
      not_found_url: null,
    });
  });
});
