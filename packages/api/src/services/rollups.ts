import { UNKNOWN_KEY } from '@kurz/core';
import { sql, type ClicksTable, type Database, type Kysely, type RawBuilder, type Selectable, type Transaction } from '@kurz/db';

/** link_id of the rows that sum up a whole account. */
export const ACCOUNT_ROLLUP = 0;

/** A target as a rollup key: cut so that even a long non-ASCII URL fits a btree index entry. */
export const TARGET_KEY = sql<string>`left(k.target, 500)`;

/**
 * The daily rollup rows of a set of clicks (any relation with the clicks' columns), per link and for
 * the account: dims total, hour (key 00-23) and the breakdown dimensions for people, bots apart.
 * The one definition of what a rollup holds, for live batches and for rebuilds alike.
 */
function rollupRows(source: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    select owner_id, coalesce(link_id, ${ACCOUNT_ROLLUP}) as link_id, day, dim, key, count(*) as clicks
    from (
      select k.owner_id, k.link_id, (k.ts at time zone 'UTC')::date as day, d.dim, d.key
      from ${source} k cross join lateral (values
        ('total', ''), ('hour', to_char(k.ts at time zone 'UTC', 'HH24')),
        ('country', coalesce(k.country, ${UNKNOWN_KEY})), ('device', k.device), ('lang', coalesce(k.lang, ${UNKNOWN_KEY})),
        ('browser', coalesce(k.browser, ${UNKNOWN_KEY})), ('os', coalesce(k.os, ${UNKNOWN_KEY})), ('target', ${TARGET_KEY})) as d(dim, key)
      where not k.is_bot
      union all
      select owner_id, link_id, (ts at time zone 'UTC')::date, 'bots', '' from ${source} where is_bot
    ) x
    group by grouping sets ((owner_id, link_id, day, dim, key), (owner_id, day, dim, key))`;
}

/** A click as the writer sends it: the clicks table's row, ts as an ISO string. */
export type ClickRow = Omit<Selectable<ClicksTable>, 'id' | 'ts'> & { ts: string };

const CLICK_RECORD = sql`k(link_id bigint, owner_id uuid, ts timestamptz, country text, device text, browser text, os text,
  lang text, referer text, target text, ip_hash text, is_bot boolean, click_id text, external_click_id text)`;
const CLICK_COLUMNS = sql`link_id, owner_id, ts, country, device, browser, os, lang, referer, target, ip_hash, is_bot, click_id, external_click_id`;

/**
 * Writes a batch of clicks and adds them to the rollups in one statement. The batch travels as one
 * JSON parameter and Postgres does the counting, so the web process spends next to nothing per click.
 * Each (link, day, daily IP hash) counts once towards uniq, through stats_daily_ips.
 */
export async function writeClicks(db: Kysely<Database> | Transaction<Database>, rows: ClickRow[]): Promise<void> {
  await sql`
    with batch as (select * from json_to_recordset(${JSON.stringify(rows)}::json) as ${CLICK_RECORD}),
    inserted as (insert into clicks (${CLICK_COLUMNS}) select ${CLICK_COLUMNS} from batch),
    counted as (
      insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
      ${rollupRows(sql`batch`)}
      on conflict (owner_id, link_id, day, dim, key) do update set clicks = stats_daily.clicks + excluded.clicks),
    seen as (
      insert into stats_daily_ips (owner_id, link_id, day, ip_hash)
      select distinct owner_id, scope.link_id, (ts at time zone 'UTC')::date, ip_hash
      from batch cross join lateral (values (batch.link_id), (${ACCOUNT_ROLLUP}::bigint)) as scope(link_id)
      where not is_bot
      on conflict do nothing
      returning owner_id, link_id, day)
    insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
    select owner_id, link_id, day, 'uniq', '', count(*) from seen group by 1, 2, 3
    on conflict (owner_id, link_id, day, dim, key) do update set clicks = stats_daily.clicks + excluded.clicks`.execute(db);
}

/** Rebuilds every rollup from the clicks table: for backfills, imports and the stats benchmark. */
export async function rebuildRollups(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`truncate stats_daily, stats_daily_ips`.execute(trx);
    await sql`insert into stats_daily (owner_id, link_id, day, dim, key, clicks) ${rollupRows(sql`clicks`)}`.execute(trx);
    await sql`
      insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
      select owner_id, coalesce(link_id, ${ACCOUNT_ROLLUP}), day, 'uniq', '', count(distinct ip_hash)
      from (select owner_id, link_id, (ts at time zone 'UTC')::date as day, ip_hash from clicks where not is_bot) x
      group by grouping sets ((owner_id, link_id, day), (owner_id, day))`.execute(trx);
  });
}
