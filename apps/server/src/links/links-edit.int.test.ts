/** PUT /api/links/{slug}?hostname: every plan edits a link's target and title; redirects follow at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { guest, HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
let free: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  ({ client: free } = await userOn(server, 'free', 'edit'));
});
afterAll(() => server.close());

const stored = (slug: string) =>
  server.db
    .selectFrom('links')
    .select(['target_url', 'title'])
    .where('hostname', '=', HOST)
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();

describe('PUT /api/links/{slug}', () => {
  it('changes target and title on the free plan, and the short link redirects to the new target at once', async () => {
    const slug = await newLink(free, 'https://example.com/typo');
    expect((await server.visit(HOST, `/${slug}`)).headers.location).toBe('https://example.com/typo'); // now cached
    const res = await free.put(`/api/links/${q(slug)}`, { url: ' https://example.com/fixed ', title: '  Fixed  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hostname: HOST, slug, target_url: 'https://example.com/fixed', title: 'Fixed' });
    expect((await server.visit(HOST, `/${slug}`)).headers.location).toBe('https://example.com/fixed');
    const listed = (await free.get('/api/links/list')).json().results.find((l: { slug: string }) => l.slug === slug);
    expect(listed).toMatchObject({ target_url: 'https://example.com/fixed', title: 'Fixed' });
  });

  it('changes only what is sent; an empty title clears it', async () => {
    const slug = await newLink(free, 'https://example.com/keep');
    await free.put(`/api/links/${q(slug)}`, { title: 'Named' });
    expect(await stored(slug)).toEqual({ target_url: 'https://example.com/keep', title: 'Named' });
    await free.put(`/api/links/${q(slug)}`, { title: '' });
    expect(await stored(slug)).toEqual({ target_url: 'https://example.com/keep', title: null });
  });

  it('lets a guest edit their link too', async () => {
    const g = await guest(server);
    const slug = await newLink(g, 'https://example.com/guest');
    const res = await g.put(`/api/links/${q(slug)}`, { url: 'https://example.com/guest-2' });
    expect(res.statusCode).toBe(200);
    expect((await stored(slug)).target_url).toBe('https://example.com/guest-2');
  });

  const bad: Array<[string, unknown, string]> = [
    ['a javascript: target', { url: 'javascript:alert(1)' }, 'invalid_url'],
    ['an empty target', { url: '  ' }, 'invalid_url'],
    ['a target with credentials', { url: 'https://user:pw@example.com/' }, 'invalid_url'],
    ['a target over 2048 characters', { url: `https://example.com/${'a'.repeat(2048)}` }, 'invalid_input'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'invalid_input'],
    ['a title that is not text', { title: 5 }, 'invalid_input'],
  ];
  it.each(bad)('refuses %s with 400 and changes nothing', async (_name, body, code) => {
    const slug = await newLink(free, 'https://example.com/untouched');
    const res = await free.put(`/api/links/${q(slug)}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: code });
    expect(await stored(slug)).toEqual({ target_url: 'https://example.com/untouched', title: null });
  });

  it("answers 404 for another user's link and 401 without a session, changing nothing", async () => {
    const slug = await newLink(free, 'https://example.com/mine');
    const { client: other } = await userOn(server, 'pro', 'edit-other');
    const res = await other.put(`/api/links/${q(slug)}`, { url: 'https://evil.example/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
    const anon = await server.client().put(`/api/links/${q(slug)}`, { url: 'https://evil.example/' });
    expect(anon.statusCode).toBe(401);
    expect((await stored(slug)).target_url).toBe('https://example.com/mine');
  });

  it('two edits at once both succeed and the redirect follows the one stored', async () => {
    const slug = await newLink(free, 'https://example.com/race');
    const [a, b] = await Promise.all([
      free.put(`/api/links/${q(slug)}`, { url: 'https://example.com/race-a' }),
      free.put(`/api/links/${q(slug)}`, { url: 'https://example.com/race-b' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const { target_url } = await stored(slug);
    expect(['https://example.com/race-a', 'https://example.com/race-b']).toContain(target_url);
    expect((await server.visit(HOST, `/${slug}`)).headers.location).toBe(target_url);
  });

  it('keeps rules a paid feature on the free plan', async () => {
    const slug = await newLink(free, 'https://example.com/rules');
    const res = await free.put(`/api/links/rules/${q(slug)}`, {
      rules: [{ target: 'https://example.com/x', when: { geo: ['US'] } }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'redirect_rules_not_allowed' });
  });
});
