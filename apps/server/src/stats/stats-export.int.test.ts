/** GET /api/stats/export: a link's clicks for a range as CSV, paged by keyset, owner-scoped, within retention. */
import { sql } from '@kurz/db';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { userOn } from '../testing/links';
import { backdateUser, dayStart, GOOGLEBOT_UA, HOST, HOUR, isoDay, seedClicks, seedLink } from '../testing/stats';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const exportOf = (
  client: { get(url: string): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }> },
  params: Record<string, string>,
) => client.get(`/api/stats/export?${new URLSearchParams({ hostname: HOST, ...params })}`);

describe('GET /api/stats/export', () => {
  it('writes each click of the range with its fields, bots marked, other days left out', async () => {
    const { client, id } = await userOn(server, 'pro', 'clickexp');
    await backdateUser(server, id, 10);
    const link = await seedLink(server, client, { createdDaysAgo: 10, slug: 'exp' });
    await seedClicks(server, link, [
      { ts: dayStart(-2) + 5 * HOUR, country: 'DE', lang: 'de', referer: '=cmd|calc', target: 'https://example.com/a' },
      { ts: dayStart(-2) + 6 * HOUR, ua: GOOGLEBOT_UA, country: null },
      { ts: dayStart(-5) + HOUR },
    ]);
    const res = await exportOf(client, { slug: 'exp', from: isoDay(dayStart(-3)), to: isoDay(dayStart(-1)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="clicks-${HOST}-exp-${isoDay(dayStart(-3))}-${isoDay(dayStart(-1))}.csv"`,
    );
    expect(res.body.split('\r\n')[0]).toBe('time,country,device,browser,os,lang,referer,target,source,bot');
    const rows = parse<Record<string, string>>(res.body, { columns: true });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      time: new Date(dayStart(-2) + 5 * HOUR).toISOString().replace('.000Z', 'Z'),
      country: 'DE',
      device: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      lang: 'de',
      referer: "'=cmd|calc",
      target: 'https://example.com/a',
      source: 'direct',
      bot: 'no',
    });
    expect(rows[1]).toMatchObject({ country: '', bot: 'yes' });
  });

  it('pages through many clicks at the same instant without losing or repeating one', async () => {
    const { client } = await userOn(server, 'pro', 'clickmany');
    const link = await seedLink(server, client, { slug: 'many' });
    await sql`
      insert into clicks (link_id, owner_id, ts, device, target, ip_hash, is_bot, referer)
      select ${link.linkId}::bigint, ${link.ownerId}::uuid, date_trunc('day', now()) + ((i / 3000) * interval '1 second'), 'desktop', 'https://example.com/a', 'h', false, 'https://r.example/' || i
      from generate_series(1, 12000) as i`.execute(server.db);
    const res = await exportOf(client, { slug: 'many' });
    const rows = parse<Record<string, string>>(res.body, { columns: true });
    expect(rows).toHaveLength(12000);
    expect(new Set(rows.map((r) => r.referer)).size).toBe(12000);
    const times = rows.map((r) => r.time!);
    expect([...times].sort()).toEqual(times);
  });

  it("never reaches before the plan's retention window", async () => {
    const { client, id } = await userOn(server, 'free', 'clickold');
    await backdateUser(server, id, 60);
    const link = await seedLink(server, client, { createdDaysAgo: 60 });
    await seedClicks(server, link, [{ ts: dayStart(-45) }, { ts: dayStart(-2) }]);
    const res = await exportOf(client, { slug: link.slug, from: isoDay(dayStart(-59)) });
    const rows = parse<Record<string, string>>(res.body, { columns: true });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.time!.slice(0, 10)).toBe(isoDay(dayStart(-2)));
  });

  it("answers not_found for another account's link and invalid_input for a bad day", async () => {
    const owner = await userOn(server, 'pro', 'clickowner');
    await seedLink(server, owner.client, { slug: 'mine' });
    const stranger = await userOn(server, 'pro', 'stranger');
    const res = await exportOf(stranger.client, { slug: 'mine' });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: 'not_found' });
    const bad = await exportOf(owner.client, { slug: 'mine', from: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
  });
});
