/** Link summary over HTTP: exact totals, breakdowns and series of a hand-made set of clicks. */
import { DOW_KEYS } from '@kurz/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { postbackToken, userOn } from '../testing/links';
import {
  DAY,
  dayStart,
  DESKTOP_UA,
  dowOf,
  GOOGLEBOT_UA,
  HOUR,
  IPAD_UA,
  IPHONE_UA,
  isoDay,
  nonZero,
  sec,
  seedClicks,
  seedConversion,
  seedLink,
  summary,
  summaryRes,
  type SeedLink,
} from '../testing/stats';

let server: TestServer;
let client: TestClient;
let link: SeedLink;
const A = 'https://example.com/a';
const B = 'https://example.com/b';
const d1 = dayStart(-6);
const d2 = dayStart(-5);
const d3 = dayStart(-4);

beforeAll(async () => {
  server = await createTestServer();
  ({ client } = await userOn(server, 'hobby', 'sum'));
  link = await seedLink(server, client, { createdDaysAgo: 10, url: A });
  await seedClicks(server, link, [
    {
      ts: d1 + 10 * HOUR,
      ip: '203.0.113.1',
      ua: DESKTOP_UA,
      lang: 'en',
      country: 'US',
      target: A,
      clickId: 'c1',
      referer: 'https://news.example/',
    },
    { ts: d1 + 11 * HOUR, ip: '203.0.113.1', ua: DESKTOP_UA, lang: 'en', country: 'US', target: A, clickId: 'c2' },
    { ts: d1 + 12 * HOUR, ip: '203.0.113.2', ua: IPHONE_UA, lang: 'de', country: 'DE', target: B, clickId: 'c3' },
    { ts: d2 + 9 * HOUR, ip: '203.0.113.1', ua: IPAD_UA, lang: null, country: null, target: A, clickId: 'c4' },
    { ts: d2 + 9.5 * HOUR, ip: '203.0.113.3', ua: GOOGLEBOT_UA, lang: 'en', country: 'US', target: A, clickId: 'c5' },
    { ts: d3 + 23 * HOUR, ip: '203.0.113.2', ua: IPHONE_UA, lang: 'de', country: 'DE', target: A, clickId: 'c6' },
    { ts: d3 + 23.5 * HOUR, ip: '203.0.113.4', ua: DESKTOP_UA, lang: 'fr', country: 'FR', target: B },
  ]);
  await seedConversion(server, link, 'c1', d1 + 10.5 * HOUR, 1050);
  await seedConversion(server, link, 'c3', d2 + 8 * HOUR, 250);
  await seedConversion(server, link, 'c6', d3 + 23.75 * HOUR, 0);
});
afterAll(() => server.close());

/** dow rows of the seed in week order: the click's day decides, also for its conversion. */
function expectedDow() {
  const rows = [
    { key: dowOf(d1), count: 3, conv: 2 },
    { key: dowOf(d2), count: 1, conv: 0 },
    { key: dowOf(d3), count: 2, conv: 1 },
  ];
  return rows.sort((a, b) => DOW_KEYS.indexOf(a.key) - DOW_KEYS.indexOf(b.key));
}

describe('unfiltered summary (daily rollups)', () => {
  it('has exact totals: bots apart, unique IPs per day, revenue in dollars', async () => {
    const s = await summary(client, link.slug);
    expect(s.title).toBeNull();
    // .1 on d1 and d2, .2 on d1 and d3, .4 on d3: the daily salt counts an IP once per day.
    expect(s.totals).toEqual({ clicks: 6, unique_ips: 5, conversions: 3, revenue: 13, bots: 1 });
  });

  it('has every breakdown with count and conv, sorted by count, unknown values under "unknown"', async () => {
    const s = await summary(client, link.slug);
    expect(s.breakdowns).toEqual({
      country: [
        { key: 'DE', count: 2, conv: 2 },
        { key: 'US', count: 2, conv: 1 },
        { key: 'FR', count: 1, conv: 0 },
        { key: 'unknown', count: 1, conv: 0 },
      ],
      device: [
        { key: 'desktop', count: 3, conv: 1 },
        { key: 'mobile', count: 2, conv: 2 },
        { key: 'tablet', count: 1, conv: 0 },
      ],
      lang: [
        { key: 'de', count: 2, conv: 2 },
        { key: 'en', count: 2, conv: 1 },
        { key: 'fr', count: 1, conv: 0 },
        { key: 'unknown', count: 1, conv: 0 },
      ],
      browser: [
        { key: 'Mobile Safari', count: 3, conv: 2 },
        { key: 'Chrome', count: 3, conv: 1 },
      ],
      os: [
        { key: 'iOS', count: 3, conv: 2 },
        { key: 'Windows', count: 3, conv: 1 },
      ],
      target: [
        { key: A, count: 4, conv: 2 },
        { key: B, count: 2, conv: 1 },
      ],
      dow: expectedDow(),
      // No click came from a printed code (?qr=1).
      source: [{ key: 'direct', count: 6, conv: 3 }],
    });
  });

  it('"all" runs from the link creation day to today in daily buckets, empty days present', async () => {
    const s = await summary(client, link.slug);
    expect(s.range).toEqual({ from: sec(dayStart(-10)), to: sec(dayStart(1)), bucket: 'day' });
    expect(s.timeseries.map((p: { t: number }) => p.t)).toEqual(
      Array.from({ length: 11 }, (_, i) => sec(dayStart(-10 + i))),
    );
    expect(nonZero(s.timeseries)).toEqual([
      [d1, 3],
      [d2, 1],
      [d3, 2],
    ]);
    expect(s.timeseries.filter((p: { count: number }) => p.count === 0)).toHaveLength(8);
    expect(s.conversions_timeseries).toHaveLength(11);
    // Conversions count on the day they happen (c3's click was on d1, its conversion on d2).
    expect(nonZero(s.conversions_timeseries)).toEqual([
      [d1, 1],
      [d2, 1],
      [d3, 1],
    ]);
  });

  it('buckets hourly for a 3-day range, with all 72 hours present', async () => {
    const s = await summary(client, link.slug, { from: isoDay(d1), to: isoDay(d3) });
    expect(s.range).toEqual({ from: sec(d1), to: sec(d3 + DAY), bucket: 'hour' });
    expect(s.timeseries).toHaveLength(72);
    expect(s.timeseries[0].t).toBe(sec(d1));
    expect(s.timeseries[71].t).toBe(sec(d3 + 23 * HOUR));
    expect(nonZero(s.timeseries)).toEqual([
      [d1 + 10 * HOUR, 1],
      [d1 + 11 * HOUR, 1],
      [d1 + 12 * HOUR, 1],
      [d2 + 9 * HOUR, 1],
      [d3 + 23 * HOUR, 2],
    ]);
    expect(nonZero(s.conversions_timeseries)).toEqual([
      [d1 + 10 * HOUR, 1],
      [d2 + 8 * HOUR, 1],
      [d3 + 23 * HOUR, 1],
    ]);
    expect(s.totals).toEqual({ clicks: 6, unique_ips: 5, conversions: 3, revenue: 13, bots: 1 });
  });

  it('buckets hourly for 1 and 2 days, daily from 4 days', async () => {
    const one = await summary(client, link.slug, { from: isoDay(d2), to: isoDay(d2) });
    expect(one.range).toEqual({ from: sec(d2), to: sec(d2 + DAY), bucket: 'hour' });
    expect(one.timeseries).toHaveLength(24);
    expect(one.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 1, revenue: 2.5, bots: 1 });
    const two = await summary(client, link.slug, { from: isoDay(d2), to: isoDay(d3) });
    expect(two.range.bucket).toBe('hour');
    expect(two.timeseries).toHaveLength(48);
    expect(two.totals).toEqual({ clicks: 3, unique_ips: 3, conversions: 2, revenue: 2.5, bots: 1 });
    const four = await summary(client, link.slug, { from: isoDay(d1 - DAY), to: isoDay(d3) });
    expect(four.range).toEqual({ from: sec(d1 - DAY), to: sec(d3 + DAY), bucket: 'day' });
    expect(four.timeseries.map((p: { t: number; count: number }) => [p.t, p.count])).toEqual([
      [sec(d1 - DAY), 0],
      [sec(d1), 3],
      [sec(d2), 1],
      [sec(d3), 2],
    ]);
  });

  it('a range with no clicks has zeros everywhere and empty breakdowns', async () => {
    const s = await summary(client, link.slug, { from: isoDay(dayStart(-2)), to: isoDay(dayStart(-1)) });
    expect(s.totals).toEqual({ clicks: 0, unique_ips: 0, conversions: 0, revenue: 0, bots: 0 });
    for (const rows of Object.values(s.breakdowns)) expect(rows).toEqual([]);
    expect(s.timeseries).toHaveLength(48);
    expect(s.timeseries.every((p: { count: number }) => p.count === 0)).toBe(true);
  });
});

describe('filters (raw clicks) narrow every panel', () => {
  it('country=DE', async () => {
    const s = await summary(client, link.slug, { filter_by: 'country', filter_val: 'DE' });
    expect(s.totals).toEqual({ clicks: 2, unique_ips: 2, conversions: 2, revenue: 2.5, bots: 0 });
    expect(s.breakdowns.country).toEqual([{ key: 'DE', count: 2, conv: 2 }]);
    expect(s.breakdowns.device).toEqual([{ key: 'mobile', count: 2, conv: 2 }]);
    expect(s.breakdowns.lang).toEqual([{ key: 'de', count: 2, conv: 2 }]);
    expect(s.breakdowns.browser).toEqual([{ key: 'Mobile Safari', count: 2, conv: 2 }]);
    expect(s.breakdowns.os).toEqual([{ key: 'iOS', count: 2, conv: 2 }]);
    expect(s.breakdowns.target).toEqual([
      { key: A, count: 1, conv: 1 },
      { key: B, count: 1, conv: 1 },
    ]);
    expect(s.breakdowns.dow).toEqual(
      [
        { key: dowOf(d1), count: 1, conv: 1 },
        { key: dowOf(d3), count: 1, conv: 1 },
      ].sort((a, b) => DOW_KEYS.indexOf(a.key) - DOW_KEYS.indexOf(b.key)),
    );
    expect(nonZero(s.timeseries)).toEqual([
      [d1, 1],
      [d3, 1],
    ]);
    expect(nonZero(s.conversions_timeseries)).toEqual([
      [d2, 1],
      [d3, 1],
    ]);
  });

  it('country=US counts the US bot apart', async () => {
    const s = await summary(client, link.slug, { filter_by: 'country', filter_val: 'US' });
    expect(s.totals).toEqual({ clicks: 2, unique_ips: 1, conversions: 1, revenue: 10.5, bots: 1 });
    expect(s.breakdowns.device).toEqual([{ key: 'desktop', count: 2, conv: 1 }]);
  });

  it('country=unknown matches clicks without a country', async () => {
    const s = await summary(client, link.slug, { filter_by: 'country', filter_val: 'unknown' });
    expect(s.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 0, revenue: 0, bots: 0 });
    expect(s.breakdowns.device).toEqual([{ key: 'tablet', count: 1, conv: 0 }]);
    expect(s.breakdowns.lang).toEqual([{ key: 'unknown', count: 1, conv: 0 }]);
  });

  it('device, lang, browser, os and target filters', async () => {
    const desktop = await summary(client, link.slug, { filter_by: 'device', filter_val: 'desktop' });
    expect(desktop.totals).toEqual({ clicks: 3, unique_ips: 2, conversions: 1, revenue: 10.5, bots: 0 });
    expect(desktop.breakdowns.country).toEqual([
      { key: 'US', count: 2, conv: 1 },
      { key: 'FR', count: 1, conv: 0 },
    ]);
    const lang = await summary(client, link.slug, { filter_by: 'lang', filter_val: 'unknown' });
    expect(lang.totals).toMatchObject({ clicks: 1, conversions: 0 });
    expect(lang.breakdowns.device).toEqual([{ key: 'tablet', count: 1, conv: 0 }]);
    const browser = await summary(client, link.slug, { filter_by: 'browser', filter_val: 'Mobile Safari' });
    expect(browser.totals).toEqual({ clicks: 3, unique_ips: 3, conversions: 2, revenue: 2.5, bots: 0 });
    expect(browser.breakdowns.device).toEqual([
      { key: 'mobile', count: 2, conv: 2 },
      { key: 'tablet', count: 1, conv: 0 },
    ]);
    const os = await summary(client, link.slug, { filter_by: 'os', filter_val: 'Windows' });
    expect(os.totals).toEqual({ clicks: 3, unique_ips: 2, conversions: 1, revenue: 10.5, bots: 0 });
    const target = await summary(client, link.slug, { filter_by: 'target', filter_val: B });
    expect(target.totals).toEqual({ clicks: 2, unique_ips: 2, conversions: 1, revenue: 2.5, bots: 0 });
    expect(target.breakdowns.country).toEqual([
      { key: 'DE', count: 1, conv: 1 },
      { key: 'FR', count: 1, conv: 0 },
    ]);
    const none = await summary(client, link.slug, { filter_by: 'country', filter_val: 'GB' });
    expect(none.totals).toEqual({ clicks: 0, unique_ips: 0, conversions: 0, revenue: 0, bots: 0 });
    expect(none.timeseries).toHaveLength(11);
  });

  it('device=bot shows the bots', async () => {
    const s = await summary(client, link.slug, { filter_by: 'device', filter_val: 'bot' });
    expect(s.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 0, revenue: 0, bots: 1 });
    expect(s.breakdowns.device).toEqual([{ key: 'bot', count: 1, conv: 0 }]);
    expect(s.breakdowns.browser).toEqual([{ key: 'unknown', count: 1, conv: 0 }]);
    expect(s.breakdowns.os).toEqual([{ key: 'unknown', count: 1, conv: 0 }]);
    expect(s.breakdowns.country).toEqual([{ key: 'US', count: 1, conv: 0 }]);
    expect(nonZero(s.timeseries)).toEqual([[d2, 1]]);
  });

  it('dow (rollups) gives the hand count of that weekday', async () => {
    const s = await summary(client, link.slug, { filter_by: 'dow', filter_val: dowOf(d1) });
    expect(s.totals).toEqual({ clicks: 3, unique_ips: 2, conversions: 2, revenue: 13, bots: 0 });
    expect(s.breakdowns.country).toEqual([
      { key: 'US', count: 2, conv: 1 },
      { key: 'DE', count: 1, conv: 1 },
    ]);
    expect(s.breakdowns.target).toEqual([
      { key: A, count: 2, conv: 1 },
      { key: B, count: 1, conv: 1 },
    ]);
    expect(s.breakdowns.dow).toEqual([{ key: dowOf(d1), count: 3, conv: 2 }]);
    expect(nonZero(s.timeseries)).toEqual([[d1, 3]]);
    const d2s = await summary(client, link.slug, { filter_by: 'dow', filter_val: dowOf(d2) });
    expect(d2s.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 0, revenue: 0, bots: 1 });
    expect(d2s.breakdowns.device).toEqual([{ key: 'tablet', count: 1, conv: 0 }]);
    const hourly = await summary(client, link.slug, {
      from: isoDay(d1),
      to: isoDay(d3),
      filter_by: 'dow',
      filter_val: dowOf(d3),
    });
    expect(nonZero(hourly.timeseries)).toEqual([[d3 + 23 * HOUR, 2]]);
    expect(hourly.totals).toEqual({ clicks: 2, unique_ips: 2, conversions: 1, revenue: 0, bots: 0 });
    const empty = DOW_KEYS.find((k) => ![dowOf(d1), dowOf(d2), dowOf(d3)].includes(k))!;
    expect((await summary(client, link.slug, { filter_by: 'dow', filter_val: empty })).totals.clicks).toBe(0);
  });
});

describe('rollups and raw clicks agree', () => {
  it('each unfiltered breakdown row equals the totals of the call filtered by it', async () => {
    const all = await summary(client, link.slug);
    for (const [dim, rows] of Object.entries<{ key: string; count: number; conv: number }[]>(all.breakdowns)) {
      let clicks = 0;
      let convs = 0;
      for (const row of rows) {
        const f = await summary(client, link.slug, { filter_by: dim, filter_val: row.key });
        expect([dim, row.key, f.totals.clicks, f.totals.conversions]).toEqual([dim, row.key, row.count, row.conv]);
        expect(f.breakdowns[dim]).toEqual([row]);
        clicks += f.totals.clicks;
        convs += f.totals.conversions;
      }
      expect([dim, clicks, convs]).toEqual([dim, all.totals.clicks, all.totals.conversions]);
    }
  });

  it('the hourly series of the rollups is the sum of the per-device raw series', async () => {
    const range = { from: isoDay(d1), to: isoDay(d3) };
    const all = await summary(client, link.slug, range);
    const sum = new Array(72).fill(0);
    let bots = 0;
    for (const device of ['desktop', 'mobile', 'tablet']) {
      const f = await summary(client, link.slug, { ...range, filter_by: 'device', filter_val: device });
      f.timeseries.forEach((p: { count: number }, i: number) => (sum[i] += p.count));
      bots += f.totals.bots;
    }
    expect(sum).toEqual(all.timeseries.map((p: { count: number }) => p.count));
    expect(bots).toBe(0);
  });

  it('the rollups and the raw clicks give the same uniques and bots for a day', async () => {
    const day = { from: isoDay(d2), to: isoDay(d2) };
    const rollup = await summary(client, link.slug, day);
    // Every click of d2 (the tablet and the bot) went to A; c3's conversion on d2 belongs to a B click.
    const raw = await summary(client, link.slug, { ...day, filter_by: 'target', filter_val: A });
    expect(raw.totals).toEqual({ ...rollup.totals, conversions: 0, revenue: 0 });
    expect(rollup.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 1, revenue: 2.5, bots: 1 });
    const clicksOf = (rows: { key: string; count: number }[]) =>
      rows.filter((r) => r.count > 0).map((r) => [r.key, r.count]);
    for (const dim of ['country', 'device', 'lang', 'browser', 'os', 'target', 'dow']) {
      expect(clicksOf(raw.breakdowns[dim])).toEqual(clicksOf(rollup.breakdowns[dim]));
    }
    expect(clicksOf(rollup.breakdowns.country)).toEqual([['unknown', 1]]);
    // The conversion shows on the row of its click's country even without a click that day.
    expect(rollup.breakdowns.country).toEqual([
      { key: 'unknown', count: 1, conv: 0 },
      { key: 'DE', count: 0, conv: 1 },
    ]);
    expect(raw.timeseries).toEqual(rollup.timeseries);
  });
});

describe('bucket edges at UTC midnight', () => {
  let edge: SeedLink;
  const d = dayStart(-8);
  beforeAll(async () => {
    edge = await seedLink(server, client, { createdDaysAgo: 10 });
    await seedClicks(server, edge, [
      { ts: d + DAY - 1, country: 'US' },
      { ts: d + DAY, country: 'US' },
    ]);
  });

  it('23:59:59.999 and 00:00:00.000 fall in different hourly and daily buckets', async () => {
    for (const params of [{}, { filter_by: 'country', filter_val: 'US' }] as Record<string, string>[]) {
      const hourly = await summary(client, edge.slug, { from: isoDay(d), to: isoDay(d + DAY), ...params });
      expect(nonZero(hourly.timeseries)).toEqual([
        [d + 23 * HOUR, 1],
        [d + DAY, 1],
      ]);
      const daily = await summary(client, edge.slug, { from: isoDay(d - 2 * DAY), to: isoDay(d + DAY), ...params });
      expect(nonZero(daily.timeseries)).toEqual([
        [d, 1],
        [d + DAY, 1],
      ]);
    }
  });

  it('from/to of one day takes only that day', async () => {
    for (const params of [{}, { filter_by: 'country', filter_val: 'US' }] as Record<string, string>[]) {
      const second = await summary(client, edge.slug, { from: isoDay(d + DAY), to: isoDay(d + DAY), ...params });
      expect(second.totals.clicks).toBe(1);
      expect(nonZero(second.timeseries)).toEqual([[d + DAY, 1]]);
      const first = await summary(client, edge.slug, { from: isoDay(d), to: isoDay(d), ...params });
      expect(first.totals.clicks).toBe(1);
      expect(nonZero(first.timeseries)).toEqual([[d + 23 * HOUR, 1]]);
    }
    const dows = (await summary(client, edge.slug)).breakdowns.dow.map((r: { key: string }) => r.key).sort();
    expect(dows).toEqual([dowOf(d), dowOf(d + DAY)].sort());
  });
});

describe('conversions', () => {
  it('a postback over HTTP counts now, with revenue in dollars, on the clicked link panels', async () => {
    const l = await seedLink(server, client, { createdDaysAgo: 3 });
    await seedClicks(server, l, [
      { ts: dayStart(-2) + HOUR, clickId: 'pb-1', country: 'GB', ua: IPHONE_UA },
      { ts: dayStart(-2) + 2 * HOUR, clickId: 'pb-2', country: 'US' },
    ]);
    // A postback counts only for a link that tracks conversions.
    await server.db
      .updateTable('links')
      .set({ conversions_enabled: true })
      .where('id', '=', String(l.linkId) as never)
      .execute();
    const pb = await server
      .client('127.0.0.1')
      .get(`/api/postback?clickid=pb-1&token=${await postbackToken(client)}&revenue=12.34&currency=USD`);
    expect(pb.statusCode, pb.body).toBe(200);
    const s = await summary(client, l.slug);
    expect(s.totals).toEqual({ clicks: 2, unique_ips: 1, conversions: 1, revenue: 12.34, bots: 0 });
    expect(s.breakdowns.country).toEqual([
      { key: 'GB', count: 1, conv: 1 },
      { key: 'US', count: 1, conv: 0 },
    ]);
    expect(nonZero(s.conversions_timeseries)).toEqual([[dayStart(0), 1]]);
    const gb = await summary(client, l.slug, { filter_by: 'device', filter_val: 'mobile' });
    expect(gb.totals).toMatchObject({ clicks: 1, conversions: 1, revenue: 12.34 });
    const us = await summary(client, l.slug, { filter_by: 'country', filter_val: 'US' });
    expect(us.totals).toMatchObject({ clicks: 1, conversions: 0, revenue: 0 });
  });

  it('a conversion of a bot click is left out of the totals and breakdowns, and shown under device=bot', async () => {
    const l = await seedLink(server, client, { createdDaysAgo: 3 });
    await seedClicks(server, l, [
      { ts: dayStart(-1) + HOUR, clickId: 'bot-1', ua: GOOGLEBOT_UA },
      { ts: dayStart(-1) + 2 * HOUR, clickId: 'human-1' },
    ]);
    await seedConversion(server, l, 'bot-1', dayStart(-1) + 3 * HOUR, 500);
    await seedConversion(server, l, 'human-1', dayStart(-1) + 3 * HOUR, 100);
    const s = await summary(client, l.slug);
    expect(s.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 1, revenue: 1, bots: 1 });
    expect(s.breakdowns.device).toEqual([{ key: 'desktop', count: 1, conv: 1 }]);
    const bots = await summary(client, l.slug, { filter_by: 'device', filter_val: 'bot' });
    expect(bots.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 1, revenue: 5, bots: 1 });
  });
});

describe('invalid input', () => {
  it.each([
    [{ filter_by: 'country' }],
    [{ filter_val: 'US' }],
    [{ filter_by: 'referer', filter_val: 'x' }],
    [{ from: '2026-02-30' }],
    [{ to: '2026-13-01' }],
    [{ from: 'yesterday' }],
    [{ from: isoDay(d2), to: isoDay(d1) }],
  ])('%j -> 400 invalid_input', async (params) => {
    const res = await summaryRes(client, link.slug, params);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('invalid_input');
  });
});
