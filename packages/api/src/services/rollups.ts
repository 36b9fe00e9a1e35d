import { UNKNOWN_KEY } from '@kurz/core';
import { sql, type Database, type Kysely, type NewClick, type Transaction } from '@kurz/db';

/** link_id of the rows that sum up a whole account. */
export const ACCOUNT_ROLLUP = 0;
export const ROLLUP_DIMENSIONS = ['country', 'device', 'lang', 'browser', 'os', 'target'] as const;

const dayOf = (ts: Date) => ts.toISOString().slice(0, 10);

/**
 * Adds a batch of clicks to the daily rollups (for the link and for the account), in the caller's
 * transaction. Bots only count in dim 'bots'.
 */
export async function addToRollups(trx: Transaction<Database>, rows: NewClick[]): Promise<void> {
  const counts = new Map<string, number>();
  const ips = new Set<string>();
  for (const r of rows) {
    const ts = r.ts as Date;
    const day = dayOf(ts);
    for (const linkId of [r.link_id, ACCOUNT_ROLLUP]) {
      const base = `${r.owner_id}\t${linkId}\t${day}`;
      const bump = (dim: string, key: string) => {
        const k = `${base}\t${dim}\t${key}`;
        counts.set(k, (counts.get(k) ?? 0) + 1);
      };
      if (r.is_bot) {
        bump('bots', '');
        continue;
      }
      bump('total', '');
      bump('hour', String(ts.getUTCHours()).padStart(2, '0'));
      for (const dim of ROLLUP_DIMENSIONS) bump(dim, (r[dim] as string | null) ?? UNKNOWN_KEY);
      ips.add(`${base}\t${r.ip_hash}`);
    }
  }
  const split = (keys: Iterable<string>) => [...keys].map((k) => k.split('\t'));
  const c = split(counts.keys());
  await sql`
    insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
    select * from unnest(${c.map((x) => x[0])}::uuid[], ${c.map((x) => x[1])}::bigint[], ${c.map((x) => x[2])}::date[],
      ${c.map((x) => x[3])}::text[], ${c.map((x) => x[4])}::text[], ${[...counts.values()]}::bigint[])
    on conflict (owner_id, link_id, day, dim, key) do update set clicks = stats_daily.clicks + excluded.clicks`.execute(trx);
  if (ips.size === 0) return;
  const u = split(ips);
  await sql`
    with seen as (
      insert into stats_daily_ips (owner_id, link_id, day, ip_hash)
      select * from unnest(${u.map((x) => x[0])}::uuid[], ${u.map((x) => x[1])}::bigint[], ${u.map((x) => x[2])}::date[], ${u.map((x) => x[3])}::text[])
      on conflict do nothing
      returning owner_id, link_id, day)
    insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
    select owner_id, link_id, day, 'uniq', '', count(*) from seen group by 1, 2, 3
    on conflict (owner_id, link_id, day, dim, key) do update set clicks = stats_daily.clicks + excluded.clicks`.execute(trx);
}

/** Rebuilds every rollup from the clicks table: for backfills, imports and the stats benchmark. */
export async function rebuildRollups(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`truncate stats_daily, stats_daily_ips`.execute(trx);
    await sql`
      insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
      select owner_id, coalesce(link_id, ${ACCOUNT_ROLLUP}), day, dim, key, count(*)
      from (
        select k.owner_id, k.link_id, (k.ts at time zone 'UTC')::date as day, d.dim, d.key
        from clicks k cross join lateral (values
          ('total', ''), ('hour', to_char(k.ts at time zone 'UTC', 'HH24')),
          ('country', coalesce(k.country, ${UNKNOWN_KEY})), ('device', k.device), ('lang', coalesce(k.lang, ${UNKNOWN_KEY})),
          ('browser', coalesce(k.browser, ${UNKNOWN_KEY})), ('os', coalesce(k.os, ${UNKNOWN_KEY})), ('target', k.target)) as d(dim, key)
        where not k.is_bot
        union all
        select owner_id, link_id, (ts at time zone 'UTC')::date, 'bots', '' from clicks where is_bot
      ) x
      group by grouping sets ((owner_id, link_id, day, dim, key), (owner_id, day, dim, key))`.execute(trx);
    await sql`
      insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
      select owner_id, coalesce(link_id, ${ACCOUNT_ROLLUP}), day, 'uniq', '', count(distinct ip_hash)
      from (select owner_id, link_id, (ts at time zone 'UTC')::date as day, ip_hash from clicks where not is_bot) x
      group by grouping sets ((owner_id, link_id, day), (owner_id, day))`.execute(trx);
  });
}
