/** Analytics retention per plan: what the stats calls show, and what the clean-up job deletes. */
import { deleteExpiredAnalytics } from '@kurz/api';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, q, userOn } from '../testing/links';
import {
  account,
  backdateUser,
  DAY,
  dayStart,
  HOUR,
  isoDay,
  nonZero,
  sec,
  seedClicks,
  seedConversion,
  seedLink,
  summary,
  type SeedLink,
} from '../testing/stats';

let server: TestServer;
let free: { client: TestClient; id: string };
let hobby: { client: TestClient; id: string };
let fl: SeedLink;
let hl: SeedLink;
const old = dayStart(-40);
const recent = dayStart(-5);

const setPlan = (id: string, plan: string) =>
  server.db.updateTable('workspaces').set({ plan_id: plan }).where('id', '=', id).execute();

beforeAll(async () => {
  server = await createTestServer();
  free = await userOn(server, 'free', 'ret');
  hobby = await userOn(server, 'hobby', 'ret');
  await backdateUser(server, free.id, 50);
  await backdateUser(server, hobby.id, 50);
  fl = await seedLink(server, free.client, { createdDaysAgo: 50 });
  hl = await seedLink(server, hobby.client, { createdDaysAgo: 50 });
  await seedClicks(server, fl, [
    { ts: old + 9 * HOUR, clickId: 'f-old-1', ip: '203.0.113.10' },
    { ts: old + 10 * HOUR, clickId: 'f-old-2', ip: '203.0.113.11' },
    { ts: recent + 9 * HOUR, clickId: 'f-new', ip: '203.0.113.10' },
  ]);
  await seedClicks(server, hl, [
    { ts: old + 9 * HOUR, clickId: 'h-old', ip: '203.0.113.20' },
    { ts: recent + 9 * HOUR, clickId: 'h-new', ip: '203.0.113.20' },
  ]);
  await seedConversion(server, fl, 'f-old-1', old + 11 * HOUR, 700);
  await seedConversion(server, fl, 'f-new', recent + 11 * HOUR, 300);
  await seedConversion(server, hl, 'h-old', old + 11 * HOUR, 900);
});
afterAll(() => server.close());

describe('free plan (30 days)', () => {
  it('hides clicks and conversions 40 days old; "all" starts at the first whole day kept', async () => {
    const s = await summary(free.client, fl.slug);
    expect(s.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 1, revenue: 3, bots: 0 });
    expect(s.range).toEqual({ from: sec(dayStart(-29)), to: sec(dayStart(1)), bucket: 'day' });
    expect(s.timeseries).toHaveLength(30);
    expect(nonZero(s.timeseries)).toEqual([[recent, 1]]);
    const filtered = await summary(free.client, fl.slug, { filter_by: 'country', filter_val: 'US' });
    expect(filtered.totals).toEqual(s.totals);
    expect(filtered.breakdowns.country).toEqual([{ key: 'US', count: 1, conv: 1 }]);
  });

  it('trims a from older than the retention window', async () => {
    const s = await summary(free.client, fl.slug, { from: isoDay(dayStart(-45)), to: isoDay(dayStart(0)) });
    expect(s.range).toEqual({ from: sec(dayStart(-29)), to: sec(dayStart(1)), bucket: 'day' });
    expect(s.timeseries[0].t).toBe(sec(dayStart(-29)));
    expect(s.totals.clicks).toBe(1);
  });

  it('a range wholly before the window is empty, not an error', async () => {
    for (const params of [{}, { filter_by: 'device', filter_val: 'desktop' }] as Record<string, string>[]) {
      const s = await summary(free.client, fl.slug, {
        from: isoDay(old - 2 * DAY),
        to: isoDay(old + 2 * DAY),
        ...params,
      });
      expect(s.totals).toEqual({ clicks: 0, unique_ips: 0, conversions: 0, revenue: 0, bots: 0 });
      expect(s.breakdowns.device).toEqual([]);
    }
  });

  it('the stream and the account report keep to the window too', async () => {
    const stream = (await free.client.get(`/api/stats/stream?hostname=${HOST}&slug=${fl.slug}`)).json();
    expect(stream.events.map((e: { ts: number }) => e.ts)).toEqual([sec(recent + 9 * HOUR)]);
    const acc = await account(free.client);
    expect(acc.totals).toEqual({ clicks: 1, unique_ips: 1, conversions: 1, revenue: 3, cr: 100, bots: 0 });
    expect(acc.links).toEqual([{ host: HOST, slug: fl.slug, clicks: 1, conversions: 1 }]);
    const accStream = (await free.client.get('/api/stats/account_stream')).json();
    expect(accStream.results).toHaveLength(1);
  });
});

describe('hobby plan (365 days)', () => {
  it('shows the clicks 40 days old', async () => {
    await setPlan(free.id, 'hobby');
    try {
      const s = await summary(free.client, fl.slug);
      expect(s.totals).toEqual({ clicks: 3, unique_ips: 3, conversions: 2, revenue: 10, bots: 0 });
      expect(s.range.from).toBe(sec(dayStart(-50)));
      expect(nonZero(s.timeseries)).toEqual([
        [old, 2],
        [recent, 1],
      ]);
      const trimmed = await summary(free.client, fl.slug, { from: isoDay(old), to: isoDay(old) });
      expect(trimmed.totals).toEqual({ clicks: 2, unique_ips: 2, conversions: 1, revenue: 7, bots: 0 });
      const stream = (await free.client.get(`/api/stats/stream?hostname=${HOST}&slug=${fl.slug}`)).json();
      expect(stream.events).toHaveLength(3);
      expect((await account(free.client)).totals.clicks).toBe(3);
    } finally {
      await setPlan(free.id, 'free');
    }
  });
});

describe('the retention job', () => {
  it('deletes clicks, rollups and conversions past each plan and keeps the rest', async () => {
    const result = await deleteExpiredAnalytics(server.db);
    expect(result).toEqual({ clicks: 2, conversions: 1 });

    const clicks = await server.db.selectFrom('clicks').select(['click_id', 'owner_id']).orderBy('click_id').execute();
    expect(clicks.map((c) => c.click_id)).toEqual(['f-new', 'h-new', 'h-old']);
    const convs = await server.db.selectFrom('conversions').select('click_id').orderBy('click_id').execute();
    expect(convs.map((c) => c.click_id)).toEqual(['f-new', 'h-old']);

    const rollupDays = async (owner: string) =>
      (
        await server.db
          .selectFrom('stats_daily')
          .select((eb) => eb.fn<string>('to_char', ['day', eb.val('YYYY-MM-DD')]).as('d'))
          .where('owner_id', '=', owner)
          .where('dim', '=', 'total')
          .where('link_id', '<>', 0)
          .orderBy('day')
          .execute()
      ).map((r) => r.d);
    expect(await rollupDays(free.id)).toEqual([isoDay(recent)]);
    expect(await rollupDays(hobby.id)).toEqual([isoDay(old), isoDay(recent)]);

    // What the plans show is unchanged by the clean-up.
    expect((await summary(free.client, fl.slug)).totals).toEqual({
      clicks: 1,
      unique_ips: 1,
      conversions: 1,
      revenue: 3,
      bots: 0,
    });
    expect((await summary(hobby.client, hl.slug)).totals).toEqual({
      clicks: 2,
      unique_ips: 2,
      conversions: 1,
      revenue: 9,
      bots: 0,
    });
    // Moving to hobby later does not bring deleted data back.
    await setPlan(free.id, 'hobby');
    try {
      expect((await summary(free.client, fl.slug)).totals.clicks).toBe(1);
    } finally {
      await setPlan(free.id, 'free');
    }
    // Running it again deletes nothing more.
    expect(await deleteExpiredAnalytics(server.db)).toEqual({ clicks: 0, conversions: 0 });
  });

  it('deletes the clicks of a link deleted before its last batch was written', async () => {
    const gone = await seedLink(server, hobby.client);
    const res = await hobby.client.del(`/api/links/delete/${gone.slug}?hostname=${HOST}`);
    expect(res.statusCode, res.body).toBe(200);
    const stored = () => server.db.selectFrom('clicks').select(['link_id', 'click_id']).orderBy('click_id').execute();
    const before = await stored();
    // A batch still in the writer when the link went lands afterwards.
    await seedClicks(server, gone, [{ ts: recent + HOUR }, { ts: recent + 2 * HOUR }]);
    expect((await stored()).filter((c) => Number(c.link_id) === gone.linkId)).toHaveLength(2);

    expect(await deleteExpiredAnalytics(server.db)).toEqual({ clicks: 2, conversions: 0 });
    expect(await stored()).toEqual(before);
  });

  it('clears a backlog of clicks of many deleted links in one run', async () => {
    await sql`
      insert into clicks (link_id, owner_id, ts, device, target, ip_hash, is_bot)
      select 900000 + g, ${hobby.id}::uuid, now(), 'desktop', 'https://example.com/gone', 'h', false
      from generate_series(1, 2500) g`.execute(server.db);
    expect(await deleteExpiredAnalytics(server.db)).toEqual({ clicks: 2500, conversions: 0 });
    expect(await server.db.selectFrom('clicks').select('id').where('link_id', '>', 900000).execute()).toEqual([]);
  });
});

describe('a click limit across the clean-up', () => {
  it('counts the clicks the clean-up took: a capped link does not open again when its early clicks age out', async () => {
    const capped = await seedLink(server, free.client, { createdDaysAgo: 50 });
    await server.db.updateTable('links').set({ max_clicks: 3 }).where('id', '=', capped.linkId).execute();
    await seedClicks(server, capped, [{ ts: old + HOUR }, { ts: old + 2 * HOUR }]);
    expect(await deleteExpiredAnalytics(server.db)).toEqual({ clicks: 2, conversions: 0 });
    const counters = await server.db
      .selectFrom('link_counters')
      .select(['clicks_total', 'clicks_cut'])
      .where('link_id', '=', capped.linkId)
      .executeTakeFirstOrThrow();
    expect([Number(counters.clicks_total), Number(counters.clicks_cut)]).toEqual([0, 2]);
    // The list shows the clicks kept; the limit lets one more person through, then none.
    expect((await free.client.get(`/api/links/${q(capped.slug)}`)).json()).toMatchObject({ clicks_total: 0 });
    expect((await server.visit(HOST, `/${capped.slug}`)).statusCode).toBe(302);
    await server.runtime.recorder.flush();
    const after = await server.visit(HOST, `/${capped.slug}`, { ip: '203.0.113.99' });
    expect(after.statusCode).toBe(410);
  });
});
