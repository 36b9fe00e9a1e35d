/**
 * The migrations of 2026-11-25 on data already there: the days the account rollups hold wait for their
 * fold, and conversions take the dimensions of the click they convert (one whose click is gone keeps nulls).
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../handle';
import { createTestDb } from '../testing';
import * as conversionDimensions from './20261125110000_conversion_dimensions';
import * as filteredRollups from './20261125100000_filtered_rollups';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

it('lists each account day for its fold and copies each conversion its click’s time and dimensions', async () => {
  const db = handle.db as unknown as Kysely<any>;
  await conversionDimensions.down(db);
  await filteredRollups.down(db);
  const owner = (
    await handle.db
      .insertInto('users')
      .values({ email: 'migrate@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const link = (
    await handle.db
      .insertInto('links')
      .values({ owner_id: owner, hostname: 'kurz.localhost', slug: 'mig', target_url: 'https://example.com/' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await sql`insert into stats_daily (owner_id, link_id, day, dim, key, clicks) values
    (${owner}, 0, '2026-11-20', 'total', '', 3), (${owner}, 0, '2026-11-20', 'country', 'DE', 3),
    (${owner}, ${link}, '2026-11-20', 'total', '', 3), (${owner}, 0, '2026-11-21', 'bots', '', 1)`.execute(db);
  await sql`insert into clicks (link_id, owner_id, ts, country, device, browser, os, lang, target, ip_hash, is_bot, click_id, source)
    values (${link}, ${owner}, '2026-11-20T09:30:00Z', 'DE', 'mobile', 'Safari', 'iOS', 'de', 'https://example.com/', 'v', false, 'c-1', 'qr')`.execute(
    db,
  );
  await sql`insert into conversions (click_id, link_id, owner_id, ts, revenue_cents, currency) values
    ('c-1', ${link}, ${owner}, '2026-11-20T10:00:00Z', 500, 'USD'), ('c-gone', ${link}, ${owner}, '2026-11-20T11:00:00Z', 100, 'USD')`.execute(
    db,
  );

  await filteredRollups.up(db);
  await conversionDimensions.up(db);

  const days = await sql<{ day: string; changes: string; folded_changes: string | null }>`
    select to_char(day, 'YYYY-MM-DD') as day, changes, folded_changes from stats_filtered_days where owner_id = ${owner} order by day`.execute(
    db,
  );
  expect(days.rows.map((r) => [r.day, Number(r.changes), r.folded_changes])).toEqual([
    ['2026-11-20', 0, null],
    ['2026-11-21', 0, null],
  ]);
  const conversions = await sql<Record<string, unknown>>`
    select click_id, click_ts, country, device, browser, os, lang, target, source, is_bot from conversions order by click_id`.execute(
    db,
  );
  expect(conversions.rows).toEqual([
    {
      click_id: 'c-1',
      click_ts: new Date('2026-11-20T09:30:00Z'),
      country: 'DE',
      device: 'mobile',
      browser: 'Safari',
      os: 'iOS',
      lang: 'de',
      target: 'https://example.com/',
      source: 'qr',
      is_bot: false,
    },
    {
      click_id: 'c-gone',
      click_ts: null,
      country: null,
      device: null,
      browser: null,
      os: null,
      lang: null,
      target: null,
      source: null,
      is_bot: null,
    },
  ]);
});
