/** The visitor sketches' migration turns the per-visitor rows it finds into sketches, and goes back down. */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../handle';
import { createTestDb } from '../testing';
import * as sketches from './20261124150000_visitor_sketches';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

it('makes a sketch of each (link, day) in stats_daily_ips, drops their exact uniq rows, keeps older days’ and drops the table', async () => {
  const db = handle.db as unknown as Kysely<any>;
  const owner = (
    await handle.db
      .insertInto('users')
      .values({ email: 'sketch@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await sketches.down(db);
  const ips = Array.from({ length: 300 }, (_, i) => `hash-${i}`);
  await sql`insert into stats_daily_ips (owner_id, link_id, day, ip_hash) select ${owner}::uuid, l, '2026-11-24'::date, ip from unnest(${ips}::text[]) ip, unnest(array[7, 0]::bigint[]) l`.execute(
    db,
  );
  await sql`insert into stats_daily (owner_id, link_id, day, dim, key, clicks) values
    (${owner}, 7, '2026-11-24', 'uniq', '', 300), (${owner}, 0, '2026-11-24', 'uniq', '', 300),
    (${owner}, 7, '2026-11-20', 'uniq', '', 12), (${owner}, 7, '2026-11-24', 'total', '', 400)`.execute(db);

  await sketches.up(db);

  const { rows } = await sql<{ link_id: string; day: string; len: number }>`
    select link_id, to_char(day, 'YYYY-MM-DD') as day, length(registers) as len from stats_daily_visitors order by link_id`.execute(
    db,
  );
  const { rows: distinct } = await sql<{
    n: number;
  }>`select count(distinct kurz_hll_entry(ip) >> 8)::int as n from unnest(${ips}::text[]) ip`.execute(db);
  expect(rows.map((r) => [Number(r.link_id), r.day, Number(r.len)])).toEqual([
    [0, '2026-11-24', 3 * distinct[0]!.n],
    [7, '2026-11-24', 3 * distinct[0]!.n],
  ]);
  const left = await handle.db
    .selectFrom('stats_daily')
    .select(['link_id', 'dim', 'clicks'])
    .where('owner_id', '=', owner)
    .orderBy('dim')
    .execute();
  expect(left.map((r) => [Number(r.link_id), r.dim, Number(r.clicks)])).toEqual([
    [7, 'total', 400],
    [7, 'uniq', 12],
  ]);
  const { rows: tables } = await sql<{
    n: number;
  }>`select count(*)::int as n from information_schema.tables where table_name = 'stats_daily_ips'`.execute(db);
  expect(tables[0]!.n).toBe(0);
});

it('merges sparse entries, becomes dense past 16,383 bytes, and keeps each register’s maximum', async () => {
  const entry = (register: number, rank: number) => Buffer.from([register >> 8, register & 255, rank]);
  const add = async (a: Buffer | null, b: Buffer) =>
    (await sql<{ r: Buffer }>`select kurz_hll_add(${a}, ${b}) as r`.execute(handle.db)).rows[0]!.r;
  const sparse = await add(entry(5, 3), Buffer.concat([entry(5, 2), entry(9, 1)]));
  expect(Buffer.from(sparse).length).toBe(9);
  const many = Buffer.concat(Array.from({ length: 6_000 }, (_, i) => entry(i, 1 + (i % 7))));
  const dense = Buffer.from(await add(sparse, many));
  expect(dense.length).toBe(16_384);
  expect([dense[5], dense[9], dense[6], dense[6_001]]).toEqual([6, 3, 7, 0]);
  const merged = Buffer.from(await add(dense, Buffer.concat([entry(5, 1), entry(6_001, 4)])));
  expect([merged[5], merged[6_001]]).toEqual([6, 4]);
  const union = Buffer.from(
    (
      await sql<{ r: Buffer }>`select kurz_hll_union(${Buffer.concat([entry(1, 9)])}, ${merged}) as r`.execute(
        handle.db,
      )
    ).rows[0]!.r,
  );
  expect([union.length, union[1], union[5]]).toEqual([16_384, 9, 6]);
});
