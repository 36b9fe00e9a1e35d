/** Another account cannot see, verify, delete, configure or make links on my domain: REST and tRPC. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { startTestDns, type TestDns } from '../testing/dns';
import { claim, listDomains, publish, verify, type DomainDto } from '../testing/domains';
import { userOn } from '../testing/links';

let server: TestServer;
let dns: TestDns;
let a: TestClient;
let b: TestClient;
let own: DomainDto;
let pending: DomainDto;
let sub: DomainDto;

beforeAll(async () => {
  dns = await startTestDns();
  server = await createTestServer({
    dns: { resolvers: [dns.resolver], cnameTarget: 'kurz.localhost', ingressIps: [] },
  });
  ({ client: a } = await userOn(server, 'pro', 'dom-a'));
  ({ client: b } = await userOn(server, 'pro', 'dom-b'));
  own = await claim(a, 'go.tenant-a.test');
  publish(dns, own);
  expect((await verify(a, own.id)).json().status).toBe('active');
  pending = await claim(a, 'pending.tenant-a.test');
  sub = (await a.post('/api/domains/create-subdomain', { sub: 'tenant-a', edge: 'kurz.localhost' })).json();
  expect(
    (await a.post('/api/links/create', { url: 'https://example.com/a', hostname: 'go.tenant-a.test', slug: 'a' }))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await server.close();
  await dns.close();
});

async function expectAUnchanged() {
  const mine = await listDomains(a);
  expect(
    mine
      .filter((d) => !d.is_system)
      .map((d) => [d.hostname, d.status])
      .sort(),
  ).toEqual([
    ['go.tenant-a.test', 'active'],
    ['pending.tenant-a.test', 'pending'],
    ['tenant-a.kurz.localhost', 'active'],
  ]);
  expect((await server.visit('go.tenant-a.test', '/a')).headers.location).toBe('https://example.com/a');
}

const ids = () => [own.id, pending.id, sub.id];

describe('REST', () => {
  it("B's list shows only the system domains", async () => {
    expect((await listDomains(b)).map((d) => d.hostname)).toEqual(['kurz.localhost']);
  });

  it("B cannot verify, delete or configure A's domains: 404 not_found, nothing changes", async () => {
    for (const id of ids()) {
      for (const res of [
        await b.post('/api/domains/verify', { id }),
        await b.del(`/api/domains/delete/${id}`),
        await b.put(`/api/domains/settings/${id}`, { root_url: 'https://evil.example/' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found' });
      }
    }
    await expectAUnchanged();
  });

  it("B cannot make links on A's domains", async () => {
    for (const hostname of ['go.tenant-a.test', 'tenant-a.kurz.localhost', 'pending.tenant-a.test']) {
      const res = await b.post('/api/links/create', { url: 'https://evil.example/', hostname, slug: 'b' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'domain_not_allowed' });
    }
    await expectAUnchanged();
  });

  it("B's claim on a name A verified later, deleted, takes none of A's links", async () => {
    const early = await claim(b, 'early.tenant-a.test');
    const mine = await claim(a, 'early.tenant-a.test');
    publish(dns, mine);
    expect((await verify(a, mine.id)).json().status).toBe('active');
    const link = { url: 'https://example.com/early', hostname: 'early.tenant-a.test', slug: 'early' };
    expect((await a.post('/api/links/create', link)).statusCode).toBe(200);
    const res = await b.del(`/api/domains/delete/${early.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, links_deleted: 0 });
    expect((await server.visit('early.tenant-a.test', '/early')).headers.location).toBe('https://example.com/early');
    expect((await a.get('/api/links/list')).json().results.map((l: { slug: string }) => l.slug)).toContain('early');
    expect((await a.del(`/api/domains/delete/${mine.id}`)).json()).toEqual({ ok: true, links_deleted: 1 });
  });

  it('without a session every domains call answers 401', async () => {
    const anon = server.client();
    for (const res of [
      await anon.get('/api/domains/list'),
      await anon.post('/api/domains/create-subdomain', { sub: 'x', edge: 'kurz.localhost' }),
      await anon.post('/api/domains/request-byod', { hostname: 'x.example.com' }),
      await anon.post('/api/domains/verify', { id: own.id }),
      await anon.del(`/api/domains/delete/${own.id}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized' });
    }
  });
});

describe('tRPC', () => {
  const call = (c: TestClient, path: string, input: unknown) =>
    c.request({
      method: 'POST',
      url: `/trpc/${path}`,
      payload: input as object,
      headers: { 'content-type': 'application/json' },
    });

  it("A reads its domains; B's list does not have them", async () => {
    const listA = await a.get('/trpc/domains.list');
    expect(listA.json().result.data.map((d: DomainDto) => d.hostname)).toContain('go.tenant-a.test');
    const listB = await b.get('/trpc/domains.list');
    expect(listB.json().result.data.map((d: DomainDto) => d.hostname)).toEqual(['kurz.localhost']);
  });

  it("B's verify, delete, settings and link creation on A's domains are refused", async () => {
    for (const id of ids()) {
      for (const [path, input] of [
        ['domains.verify', { id }],
        ['domains.delete', { id }],
        ['domains.updateSettings', { id, root_url: 'https://evil.example/' }],
      ] as const) {
        const res = await call(b, path, input);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().error.data.appCode).toBe('not_found');
      }
    }
    const link = await call(b, 'links.create', { url: 'https://evil.example/', hostname: 'go.tenant-a.test' });
    expect(link.statusCode).toBe(403);
    expect(link.json().error.data.appCode).toBe('domain_not_allowed');
    await expectAUnchanged();
  });
});

describe('rate limit', () => {
  it('verify and request-byod (DNS lookups, provider calls) are bounded per account: 60 in 10 minutes, then 429', async () => {
    const { client } = await userOn(server, 'pro', 'dom-busy');
    const d = await claim(client, 'busy.tenant-c.test');
    const answers = await Promise.all(Array.from({ length: 60 }, () => verify(client, d.id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(59);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(1);
    const more = await client.post('/api/domains/request-byod', { hostname: 'more.tenant-c.test' });
    expect(more.statusCode).toBe(429);
    expect(more.json()).toEqual({ error: 'rate_limited' });
    // Another account is not affected.
    expect((await verify(a, pending.id)).statusCode).toBe(200);
  });
});
