/** A guest signing into an existing account brings their links (and their statistics) along. */
import { writeClicks } from '@kurz/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '../testing/index';
import { guest, HOST, newLink, q, userOn } from '../testing/links';
import { clickRow } from '../testing/stats';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const login = (c: TestClient, email: string) => c.post('/api/auth/login', { email, password: TEST_PASSWORD });
const slugsOf = async (c: TestClient) =>
  ((await c.get('/api/links/list')).json().results as { slug: string }[]).map((l) => l.slug).sort();
const guestId = async (c: TestClient) => (await c.get('/api/me')).json().id as string;

async function clickAll(slugs: string[], times: number): Promise<void> {
  for (const slug of slugs)
    for (let i = 0; i < times; i++)
      expect((await server.visit(HOST, `/${slug}`, { ip: `203.0.113.${i + 1}` })).statusCode).toBe(302);
  await server.deps.clicks.flush();
}

const accountTotals = async (c: TestClient) =>
  (await c.get('/api/stats/account')).json().totals as { clicks: number; unique_ips: number };

describe('a guest signing into an account', () => {
  it('moves the guest links, their clicks and rollups into it, then deletes the guest', async () => {
    const account = await userOn(server, 'free', 'adopter');
    const own = await newLink(account.client, 'https://example.com/own');
    await clickAll([own], 2);

    const g = await guest(server);
    const id = await guestId(g);
    const guestSlugs = [await newLink(g, 'https://example.com/g1'), await newLink(g, 'https://example.com/g2')];
    await clickAll(guestSlugs, 3);
    // A QR code the guest styled comes along too.
    const styled = await g.put(`/api/qr/config/${q(guestSlugs[0]!)}`, { margin: 7, color_dark: '#1a3d7c' });
    expect(styled.statusCode, styled.body).toBe(200);

    const res = await login(g, account.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: account.id, email: account.email, guest_links: { moved: 2, left: 0 } });

    expect(await slugsOf(g)).toEqual([own, ...guestSlugs].sort());
    expect((await g.get(`/api/qr/info/${q(guestSlugs[0]!)}`)).json().qr).toMatchObject({
      margin: 7,
      color_dark: '#1A3D7C',
    });
    const qrSave = await g.put(`/api/qr/config/${q(guestSlugs[0]!)}`, { margin: 8 });
    expect(qrSave.json().qr).toMatchObject({ margin: 8, color_dark: '#1A3D7C' });
    // Sorted by clicks too, with their totals.
    const byClicks = (await g.get('/api/links/list?sort=clicks')).json().results as {
      slug: string;
      clicks_total: number;
    }[];
    expect(byClicks.map((l) => [l.slug, l.clicks_total]).sort()).toEqual(
      [[own, 2], ...guestSlugs.map((s) => [s, 3])].sort(),
    );
    const rows = await server.db
      .selectFrom('links')
      .select(['owner_id', 'expires_at'])
      .where('slug', 'in', guestSlugs)
      .execute();
    expect(rows).toEqual([
      { owner_id: account.id, expires_at: null },
      { owner_id: account.id, expires_at: null },
    ]);
    // The link's own statistics, and the account's (rollups and raw clicks alike), include the guest's clicks.
    const summary = (await g.get(`/api/stats/summary?hostname=${HOST}&slug=${guestSlugs[0]}`)).json();
    expect(summary.totals.clicks).toBe(3);
    expect(await accountTotals(g)).toMatchObject({ clicks: 2 + 6, unique_ips: 3 });
    const filtered = (
      await g.get(`/api/stats/summary?hostname=${HOST}&slug=${guestSlugs[0]}&filter_by=device&filter_val=desktop`)
    ).json();
    expect(filtered.totals.clicks).toBe(3);
    expect(await server.db.selectFrom('clicks').select('id').where('owner_id', '=', id).execute()).toEqual([]);
    expect(await server.db.selectFrom('stats_daily').select('link_id').where('owner_id', '=', id).execute()).toEqual(
      [],
    );
    // The guest is gone, and the links redirect as the account's.
    expect(await server.db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
    await clickAll([guestSlugs[1]!], 1);
    expect((await g.get(`/api/stats/summary?hostname=${HOST}&slug=${guestSlugs[1]}`)).json().totals.clicks).toBe(4);
  });

  it('brings along the clicks of the guest links still waiting to be added to the rollups', async () => {
    const account = await userOn(server, 'free', 'adopter-pending');
    const g = await guest(server);
    const id = await guestId(g);
    const slug = await newLink(g, 'https://example.com/pending');
    const link = await server.db
      .selectFrom('links')
      .select('id')
      .where('hostname', '=', HOST)
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    // Written by the click writer, not yet moved into stats_daily (it moves every couple of seconds).
    await writeClicks(
      server.handle,
      ['v1', 'v2', 'v3', 'v4'].map((v) => clickRow({ slug, linkId: Number(link.id), ownerId: id }, v)),
    );
    expect((await login(g, account.email)).json()).toMatchObject({ guest_links: { moved: 1, left: 0 } });

    expect((await g.get(`/api/stats/summary?hostname=${HOST}&slug=${slug}`)).json().totals.clicks).toBe(4);
    expect((await accountTotals(g)).clicks).toBe(4);
    expect(
      await server.db.selectFrom('stats_pending_groups').select('link_id').where('owner_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('moves only what fits the account quota, keeps the rest with the guest and says so', async () => {
    const account = await userOn(server, 'free', 'nearly.full');
    const plan = await server.db
      .selectFrom('plans')
      .select('max_links')
      .where('id', '=', 'free')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('links')
      .values(
        Array.from({ length: plan.max_links - 1 }, (_, i) => ({
          owner_id: account.id,
          hostname: HOST,
          slug: `full${Date.now()}x${i}`,
          target_url: 'https://example.com/',
        })),
      )
      .execute();
    const g = await guest(server);
    const id = await guestId(g);
    const guestSlugs = [
      await newLink(g, 'https://example.com/a'),
      await newLink(g, 'https://example.com/b'),
      await newLink(g, 'https://example.com/c'),
    ];
    await clickAll(guestSlugs, 1);

    const res = await login(g, account.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().guest_links).toEqual({ moved: 1, left: 2 });
    const owners = await server.db
      .selectFrom('links')
      .select(['slug', 'owner_id'])
      .where('slug', 'in', guestSlugs)
      .orderBy('id')
      .execute();
    expect(owners.map((o) => o.owner_id)).toEqual([account.id, id, id]);
    expect((await g.get('/api/user/limits')).json().limits.links).toMatchObject({ remaining: 0 });
    // The guest keeps its account rollup for what it kept.
    const guestTotal = await server.db
      .selectFrom('stats_daily')
      .select((eb) => eb.fn.sum<number>('clicks').as('n'))
      .where('owner_id', '=', id)
      .where('link_id', '=', 0)
      .where('dim', '=', 'total')
      .executeTakeFirstOrThrow();
    expect(Number(guestTotal.n)).toBe(2);
    // Both accounts' filtered rollups of the moved link's days are folded again (stats/filtered.ts).
    const changed = await server.db
      .selectFrom('stats_filtered_days')
      .select(['owner_id', 'changes'])
      .where('owner_id', 'in', [account.id, id])
      .execute();
    expect(
      changed
        .filter((d) => Number(d.changes) > 0)
        .map((d) => d.owner_id)
        .sort(),
    ).toEqual([account.id, id].sort());
  });

  it('moves nothing when a registered account signs into another one', async () => {
    const a = await userOn(server, 'free', 'stays.a');
    const b = await userOn(server, 'free', 'stays.b');
    const slug = await newLink(b.client, 'https://example.com/b-own');
    const res = await login(b.client, a.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().guest_links).toBeUndefined();
    expect(
      (await server.db.selectFrom('links').select('owner_id').where('slug', '=', slug).executeTakeFirstOrThrow())
        .owner_id,
    ).toBe(b.id);
  });

  it('moves the links once when the guest signs in twice at the same moment', async () => {
    const account = await userOn(server, 'free', 'twice');
    const g = await guest(server);
    const slugs = [await newLink(g, 'https://example.com/t1'), await newLink(g, 'https://example.com/t2')];
    const cookie = g.cookie;
    const other = server.client();
    other.cookie = cookie;
    const results = await Promise.all([login(g, account.email), login(other, account.email)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const reports = results.map((r) => r.json().guest_links).filter(Boolean);
    expect(reports).toEqual([{ moved: 2, left: 0 }]);
    const owners = await server.db.selectFrom('links').select('owner_id').where('slug', 'in', slugs).execute();
    expect(owners.map((o) => o.owner_id)).toEqual([account.id, account.id]);
  });

  it('leaves everything in place on a wrong password', async () => {
    const account = await userOn(server, 'free', 'wrong.pw');
    const g = await guest(server);
    const slug = await newLink(g, 'https://example.com/w');
    const res = await g.post('/api/auth/login', { email: account.email, password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(await slugsOf(g)).toEqual([slug]);
    expect((await g.get('/api/me')).json().status).toBe('guest');
  });
});
