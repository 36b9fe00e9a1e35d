/**
 * One definition of a click on every screen: people count, bots are shown apart, deleted links are
 * gone. The links list (Today, Total), each link's stats and the account report agree on one data set
 * with bots, a deleted link, and clicks of the deleted link that land after it was deleted.
 */
import { runHousekeeping } from '@kurz/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { HOST, q, userOn } from '../testing/links';
import {
  account,
  backdateUser,
  dayStart,
  GOOGLEBOT_UA,
  HOUR,
  isoDay,
  seedClicks,
  seedLink,
  summary,
  type SeedLink,
} from '../testing/stats';

let server: TestServer;
let client: TestClient;
let a: SeedLink;
let b: SeedLink;
let gone: SeedLink;
const now = Date.now();
const today = dayStart(0);
const earlier = dayStart(-3) + 5 * HOUR;
const people = (n: number, ts: number, ip = '203.0.113.9') =>
  Array.from({ length: n }, (_, i) => ({ ts: ts + i * 1000, ip }));
const bots = (n: number, ts: number) =>
  Array.from({ length: n }, (_, i) => ({ ts: ts + i * 1000, ua: GOOGLEBOT_UA, ip: '66.249.66.1' }));

beforeAll(async () => {
  server = await createTestServer();
  const user = await userOn(server, 'hobby', 'agree');
  client = user.client;
  await backdateUser(server, user.id, 10);
  a = await seedLink(server, client, { createdDaysAgo: 10, slug: 'agree-a' });
  b = await seedLink(server, client, { createdDaysAgo: 10, slug: 'agree-b' });
  gone = await seedLink(server, client, { createdDaysAgo: 10, slug: 'agree-gone' });
  const justNow = Math.min(now - 60_000, today + 1000);
  await seedClicks(server, a, [...people(3, justNow), ...bots(2, justNow), ...people(2, earlier, '203.0.113.10')]);
  await seedClicks(server, b, [...people(1, justNow, '203.0.113.11'), ...bots(5, earlier)]);
  await seedClicks(server, gone, [...people(4, earlier, '203.0.113.12'), ...bots(1, earlier)]);
  const del = await client.del(`/api/links/delete/${q('agree-gone')}`);
  expect(del.statusCode).toBe(200);
});
afterAll(() => server.close());

async function listed() {
  const res = await client.get('/api/links/list');
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    res
      .json()
      .results.map((l: { slug: string; clicks_today: number; clicks_total: number }) => [
        l.slug,
        [l.clicks_today, l.clicks_total],
      ]),
  );
}

async function expectAgreement() {
  expect(await listed()).toEqual({ 'agree-a': [3, 5], 'agree-b': [1, 1] });
  const sa = await summary(client, 'agree-a');
  const sb = await summary(client, 'agree-b');
  expect([sa.totals.clicks, sa.totals.bots]).toEqual([5, 2]);
  expect([sb.totals.clicks, sb.totals.bots]).toEqual([1, 5]);
  const todayA = await summary(client, 'agree-a', { from: isoDay(today) });
  expect(todayA.totals.clicks).toBe(3);

  const report = await account(client);
  expect(report.links).toEqual([
    { host: HOST, slug: 'agree-a', clicks: 5, conversions: 0 },
    { host: HOST, slug: 'agree-b', clicks: 1, conversions: 0 },
  ]);
  expect(report.totals.clicks).toBe(6);
  expect(report.totals.bots).toBe(7);
  // The breakdowns add up to the same total.
  const byCountry = report.breakdowns.country.reduce((n: number, r: { count: number }) => n + r.count, 0);
  expect(byCountry).toBe(6);
  const todayReport = await account(client, { from: isoDay(today) });
  expect(todayReport.totals.clicks).toBe(4);
  expect(report.totals.unique_ips).toBeLessThanOrEqual(report.totals.clicks);
}

describe("the links list, a link's stats and the account report", () => {
  it('count the same clicks: people only, bots apart, the deleted link nowhere', async () => {
    await expectAgreement();
  });

  it('still agree after clicks of the deleted link land late, once the clean-up has run', async () => {
    await seedClicks(server, gone, people(2, Math.min(now - 30_000, today + 2000), '203.0.113.13'));
    expect((await account(client)).totals.clicks).toBe(8);
    await runHousekeeping(server.runtime.deps);
    await expectAgreement();
  });
});

describe('past the retention', () => {
  it("the list's Total loses what the clean-up cuts, as the stats do", async () => {
    const free = await userOn(server, 'free', 'agree-retention');
    await backdateUser(server, free.id, 60);
    const link = await seedLink(server, free.client, { createdDaysAgo: 60, slug: undefined });
    await seedClicks(server, link, [
      ...people(4, dayStart(-45) + HOUR, '203.0.113.20'),
      ...people(2, Math.min(now - 20_000, today + 3000), '203.0.113.21'),
    ]);
    const total = async () => (await free.client.get('/api/links/list')).json().results[0].clicks_total;
    expect(await total()).toBe(6);
    await runHousekeeping(server.runtime.deps);
    expect(await total()).toBe(2);
    expect((await summary(free.client, link.slug)).totals.clicks).toBe(2);
  });
});
