/** Account stats (Reports) over HTTP: totals with cr, breakdowns, series, the links table and the click stream. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, userOn } from '../testing/links';
import {
  account,
  backdateUser,
  dayStart,
  DESKTOP_UA,
  GOOGLEBOT_UA,
  HOUR,
  IPHONE_UA,
  isoDay,
  nonZero,
  sec,
  seedClicks,
  seedConversion,
  seedLink,
  type SeedLink,
} from '../testing/stats';

let server: TestServer;
let a: { client: TestClient; id: string };
let b: { client: TestClient; id: string };
const links: SeedLink[] = []; // links[i - 1] is link i, with i desktop clicks on day -3
let bLink: SeedLink;
const d3 = dayStart(-3);
const d2 = dayStart(-2);
const clickTs = (i: number, j: number) => d3 + i * 60_000 + j * 1000;

beforeAll(async () => {
  server = await createTestServer();
  a = await userOn(server, 'hobby', 'acct-a');
  b = await userOn(server, 'hobby', 'acct-b');
  await backdateUser(server, a.id, 10);
  await backdateUser(server, b.id, 10);
  for (let i = 1; i <= 22; i++) {
    const l = await seedLink(server, a.client, { createdDaysAgo: 10, slug: `acct-${String(i).padStart(2, '0')}` });
    links.push(l);
    await seedClicks(
      server,
      l,
      Array.from({ length: i }, (_, j) => ({
        ts: clickTs(i, j),
        ip: `198.51.100.${i}`,
        ua: DESKTOP_UA,
        lang: 'en',
        country: 'US',
        clickId: `a-${i}-${j}`,
      })),
    );
  }
  // Link 3: a converting mobile click from Germany and a bot, the newest events of the account.
  await seedClicks(server, links[2]!, [
    {
      ts: d2 + HOUR,
      ip: '198.51.100.200',
      ua: IPHONE_UA,
      lang: 'de',
      country: 'DE',
      clickId: 'a-m',
      referer: 'https://ref.example/',
    },
    { ts: d2 + 2 * HOUR, ip: '198.51.100.201', ua: GOOGLEBOT_UA, lang: 'en', country: 'US', clickId: 'a-bot' },
  ]);
  await seedConversion(server, links[21]!, 'a-22-0', d3 + 20 * HOUR, 600);
  await seedConversion(server, links[2]!, 'a-m', d2 + 1.5 * HOUR, 400);
  await seedConversion(server, links[2]!, 'a-bot', d2 + 3 * HOUR, 1000); // a bot's: not counted

  bLink = await seedLink(server, b.client, { createdDaysAgo: 10, slug: 'acct-b' });
  await seedClicks(server, bLink, [
    { ts: d2 + 5 * HOUR, ip: '198.51.100.250', country: 'GB', lang: 'en', clickId: 'b-1' },
  ]);
});
afterAll(() => server.close());

describe('account stats', () => {
  it('totals with cr in percent to 2 decimals, bots apart', async () => {
    const s = await account(a.client);
    // 1 + 2 + ... + 22 = 253 desktop clicks, one IP a link on day -3, plus one mobile click on day -2.
    expect(s.totals).toEqual({ clicks: 254, unique_ips: 23, conversions: 2, revenue: 10, cr: 0.79, bots: 1 });
  });

  it('breakdowns by country, device, lang, browser, os, source and target with conversions', async () => {
    const s = await account(a.client);
    expect(s.breakdowns).toEqual({
      country: [
        { key: 'US', count: 253, conv: 1 },
        { key: 'DE', count: 1, conv: 1 },
      ],
      device: [
        { key: 'desktop', count: 253, conv: 1 },
        { key: 'mobile', count: 1, conv: 1 },
      ],
      lang: [
        { key: 'en', count: 253, conv: 1 },
        { key: 'de', count: 1, conv: 1 },
      ],
      browser: [
        { key: 'Chrome', count: 253, conv: 1 },
        { key: 'Mobile Safari', count: 1, conv: 1 },
      ],
      os: [
        { key: 'Windows', count: 253, conv: 1 },
        { key: 'iOS', count: 1, conv: 1 },
      ],
      source: [{ key: 'direct', count: 254, conv: 2 }],
      target: [{ key: 'https://example.com/a', count: 254, conv: 2 }],
    });
  });

  it('the links table: top 20 by clicks (ties by conversions), conversions per link, links_more for the rest', async () => {
    const s = await account(a.client);
    const expected = [];
    for (let i = 22; i >= 5; i--)
      expected.push({
        host: HOST,
        slug: `acct-${String(i).padStart(2, '0')}`,
        clicks: i,
        conversions: i === 22 ? 1 : 0,
      });
    expected.push({ host: HOST, slug: 'acct-03', clicks: 4, conversions: 1 });
    expected.push({ host: HOST, slug: 'acct-04', clicks: 4, conversions: 0 });
    expect(s.links).toEqual(expected);
    expect(s.links_more).toBe(2);
  });

  it("'All Time' starts at a link older than the account (a guest's, brought along) and counts its clicks", async () => {
    const owner = await userOn(server, 'pro', 'acct-adopted');
    await backdateUser(server, owner.id, 2);
    const adopted = await seedLink(server, owner.client, { createdDaysAgo: 6 });
    await seedClicks(server, adopted, [{ ts: dayStart(-5) + 9 * HOUR }, { ts: dayStart(-1) + 9 * HOUR }]);
    const s = await account(owner.client);
    expect(s.range).toEqual({ from: sec(dayStart(-6)), to: sec(dayStart(1)), bucket: 'day' });
    expect(s.totals.clicks).toBe(2);
  });

  it('series from the user creation day, daily; hourly for a short range', async () => {
    const s = await account(a.client);
    expect(s.range).toEqual({ from: sec(dayStart(-10)), to: sec(dayStart(1)), bucket: 'day' });
    expect(s.timeseries).toHaveLength(11);
    expect(nonZero(s.timeseries)).toEqual([
      [d3, 253],
      [d2, 1],
    ]);
    expect(nonZero(s.conversions_timeseries)).toEqual([
      [d3, 1],
      [d2, 1],
    ]);
    const h = await account(a.client, { from: isoDay(d3), to: isoDay(d2) });
    expect(h.range).toEqual({ from: sec(d3), to: sec(d2 + 86_400_000), bucket: 'hour' });
    expect(h.timeseries).toHaveLength(48);
    expect(nonZero(h.timeseries)).toEqual([
      [d3, 253],
      [d2 + HOUR, 1],
    ]);
    expect(nonZero(h.conversions_timeseries)).toEqual([
      [d3 + 20 * HOUR, 1],
      [d2 + HOUR, 1],
    ]);
  });

  it('a one-day range narrows totals, breakdowns and links', async () => {
    const s = await account(a.client, { from: isoDay(d2), to: isoDay(d2) });
    expect(s.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 1, revenue: 4, cr: 100, bots: 1 });
    expect(s.breakdowns.country).toEqual([{ key: 'DE', count: 1, conv: 1 }]);
    expect(s.links).toEqual([{ host: HOST, slug: 'acct-03', clicks: 1, conversions: 1 }]);
    expect(s.links_more).toBe(0);
    const empty = await account(a.client, { from: isoDay(dayStart(-1)), to: isoDay(dayStart(0)) });
    expect(empty.totals).toEqual({ clicks: 0, unique_ips: 0, conversions: 0, revenue: 0, cr: 0, bots: 0 });
    expect(empty.links).toEqual([]);
  });

  it('the account rollups agree with the sum of the link summaries', async () => {
    const s = await account(a.client);
    let clicks = 0;
    let conversions = 0;
    let bots = 0;
    for (const l of links) {
      const r = await a.client.get(`/api/stats/summary?hostname=${HOST}&slug=${l.slug}`);
      clicks += r.json().totals.clicks;
      conversions += r.json().totals.conversions;
      bots += r.json().totals.bots;
    }
    expect({ clicks, conversions, bots }).toEqual({
      clicks: s.totals.clicks,
      conversions: s.totals.conversions,
      bots: s.totals.bots,
    });
  });

  it('another user sees only their own clicks', async () => {
    const s = await account(b.client);
    expect(s.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 0, revenue: 0, cr: 0, bots: 0 });
    expect(s.breakdowns.country).toEqual([{ key: 'GB', count: 1, conv: 0 }]);
    expect(s.links).toEqual([{ host: HOST, slug: 'acct-b', clicks: 1, conversions: 0 }]);
    expect((await account(a.client)).breakdowns.country.map((r: { key: string }) => r.key)).not.toContain('GB');
    const stream = (await b.client.get('/api/stats/account_stream')).json().results;
    expect(stream).toEqual([
      {
        ts: sec(d2 + 5 * HOUR),
        country: 'GB',
        device: 'desktop',
        lang: 'en',
        hostname: HOST,
        slug: 'acct-b',
        referer: null,
      },
    ]);
  });

  it('filtered by one breakdown row: totals, breakdowns, series and links count only matching clicks', async () => {
    const de = await account(a.client, { filter_by: 'country', filter_val: 'DE' });
    expect(de.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 1, revenue: 4, cr: 100, bots: 0 });
    expect(de.breakdowns.device).toEqual([{ key: 'mobile', count: 1, conv: 1 }]);
    expect(de.links).toEqual([{ host: HOST, slug: 'acct-03', clicks: 1, conversions: 1 }]);
    expect(nonZero(de.timeseries)).toEqual([[d2, 1]]);

    // The raw-click count agrees with the rollups' breakdown row it narrows to.
    const all = await account(a.client);
    const us = await account(a.client, { filter_by: 'country', filter_val: 'US' });
    expect(us.totals.clicks).toBe(all.breakdowns.country.find((r: { key: string }) => r.key === 'US').count);
    expect(us.links.find((l: { slug: string }) => l.slug === 'acct-03')).toEqual({
      host: HOST,
      slug: 'acct-03',
      clicks: 3,
      conversions: 0,
    });
    expect(us.links_more).toBe(2);
    const desktop = await account(a.client, { filter_by: 'device', filter_val: 'desktop' });
    expect(desktop.totals.clicks).toBe(253);
    // Per target (an A/B split's arms, across the account's links).
    const target = await account(a.client, { filter_by: 'target', filter_val: 'https://example.com/a' });
    expect(target.totals).toMatchObject({ clicks: 254, conversions: 2 });
    expect((await account(a.client, { filter_by: 'target', filter_val: 'https://example.com/b' })).totals.clicks).toBe(
      0,
    );

    // Bots are only counted when they are what is asked for.
    const bots = await account(a.client, { filter_by: 'device', filter_val: 'bot' });
    expect(bots.totals).toMatchObject({ clicks: 1, conversions: 1, revenue: 10 });
    expect(bots.links).toEqual([{ host: HOST, slug: 'acct-03', clicks: 1, conversions: 1 }]);
  });

  it("a filter sees only the caller's clicks; half a filter or a link-only dimension -> 400 invalid_input", async () => {
    expect((await account(a.client, { filter_by: 'country', filter_val: 'GB' })).totals.clicks).toBe(0);
    expect((await account(b.client, { filter_by: 'country', filter_val: 'GB' })).links).toEqual([
      { host: HOST, slug: 'acct-b', clicks: 1, conversions: 0 },
    ]);
    for (const qs of [
      'filter_by=country',
      'filter_val=US',
      'filter_by=dow&filter_val=Mon',
      'filter_by=nope&filter_val=1',
    ]) {
      const res = await a.client.get(`/api/stats/account?${qs}`);
      expect([qs, res.statusCode, res.json().error]).toEqual([qs, 400, 'invalid_input']);
    }
  });

  it('invalid dates -> 400 invalid_input', async () => {
    for (const qs of ['from=2026-02-30', 'to=yesterday', `from=${isoDay(d2)}&to=${isoDay(d3)}`]) {
      const res = await a.client.get(`/api/stats/account?${qs}`);
      expect([qs, res.statusCode, res.json().error]).toEqual([qs, 400, 'invalid_input']);
    }
  });
});

describe('account click stream', () => {
  it('newest first, 20 by default, bots left out, exact fields', async () => {
    const res = await a.client.get('/api/stats/account_stream');
    expect(res.statusCode).toBe(200);
    const rows = res.json().results;
    expect(rows).toHaveLength(20);
    expect(rows[0]).toEqual({
      ts: sec(d2 + HOUR),
      country: 'DE',
      device: 'mobile',
      lang: 'de',
      hostname: HOST,
      slug: 'acct-03',
      referer: 'https://ref.example/',
    });
    expect(rows[1]).toEqual({
      ts: sec(clickTs(22, 21)),
      country: 'US',
      device: 'desktop',
      lang: 'en',
      hostname: HOST,
      slug: 'acct-22',
      referer: null,
    });
    // Link 22's 22 clicks are the next newest: 19 of them fill the page.
    expect(rows.slice(1).map((r: { ts: number }) => r.ts)).toEqual(
      Array.from({ length: 19 }, (_, k) => sec(clickTs(22, 21 - k))),
    );
  });

  it('respects limit: 5, 0, and refuses more than 20', async () => {
    expect((await a.client.get('/api/stats/account_stream?limit=5')).json().results).toHaveLength(5);
    expect((await a.client.get('/api/stats/account_stream?limit=0')).json().results).toEqual([]);
    const res = await a.client.get('/api/stats/account_stream?limit=21');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_input');
  });

  it('needs a session', async () => {
    expect((await server.client().get('/api/stats/account_stream')).statusCode).toBe(401);
    expect((await server.client().get('/api/stats/account')).statusCode).toBe(401);
  });
});
