import { ACCOUNT_ROLLUP, DIMENSION_KEYS } from './dimensions';
import { clicksOfDay, rollupSettings, usualSettings } from './rollupSql';
import { filteredDaysChanged, foldPendingDays } from './filtered';
import { HllDelta, hllEntry, HllWrittenRegisters } from './hll';
import { isoDay } from './range';
import {
  sql,
  type ClicksTable,
  type CopyValue,
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
 * apart. The one definition of what a rollup holds, for live batches and for rebuilds alike. One small
 * hash aggregate per dimension, and the account's rows summed from the links' (far fewer rows than
 * the groups): a third cheaper than grouping sets over every group crossed with every dimension.
 */
function rollupRows(groups: RawBuilder<unknown>): RawBuilder<unknown> {
  const keys = { total: sql`''`, hour: sql`k.hour`, ...DIMENSION_KEYS };
  const perDimension = Object.entries(keys).map(
    ([dim, key]) =>
      sql`select k.owner_id, k.link_id, k.day, ${sql.lit(dim)} as dim, ${key} as key, sum(k.clicks) as clicks from people k group by 1, 2, 3, 5`,
  );
  return sql`(
    with g as materialized (select * from ${groups} k),
    people as materialized (select * from g where not is_bot),
    links as materialized (
      ${sql.join(perDimension, sql` union all `)}
      union all select owner_id, link_id, day, 'bots', '', sum(clicks) from g where is_bot group by 1, 2, 3)
    select * from links
    union all
    select owner_id, ${ACCOUNT_ROLLUP}::bigint, day, dim, key, sum(clicks) from links group by owner_id, day, dim, key)`;
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

/** A click's values in CLICK_COLUMNS order, read by name (a lookup per column name was a megamorphic load per value). */
const clickValues = (r: ClickRow): CopyValue[] => [
  r.link_id,
  r.owner_id,
  r.ts,
  r.country,
  r.device,
  r.browser,
  r.os,
  r.lang,
  r.referer,
  r.target,
  r.ip_hash,
  r.is_bot,
  r.click_id,
  r.external_click_id,
  r.source,
];

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
const GROUP_CLICKS = GROUP_COLUMNS.indexOf('clicks');
/** The values that make a group (GROUP_COLUMNS but the count), the owner last. */
const GROUP_KEY_FIELDS = GROUP_COLUMNS.length - 1;

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
    select * from ${rollupRows(sql`moved`)} r order by owner_id, link_id, day, dim, key
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

/** A sketch's rows of a batch: the registers its visitors raise, per link and day and for the account. */
interface VisitorDelta {
  owner_id: string;
  link_id: number;
  day: string;
  delta: HllDelta;
}

/** An owner's visitor sketches of one day in a batch: the account's and each link's. */
interface OwnerSketches {
  account: VisitorDelta;
  links: Map<number, VisitorDelta>;
}

/** What a batch adds to the rollups, worked out in one pass over its clicks. */
interface BatchSummary {
  /** Rows for stats_pending_groups, in GROUP_COLUMNS order (the count last). */
  groups: CopyValue[][];
  /** People's clicks (not bots') per link, for the link counters. */
  people: Map<number, number>;
  visitors: VisitorDelta[];
  /** The owners each day of the batch has clicks of. */
  ownersByDay: Map<string, string[]>;
}

/**
 * Groups the batch and sketches its visitors (people only) per (link, day) and (account, day). A
 * group's key is the short string of its values' small numbers in this batch: every value string
 * comes once per hand-over and keeps its hash, where a key joined from the values was a new long
 * string to hash for every click.
 */
export function summarise(rows: ClickRow[]): BatchSummary {
  const groups = new Map<string, CopyValue[]>();
  const people = new Map<number, number>();
  const sketchesByDay = new Map<string, Map<string, OwnerSketches>>();
  const entries = new Map<string, { register: number; rank: number }>();
  // One series of numbers per field: each is below the batch's length, so one character when that fits.
  const fields = Array.from({ length: GROUP_KEY_FIELDS }, () => new Map<string | number | boolean | null, number>());
  const id = (field: number, v: string | number | boolean | null) => {
    const ids = fields[field]!;
    let i = ids.get(v);
    if (i === undefined) ids.set(v, (i = ids.size));
    return i;
  };
  const wide = rows.length > 0xffff;
  // Clicks come in time order, many in one millisecond (one ts string): day and hour cut once for them.
  let ts = '';
  let day = '';
  let hour = '';
  for (const r of rows) {
    if (r.ts !== ts) {
      ts = r.ts;
      day = ts.slice(0, 10);
      hour = ts.slice(11, 13);
    }
    const values = [
      id(0, r.link_id),
      id(1, day),
      id(2, hour),
      id(3, r.country),
      id(4, r.device),
      id(5, r.lang),
      id(6, r.browser),
      id(7, r.os),
      id(8, r.target),
      id(9, r.source),
      id(10, r.is_bot),
      id(11, r.owner_id),
    ];
    const k = wide ? values.map((v) => `${v},`).join('') : String.fromCharCode(...values);
    const group = groups.get(k);
    if (group) (group[GROUP_CLICKS] as number)++;
    else
      groups.set(k, [
        r.owner_id,
        r.link_id,
        day,
        hour,
        r.country,
        r.device,
        r.lang,
        r.browser,
        r.os,
        r.target,
        r.source,
        r.is_bot,
        1,
      ]);
    let owners = sketchesByDay.get(day);
    if (!owners) sketchesByDay.set(day, (owners = new Map<string, OwnerSketches>()));
    let owner = owners.get(r.owner_id);
    if (!owner)
      owners.set(r.owner_id, (owner = { account: visitorDelta(r.owner_id, ACCOUNT_ROLLUP, day), links: new Map() }));
    if (r.is_bot) continue;
    people.set(r.link_id, (people.get(r.link_id) ?? 0) + 1);
    // A returning visitor is hashed once a batch.
    let entry = entries.get(r.ip_hash);
    if (!entry) entries.set(r.ip_hash, (entry = hllEntry(r.ip_hash)));
    let link = owner.links.get(r.link_id);
    if (!link) owner.links.set(r.link_id, (link = visitorDelta(r.owner_id, r.link_id, day)));
    link.delta.addEntry(entry);
    owner.account.delta.addEntry(entry);
  }
  const visitors: VisitorDelta[] = [];
  const ownersByDay = new Map<string, string[]>();
  for (const [day, owners] of sketchesByDay) {
    ownersByDay.set(day, [...owners.keys()]);
    for (const { account, links } of owners.values()) {
      for (const link of links.values()) visitors.push(link);
      visitors.push(account);
    }
  }
  return { groups: [...groups.values()], people, visitors: visitors.filter((v) => v.delta.size > 0), ownersByDay };
}

const visitorDelta = (owner_id: string, link_id: number, day: string): VisitorDelta => ({
  owner_id,
  link_id,
  day,
  delta: new HllDelta(),
});

/**
 * The owners' days a batch writes, for the filtered rollups (filtered.ts): today's are noted for the
 * fold; a past day's changes again, so reports read its raw clicks until it is folded anew.
 */
function ownerDays(ownersByDay: Map<string, string[]>): RawBuilder<unknown> {
  const today = new Date().toISOString().slice(0, 10);
  const current: { owner_id: string; day: string }[] = [];
  const past: { owner_id: string; day: string }[] = [];
  for (const [day, owners] of ownersByDay)
    for (const owner_id of owners) (day < today ? past : current).push({ owner_id, day });
  const list = (days: { owner_id: string; day: string }[]) =>
    sql`select * from json_to_recordset(${JSON.stringify(days)}::json) as d(owner_id uuid, day date) order by owner_id, day`;
  const parts = [
    sql`days_seen as (insert into stats_filtered_days (owner_id, day) ${list(current)} on conflict do nothing),`,
  ];
  if (past.length > 0) {
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
  const { groups, people, visitors, ownersByDay } = summarise(rows);
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
  const rollup = sql`
    with ${mark} ${ownerDays(ownersByDay)}
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
    rows,
    values: clickValues,
    also: [{ table: 'stats_pending_groups', columns: GROUP_COLUMNS, rows: groups }],
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
        await sql`insert into stats_daily (owner_id, link_id, day, dim, key, clicks) select * from ${rollupRows(storedClickGroups(from, to))} r`.execute(
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
