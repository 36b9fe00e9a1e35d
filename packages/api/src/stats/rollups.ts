import { ACCOUNT_ROLLUP, DIMENSION_KEYS } from './dimensions';
import { clicksOfDay, rollupSettings, usualSettings } from './rollupSql';
import { filteredDaysChanged, foldPendingDays } from './filtered';
import { HllDelta, hllEntry, HllWrittenRegisters } from './hll';
import { isoDay } from './range';
import {
  sql,
  type ClicksTable,
  type Database,
  type DbHandle,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type StatsPendingGroupsTable,
} from '@kurz/db';

/**
 * The daily rollup rows of a set of click groups (any relation with the columns of stats_pending_groups), per
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
  'link_id',
  'owner_id',
  'ts',
  'country',
  'device',
  'browser',
  'os',
  'lang',
  'referer',
  'target',
  'ip_hash',
  'is_bot',
  'click_id',
  'external_click_id',
  'source',
] as const satisfies readonly (keyof ClickRow)[];

/** Clicks alike in every rolled-up dimension, counted: what the rollups are made from (and what waits in stats_pending_groups). */
type ClickGroup = Omit<Selectable<StatsPendingGroupsTable>, 'day'> & { day: string };

const GROUP_COLUMNS = [
  'owner_id',
  'link_id',
  'day',
  'hour',
  'country',
  'device',
  'lang',
  'browser',
  'os',
  'target',
  'source',
  'is_bot',
  'clicks',
] as const satisfies readonly (keyof ClickGroup)[];

/**
 * Moves the pending click groups (of one owner, or all) into stats_daily: one upsert per rollup row
 * for however many batches added to it. Rows go in key order, so two replicas moving at once wait
 * on each other instead of deadlocking. Readers of stats_daily see the groups once moved; the click
 * writer moves them every couple of seconds and on flush, and whatever changes an owner's rollups
 * (deleted or moved links) moves theirs first, in its transaction.
 */
export async function movePendingRollups(db: Kysely<Database>, ownerId?: string): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => movePending(trx, ownerId));
  await movePending(db, ownerId);
  // The caller's transaction (a link deletion, a guest adoption) goes on with its own statements.
  await usualSettings(db);
}

async function movePending(trx: Kysely<Database>, ownerId: string | undefined): Promise<void> {
  await rollupSettings(trx);
  await sql`
    with moved as (delete from stats_pending_groups ${ownerId === undefined ? sql`` : sql`where owner_id = ${ownerId}`} returning *)
    insert into stats_daily (owner_id, link_id, day, dim, key, clicks)
    select * from (${rollupRows(sql`moved`)}) r order by owner_id, link_id, day, dim, key
    on conflict (owner_id, link_id, day, dim, key) do update set clicks = stats_daily.clicks + excluded.clicks`.execute(
    trx,
  );
}

/** The same groups made from the stored clicks of a day, for rebuilds. */
const storedClickGroups = (from: Date, to: Date) => sql`(
  select k.owner_id, k.link_id, (k.ts at time zone 'UTC')::date as day, to_char(k.ts at time zone 'UTC', 'HH24') as hour,
    k.country, k.device, k.lang, k.browser, k.os, k.target, k.source, k.is_bot, count(*) as clicks
  from ${clicksOfDay(from, to)}
  group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)`;

const NULL_KEY = '\u0001';

/** A sketch's rows of a batch: the registers its visitors raise, per link and day and for the account. */
interface VisitorDelta {
  owner_id: string;
  link_id: number;
  day: string;
  delta: HllDelta;
}

/** Groups the batch and sketches its visitors (people only) per (link, day) and (account, day). */
function summarise(rows: ClickRow[]): { groups: ClickGroup[]; visitors: VisitorDelta[] } {
  const groups = new Map<string, ClickGroup>();
  const visitors = new Map<string, VisitorDelta>();
  const entries = new Map<string, { register: number; rank: number }>();
  const sketch = (owner_id: string, link_id: number, day: string) => {
    const key = `${owner_id}\0${link_id}\0${day}`;
    let v = visitors.get(key);
    if (!v) visitors.set(key, (v = { owner_id, link_id, day, delta: new HllDelta() }));
    return v.delta;
  };
  for (const r of rows) {
    const day = r.ts.slice(0, 10);
    const hour = r.ts.slice(11, 13);
    const key = `${r.owner_id}\0${r.link_id}\0${day}\0${hour}\0${r.country ?? NULL_KEY}\0${r.device}\0${r.lang ?? NULL_KEY}\0${r.browser ?? NULL_KEY}\0${r.os ?? NULL_KEY}\0${r.target}\0${r.source ?? NULL_KEY}\0${r.is_bot}`;
    const group = groups.get(key);
    if (group) group.clicks++;
    else
      groups.set(key, {
        owner_id: r.owner_id,
        link_id: r.link_id,
        day,
        hour,
        country: r.country,
        device: r.device,
        lang: r.lang,
        browser: r.browser,
        os: r.os,
        target: r.target,
        source: r.source,
        is_bot: r.is_bot,
        clicks: 1,
      });
    if (!r.is_bot) {
      // A returning visitor is hashed once a batch.
      let entry = entries.get(r.ip_hash);
      if (!entry) entries.set(r.ip_hash, (entry = hllEntry(r.ip_hash)));
      sketch(r.owner_id, r.link_id, day).addEntry(entry);
      sketch(r.owner_id, ACCOUNT_ROLLUP, day).addEntry(entry);
    }
  }
  return { groups: [...groups.values()], visitors: [...visitors.values()] };
}

/**
 * The owners' days a batch writes, for the filtered rollups (filtered.ts): today's are noted for the
 * fold; a past day's changes again, so reports read its raw clicks until it is folded anew.
 */
function ownerDays(rows: ClickRow[]): RawBuilder<unknown> {
  const today = new Date().toISOString().slice(0, 10);
  const current = new Map<string, { owner_id: string; day: string }>();
  const past = new Map<string, { owner_id: string; day: string }>();
  for (const r of rows) {
    const day = r.ts.slice(0, 10);
    const key = `${r.owner_id}\0${day}`;
    (day < today ? past : current).set(key, { owner_id: r.owner_id, day });
  }
  const list = (m: Map<string, { owner_id: string; day: string }>) =>
    sql`select * from json_to_recordset(${JSON.stringify([...m.values()])}::json) as d(owner_id uuid, day date) order by owner_id, day`;
  const parts = [
    sql`days_seen as (insert into stats_filtered_days (owner_id, day) ${list(current)} on conflict do nothing),`,
  ];
  if (past.size > 0) {
    parts.push(sql`days_changed as (
      insert into stats_filtered_days (owner_id, day, changes) select owner_id, day, 1 from (${list(past)}) d
      on conflict (owner_id, day) do update set changes = stats_filtered_days.changes + 1),`);
  }
  return sql.join(parts, sql` `);
}

/** The sketch registers this process has written (hll.ts): busy sketches get only the entries that raise one. */
const written = new HllWrittenRegisters();

/** Where a batch of replayed clicks comes from: its spool segment and the index of its first row there. */
export interface SpooledBatch {
  segment: string;
  first: number;
}

/**
 * Writes a batch of clicks and adds them to the rollups in one transaction. The clicks go in by COPY,
 * the cheapest input PostgreSQL has; the batch is grouped here first (a batch repeats few
 * combinations), and the groups are appended to stats_pending_groups by a second COPY (parsing them
 * as JSON cost PostgreSQL several times more), which movePendingRollups adds
 * to stats_daily every couple of seconds: a batch of new visitors over many links touched about four
 * rollup rows per click, where a move updates each busy row once for many batches. Unique visitors go into
 * one HyperLogLog sketch per link and day (and the account's): a few bytes appended to a row
 * (kurz_hll_add), whatever the number of new visitors.
 */
export async function writeClicks(
  handle: Pick<DbHandle, 'db' | 'bulkInsert'>,
  rows: ClickRow[],
  spooled?: SpooledBatch,
): Promise<void> {
  const { groups, visitors } = summarise(rows);
  const raising = visitors
    .map((v) => ({
      ...v,
      key: `${v.owner_id}/${v.link_id}/${v.day}`,
      delta: new HllDelta(written.raising(`${v.owner_id}/${v.link_id}/${v.day}`, v.delta.regs)),
    }))
    .filter((v) => v.delta.size > 0);
  const sketches = raising.map((v) => ({
    owner_id: v.owner_id,
    link_id: v.link_id,
    day: v.day,
    delta: v.delta.toHex(),
  }));
  // A replayed batch of spooled clicks records itself in the same transaction: if that batch was
  // written before (a crash before its file was removed), the primary key refuses the whole batch.
  const mark = spooled
    ? sql`marked as (insert into spooled_click_batches (segment, first_row, row_count) values (${spooled.segment}, ${spooled.first}, ${rows.length})),`
    : sql``;
  const people = new Map<number, number>();
  for (const g of groups) if (!g.is_bot) people.set(g.link_id, (people.get(g.link_id) ?? 0) + g.clicks);
  const rollup = sql`
    with ${mark} ${ownerDays(rows)}
    totals as (
      update link_counters c set clicks_total = c.clicks_total + g.clicks
      from unnest(${[...people.keys()].map(String)}::bigint[], ${[...people.values()].map(String)}::bigint[]) as g(link_id, clicks)
      where c.link_id = g.link_id),
    visitors as (select * from json_to_recordset(${JSON.stringify(sketches)}::json) as v(owner_id uuid, link_id bigint, day date, delta text))
    insert into stats_daily_visitors (owner_id, link_id, day, registers)
    select owner_id, link_id, day, decode(delta, 'hex') from visitors
    on conflict (owner_id, link_id, day) do update set registers = kurz_hll_add(stats_daily_visitors.registers, excluded.registers)`;
  await handle.bulkInsert({
    table: 'clicks',
    columns: CLICK_COLUMNS,
    rows: rows.map((r) => CLICK_COLUMNS.map((c) => r[c])),
    also: [
      {
        table: 'stats_pending_groups',
        columns: GROUP_COLUMNS,
        rows: groups.map((g) => GROUP_COLUMNS.map((c) => g[c])),
      },
    ],
    then: rollup.compile(handle.db),
  });
  for (const v of raising) written.written(v.key, v.delta.regs);
}

/**
 * Rebuilds every rollup from the clicks table, the filtered ones of closed days included: for
 * backfills, imports and the stats benchmark. A day at a time, so that each day's groups are hashed in
 * memory instead of sorting every click at once.
 */
export async function rebuildRollups(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`truncate stats_daily, stats_pending_groups, stats_daily_visitors, stats_daily_filtered, stats_filtered_days`.execute(
      trx,
    );
    await rollupSettings(trx);
    // The first and last click, link by link through (link_id, ts).
    const { rows } = await sql<{ first: Date | null; last: Date | null }>`
      select min(f.ts) as first, max(l.ts) as last from links
        cross join lateral (select ts from clicks where link_id = links.id order by ts limit 1) f
        cross join lateral (select ts from clicks where link_id = links.id order by ts desc limit 1) l`.execute(trx);
    const { first, last } = rows[0] ?? {};
    if (first && last) {
      for (let day = Date.parse(`${isoDay(first)}T00:00:00Z`); day <= last.getTime(); day += 86_400_000) {
        const from = new Date(day);
        const to = new Date(day + 86_400_000);
        await sql`insert into stats_daily (owner_id, link_id, day, dim, key, clicks) ${rollupRows(storedClickGroups(from, to))}`.execute(
          trx,
        );
        // The visitors' sketches: each register's largest entry per link, the account's from those,
        // then packed (kurz_hll_add makes the large ones dense).
        await sql`
          insert into stats_daily_visitors (owner_id, link_id, day, registers)
          with links as materialized (
            select owner_id, link_id, max(e) as e
            from (select k.owner_id, k.link_id, kurz_hll_entry(k.ip_hash) as e from ${clicksOfDay(from, to)} where not k.is_bot) k
            group by owner_id, link_id, e >> 8),
          registers as (
            select * from links
            union all
            select owner_id, ${ACCOUNT_ROLLUP}::bigint, max(e) from links group by owner_id, e >> 8)
          select owner_id, link_id, ${isoDay(from)}::date, kurz_hll_add(null, string_agg(decode(lpad(to_hex(e), 6, '0'), 'hex'), ''::bytea))
          from registers group by owner_id, link_id`.execute(trx);
      }
    }
    await sql`
      update link_counters c set clicks_total = coalesce((
        select sum(d.clicks) from stats_daily d
        where d.owner_id = c.owner_id and d.link_id = c.link_id and d.dim = 'total' and d.key = ''), 0)`.execute(trx);
    await sql`insert into stats_filtered_days (owner_id, day) select distinct owner_id, day from stats_daily where link_id = ${ACCOUNT_ROLLUP}`.execute(
      trx,
    );
  });
  // Every closed day is folded now, not in housekeeping's slices, two at a time.
  await foldPendingDays(db, { budgetMs: Infinity, grace: 0, parallel: 2 });
}

/**
 * Takes deleted links out of their owner's rollups: their own rows go, and the account's rows lose
 * what they added, so an account's totals are the sum of the links it has. Every dimension subtracts
 * exactly except uniq (people seen on the account that day): a person may have visited several links,
 * so it becomes the old count less the link's, but never below the largest of the remaining links'.
 */
export async function removeLinkRollups(db: Kysely<Database>, ownerId: string, linkIds: number[]): Promise<void> {
  if (linkIds.length === 0) return;
  await movePendingRollups(db, ownerId);
  await filteredDaysChanged(db, ownerId, linkIds);
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
    where a.owner_id = ${ownerId} and a.link_id = ${ACCOUNT_ROLLUP} and a.day = g.day and a.dim = g.dim and a.key = g.key`.execute(
    db,
  );
  await sql`delete from stats_daily where owner_id = ${ownerId} and link_id = ${ACCOUNT_ROLLUP} and clicks <= 0`.execute(
    db,
  );
  await sql`delete from stats_daily where owner_id = ${ownerId} and link_id = any(${ids})`.execute(db);
  // The account's sketches keep the visitors of deleted links: a sketch cannot take values out.
  await sql`delete from stats_daily_visitors where owner_id = ${ownerId} and link_id = any(${ids})`.execute(db);
}
