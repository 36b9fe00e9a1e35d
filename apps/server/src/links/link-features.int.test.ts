/** Tags, expiry, password, A/B split and deep links on create, edit, GET one and the list, over REST and tRPC. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '../testing/index';
import { guest, HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
let free: TestClient;
let paid: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  ({ client: free } = await userOn(server, 'free', 'feat'));
  ({ client: paid } = await userOn(server, 'hobby', 'feat'));
});
afterAll(() => server.close());

const create = (c: TestClient, body: Record<string, unknown>) =>
  c.post('/api/links/create', { url: 'https://example.com/x', hostname: HOST, ...body });
const trpc = async (c: TestClient, path: string, input: unknown, method: 'GET' | 'POST' = 'POST') => {
  const res =
    method === 'GET'
      ? await c.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)
      : await c.post(`/trpc/${path}`, input);
  return { status: res.statusCode, data: res.statusCode === 200 ? res.json().result.data : res.json() };
};
const row = (slug: string) =>
  server.db
    .selectFrom('links')
    .selectAll()
    .where('hostname', '=', HOST)
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();

describe('link settings on create, GET one and list', () => {
  it('creates a link with every setting, returns them (the password only as has_password) and GET /api/links/{slug} shows the same', async () => {
    const res = await create(paid, {
      tags: ['Launch', ' Q4 ', 'launch'],
      expires_at: '2099-01-01T00:00:00Z',
      max_clicks: 50,
      expired_url: 'https://example.com/over',
      password: 'open sesame',
      targets: [
        { url: 'https://example.com/a', weight: 70 },
        { url: 'https://example.com/b', weight: 30 },
      ],
      ios_url: 'https://apps.apple.com/app/id1',
      android_url: 'https://play.google.com/store/apps/details?id=x',
    });
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json();
    expect(link).toMatchObject({
      tags: ['Launch', 'Q4'],
      expires_at: 4070908800,
      max_clicks: 50,
      expired_url: 'https://example.com/over',
      has_password: true,
      targets: [
        { url: 'https://example.com/a', weight: 70 },
        { url: 'https://example.com/b', weight: 30 },
      ],
      ios_url: 'https://apps.apple.com/app/id1',
      android_url: 'https://play.google.com/store/apps/details?id=x',
    });
    expect(JSON.stringify(link)).not.toContain('sesame');
    expect(JSON.stringify(link)).not.toContain('argon2');
    const stored = await row(link.slug);
    expect(stored.tags).toEqual(['launch', 'q4']);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    const one = await paid.get(`/api/links/${q(link.slug)}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(link);
    const viaTrpc = await trpc(paid, 'links.get', { slug: link.slug, hostname: HOST }, 'GET');
    expect(viaTrpc).toEqual({ status: 200, data: link });
  });

  it("GET one is the owner's only: another account gets 404 not_found", async () => {
    const slug = await newLink(paid);
    const res = await free.get(`/api/links/${q(slug)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found' });
  });

  it('a link without settings shows them empty', async () => {
    const res = await create(free, {});
    expect(res.json()).toMatchObject({
      tags: [],
      max_clicks: null,
      expired_url: null,
      has_password: false,
      targets: null,
      ios_url: null,
      android_url: null,
    });
  });

  it('lists by tag, case-insensitively, over REST and tRPC, and gives each new tag a palette colour', async () => {
    const { client } = await userOn(server, 'free', 'tags');
    const a = (await create(client, { tags: ['Summer'] })).json().slug;
    const b = (await create(client, { tags: ['summer', 'Mail'] })).json().slug;
    await create(client, { tags: ['Mail'] });
    await create(client, {});
    const listed = (await client.get('/api/links/list?tag=SUMMER')).json().results.map((l: { slug: string }) => l.slug);
    expect(listed.sort()).toEqual([a, b].sort());
    const viaTrpc = await trpc(client, 'links.list', { tag: 'summer' }, 'GET');
    expect(viaTrpc.data.results.map((l: { slug: string; tags: string[] }) => l.tags)).toEqual([
      ['Summer', 'Mail'],
      ['Summer'],
    ]);
    const tags = (await client.get('/api/tags')).json().results;
    expect(tags).toEqual([
      { name: 'Mail', color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
      { name: 'Summer', color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
    ]);
    expect(tags[0].color).not.toBe(tags[1].color);
    const put = await client.put('/api/tags/summer', { color: '#ABCDEF' });
    expect(put.json()).toEqual({ name: 'Summer', color: '#abcdef' });
    expect((await client.put('/api/tags/nope', { color: '#abcdef' })).statusCode).toBe(404);
    expect((await client.put('/api/tags/summer', { color: 'red' })).statusCode).toBe(400);
    // Another account's tags are its own.
    expect((await free.get('/api/links/list?tag=summer')).json().results).toEqual([]);
  });
});

describe('editing settings', () => {
  it('sets, changes and clears each setting; absent ones stay', async () => {
    const slug = await newLink(paid);
    const put = (body: unknown) => paid.put(`/api/links/${q(slug)}`, body);
    expect((await put({ tags: ['One'], password: 'pw', max_clicks: 3 })).json()).toMatchObject({
      tags: ['One'],
      has_password: true,
      max_clicks: 3,
    });
    expect((await put({ title: 'T' })).json()).toMatchObject({
      tags: ['One'],
      has_password: true,
      max_clicks: 3,
      title: 'T',
    });
    const cleared = (
      await put({
        tags: [],
        password: null,
        max_clicks: null,
        expires_at: null,
        targets: null,
        ios_url: null,
        android_url: null,
        expired_url: null,
      })
    ).json();
    expect(cleared).toMatchObject({ tags: [], has_password: false, max_clicks: null, expires_at: null, targets: null });
    expect((await row(slug)).password_hash).toBeNull();
    const viaTrpc = await trpc(paid, 'links.update', { slug, hostname: HOST, expires_at: 4070908800, tags: ['Two'] });
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.data).toMatchObject({ expires_at: 4070908800, tags: ['Two'] });
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['11 tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'invalid_input'],
    ['a tag of 33 characters', { tags: ['x'.repeat(33)] }, 'invalid_input'],
    ['an empty tag', { tags: ['  '] }, 'invalid_input'],
    [
      'weights not adding up to 100',
      {
        targets: [
          { url: 'https://a.example/', weight: 50 },
          { url: 'https://b.example/', weight: 40 },
        ],
      },
      'invalid_input',
    ],
    ['one target', { targets: [{ url: 'https://a.example/', weight: 100 }] }, 'invalid_input'],
    [
      'six targets',
      { targets: Array.from({ length: 6 }, () => ({ url: 'https://a.example/', weight: 1 })) },
      'invalid_input',
    ],
    [
      'a fractional weight',
      {
        targets: [
          { url: 'https://a.example/', weight: 50.5 },
          { url: 'https://b.example/', weight: 49.5 },
        ],
      },
      'invalid_input',
    ],
    [
      'a javascript: target in the split',
      {
        targets: [
          { url: 'javascript:alert(1)', weight: 50 },
          { url: 'https://b.example/', weight: 50 },
        ],
      },
      'invalid_url',
    ],
    ['a bad expired_url', { expired_url: 'ftp://x' }, 'invalid_url'],
    ['a bad ios_url', { ios_url: 'nope nope' }, 'invalid_url'],
    ['max_clicks 0', { max_clicks: 0 }, 'invalid_input'],
    ['an expiry that is no date', { expires_at: 'tomorrow' }, 'invalid_input'],
    ['an expiry a minute ago', { expires_at: Math.floor(Date.now() / 1000) - 60 }, 'expiry_in_past'],
    ['an expiry in the past as a date-time', { expires_at: '2020-01-01T00:00:00Z' }, 'expiry_in_past'],
    ['an empty password', { password: '' }, 'invalid_input'],
    ['a password of 129 characters', { password: 'x'.repeat(129) }, 'invalid_input'],
    [
      'a short link of ours as a split target',
      {
        targets: [
          { url: `https://${HOST}/abc`, weight: 50 },
          { url: 'https://b.example/', weight: 50 },
        ],
      },
      'target_is_short_link',
    ],
  ];
  it.each(bad)('refuses %s with 400 and changes nothing', async (_name, body, code) => {
    const slug = await newLink(paid);
    const before = await row(slug);
    const res = await paid.put(`/api/links/${q(slug)}`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: code });
    expect(await row(slug)).toEqual(before);
    const created = await create(paid, body);
    expect(created.statusCode).toBe(400);
  });

  it('says what is wrong with an expiry in the past, and creates no link', async () => {
    const before = await server.db
      .selectFrom('links')
      .select(server.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await create(paid, { expires_at: Math.floor(Date.now() / 1000) - 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'expiry_in_past',
      message: 'The expiry is in the past: choose a later date and time.',
    });
    const after = await server.db.selectFrom('links').select(server.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('the A/B split and deep links need the redirect rules feature; tags, expiry and passwords do not', async () => {
    const slug = await newLink(free);
    const split = {
      targets: [
        { url: 'https://a.example/', weight: 50 },
        { url: 'https://b.example/', weight: 50 },
      ],
    };
    for (const body of [
      split,
      { ios_url: 'https://apps.apple.com/app/id1' },
      { android_url: 'https://play.google.com/x' },
    ]) {
      const res = await free.put(`/api/links/${q(slug)}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'redirect_rules_not_allowed' });
    }
    const ok = await free.put(`/api/links/${q(slug)}`, {
      tags: ['x'],
      expires_at: 4070908800,
      max_clicks: 5,
      password: 'pw',
      expired_url: 'https://example.com/gone',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // After a downgrade the link may be saved as it is, and its split cleared.
    const { client: downgraded, id } = await userOn(server, 'hobby', 'downgraded');
    const kept = (await create(downgraded, split)).json().slug;
    await server.db.updateTable('workspaces').set({ plan_id: 'free' }).where('id', '=', id).execute();
    expect((await downgraded.put(`/api/links/${q(kept)}`, { title: 'renamed', ...split })).statusCode).toBe(200);
    expect((await downgraded.put(`/api/links/${q(kept)}`, { targets: [...split.targets].reverse() })).statusCode).toBe(
      403,
    );
    expect((await downgraded.put(`/api/links/${q(kept)}`, { targets: null, ios_url: null })).statusCode).toBe(200);
  });

  it('guests keep their 7-day expiry: setting one is guest_not_allowed', async () => {
    const g = await guest(server);
    const res = await g.post('/api/links/create', {
      url: 'https://example.com/g',
      hostname: HOST,
      expires_at: 4070908800,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'guest_not_allowed' });
    const slug = await newLink(g);
    const link = (await g.get(`/api/links/${q(slug)}`)).json();
    expect(link.expires_at - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
  });

  it("a guest's tags come along, spelling and colour, when the guest signs into an account", async () => {
    const account = await userOn(server, 'free', 'adopts-tags');
    const g = await guest(server);
    const slug = (
      await g.post('/api/links/create', { url: 'https://example.com/g', hostname: HOST, tags: ['Guest Tag'] })
    ).json().slug;
    const [tag] = (await g.get('/api/tags')).json().results;
    const login = await g.post('/api/auth/login', { email: account.email, password: TEST_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect((await g.get(`/api/links/${q(slug)}`)).json().tags).toEqual(['Guest Tag']);
    expect((await g.get('/api/tags')).json().results).toEqual([tag]);
  });

  it('two saves of the same new tag at once make one tag', async () => {
    const { client } = await userOn(server, 'free', 'race');
    const results = await Promise.all([
      create(client, { tags: ['Race'] }),
      create(client, { tags: ['RACE'] }),
      create(client, { tags: ['race'] }),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect((await client.get('/api/tags')).json().results).toHaveLength(1);
  });
});
