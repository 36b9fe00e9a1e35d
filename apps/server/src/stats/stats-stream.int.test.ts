/** The link click stream, another tenant's links, and the list counters against the summary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, userOn } from '../testing/links';
import {
  dayStart,
  GOOGLEBOT_UA,
  HOUR,
  IPAD_UA,
  sec,
  seedClicks,
  seedLink,
  summary,
  type SeedLink,
} from '../testing/stats';

let server: TestServer;
let owner: { client: TestClient; id: string };
let other: { client: TestClient; id: string };
let link: SeedLink;
const base = dayStart(-2);
const stream = (c: TestClient, slug: string, qs = '') => c.get(`/api/stats/stream?hostname=${HOST}&slug=${slug}${qs}`);

beforeAll(async () => {
  server = await createTestServer();
  owner = await userOn(server, 'hobby', 'stream');
  other = await userOn(server, 'hobby', 'intruder');
  link = await seedLink(server, owner.client, { createdDaysAgo: 5 });
  // 105 human clicks a minute apart on day -2, a bot newest of all, and two clicks today.
  await seedClicks(
    server,
    link,
    Array.from({ length: 105 }, (_, i) => ({
      ts: base + i * 60_000,
      ip: `203.0.113.${i % 7}`,
      country: 'US',
      lang: 'en',
    })),
  );
  await seedClicks(server, link, [
    { ts: base + 3 * HOUR, ua: GOOGLEBOT_UA },
    { ts: dayStart(0), ua: IPAD_UA, country: null, lang: null, referer: 'https://ref.example/x' },
    { ts: dayStart(0) + 1, ua: GOOGLEBOT_UA },
  ]);
});
afterAll(() => server.close());

describe('link click stream', () => {
  it('newest first, 100 by default, bots left out, exact fields', async () => {
    const res = await stream(owner.client, link.slug);
    expect(res.statusCode).toBe(200);
    const events = res.json().events;
    expect(events).toHaveLength(100);
    expect(events[0]).toEqual({
      ts: sec(dayStart(0)),
      country: null,
      device: 'tablet',
      lang: null,
      referer: 'https://ref.example/x',
    });
    expect(events[1]).toEqual({
      ts: sec(base + 104 * 60_000),
      country: 'US',
      device: 'desktop',
      lang: 'en',
      referer: null,
    });
    expect(events.slice(1).map((e: { ts: number }) => e.ts)).toEqual(
      Array.from({ length: 99 }, (_, k) => sec(base + (104 - k) * 60_000)),
    );
    expect(events.some((e: { device: string }) => e.device === 'bot')).toBe(false);
  });

  it('respects limit and refuses more than 100', async () => {
    const three = (await stream(owner.client, link.slug, '&limit=3')).json().events;
    expect(three.map((e: { ts: number }) => e.ts)).toEqual([
      sec(dayStart(0)),
      sec(base + 104 * 60_000),
      sec(base + 103 * 60_000),
    ]);
    expect((await stream(owner.client, link.slug, '&limit=100')).json().events).toHaveLength(100);
    const res = await stream(owner.client, link.slug, '&limit=101');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_input');
  });
});

describe("another user's link", () => {
  it('summary and stream are not_found, as for a missing link', async () => {
    for (const res of [
      await other.client.get(`/api/stats/summary?hostname=${HOST}&slug=${link.slug}`),
      await stream(other.client, link.slug),
      await other.client.get(`/api/stats/summary?hostname=${HOST}&slug=${link.slug}&filter_by=country&filter_val=US`),
      await owner.client.get(`/api/stats/summary?hostname=${HOST}&slug=no-such-link`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
  });

  it("the other user's account has none of the owner's clicks", async () => {
    const acc = (await other.client.get('/api/stats/account')).json();
    expect(acc.totals).toEqual({ clicks: 0, unique_ips: 0, conversions: 0, revenue: 0, cr: 0, bots: 0 });
    expect(acc.links).toEqual([]);
    expect((await other.client.get('/api/stats/account_stream')).json().results).toEqual([]);
  });
});

describe('links list counters', () => {
  it('clicks_today and clicks_total are the summary totals: people, bots apart', async () => {
    const row = (await owner.client.get('/api/links/list'))
      .json()
      .results.find((r: { slug: string }) => r.slug === link.slug);
    const all = await summary(owner.client, link.slug);
    expect(all.totals).toMatchObject({ clicks: 106, bots: 2 });
    const today = await summary(owner.client, link.slug, { from: new Date(dayStart(0)).toISOString().slice(0, 10) });
    expect(today.totals).toMatchObject({ clicks: 1, bots: 1 });
    expect(row).toMatchObject({ clicks_total: all.totals.clicks, clicks_today: today.totals.clicks });
    expect(row).toMatchObject({ clicks_total: 106, clicks_today: 1 });
  });
});
