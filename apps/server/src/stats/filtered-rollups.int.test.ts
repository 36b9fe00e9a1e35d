/**
 * Filtered reports read folded days from their rollups (stats/filtered.ts) and the rest from raw
 * clicks: the answers are the same as from the raw clicks alone, for every filter, for a link and for
 * the account, daily and hourly; a late click, a deleted link and the end of retention are followed.
 */
import { deleteExpiredAnalytics, foldPendingDays, writeClicks } from '@kurz/api';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { q, userOn } from '../testing/links';
import {
  account,
  backdateUser,
  clickRow,
  dayStart,
  GOOGLEBOT_UA,
  HOUR,
  IPAD_UA,
  IPHONE_UA,
  isoDay,
  seedClicks,
  seedLink,
  summary,
  type SeedLink,
} from '../testing/stats';

let server: TestServer;
let client: TestClient;
let ownerId: string;
let a: SeedLink;
let b: SeedLink;
let c: SeedLink;

/** Every filter a report offers, with values that occur in the seeded clicks and one that does not. */
const FILTERS: [string, string][] = [
  ['country', 'US'],
  ['country', 'DE'],
  ['country', 'unknown'],
  ['country', 'FR'],
  ['device', 'desktop'],
  ['device', 'mobile'],
  ['device', 'tablet'],
  ['device', 'bot'],
  ['lang', 'en'],
  ['lang', 'de'],
  ['lang', 'unknown'],
  ['browser', 'Chrome'],
  ['browser', 'Mobile Safari'],
  ['os', 'iOS'],
  ['target', 'https://example.com/a'],
  ['target', 'https://example.com/de'],
  ['source', 'direct'],
  ['dow', 'Mon'],
];
const RANGES: Record<string, string>[] = [
  {},
  { from: isoDay(dayStart(-2)) },
  { from: isoDay(dayStart(-4)), to: isoDay(dayStart(-1)) },
];

const fold = () => foldPendingDays(server.db, { budgetMs: Infinity });
const foldedDays = async () =>
  (
    await server.db
      .selectFrom('stats_filtered_days')
      .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
      .where('owner_id', '=', ownerId)
      .whereRef('folded_changes', '=', 'changes')
      .orderBy('day')
      .execute()
  ).map((r) => r.day);

/** A click of link a from Germany at `ts`, as the click writer gets it. */
const lateClick = (ts: number, visitor: string) => clickRow(a, visitor, { ts: new Date(ts).toISOString() });

/** Every report this test compares: each filter over each range, of link a and of the account. */
async function reports() {
  const out: Record<string, unknown> = {};
  for (const [filter_by, filter_val] of FILTERS) {
    for (const range of RANGES) {
      const params = { filter_by, filter_val, ...range };
      out[`a ${JSON.stringify(params)}`] = await summary(client, a.slug, params);
      // The account report has no day-of-week filter.
      if (filter_by !== 'dow') out[`account ${JSON.stringify(params)}`] = await account(client, params);
    }
  }
  return out;
}

beforeAll(async () => {
  server = await createTestServer();
  const user = await userOn(server, 'pro', 'filtered-rollups');
  client = user.client;
  ownerId = user.id;
  await backdateUser(server, user.id, 50);
  a = await seedLink(server, client, { createdDaysAgo: 50, slug: 'fr-a' });
  b = await seedLink(server, client, { createdDaysAgo: 50, slug: 'fr-b', url: 'https://example.com/b' });
  c = await seedLink(server, client, { createdDaysAgo: 50, slug: 'fr-c', url: 'https://example.com/c' });
  // A day the free plan no longer keeps.
  await seedClicks(server, b, [{ ts: dayStart(-40) + HOUR, ip: '203.0.113.5', country: 'FR' }]);
  const days = [-5, -3, -2, -1, 0];
  for (const d of days) {
    const at = (h: number) => Math.min(dayStart(d) + h * HOUR, Date.now() - 60_000);
    await seedClicks(server, a, [
      { ts: at(1), ip: '203.0.113.1' },
      { ts: at(1), ip: '203.0.113.1', ua: IPHONE_UA, country: null, lang: null },
      { ts: at(2), ip: `203.0.113.${10 - d}`, country: 'DE', lang: 'de', target: 'https://example.com/de' },
      { ts: at(5), ip: '66.249.66.1', ua: GOOGLEBOT_UA },
      { ts: at(7), ip: '203.0.113.2', ua: IPAD_UA, clickId: null },
    ]);
    await seedClicks(server, b, [
      { ts: at(3), ip: '203.0.113.1', country: 'DE' },
      { ts: at(4), ip: '203.0.113.3', ua: IPHONE_UA },
    ]);
    await seedClicks(server, c, [{ ts: at(6), ip: '203.0.113.4', country: 'FR', lang: 'fr' }]);
  }
});
afterAll(() => server.close());

describe('filtered reports', () => {
  let raw: Record<string, unknown>;

  it('are the same from the folded days as from the raw clicks, for every filter, range and the account', async () => {
    raw = await reports();
    expect(await foldedDays()).toEqual([]);
    expect(await fold()).toBe(5);
    // Today stays raw; the closed days with clicks are folded.
    expect(await foldedDays()).toEqual([-40, -5, -3, -2, -1].map((d) => isoDay(dayStart(d))));
    expect(await reports()).toEqual(raw);
    const de = (
      raw[`account ${JSON.stringify({ filter_by: 'country', filter_val: 'DE' })}`] as { totals: { clicks: number } }
    ).totals.clicks;
    expect(de).toBe(10);
  });

  it('read the raw clicks of a past day that gets a late click, until it is folded again', async () => {
    await writeClicks(server.handle, [lateClick(dayStart(-2) + 9 * HOUR, 'late-visitor')]);
    expect(await foldedDays()).not.toContain(isoDay(dayStart(-2)));
    const params = { filter_by: 'country', filter_val: 'DE' };
    const withLate = await account(client, params);
    expect(withLate.totals.clicks).toBe(11);
    expect(await fold()).toBe(1);
    expect(await foldedDays()).toContain(isoDay(dayStart(-2)));
    expect(await account(client, params)).toEqual(withLate);
  });

  it('leave out a deleted link at once, and after the next fold', async () => {
    const before = await account(client, { filter_by: 'country', filter_val: 'FR' });
    expect(before.totals.clicks).toBe(6);
    expect((await client.del(`/api/links/delete/${q(c.slug)}`)).statusCode).toBe(200);
    // The days the deleted link had clicks on are read raw again.
    expect(await foldedDays()).toEqual([isoDay(dayStart(-40))]);
    const after = await account(client, { filter_by: 'country', filter_val: 'FR' });
    expect(after.totals.clicks).toBe(1);
    expect(await fold()).toBe(4);
    expect(await account(client, { filter_by: 'country', filter_val: 'FR' })).toEqual(after);
    const rows = await server.db
      .selectFrom('stats_daily_filtered')
      .select('link_id')
      .where('link_id', '=', c.linkId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('stay right when two processes fold at once while late clicks of the day land', async () => {
    const de = async () => ({
      a: await summary(client, a.slug, { filter_by: 'country', filter_val: 'DE' }),
      account: await account(client, { filter_by: 'country', filter_val: 'DE' }),
    });
    const changeAll = () =>
      sql`update stats_filtered_days set changes = changes + 1 where owner_id = ${ownerId}`.execute(server.db);
    for (let round = 0; round < 5; round++) {
      await changeAll();
      const late = (i: number) =>
        writeClicks(server.handle, [lateClick(dayStart(-3) + (10 + i) * HOUR, `late-${round}-${i}`)]);
      const [one, two] = await Promise.all([fold(), fold(), late(0), late(1), late(2)]);
      // Each day is folded by one of the two, or by both one after the other; none is left out.
      expect(one + two).toBeGreaterThanOrEqual(4);
      await fold();
      const folded = await de();
      expect(folded.account.totals.clicks).toBe(14 + 3 * round);
      await changeAll();
      expect(await de()).toEqual(folded);
      await fold();
    }
  });

  it('go with the rest of the statistics when retention ends', async () => {
    // The free plan keeps 30 days: the day 40 days back goes, the others stay.
    await server.db.updateTable('workspaces').set({ plan_id: 'free' }).where('id', '=', ownerId).execute();
    await deleteExpiredAnalytics(server.db);
    const days = async (table: 'stats_daily_filtered' | 'stats_filtered_days') =>
      (
        await server.db
          .selectFrom(table)
          .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
          .distinct()
          .where('owner_id', '=', ownerId)
          .orderBy('day')
          .execute()
      ).map((r) => r.day);
    const kept = [-5, -3, -2, -1].map((d) => isoDay(dayStart(d)));
    expect(await days('stats_daily_filtered')).toEqual(kept);
    expect(await days('stats_filtered_days')).toEqual([...kept, isoDay(dayStart(0))]);
  });
});
