/** The rollups the click writer keeps batch by batch equal those rebuilt from the stored clicks. */
import { hllEntry, hllUnion, rebuildRollups } from '@kurz/api';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { userOn } from '../testing/links';
import { dayStart, GOOGLEBOT_UA, HOUR, IPHONE_UA, seedClicks, seedLink } from '../testing/stats';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  const { client } = await userOn(server, 'pro', 'rebuild-owner');
  const one = await seedLink(server, client, { createdDaysAgo: 3 });
  const two = await seedLink(server, client, { createdDaysAgo: 3, url: 'https://example.com/b' });
  // Several batches, repeated visitors, bots, unknown country and language, two days and links.
  await seedClicks(server, one, [
    { ts: dayStart(-2) + HOUR, ip: '203.0.113.1' },
    { ts: dayStart(-2) + HOUR, ip: '203.0.113.1', ua: IPHONE_UA, country: null, lang: null },
    { ts: dayStart(-2) + 5 * HOUR, ip: '203.0.113.2', ua: GOOGLEBOT_UA },
  ]);
  await seedClicks(server, one, [
    { ts: dayStart(-1) + 3 * HOUR, ip: '203.0.113.1', target: 'https://example.com/de', country: 'DE', lang: 'de' },
  ]);
  await seedClicks(server, two, [
    { ts: dayStart(-2) + 2 * HOUR, ip: '203.0.113.1' },
    { ts: dayStart(-1) + 23 * HOUR, ip: '203.0.113.9', ua: IPHONE_UA },
  ]);
});
afterAll(() => server.close());

const rollups = async () => ({
  daily: await server.db
    .selectFrom('stats_daily')
    .selectAll()
    .orderBy('link_id')
    .orderBy('day')
    .orderBy('dim')
    .orderBy('key')
    .execute(),
  // A sketch's bytes depend on the order its visitors came in; its registers do not.
  visitors: (
    await server.db.selectFrom('stats_daily_visitors').selectAll().orderBy('link_id').orderBy('day').execute()
  ).map((r) => ({
    ...r,
    registers: Buffer.from(hllUnion([r.registers])).toString('hex'),
  })),
});

it('rebuilding from the clicks table gives exactly the rollups written live', async () => {
  const live = await rollups();
  expect(live.daily.filter((r) => r.dim === 'total').map((r) => Number(r.clicks))).toEqual([3, 2, 2, 1, 1, 1]); // account, then each link; people only, per day
  await rebuildRollups(server.db);
  expect(await rollups()).toEqual(live);
});

it('puts a visitor in the same register with the same rank in SQL (rebuilds, the migration) as in the writer', async () => {
  const values = Array.from({ length: 2_000 }, (_, i) => `visitor-${i}`);
  const { rows } = await sql<{
    v: string;
    e: number;
  }>`select v, kurz_hll_entry(v) as e from unnest(${values}::text[]) as v`.execute(server.db);
  expect(rows.length).toBe(values.length);
  for (const { v, e } of rows) {
    const { register, rank } = hllEntry(v);
    expect(Number(e)).toBe(register * 256 + rank);
  }
});
