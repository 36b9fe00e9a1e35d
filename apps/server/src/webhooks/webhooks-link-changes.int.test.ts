/** link.updated and link.deleted, delivered to a real receiver for single and bulk edits and deletions and renames. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { eventually, HOST, newLink, q, userOn } from '../testing/links';
import { startReceiver, verifiedByDocs, type Receiver } from '../testing/webhooks';

let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await createTestServer({}, { webhookPollMs: 30 });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function subscribed(name: string, path: string, events: string[]) {
  const { client } = await userOn(server, 'pro', name, { verified: true });
  const res = await client.post('/api/webhooks', { url: `${receiver.url}${path}`, events });
  expect(res.statusCode, res.body).toBe(200);
  return { client, secret: res.json<{ secret: string }>().secret };
}

/** The deliveries of `path`, once `count` arrived and nothing more came in a moment. */
async function delivered(path: string, count: number) {
  await eventually(async () => receiver.for(path).length >= count);
  await new Promise((r) => setTimeout(r, 150));
  const got = receiver.for(path);
  expect(got).toHaveLength(count);
  return got;
}

const link = (slug: string, extra: Record<string, unknown> = {}) => ({
  hostname: HOST,
  slug,
  target_url: expect.any(String),
  title: null,
  created_at: expect.any(Number),
  expires_at: null,
  ...extra,
});

describe('link.updated', () => {
  it('is sent for an edit and a settings change, signed, with the link as it now is', async () => {
    const { client, secret } = await subscribed('wh-upd', '/upd', ['link.updated']);
    const slug = await newLink(client, 'https://example.com/before');
    expect((await client.put(`/api/links/${q(slug)}`, { url: 'https://example.com/after' })).statusCode).toBe(200);
    expect((await client.put(`/api/links/rules/${q(slug)}`, { title: 'Ruled' })).statusCode).toBe(200);
    const got = await delivered('/upd', 2);
    const edit = got.find((d) => d.json.data.title === null);
    const rules = got.find((d) => d.json.data.title === 'Ruled');
    expect(edit!.json).toMatchObject({
      type: 'link.updated',
      data: link(slug, { target_url: 'https://example.com/after', updated_at: expect.any(Number), renamed_from: null }),
    });
    expect(rules!.json.data).toMatchObject({ title: 'Ruled', target_url: 'https://example.com/after' });
    expect(edit!.headers['kurz-event']).toBe('link.updated');
    expect(verifiedByDocs(secret, String(edit!.headers['kurz-signature']), edit!.body)).toBe(true);
  });

  it('is sent for a rename with where the link answered before', async () => {
    const { client } = await subscribed('wh-ren', '/ren', ['link.updated']);
    const slug = await newLink(client, 'https://example.com/renamed');
    expect((await client.post(`/api/links/rename/${q(slug)}`, { slug: 'wh-renamed' })).statusCode).toBe(200);
    const [got] = await delivered('/ren', 1);
    expect(got!.json.data).toMatchObject(
      link('wh-renamed', { target_url: 'https://example.com/renamed', renamed_from: { hostname: HOST, slug } }),
    );
  });

  it('is sent once for each row a bulk update changed, none for refused rows', async () => {
    const { client } = await subscribed('wh-bupd', '/bupd', ['link.updated']);
    const [a, b] = [await newLink(client), await newLink(client)];
    const res = await client.post('/api/links/bulk/update', {
      links: [
        { hostname: HOST, slug: a, title: 'A' },
        { hostname: HOST, slug: b, url: 'not a url' },
        { hostname: HOST, slug: b, title: 'B' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = await delivered('/bupd', 2);
    expect(got.map((d) => [d.json.data.slug, d.json.data.title].join(':')).sort()).toEqual([`${a}:A`, `${b}:B`].sort());
  });
});

describe('link.deleted', () => {
  it('is sent for a delete and for each link a bulk delete removed, with the link as it was', async () => {
    const { client, secret } = await subscribed('wh-del', '/del', ['link.deleted']);
    const [a, b, c] = [
      await newLink(client, 'https://example.com/del-a'),
      await newLink(client, 'https://example.com/del-b'),
      await newLink(client, 'https://example.com/del-c'),
    ];
    expect((await client.del(`/api/links/delete/${q(a)}`)).statusCode).toBe(200);
    const bulk = await client.post('/api/links/bulk/delete', {
      links: [
        { hostname: HOST, slug: b },
        { hostname: HOST, slug: a },
        { hostname: HOST, slug: c },
      ],
    });
    expect(bulk.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, true]);
    const got = await delivered('/del', 3);
    expect(got.find((d) => d.json.data.slug === a)!.json).toMatchObject({
      type: 'link.deleted',
      data: link(a, { target_url: 'https://example.com/del-a', deleted_at: expect.any(Number) }),
    });
    expect(got.map((d) => d.json.data.slug).sort()).toEqual([a, b, c].sort());
    expect(verifiedByDocs(secret, String(got[1]!.headers['kurz-signature']), got[1]!.body)).toBe(true);
  });

  it('is sent for each link that goes with its deleted domain', async () => {
    const { client } = await subscribed('wh-del-domain', '/del-domain', ['link.deleted']);
    const domain = await client.post('/api/domains/create-subdomain', { sub: 'wh-gone', edge: 'kurz.localhost' });
    expect(domain.statusCode, domain.body).toBe(200);
    const hostname = 'wh-gone.kurz.localhost';
    for (const slug of ['one', 'two']) {
      const made = await client.post('/api/links/create', { url: `https://example.com/${slug}`, hostname, slug });
      expect(made.statusCode, made.body).toBe(200);
    }
    const deleted = await client.del(`/api/domains/delete/${domain.json<{ id: string }>().id}`);
    expect(deleted.json()).toEqual({ ok: true, links_deleted: 2 });
    const got = await delivered('/del-domain', 2);
    expect(got.map((d) => [d.json.type, d.json.data.hostname, d.json.data.slug]).sort()).toEqual([
      ['link.deleted', hostname, 'one'],
      ['link.deleted', hostname, 'two'],
    ]);
  });

  it('reaches only endpoints subscribed to it, of the link owner', async () => {
    const { client }: { client: TestClient } = await subscribed('wh-del-only', '/created-only', ['link.created']);
    const stranger = await subscribed('wh-del-stranger', '/stranger', ['link.deleted', 'link.updated']);
    const slug = await newLink(client);
    expect((await client.put(`/api/links/${q(slug)}`, { title: 'x' })).statusCode).toBe(200);
    expect((await client.del(`/api/links/delete/${q(slug)}`)).statusCode).toBe(200);
    const got = await delivered('/created-only', 1);
    expect(got[0]!.json.type).toBe('link.created');
    expect(receiver.for('/stranger')).toEqual([]);
    expect(stranger.secret).toMatch(/^whsec_/);
  });
});
