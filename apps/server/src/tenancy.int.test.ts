/** One tenant never reads or changes another's link, over REST or tRPC. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from './testing/index';
import { HOST, newLink, q, userOn } from './testing/links';

let server: TestServer;
let a: TestClient;
let b: TestClient;
let slug: string;

const A_RULES = [{ target: 'https://example.com/a-us', prio: 1, when: { geo: ['US'] } }];
const A_OG = { enabled: true, title: 'A title', description: 'A desc', image_url: null };
const A_CONV = { conversions_enabled: true, incoming_postback_url: 'https://a.example.com/pb?id={ExternalClickId}' };

beforeAll(async () => {
  server = await createTestServer();
  ({ client: a } = await userOn(server, 'pro', 'tenant-a'));
  ({ client: b } = await userOn(server, 'pro', 'tenant-b'));
  slug = await newLink(a, 'https://example.com/a');
  expect((await a.put(`/api/links/rules/${q(slug)}`, { rules: A_RULES, title: 'A link' })).statusCode).toBe(200);
  expect((await a.put(`/api/links/og/${q(slug)}`, A_OG)).statusCode).toBe(200);
  expect(
    (
      await a.put(`/api/links/conversions/${q(slug)}`, {
        enabled: true,
        incoming_postback_url: A_CONV.incoming_postback_url,
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(() => server.close());

async function expectAUnchanged() {
  expect((await a.get(`/api/links/rules/${q(slug)}`)).json()).toEqual({
    default: 'https://example.com/a',
    title: 'A link',
    rules: A_RULES,
  });
  expect((await a.get(`/api/links/og/${q(slug)}`)).json()).toEqual({ data: A_OG });
  expect((await a.get(`/api/links/conversions/${q(slug)}`)).json()).toEqual(A_CONV);
  const visit = await server.visit(HOST, `/${slug}`, { ip: '81.2.69.142' });
  expect(visit.statusCode).toBe(302);
  expect(visit.headers.location).toMatch(/^https:\/\/example\.com\/a\?clid=/);
}

describe('REST', () => {
  const calls: Array<[string, (c: TestClient) => Promise<{ statusCode: number; json(): unknown }>]> = [
    ['GET rules', (c) => c.get(`/api/links/rules/${q(slug)}`)],
    [
      'PUT rules',
      (c) => c.put(`/api/links/rules/${q(slug)}`, { default: 'https://evil.example/', title: 'pwned', rules: [] }),
    ],
    ['GET og', (c) => c.get(`/api/links/og/${q(slug)}`)],
    [
      'PUT og',
      (c) => c.put(`/api/links/og/${q(slug)}`, { enabled: true, title: 'pwned', description: '', image_url: null }),
    ],
    ['DELETE og', (c) => c.del(`/api/links/og/${q(slug)}`)],
    ['GET conversions', (c) => c.get(`/api/links/conversions/${q(slug)}`)],
    [
      'PUT conversions',
      (c) =>
        c.put(`/api/links/conversions/${q(slug)}`, {
          enabled: false,
          incoming_postback_url: 'https://evil.example/{ExternalClickId}',
        }),
    ],
    ['DELETE link', (c) => c.del(`/api/links/delete/${q(slug)}`)],
  ];

  it.each(calls)("%s on another tenant's link answers 404 not_found and changes nothing", async (_name, call) => {
    const res = await call(b);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found' });
    await expectAUnchanged();
  });

  it.each(calls)('%s without a session answers 401 unauthorized', async (_name, call) => {
    const res = await call(server.client());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized' });
  });

  it("B's list does not show A's links, and B cannot take A's slug", async () => {
    const own = await newLink(b, 'https://example.com/b');
    const results = (await b.get('/api/links/list')).json().results;
    expect(results.map((l: { slug: string }) => l.slug)).toEqual([own]);
    const taken = await b.post('/api/links/create', { url: 'https://evil.example/', hostname: HOST, slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'slug_taken' });
    expect((await b.get('/api/user/limits')).json().limits.links.current).toBe(1);
    await expectAUnchanged();
  });
});

describe('tRPC', () => {
  const input = () => encodeURIComponent(JSON.stringify({ slug, hostname: HOST }));

  it('A reads its own rules with a GET query', async () => {
    const res = await a.get(`/trpc/links.rules?input=${input()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: { data: { default: 'https://example.com/a', title: 'A link', rules: A_RULES } },
    });
  });

  it.each([['links.rules'], ['links.og'], ['links.conversions']])(
    'B gets NOT_FOUND from the %s query',
    async (path) => {
      const res = await b.get(`/trpc/${path}?input=${input()}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404, appCode: 'not_found' });
    },
  );

  it.each([
    ['links.setRules', { data: { rules: [], default: 'https://evil.example/' } }],
    ['links.setOg', { data: { enabled: false } }],
    ['links.deleteOg', {}],
    ['links.setConversions', { data: { enabled: false } }],
    ['links.delete', {}],
  ])("B gets NOT_FOUND from the %s mutation and A's link is unchanged", async (path, extra) => {
    const res = await b.request({ method: 'POST', url: `/trpc/${path}`, payload: { slug, hostname: HOST, ...extra } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.data).toMatchObject({ code: 'NOT_FOUND', appCode: 'not_found' });
    await expectAUnchanged();
  });

  it("B's links.list does not contain A's link", async () => {
    const res = await b.get('/trpc/links.list');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.results.map((l: { slug: string }) => l.slug)).not.toContain(slug);
  });
});
