/**
 * Unique visitors without a filter come from HyperLogLog sketches: within three standard errors
 * (2.4 %) of the exact count of distinct daily IP hashes in the clicks table, for a link and for the
 * account (a visitor of two links counts once there), live and after a rebuild.
 */
import { HLL_STANDARD_ERROR, rebuildRollups } from '@kurz/api';
import { sql } from '@kurz/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer, type TestClient } from '../testing/index';
import { userOn } from '../testing/links';
import { account, backdateUser, dayStart, HOUR, seedClicks, seedLink, summary, type SeedLink } from '../testing/stats';

let server: TestServer;
let client: TestClient;
let one: SeedLink;
let two: SeedLink;
const ip = (n: number) => `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;

beforeAll(async () => {
  server = await createTestServer();
  const owner = await userOn(server, 'pro', 'unique-owner');
  client = owner.client;
  await backdateUser(server, owner.id, 3);
  one = await seedLink(server, client, { createdDaysAgo: 3 });
  two = await seedLink(server, client, { createdDaysAgo: 3, url: 'https://example.com/b' });
  // 12,000 visitors on link one yesterday, 6,000 today (the first 3,000 of them seen yesterday too, but a
  // day's IP hash is its own); link two: 4,000 today, half of them also on link one today.
  const visits = (link: SeedLink, from: number, to: number, ts: number) =>
    seedClicks(
      server,
      link,
      Array.from({ length: to - from }, (_, i) => ({ ts: ts + (i % 60) * 1000, ip: ip(from + i) })),
    );
  await visits(one, 0, 12_000, dayStart(-1) + HOUR);
  await visits(one, 0, 6_000, dayStart(0));
  await visits(two, 4_000, 8_000, dayStart(0));
}, 120_000);
afterAll(() => server.close());

const exact = async (linkId?: number) => {
  const { rows } = await sql<{ n: number }>`
    select count(distinct (ts at time zone 'UTC')::date || ip_hash)::int as n from clicks
    where owner_id = ${one.ownerId} and not is_bot ${linkId === undefined ? sql`` : sql`and link_id = ${linkId}`}`.execute(
    server.db,
  );
  return rows[0]!.n;
};
const within = (estimate: number, truth: number) =>
  expect(Math.abs(estimate - truth) / truth).toBeLessThan(3 * HLL_STANDARD_ERROR);

it('estimates a link’s and the account’s unique visitors within three standard errors of the clicks table', async () => {
  expect(await exact(one.linkId)).toBe(18_000);
  expect(await exact()).toBe(20_000);
  within((await summary(client, one.slug)).totals.unique_ips, 18_000);
  within((await summary(client, two.slug)).totals.unique_ips, 4_000);
  within((await account(client)).totals.unique_ips, 20_000);
  // A filtered report counts the raw clicks: exact.
  expect((await summary(client, one.slug, { filter_by: 'country', filter_val: 'US' })).totals.unique_ips).toBe(18_000);
});

it('gives the same estimates after the rollups are rebuilt from the clicks', async () => {
  const before = [(await summary(client, one.slug)).totals.unique_ips, (await account(client)).totals.unique_ips];
  await rebuildRollups(server.db);
  expect([(await summary(client, one.slug)).totals.unique_ips, (await account(client)).totals.unique_ips]).toEqual(
    before,
  );
});
