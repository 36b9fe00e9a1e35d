/** What a link's targets may be: stored WHATWG-normalised, http(s) with a host, never one of kurz's own hosts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
let client: TestClient;
let otherUserId: string;
beforeAll(async () => {
  server = await createTestServer();
  ({ client } = await userOn(server, 'hobby', 'targets'));
  ({ id: otherUserId } = await userOn(server, 'hobby', 'owner'));
  // Another user's own domain, verified (active), and one still pending verification.
  await server.db
    .insertInto('domains')
    .values([
      { hostname: 'go.brand.test', owner_id: otherUserId, is_system: false, status: 'active' },
      { hostname: 'pending.brand.test', owner_id: otherUserId, is_system: false, status: 'pending' },
    ])
    .execute();
});
afterAll(() => server.close());

const create = (url: string) => client.post('/api/links/create', { url, hostname: HOST });
const targetOf = async (slug: string) =>
  (await client.get('/api/links/list')).json().results.find((l: { slug: string }) => l.slug === slug)?.target_url as
    string | undefined;
const countLinks = async () => (await client.get('/api/links/list')).json().results.length as number;

describe('link targets are stored normalised', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['example.com/foo', 'https://example.com/foo'],
    ['  www.example.com/a?b=1  ', 'https://www.example.com/a?b=1'],
    ['https:/evil.test', 'https://evil.test/'],
    ['https://example.com/a\r\nSet-Cookie: x=1', 'https://example.com/aSet-Cookie:%20x=1'],
    ['HTTP://Example.COM:80/Path', 'http://example.com/Path'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
    ['https://example.com/offer?c={clickid}', 'https://example.com/offer?c={clickid}'],
  ])('POST /api/links/create %j stores and redirects to %j', async (input, stored) => {
    const res = await create(input);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().target_url).toBe(stored);
    expect(await targetOf(res.json().slug)).toBe(stored);
    const visit = await server.visit(HOST, `/${res.json().slug}`);
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(stored);
  });

  it.each([
    ['javascript:alert(1)'],
    ['/relative'],
    ['https://'],
    ['hello'],
    ['mailto:a@example.com'],
    ['http://exa mple.com/'],
    ['https://[::127.0.0.1]/'],
    ['http://[::a00:1]/x'],
    ['1'],
    ['https://0x7f.1/'],
    ['../../etc/passwd'],
    ['https://a..b/'],
  ])('POST /api/links/create refuses %j with 400 invalid_url and stores nothing', async (input) => {
    const before = await countLinks();
    const res = await create(input);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_url' });
    expect(await countLinks()).toBe(before);
  });

  it('normalises the default and every rule target of PUT /api/links/rules', async () => {
    const slug = await newLink(client);
    const res = await client.put(`/api/links/rules/${q(slug)}`, {
      default: 'example.com/new\n',
      rules: [{ target: 'https:/de.example.com\t/x', when: { geo: ['DE'] } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await client.get(`/api/links/rules/${q(slug)}`)).json();
    expect(saved.default).toBe('https://example.com/new');
    expect(saved.rules[0].target).toBe('https://de.example.com/x');
    expect((await server.visit(HOST, `/${slug}`)).headers.location).toBe('https://example.com/new');
  });

  it('normalises the preview image URL and the postback URL, keeping {ExternalClickId} in a path', async () => {
    const slug = await newLink(client);
    const og = await client.put(`/api/links/og/${q(slug)}`, {
      enabled: true,
      title: 't',
      description: '',
      image_url: 'cdn.example.com/i.png',
    });
    expect(og.statusCode, og.body).toBe(200);
    expect(og.json().data.image_url).toBe('https://cdn.example.com/i.png');
    const conv = await client.put(`/api/links/conversions/${q(slug)}`, {
      enabled: true,
      incoming_postback_url: 'track.example.com/pb/{ExternalClickId}?a=b c',
    });
    expect(conv.statusCode, conv.body).toBe(200);
    expect(conv.json().incoming_postback_url).toBe('https://track.example.com/pb/{ExternalClickId}?a=b%20c');
    const bad = await client.put(`/api/links/og/${q(slug)}`, {
      enabled: true,
      title: 't',
      description: '',
      image_url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_url' });
    // The same code for a rule's target and a postback URL as for a link's.
    const rule = await client.put(`/api/links/rules/${q(slug)}`, {
      rules: [{ target: 'javascript:1', when: { geo: ['DE'] } }],
    });
    expect([rule.statusCode, rule.json()]).toEqual([400, { error: 'invalid_url' }]);
    const postback = await client.put(`/api/links/conversions/${q(slug)}`, {
      enabled: true,
      incoming_postback_url: 'javascript:{ExternalClickId}',
    });
    expect([postback.statusCode, postback.json()]).toEqual([400, { error: 'invalid_url' }]);
  });
});

describe("targets on kurz's own hosts (redirect loops)", () => {
  it.each([
    [`https://${HOST}/abc`],
    [`http://KURZ.localhost./abc`],
    [`${HOST}/abc`],
    ['https://go.brand.test/x'],
    ['http://localhost:3000/links'],
    ['https://localhost/'],
  ])('POST /api/links/create refuses %j with 400 target_is_short_link', async (url) => {
    const before = await countLinks();
    const res = await create(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'target_is_short_link' });
    expect(await countLinks()).toBe(before);
  });

  it('refuses a link to itself and two links to each other, as default or rule target, and changes nothing', async () => {
    const a = await newLink(client, 'https://example.com/a');
    const b = await newLink(client, 'https://example.com/b');
    for (const [slug, body] of [
      [a, { default: `https://${HOST}/${a}`, rules: [] }],
      [a, { default: `https://${HOST}/${b}`, rules: [] }],
      [b, { rules: [{ target: `http://${HOST}/${a}`, when: { geo: ['US'] } }] }],
      [b, { default: 'https://example.com/ok', rules: [{ target: 'https://go.brand.test/', when: { lang: ['de'] } }] }],
    ] as const) {
      const res = await client.put(`/api/links/rules/${q(slug)}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'target_is_short_link' });
    }
    expect((await client.get(`/api/links/rules/${q(a)}`)).json()).toMatchObject({
      default: 'https://example.com/a',
      rules: [],
    });
    expect((await client.get(`/api/links/rules/${q(b)}`)).json()).toMatchObject({
      default: 'https://example.com/b',
      rules: [],
    });
    expect((await server.visit(HOST, `/${a}`)).headers.location).toBe('https://example.com/a');
  });

  it('accepts a host that only looks alike, and a domain still pending verification', async () => {
    for (const url of [
      `https://x${HOST}/a`,
      `https://sub.${HOST}.example.com/`,
      'https://pending.brand.test/x',
      'https://brand.test/',
    ]) {
      const res = await create(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });
});
