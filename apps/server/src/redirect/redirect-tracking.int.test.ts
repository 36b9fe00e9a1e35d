/** Clicks: what the recorder writes per visit, counters, and that concurrent visits are counted once each. */
import { classifyUserAgent } from '@kurz/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DESKTOP_UA, type TestClient, type TestServer } from '../testing/index';
import { GOOGLEBOT_UA, HOST, IPHONE_UA, newLink, q, userOn } from '../testing/links';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  ({ client } = await userOn(server, 'pro', 'tracking'));
});
afterAll(() => server.close());

async function linkId(slug: string): Promise<number> {
  const row = await server.db.selectFrom('links').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return Number(row.id);
}

async function clicksOf(slug: string) {
  await server.runtime.recorder.flush();
  return server.db
    .selectFrom('clicks')
    .selectAll()
    .where('link_id', '=', await linkId(slug))
    .orderBy('id')
    .execute();
}

async function listed(slug: string) {
  return (await client.get('/api/links/list')).json().results.find((l: { slug: string }) => l.slug === slug);
}

describe('a recorded click', () => {
  it('carries country, device, browser, OS, language, referer, the rule-chosen target and a hashed IP', async () => {
    const slug = await newLink(client, 'https://example.com/default');
    await client.put(`/api/links/rules/${q(slug)}`, {
      rules: [{ target: 'https://example.com/us-mobile', when: { geo: ['US'], device: ['mobile'] } }],
    });
    const res = await server.visit(HOST, `/${slug}`, {
      ip: '8.8.8.8',
      headers: {
        'user-agent': IPHONE_UA,
        'accept-language': 'de-CH,de;q=0.9,en;q=0.5',
        referer: 'https://news.example.org/post/1',
      },
    });
    expect(res.headers.location).toBe('https://example.com/us-mobile');
    const [click, ...rest] = await clicksOf(slug);
    expect(rest).toEqual([]);
    expect(click).toMatchObject({
      country: 'US',
      device: 'mobile',
      browser: expect.stringMatching(/Safari/),
      os: 'iOS',
      lang: 'de',
      referer: 'https://news.example.org/post/1',
      target: 'https://example.com/us-mobile',
      is_bot: false,
      click_id: null,
      external_click_id: null,
    });
    expect(click!.ip_hash).not.toContain('8.8.8.8');
    expect(click!.ip_hash).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(Math.abs(new Date(click!.ts).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('records a desktop visit from GB with the default target and no referer or language', async () => {
    const slug = await newLink(client, 'https://example.com/plain');
    await server.visit(HOST, `/${slug}`, { ip: '81.2.69.142' });
    const [click] = await clicksOf(slug);
    expect(click).toMatchObject({
      country: 'GB',
      device: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      lang: null,
      referer: null,
      target: 'https://example.com/plain',
      is_bot: false,
    });
  });

  it('flags a crawler as a bot', async () => {
    const slug = await newLink(client);
    await server.visit(HOST, `/${slug}`, { headers: { 'user-agent': GOOGLEBOT_UA } });
    const [click] = await clicksOf(slug);
    expect(click).toMatchObject({ device: 'bot', is_bot: true });
  });

  it('hashes the same IP the same way on the same day, and different IPs differently', async () => {
    const slug = await newLink(client);
    await server.visit(HOST, `/${slug}`, { ip: '198.51.100.10' });
    await server.visit(HOST, `/${slug}`, { ip: '198.51.100.10', headers: { 'user-agent': IPHONE_UA } });
    await server.visit(HOST, `/${slug}`, { ip: '198.51.100.11' });
    const clicks = await clicksOf(slug);
    expect(clicks).toHaveLength(3);
    expect(clicks[0]!.ip_hash).toBe(clicks[1]!.ip_hash);
    expect(clicks[2]!.ip_hash).not.toBe(clicks[0]!.ip_hash);
    for (const c of clicks) expect(c.ip_hash).not.toMatch(/198\.51\.100/);
  });

  it('records an IPv4-mapped IPv6 peer as the IPv4 address (country and hash)', async () => {
    const slug = await newLink(client);
    await server.visit(HOST, `/${slug}`, { ip: '::ffff:8.8.8.8' });
    await server.visit(HOST, `/${slug}`, { ip: '8.8.8.8' });
    const clicks = await clicksOf(slug);
    expect(clicks.map((c) => c.country)).toEqual(['US', 'US']);
    expect(clicks[0]!.ip_hash).toBe(clicks[1]!.ip_hash);
  });

  it('uses no CDN country header unless configured to trust one', async () => {
    const slug = await newLink(client);
    await server.visit(HOST, `/${slug}`, { ip: '8.8.8.8', headers: { 'cf-ipcountry': 'DE' } });
    const [click] = await clicksOf(slug);
    expect(click!.country).toBe('US');
  });

  it('records nothing for an unknown slug or a HEAD', async () => {
    const slug = await newLink(client);
    await server.visit(HOST, `/${slug}`, { method: 'HEAD' });
    await server.visit(HOST, `/${slug}x`);
    expect(await clicksOf(slug)).toEqual([]);
  });
});

describe('counters', () => {
  it('clicks_today and clicks_total follow the visits after a flush', async () => {
    const slug = await newLink(client);
    expect(await listed(slug)).toMatchObject({ clicks_today: 0, clicks_total: 0 });
    for (let i = 0; i < 3; i++) await server.visit(HOST, `/${slug}`);
    await server.runtime.recorder.flush();
    expect(await listed(slug)).toMatchObject({ clicks_today: 3, clicks_total: 3 });
    // Clicks on an earlier UTC day count in the total but not today.
    const link = await server.db
      .selectFrom('links')
      .select(['id', 'owner_id'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 4; i++) {
      server.runtime.recorder.record({
        ts: Date.now() - 3 * 86_400_000,
        linkId: Number(link.id),
        ownerId: link.owner_id,
        ip: '198.51.100.1',
        agent: classifyUserAgent(DESKTOP_UA),
        lang: null,
        referer: null,
        target: 'https://example.com/landing',
        country: null,
        clickId: null,
        externalClickId: null,
      });
    }
    await server.visit(HOST, `/${slug}`);
    await server.runtime.recorder.flush();
    expect(await listed(slug)).toMatchObject({ clicks_today: 4, clicks_total: 8 });
  });

  it('records 300 concurrent visits exactly once each', async () => {
    const slug = await newLink(client, 'https://example.com/busy');
    const other = await newLink(client, 'https://example.com/busy2');
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        server.visit(HOST, `/${i % 3 === 0 ? other : slug}`, {
          ip: `198.18.${i >> 8}.${i & 255}`,
          headers: { 'user-agent': i % 2 ? IPHONE_UA : DESKTOP_UA },
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 302)).toBe(true);
    expect((await clicksOf(slug)).length).toBe(200);
    expect((await clicksOf(other)).length).toBe(100);
    expect(await listed(slug)).toMatchObject({ clicks_today: 200, clicks_total: 200 });
    expect(await listed(other)).toMatchObject({ clicks_today: 100, clicks_total: 100 });
    const hashes = new Set((await clicksOf(slug)).map((c) => c.ip_hash));
    expect(hashes.size).toBe(200);
    // Nothing is left behind or dropped.
    expect(server.runtime.recorder.stats).toMatchObject({ dropped: 0, buffered: 0 });
  });

  it('the recorder flushes on its own within a second', async () => {
    const slug = await newLink(client);
    await server.visit(HOST, `/${slug}`);
    const id = await linkId(slug);
    const until = Date.now() + 2000;
    let n = 0;
    while (Date.now() < until && n === 0) {
      await new Promise((r) => setTimeout(r, 50));
      n = (await server.db.selectFrom('clicks').select('id').where('link_id', '=', id).execute()).length;
    }
    expect(n).toBe(1);
  });

  it('deleting a link removes its clicks', async () => {
    const slug = await newLink(client);
    await server.visit(HOST, `/${slug}`);
    const id = await linkId(slug);
    expect(await clicksOf(slug)).toHaveLength(1);
    expect((await client.del(`/api/links/delete/${q(slug)}`)).statusCode).toBe(200);
    expect(await server.db.selectFrom('clicks').select('id').where('link_id', '=', id).execute()).toEqual([]);
    expect(await listed(slug)).toBeUndefined();
  });
});
