/** POST /api/links/rename/{slug}: a new slug (and host) with create's checks; the link keeps its clicks and settings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedClient, type TypedClient } from '../testing/apiClient';
import { claim } from '../testing/domains';
import { createKey } from '../testing/keys';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { guest, HOST, newLink, q, userOn } from '../testing/links';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** A pro account, its session client and its write-key generated client. */
async function proOwner(name: string): Promise<{ client: TestClient; api: TypedClient; id: string }> {
  const { client, id } = await userOn(server, 'pro', name, { verified: true });
  return { client, id, api: typedClient(server, (await createKey(client, 'write')).key) };
}

const rename = (api: TypedClient, slug: string, body: { slug: string; hostname?: string }, hostname = HOST) =>
  api.POST('/api/links/rename/{slug}', { params: { path: { slug }, query: { hostname } }, body });

const stored = (slug: string) =>
  server.db
    .selectFrom('links')
    .select(['id', 'slug', 'hostname', 'target_url'])
    .where('slug', '=', slug)
    .executeTakeFirst();

describe('POST /api/links/rename/{slug}', () => {
  it('gives the link its new slug: the old one 404s at once, the new one redirects, clicks and settings stay', async () => {
    const { client, api } = await proOwner('rename');
    const old = await newLink(client, 'https://example.com/renamed');
    expect(
      (
        await client.put(`/api/links/rules/${q(old)}`, {
          title: 'Kept title',
          rules: [{ target: 'https://example.com/renamed-us', when: { geo: ['US'] } }],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await client.put(`/api/links/og/${q(old)}`, { enabled: true, title: 'Preview', description: 'Kept' }))
        .statusCode,
    ).toBe(200);
    // Cached on this replica, positive for the old slug and negative for the new one.
    expect((await server.visit(HOST, `/${old}`)).statusCode).toBe(302);
    expect((await server.visit(HOST, '/brand-new')).statusCode).toBe(404);
    await server.runtime.recorder.flush();
    const before = await stored(old);

    const res = await rename(api, old, { slug: 'brand-new' });
    expect(res.error).toBeUndefined();
    expect(res.data).toMatchObject({
      hostname: HOST,
      slug: 'brand-new',
      target_url: 'https://example.com/renamed',
      title: 'Kept title',
      clicks_total: 1,
    });
    expect((await server.visit(HOST, `/${old}`)).statusCode).toBe(404);
    const visit = await server.visit(HOST, '/brand-new');
    expect([visit.statusCode, visit.headers.location]).toEqual([302, 'https://example.com/renamed']);
    // The same row: its id, and so its clicks, stats, QR and preview, stay.
    expect((await stored('brand-new'))!.id).toBe(before!.id);
    expect((await client.get(`/api/links/rules/${q('brand-new')}`)).json()).toMatchObject({
      title: 'Kept title',
      rules: [{ target: 'https://example.com/renamed-us' }],
    });
    expect((await client.get(`/api/links/og/${q('brand-new')}`)).json().data).toMatchObject({
      enabled: true,
      title: 'Preview',
    });
    await server.runtime.recorder.flush();
    expect((await client.get(`/api/links/${q('brand-new')}`)).json().clicks_total).toBe(2);
    expect((await client.get(`/api/links/${q(old)}`)).statusCode).toBe(404);
  });

  it('withdraws the published QR image (it encodes the old URL) and keeps the QR settings', async () => {
    const { client, api } = await proOwner('rename-qr');
    const old = await newLink(client, 'https://example.com/qr-rename');
    const put = await client.put(`/api/qr/config/${q(old)}`, { color_dark: '#112233', format: 'svg' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().qr.image_url).not.toBeNull();
    expect((await rename(api, old, { slug: 'qr-renamed' })).response.status).toBe(200);
    const info = (await client.get(`/api/qr/info/${q('qr-renamed')}`)).json();
    expect(info.short_url).toMatch(/\/qr-renamed$/);
    expect(info.qr).toMatchObject({ color_dark: '#112233', image_url: null });
  });

  it('moves a link to another host the owner may use, keeping or changing its slug', async () => {
    const { client, api } = await proOwner('rename-host');
    const sub = await client.post('/api/domains/create-subdomain', { sub: `mv${Date.now() % 1e6}`, edge: HOST });
    expect(sub.statusCode, sub.body).toBe(200);
    const other = sub.json().hostname as string;
    const old = await newLink(client, 'https://example.com/moved');
    const res = await rename(api, old, { slug: old, hostname: other.toUpperCase() });
    expect(res.data).toMatchObject({ hostname: other, slug: old });
    expect((await server.visit(HOST, `/${old}`)).statusCode).toBe(404);
    expect((await server.visit(other, `/${old}`)).headers.location).toBe('https://example.com/moved');
    const back = await rename(api, old, { slug: 'moved-back', hostname: HOST }, other);
    expect(back.data).toMatchObject({ hostname: HOST, slug: 'moved-back' });
  });

  it("refuses a host of the owner's that is not verified yet, and another account's host", async () => {
    const { client, api } = await proOwner('rename-pending');
    const pending = await claim(client, `pending${Date.now() % 1e6}.example.org`);
    expect(pending.status).toBe('pending');
    const stranger = await proOwner('rename-pending-stranger');
    const sub = await stranger.client.post('/api/domains/create-subdomain', {
      sub: `st${Date.now() % 1e6}`,
      edge: HOST,
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const slug = await newLink(client, 'https://example.com/pending');
    for (const hostname of [pending.hostname, sub.json().hostname as string]) {
      const res = await rename(api, slug, { slug, hostname });
      expect([res.response.status, res.error]).toEqual([403, { error: 'domain_not_allowed' }]);
    }
    expect((await stored(slug))!.hostname).toBe(HOST);
  });

  it('refuses what create refuses, and leaves the link as it was', async () => {
    const { client, api } = await proOwner('rename-checks');
    const a = await newLink(client, 'https://example.com/a', 'first-one');
    await newLink(client, 'https://example.com/b', 'second-one');
    const cases: [{ slug: string; hostname?: string }, number, string][] = [
      [{ slug: 'SECOND-one' }, 409, 'slug_taken'],
      [{ slug: 'api' }, 400, 'reserved_slug'],
      [{ slug: 'bad slug!' }, 400, 'invalid_slug'],
      [{ slug: '' }, 400, 'invalid_slug'],
      [{ slug: 'fine', hostname: 'not-ours.example' }, 403, 'domain_not_allowed'],
    ];
    for (const [body, status, error] of cases) {
      const res = await rename(api, a, body);
      expect([body, res.response.status, res.error?.error]).toEqual([body, status, error]);
    }
    expect((await stored('first-one'))!.slug).toBe('first-one');
    expect((await server.visit(HOST, '/first-one')).statusCode).toBe(302);
  });

  it('names the field of bad input and refuses unknown fields', async () => {
    const { client, api } = await proOwner('rename-input');
    const a = await newLink(client, 'https://example.com/input', 'input-one');
    const long = await rename(api, a, { slug: 'x'.repeat(65) });
    expect([long.response.status, long.error]).toMatchObject([400, { error: 'invalid_input', field: 'slug' }]);
    expect(typeof (long.error as { message?: string }).message).toBe('string');
    const unknown = await client.post(`/api/links/rename/${q(a)}`, { slug: 'ok-slug', title: 'x' });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { error: 'unknown_field', field: 'title' }]);
    const noBody = await client.post(`/api/links/rename/${q(a)}`, {});
    expect([noBody.statusCode, noBody.json().error, noBody.json().field]).toEqual([400, 'invalid_input', 'slug']);
    expect((await stored('input-one'))!.slug).toBe('input-one');
  });

  it("answers not_found for another account's link and forbidden for one an admin disabled", async () => {
    const { client, api } = await proOwner('rename-owner');
    const stranger = await proOwner('rename-stranger');
    const mine = await newLink(client, 'https://example.com/mine', 'mine-only');
    const res = await rename(stranger.api, mine, { slug: 'stolen' });
    expect([res.response.status, res.error]).toEqual([404, { error: 'not_found' }]);
    await server.db.updateTable('links').set({ disabled_at: new Date() }).where('slug', '=', 'mine-only').execute();
    const disabled = await rename(api, mine, { slug: 'escaped' });
    expect([disabled.response.status, disabled.error]).toEqual([403, { error: 'forbidden' }]);
    expect((await stored('mine-only'))!.slug).toBe('mine-only');
  });

  it('a read key may not rename', async () => {
    const { client } = await proOwner('rename-read');
    const slug = await newLink(client, 'https://example.com/read');
    const read = typedClient(server, (await createKey(client, 'read')).key);
    const res = await rename(read, slug, { slug: 'read-renamed' });
    expect([res.response.status, res.error]).toEqual([403, { error: 'insufficient_scope' }]);
  });

  it('plans without custom slugs and guests may not choose a slug', async () => {
    const free = await userOn(server, 'free', 'rename-free', { verified: true });
    const freeSlug = await newLink(free.client, 'https://example.com/free');
    const res = await free.client.post(`/api/links/rename/${q(freeSlug)}`, { slug: 'my-choice' });
    expect([res.statusCode, res.json()]).toEqual([403, { error: 'custom_slugs_not_allowed' }]);
    const g = await guest(server);
    const guestSlug = await newLink(g, 'https://example.com/guest');
    const byGuest = await g.post(`/api/links/rename/${q(guestSlug)}`, { slug: 'guest-choice' });
    expect([byGuest.statusCode, byGuest.json()]).toEqual([403, { error: 'custom_slugs_not_allowed' }]);
  });

  it('of renames to the same slug at once exactly one wins; the others are slug_taken', async () => {
    const { client, api } = await proOwner('rename-race');
    for (let round = 0; round < 3; round++) {
      const slugs = await Promise.all(
        Array.from({ length: 4 }, (_, i) => newLink(client, `https://example.com/race/${round}/${i}`)),
      );
      const wanted = `race-${round}-${Date.now() % 1e6}`;
      const answers = await Promise.all(slugs.map((s) => rename(api, s, { slug: wanted })));
      const statuses = answers.map((r) => r.response.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      expect(answers.filter((r) => r.error).map((r) => r.error)).toEqual(Array(3).fill({ error: 'slug_taken' }));
      const won = answers.findIndex((r) => r.response.status === 200);
      expect((await stored(wanted))!.target_url).toBe(`https://example.com/race/${round}/${won}`);
      const winner = slugs[won]!;
      expect((await server.visit(HOST, `/${wanted}`)).statusCode).toBe(302);
      expect((await server.visit(HOST, `/${winner}`)).statusCode).toBe(404);
    }
  });
});

describe('links.rename over tRPC', () => {
  it('takes {hostname, slug, new_slug, new_hostname?} as the dashboard sends it', async () => {
    const { client } = await proOwner('rename-trpc');
    const slug = await newLink(client, 'https://example.com/trpc');
    const res = await client.post('/trpc/links.rename', { hostname: HOST, slug, new_slug: 'via-trpc' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data).toMatchObject({ hostname: HOST, slug: 'via-trpc' });
    const other = await newLink(client, 'https://example.com/trpc-2');
    const taken = await client.post('/trpc/links.rename', { hostname: HOST, slug: other, new_slug: 'VIA-trpc' });
    expect([taken.statusCode, taken.body]).toEqual([409, expect.stringContaining('slug_taken')]);
  });
});
