import { UNKNOWN_KEY } from '@kurz/core';
import { sql, type ClicksTable, type Database, type DbHandle, type Kysely, type RawBuilder, type Selectable } from '@kurz/db';

/** link_id of the rows that sum up a whole account. */
export const ACCOUNT_ROLLUP = 0;

/**
 * The key of each rolled-up breakdown dimension, over a click (or click group) aliased k; unknown
 * values share one key. The stats calls read raw clicks with the same keys, so the two always agree.
 * A target is cut so that even a long non-ASCII URL fits a btree index entry.
 */
export const DIMENSION_KEYS = {
  country: sql<string>`coalesce(k.country, ${UNKNOWN_KEY})`,
  device: sql<string>`k.device`,
  lang: sql<string>`coalesce(k.lang, ${UNKNOWN_KEY})`,
  browser: sql<string>`coalesce(k.browser, ${UNKNOWN_KEY})`,
  os: sql<string>`coalesce(k.os, ${UNKNOWN_KEY})`,
  target: sql<string>`left(k.target, 500)`,
  source: sql<string>`coalesce(k.source, 'direct')`,
} as const;

/**
 * The daily rollup rows of a set of click groups (any relation with the columns of CLICK_GROUP), per
 * link and for the account: dims total, hour (key 00-23) and the breakdown dimensions for people, bots
 * apart. The one definition of what a rollup holds, for live batches and for rebuilds alike.
 */
function rollupRows(groups: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    select owner_id, coalesce(link_id, ${ACCOUNT_ROLLUP}) as link_id, day, dim, key, sum(clicks) as clicks
    from (
      select k.owner_id, k.link_id, k.day, d.dim, d.key, k.clicks
      from ${groups} k cross join lateral (values
        ('total', ''), ('hour', k.hour),
        ${sql.join(Object.entries(DIMENSION_KEYS).map(([dim, key]) => sql`(${sql.lit(dim)}, ${key})`))}) as d(dim, key)
      where not k.is_bot
      union all
      select b.owner_id, b.link_id, b.day, 'bots', '', b.clicks from ${groups} b where b.is_bot
    ) x
    group by grouping sets ((owner_id, link_id, day, dim, key), (owner_id, day, dim, key))`;
}

/** A click as the writer sends it: the clicks table's row, ts as an ISO string (UTC). */
export type ClickRow = Omit<Selectable<ClicksTable>, 'id' | 'ts'> & { ts: string };

const CLICK_COLUMNS = [
  'link_id', 'owner_id', 'ts', 'country', 'device', 'browser', 'os',
  'lang', 'referer', 'target', 'ip_hash', 'is_bot', 'click_id', 'external_click_id', 'source',
] as const satisfies readonly (keyof ClickRow)[];

/** Clicks alike in every rolled-up dimension, counted: what the rollups are made from. */
interface ClickGroup {
  owner_id: string;
  link_id: number;
  day: string;
  hour: string;
  country: string | null;
  device: string;
  lang: string | null;
  browser: string | null;
  os: string | null;
  target: string;
  source: string | null;
  is_bot: boolean;
  clicks: number;
}
const CLICK_GROUP = sql`k(owner_id uuid, link_id bigint, day date, hour text, country text, device text, lang text,
  browser text, os text, target text, source text, is_bot boolean, clicks bigint)`;

/** The same groups made from stored clicks, for rebuilds. */
const STORED_CLICK_GROUPS = sql`(
  select owner_id, link_id, (ts at time zone 'UTC')::date as day, to_char(ts at time zone 'UTC', 'HH24') as hour,
    country, device, lang, browser, os, target, source, is_bot, count(*) as clicks
  from clicks group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)`;

const NULL_KEY = '\u0001';

/** Groups the batch and lists its distinct (link, day, IP hash) visitors, people only. */
function summarise(rows: ClickRow[]): { groups: ClickGroup[]; visitors: { owner_id: string; link_id: number; day: string; ip_hash: string }[] } {
  const groups = new Map<string, ClickGroup>();
  const visitors = new Map<string, { owner_id: string; link_id: number; day: string; ip_hash: string }>();
  for (const r of rows) {
    const day = r.ts.slice(0, 10);
    const hour = r.ts.slice(11, 13);
    const key = [r.owner_id, r.link_id, day, hour, r.country ?? NULL_KEY, r.device, r.lang ?? NULL_KEY, r.browser ?? NULL_KEY, r.os ?? NULL_KEY, r.target, r.source ?? NULL_KEY, r.is_bot].join('\0');
    const group = groups.get(key);
    if (group) group.clicks++;
    else groups.set(key, { owner_id: r.owner_id, link_id: r.link_id, day, hour, country: r.country, device: r.device, lang: r.lang, browser: r.browser, os: r.os, target: r.target, source: r.source, is_bot: r.is_bot, clicks: 1 });
    if (!r.is_bot) {
      const visitor = `${r.link_id}\0${day}\0${r.ip_hash}`;
      if (!visitors.has(visitor)) visitors.set(visitor, { owner_id: r.owner_id, link_id: r.link_id, day, ip_hash: r.ip_hash });
    }
  }
  return { groups: [...groups.values()], visitors: [...visitors.values()] };
}

/** Where a batch of replayed clicks comes from: its spool segment and the index of its first row there. */
export interface SpooledBatch {
  segment: string;
  first: number;
}

/**
 * Writes a batch of clicks and adds them to the rollups in one transaction. The clicks go in by COPY,
 * the cheapest input PostgreSQL has; the rollups are counted from the batch grouped here first (a
 * batch repeats few combinations), so PostgreSQL upserts a few rows per link instead of sixteen per
 * click. Each (link, day, daily IP hash) counts once towards uniq, through stats_daily_ips.
 */
export async function writeClicks(handle: Pick<DbHandle, 'db' | 'bulkInsert'>, rows: ClickRow[], spooled?: SpooledBatch): Promise<void> {
  const { groups, visitors } = summarise(rows);
  // A replayed batch of spooled clicks records itself in the same transaction: if that batch was
  // written before (a crash before its file was removed), the primary key refuses the whole batch.
  const mark = spooled
    ? sql`marked as (insert into spooled_click_batches (segment, first_row, row_count) values (${spooled.segment}, ${spooled.first}, ${rows.length})),`
    : sql``;
  const rollup = sql`
    with ${mark} grouped as (select * from json_to_recordset(${JSON.stringify(groups)}::json) as ${CLICK_GROUP}),
    counted as (
      insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
      ${rollupRows(sql`grouped`)}
      on conflict (owner_id, link_id, day, dim, key) do update set clicks = stats_daily.clicks + excluded.clicks),
    totals as (
      update link_counters c set clicks_total = c.clicks_total + g.clicks
      from (select link_id, sum(clicks) as clicks from grouped where not is_bot group by link_id) g
      where c.link_id = g.link_id),
    visitors as (select * from json_to_recordset(${JSON.stringify(visitors)}::json) as v(owner_id uuid, link_id bigint, day date, ip_hash text)),
    seen as (
      insert into stats_daily_ips (owner_id, link_id, day, ip_hash)
      select distinct owner_id, scope.link_id, day, ip_hash
      from visitors cross join lateral (values (visitors.link_id), (${ACCOUNT_ROLLUP}::bigint)) as scope(link_id)
      on conflict do nothing
      returning owner_id, link_id, day)
    insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
    select owner_id, link_id, day, 'uniq', '', count(*) from seen group by 1, 2, 3
    on conflict (owner_id, link_id, day, dim, key) do update set clicks = stats_daily.clicks + excluded.clicks`;
  await handle.bulkInsert({
    table: 'clicks',
    columns: CLICK_COLUMNS,
    rows: rows.map((r) => CLICK_COLUMNS.map((c) => r[c])),
    then: rollup.compile(handle.db),
  });
}

/** Rebuilds every rollup from the clicks table: for backfills, imports and the stats benchmark. */
export async function rebuildRollups(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`truncate stats_daily, stats_daily_ips`.execute(trx);
    await sql`insert into stats_daily (owner_id, link_id, day, dim, key, clicks) ${rollupRows(STORED_CLICK_GROUPS)}`.execute(trx);
    // The visitors seen, too: later live batches must not count them as new.
    await sql`
      insert into stats_daily_ips (owner_id, link_id, day, ip_hash)
      select distinct owner_id, scope.link_id, (ts at time zone 'UTC')::date, ip_hash
      from clicks cross join lateral (values (clicks.link_id), (${ACCOUNT_ROLLUP}::bigint)) as scope(link_id)
      where not is_bot`.execute(trx);
    await sql`
      insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
      select owner_id, link_id, day, 'uniq', '', count(*) from stats_daily_ips group by 1, 2, 3`.execute(trx);
    await sql`
      update link_counters c set clicks_total = coalesce((
        select sum(d.clicks) from stats_daily d
        where d.owner_id = c.owner_id and d.link_id = c.link_id and d.dim = 'total' and d.key = ''), 0)`.execute(trx);
  });
}

/**
 * Takes deleted links out of their owner's rollups: their own rows go, and the account's rows lose
 * what they added, so an account's totals are the sum of the links it has. Every dimension subtracts
 * exactly except uniq (people seen on the account that day): a person may have visited several links,
 * so it becomes the old count less the link's, but never below the largest of the remaining links'.
 */
export async function removeLinkRollups(db: Kysely<Database>, ownerId: string, linkIds: number[]): Promise<void> {
  if (linkIds.length === 0) return;
  const ids = sql`${linkIds.map(String)}::bigint[]`;
  await sql`
    with gone as (
      select day, dim, key, sum(clicks) as clicks from stats_daily
      where owner_id = ${ownerId} and link_id = any(${ids}) group by day, dim, key)
    update stats_daily a set clicks = case
      when a.dim = 'uniq' then greatest(a.clicks - g.clicks, coalesce((
        select max(r.clicks) from stats_daily r
        where r.owner_id = a.owner_id and r.day = a.day and r.dim = 'uniq' and r.key = ''
          and r.link_id <> ${ACCOUNT_ROLLUP} and r.link_id <> all(${ids})), 0))
      else a.clicks - g.clicks end
    from gone g
    where a.owner_id = ${ownerId} and a.link_id = ${ACCOUNT_ROLLUP} and a.day = g.day and a.dim = g.dim and a.key = g.key`.execute(db);
  await sql`delete from stats_daily where owner_id = ${ownerId} and link_id = ${ACCOUNT_ROLLUP} and clicks <= 0`.execute(db);
  await sql`delete from stats_daily where owner_id = ${ownerId} and link_id = any(${ids})`.execute(db);
  await sql`delete from stats_daily_ips where owner_id = ${ownerId} and link_id = any(${ids})`.execute(db);
}
