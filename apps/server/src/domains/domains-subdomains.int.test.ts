/** Users' own subdomains under a system host (label + edge): active at once, quota-gated. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { listDomains } from '../testing/domains';
import { userOn } from '../testing/links';

let server: TestServer;
let pro: TestClient;

beforeAll(async () => {
  server = await createTestServer({ systemDomains: ['kurz.localhost', 'sho.rt'] });
  ({ client: pro } = await userOn(server, 'pro', 'sub-pro'));
});
afterAll(() => server.close());

describe('create-subdomain', () => {
  it('makes sub.edge active at once: links on it redirect like on a system host', async () => {
    const res = await pro.post('/api/domains/create-subdomain', { sub: 'Brand', edge: 'kurz.localhost' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      hostname: 'brand.kurz.localhost',
      status: 'active',
      type: 'subdomain',
      is_system: false,
    });
    const link = await pro.post('/api/links/create', {
      url: 'https://example.com/sub',
      hostname: 'brand.kurz.localhost',
      slug: 'hello',
    });
    expect(link.statusCode, link.body).toBe(200);
    expect((await server.visit('brand.kurz.localhost', '/hello')).headers.location).toBe('https://example.com/sub');
    expect((await server.visit('Brand.Kurz.Localhost:8080', '/hello')).headers.location).toBe(
      'https://example.com/sub',
    );
    expect((await server.app.inject({ url: '/api/domains/tls-ask?domain=brand.kurz.localhost' })).statusCode).toBe(200);
    const list = await listDomains(pro);
    expect(list.map((d) => [d.hostname, d.type])).toEqual([
      ['kurz.localhost', 'system'],
      ['sho.rt', 'system'],
      ['brand.kurz.localhost', 'subdomain'],
    ]);
    expect(list[2]!.links).toBe(1);
  });

  it('converts an IDN label to punycode', async () => {
    const res = await pro.post('/api/domains/create-subdomain', { sub: 'Bücher', edge: 'sho.rt' });
    expect(res.json()).toMatchObject({ hostname: 'xn--bcher-kva.sho.rt', status: 'active' });
  });

  it.each([
    [{ sub: '', edge: 'kurz.localhost' }, 400, 'invalid_subdomain'],
    [{ sub: '-a', edge: 'kurz.localhost' }, 400, 'invalid_subdomain'],
    [{ sub: 'a.b', edge: 'kurz.localhost' }, 400, 'invalid_subdomain'],
    [{ sub: 'a_b', edge: 'kurz.localhost' }, 400, 'invalid_subdomain'],
    [{ sub: 'x'.repeat(64), edge: 'kurz.localhost' }, 400, 'invalid_subdomain'],
    [{ sub: 'www', edge: 'kurz.localhost' }, 400, 'reserved_subdomain'],
    [{ sub: 'API', edge: 'kurz.localhost' }, 400, 'reserved_subdomain'],
    [{ sub: 'fine', edge: 'example.com' }, 400, 'invalid_edge'],
    [{ sub: 'fine', edge: '' }, 400, 'invalid_edge'],
    [{ sub: 'kurz', edge: 'localhost' }, 400, 'invalid_edge'],
  ])('refuses %j with %i %s', async (body, status, code) => {
    const before = (await listDomains(pro)).length;
    const res = await pro.post('/api/domains/create-subdomain', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: code });
    expect((await listDomains(pro)).length).toBe(before);
  });

  it('an existing host is refused with domain_taken, for another account and for the owner', async () => {
    const { client: other } = await userOn(server, 'pro', 'sub-other');
    for (const c of [other, pro]) {
      const res = await c.post('/api/domains/create-subdomain', { sub: 'brand', edge: 'kurz.localhost' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'domain_taken' });
    }
  });

  it('two accounts creating the same subdomain at once: one gets it', async () => {
    const { client: x } = await userOn(server, 'pro', 'sub-x');
    const { client: y } = await userOn(server, 'pro', 'sub-y');
    const answers = await Promise.all(
      [x, y].map((c) => c.post('/api/domains/create-subdomain', { sub: 'contested', edge: 'sho.rt' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('quota max_custom_subdomains: free gets subdomains_limit_reached, hobby three then the code', async () => {
    const { client: free } = await userOn(server, 'free', 'sub-free');
    const refused = await free.post('/api/domains/create-subdomain', { sub: 'freebie', edge: 'kurz.localhost' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'subdomains_limit_reached' });
    const { client: hobby } = await userOn(server, 'hobby', 'sub-hobby');
    // Two at once for the last slots and one beyond: exactly three in the end.
    await hobby.post('/api/domains/create-subdomain', { sub: 'h1', edge: 'kurz.localhost' });
    const answers = await Promise.all(
      ['h2', 'h3', 'h4'].map((sub) => hobby.post('/api/domains/create-subdomain', { sub, edge: 'kurz.localhost' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 403]);
    expect(answers.find((r) => r.statusCode === 403)!.json().error).toContain('limit_reached');
    const limits = (await hobby.get('/api/user/limits')).json().limits.custom_subdomains;
    expect(limits).toEqual({ current: 3, limit: 3, unlimited: false, remaining: 0 });
  });

  it('verify on a subdomain answers it active; delete removes it and its links', async () => {
    const d = (await pro.post('/api/domains/create-subdomain', { sub: 'temp', edge: 'kurz.localhost' })).json();
    expect((await pro.post('/api/domains/verify', { id: d.id })).json()).toMatchObject({ status: 'active' });
    await pro.post('/api/links/create', { url: 'https://example.com/t', hostname: 'temp.kurz.localhost', slug: 't1' });
    expect((await server.visit('temp.kurz.localhost', '/t1')).statusCode).toBe(302);
    expect((await pro.del(`/api/domains/delete/${d.id}`)).json()).toEqual({ ok: true, links_deleted: 1 });
    expect((await server.visit('temp.kurz.localhost', '/t1')).statusCode).not.toBe(302);
  });

  const linksOn = async (hostname: string) =>
    (
      await server.db
        .selectFrom('links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('hostname', '=', hostname)
        .executeTakeFirstOrThrow()
    ).n;

  it('a subdomain taken anew starts without links, whatever an earlier holder of the name left', async () => {
    const { id: earlier } = await userOn(server, 'pro', 'sub-earlier');
    await server.db
      .insertInto('links')
      .values({
        owner_id: earlier,
        hostname: 'reused.kurz.localhost',
        slug: 'pay',
        target_url: 'https://evil.example/phish',
      })
      .execute();
    const res = await pro.post('/api/domains/create-subdomain', { sub: 'reused', edge: 'kurz.localhost' });
    expect(res.statusCode, res.body).toBe(200);
    expect(Number(await linksOn('reused.kurz.localhost'))).toBe(0);
    expect((await server.visit('reused.kurz.localhost', '/pay')).headers.location).toBeUndefined();
    expect(
      (
        await pro.post('/api/links/create', {
          url: 'https://example.com/mine',
          hostname: 'reused.kurz.localhost',
          slug: 'pay',
        })
      ).statusCode,
    ).toBe(200);
  });
});
