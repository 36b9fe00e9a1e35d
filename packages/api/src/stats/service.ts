import {
  tagKey,
  ACCOUNT_DIMENSIONS,
  DOW_KEYS,
  LINK_DIMENSIONS,
  REPORT_TABLE_ROWS,
  toEpochSeconds,
  UNKNOWN_KEY,
  type TAccountStats,
  type TAccountStatsQuery,
  type TBreakdownRow,
  type TDimension,
  type TStatsQuery,
  type TStatsSummary,
} from '@kurz/core';
import { sql, type Database, type Kysely, type Link, type RawBuilder, type User } from '@kurz/db';
import { AppError } from '../errors';
import { planOf } from '../plans';
import { ACCOUNT_ROLLUP, DIMENSION_KEYS, removeLinkRollups } from './rollups';
import { hllEstimate, hllUnion } from './hll';
import { isoDay, resolveRange, retentionStartOf, type StatsRange } from './range';

type Grouping = TDimension | 'bucket' | 'link';

/** SQL for each dimension over a click row aliased k: the rollups' keys, and the day of week. */
const DIM_SQL: Record<TDimension, RawBuilder<string>> = {
  ...DIMENSION_KEYS,
  dow: sql`extract(isodow from k.ts at time zone 'UTC')::int::text`,
};

interface Scope {
  ownerId: string;
  linkId?: number;
  range: StatsRange;
  filter: { dim: TDimension; value: string } | null;
  includeBots: boolean;
  /** Only the account's links with this tag (its lower-cased key). */
  tag?: string;
}

function filterValue(dim: TDimension, value: string): string {
  if (dim !== 'dow') return value;
  const index = DOW_KEYS.indexOf(value as (typeof DOW_KEYS)[number]);
  return String(index + 1);
}

function clickConditions(s: Scope, tsColumn: RawBuilder<unknown>): RawBuilder<unknown> {
  const parts = [sql`k.owner_id = ${s.ownerId}`];
  if (s.linkId !== undefined) parts.push(sql`k.link_id = ${s.linkId}`);
  parts.push(sql`${tsColumn} >= ${s.range.from}`, sql`${tsColumn} < ${s.range.to}`);
  if (s.filter) parts.push(sql`${DIM_SQL[s.filter.dim]} = ${filterValue(s.filter.dim, s.filter.value)}`);
  if (s.tag !== undefined) parts.push(sql`k.link_id in (select id from links where owner_id = ${s.ownerId} and tags @> array[${s.tag}]::text[])`);
  return sql.join(parts, sql` and `);
}

function groupingQuery(dims: readonly TDimension[], withLinks: boolean, bucketExpr: RawBuilder<unknown>) {
  const columns = [...dims.map((d) => sql`${DIM_SQL[d]} as ${sql.ref(d)}`), sql`${bucketExpr} as bucket`];
  if (withLinks) columns.push(sql`k.link_id::text as link`);
  const names: Grouping[] = [...dims, 'bucket', ...(withLinks ? (['link'] as const) : [])];
  const sets = sql.join([...names.map((n) => sql`(${sql.ref(n)})`), sql`()`]);
  const which = sql.join(
    names.map((n) => sql`when grouping(${sql.ref(n)}) = 0 then ${sql.lit(n)}`),
    sql` `,
  );
  const key = sql.join(names.map((n) => sql.ref(n)));
  return { columns: sql.join(columns), sets, which: sql`case ${which} else 'total' end`, key: sql`coalesce(${key})` };
}

interface GroupRow {
  dim: Grouping | 'total';
  key: string | null;
  n: number;
  revenue?: number;
}

/** What a filtered read groups and counts by: the dimensions, the time, the visitor, the link (not referers or click ids). */
const FILTERED_COLUMNS = sql.raw('k.link_id, k.owner_id, k.ts, k.country, k.device, k.lang, k.browser, k.os, k.target, k.source, k.ip_hash, k.is_bot');

/**
 * The groups of a filtered range, read from the raw clicks (of a link, or of the account's links), with
 * the unique visitors and bots of the same rows: the clicks are read once (a materialised CTE), then
 * grouped and counted.
 */
async function clickGroups(
  db: Kysely<Database>,
  s: Scope,
  dims: readonly TDimension[],
  withLinks = false,
): Promise<{ groups: GroupRow[]; unique_ips: number; bots: number }> {
  const g = groupingQuery(dims, withLinks, sql`extract(epoch from date_trunc(${sql.lit(s.range.bucket)}, k.ts at time zone 'UTC'))::bigint::text`);
  const people = s.includeBots ? sql`true` : sql`not k.is_bot`;
  // clicks has no owner index: an account's clicks are found link by link through (link_id, ts).
  const ofAccount = s.linkId === undefined ? sql`and k.link_id in (select id from links where owner_id = ${s.ownerId})` : sql``;
  const { rows } = await sql<Omit<GroupRow, 'dim'> & { dim: GroupRow['dim'] | 'unique_ips' | 'bots' }>`
    with f as materialized (select ${FILTERED_COLUMNS} from clicks k where ${clickConditions(s, sql`k.ts`)} ${ofAccount}),
    g as (select ${g.columns} from f k where ${people})
    select ${g.which} as dim, ${g.key} as key, count(*)::int as n from g group by grouping sets (${g.sets})
    union all
    select 'unique_ips', null, count(distinct k.ip_hash) filter (where ${people})::int from f k
    union all
    select 'bots', null, count(*) filter (where k.is_bot)::int from f k`.execute(db);
  const count = (dim: 'unique_ips' | 'bots') => rows.find((r) => r.dim === dim)?.n ?? 0;
  const groups = rows.filter((r): r is GroupRow => r.dim !== 'unique_ips' && r.dim !== 'bots');
  return { groups, unique_ips: count('unique_ips'), bots: count('bots') };
}

/** The scope again on the conversion's own columns, so its (owner_id, ts) or (link_id, ts) index finds it. */
function ownConversions(s: Scope): RawBuilder<unknown> {
  return s.linkId === undefined ? sql`v.owner_id = ${s.ownerId}` : sql`v.owner_id = ${s.ownerId} and v.link_id = ${s.linkId}`;
}

/** Conversions count when they happen; their dimensions are those of the click they convert. */
async function conversionGroups(db: Kysely<Database>, s: Scope, dims: readonly TDimension[], withLinks: boolean): Promise<GroupRow[]> {
  const g = groupingQuery(dims, withLinks, sql`extract(epoch from date_trunc(${sql.lit(s.range.bucket)}, v.ts at time zone 'UTC'))::bigint::text`);
  // Like their clicks, conversions of bots are left out unless the bots are asked for.
  const bots = s.includeBots ? sql`true` : sql`not k.is_bot`;
  const { rows } = await sql<GroupRow>`
    with g as (
      select ${g.columns}, v.revenue_cents from conversions v join clicks k on k.click_id = v.click_id
      where ${clickConditions(s, sql`v.ts`)} and ${ownConversions(s)} and ${bots})
    select ${g.which} as dim, ${g.key} as key, count(*)::int as n, coalesce(sum(revenue_cents), 0)::bigint as revenue
    from g group by grouping sets (${g.sets})`.execute(db);
  return rows;
}

/**
 * The same groups as clickGroups, read from the daily rollups instead of the clicks: for ranges
 * without a filter, or filtered by day of week (a set of whole days).
 */
async function rollupGroups(db: Kysely<Database>, s: Scope, linkId: number, dims: readonly TDimension[]): Promise<{ groups: GroupRow[]; unique_ips: number; bots: number }> {
  const dow = s.filter?.dim === 'dow' ? Number(filterValue('dow', s.filter.value)) : null;
  const where = sql.join(
    [
      sql`owner_id = ${s.ownerId}`,
      sql`link_id = ${linkId}`,
      sql`day >= ${isoDay(s.range.from)}::date`,
      sql`day < ${isoDay(s.range.to)}::date`,
      ...(dow !== null ? [sql`extract(isodow from day) = ${dow}`] : []),
    ],
    sql` and `,
  );
  const byKey = await sql<{ dim: string; key: string; n: number }>`
    select dim, key, sum(clicks)::bigint as n from stats_daily where ${where} and dim <> 'hour' group by dim, key`.execute(db);
  const seriesDims = s.range.bucket === 'hour' ? sql`('total', 'hour')` : sql`('total')`;
  const byDay = await sql<{ day: string; dim: string; key: string; n: number }>`
    select to_char(day, 'YYYY-MM-DD') as day, dim, key, sum(clicks)::bigint as n
    from stats_daily where ${where} and dim in ${seriesDims} group by day, dim, key`.execute(db);

  const groups: GroupRow[] = [];
  // Days before the sketches have exact uniq rows; the salt of the IP hash changes daily, so the two add up.
  let unique_ips = await sketchedVisitors(db, where);
  let bots = 0;
  for (const r of byKey.rows) {
    if (r.dim === 'total') groups.push({ dim: 'total', key: null, n: Number(r.n) });
    else if (r.dim === 'uniq') unique_ips += Number(r.n);
    else if (r.dim === 'bots') bots = Number(r.n);
    else if ((dims as readonly string[]).includes(r.dim)) groups.push({ dim: r.dim as TDimension, key: r.key, n: Number(r.n) });
  }
  const dowTotals = new Map<string, number>();
  for (const r of byDay.rows) {
    const dayMs = Date.parse(`${r.day}T00:00:00Z`);
    if (r.dim === 'total') {
      const isoDow = String(((new Date(dayMs).getUTCDay() + 6) % 7) + 1);
      dowTotals.set(isoDow, (dowTotals.get(isoDow) ?? 0) + Number(r.n));
      if (s.range.bucket === 'day') groups.push({ dim: 'bucket', key: String(dayMs / 1000), n: Number(r.n) });
    } else {
      groups.push({ dim: 'bucket', key: String(dayMs / 1000 + Number(r.key) * 3600), n: Number(r.n) });
    }
  }
  if (dims.includes('dow')) for (const [key, n] of dowTotals) groups.push({ dim: 'dow', key, n });
  return { groups, unique_ips, bots };
}

/** Unique visitors of the sketched days in the range: the union of their sketches, estimated (hll.ts). */
async function sketchedVisitors(db: Kysely<Database>, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ registers: Uint8Array }>`select registers from stats_daily_visitors where ${where}`.execute(db);
  return rows.length === 0 ? 0 : hllEstimate(hllUnion(rows.map((r) => r.registers)));
}

function breakdown(dim: TDimension, clicks: GroupRow[], convs: GroupRow[]): TBreakdownRow[] {
  const conv = new Map(convs.filter((r) => r.dim === dim).map((r) => [r.key, r.n]));
  const rows = new Map(clicks.filter((r) => r.dim === dim).map((r) => [r.key ?? UNKNOWN_KEY, { count: r.n, conv: 0 }]));
  for (const [key, n] of conv) {
    const k = key ?? UNKNOWN_KEY;
    const row = rows.get(k) ?? { count: 0, conv: 0 };
    row.conv = n;
    rows.set(k, row);
  }
  const label = (k: string) => (dim === 'dow' ? (DOW_KEYS[Number(k) - 1] ?? k) : k);
  const list = [...rows].map(([key, v]) => ({ key: label(key), count: v.count, conv: v.conv }));
  if (dim === 'dow') return list.sort((a, b) => DOW_KEYS.indexOf(a.key as never) - DOW_KEYS.indexOf(b.key as never));
  return list.sort((a, b) => b.count - a.count || b.conv - a.conv || a.key.localeCompare(b.key));
}

function series(range: StatsRange, rows: GroupRow[]): { t: number; n: number }[] {
  const byBucket = new Map(rows.filter((r) => r.dim === 'bucket').map((r) => [Number(r.key) * 1000, r.n]));
  return range.buckets.map((t) => ({ t: t / 1000, n: byBucket.get(t) ?? 0 }));
}

/** The one active filter of a query: both halves, or none (half of one is refused). */
function filterOf(q: { filter_by?: TDimension; filter_val?: string }): Scope['filter'] {
  if ((q.filter_by === undefined) !== (q.filter_val === undefined)) throw new AppError('invalid_input');
  return q.filter_by && q.filter_val !== undefined ? { dim: q.filter_by, value: q.filter_val } : null;
}
/** Bots are left out of every figure unless they are what the filter asks for. */
const showsBots = (filter: Scope['filter']) => filter?.dim === 'device' && filter.value === 'bot';

const totalOf = (rows: GroupRow[]) => rows.find((r) => r.dim === 'total');
const rangeDto = (r: StatsRange) => ({ from: toEpochSeconds(r.from), to: toEpochSeconds(r.to), bucket: r.bucket });

/** `link` is the caller's own (the router looks it up by owner). */
export async function linkSummary(db: Kysely<Database>, user: User, link: Link, q: TStatsQuery, now = new Date()): Promise<TStatsSummary> {
  const plan = await planOf(db, user);
  const range = resolveRange(q, { retentionDays: plan.analytics_retention_days, earliest: link.created_at, now });
  const filter = filterOf(q);
  const scope: Scope = { ownerId: user.id, linkId: Number(link.id), range, filter, includeBots: showsBots(filter) };
  const fromRollups = !filter || filter.dim === 'dow';
  const [clickData, convs] = await Promise.all([
    fromRollups
      ? rollupGroups(db, scope, Number(link.id), LINK_DIMENSIONS)
      : clickGroups(db, scope, LINK_DIMENSIONS),
    conversionGroups(db, scope, LINK_DIMENSIONS, false),
  ]);
  const { groups: clicks, ...extra } = clickData;
  return {
    title: link.title,
    totals: {
      clicks: totalOf(clicks)?.n ?? 0,
      unique_ips: extra.unique_ips,
      conversions: totalOf(convs)?.n ?? 0,
      revenue: Number(totalOf(convs)?.revenue ?? 0) / 100,
      bots: extra.bots,
    },
    breakdowns: Object.fromEntries(LINK_DIMENSIONS.map((d) => [d, breakdown(d, clicks, convs)])) as TStatsSummary['breakdowns'],
    timeseries: series(range, clicks).map(({ t, n }) => ({ t, count: n })),
    conversions_timeseries: series(range, convs).map(({ t, n }) => ({ t, conversions: n })),
    range: rangeDto(range),
  };
}

/** Each link's clicks in the range, from the daily rollups. */
async function rollupLinkTotals(db: Kysely<Database>, s: Scope): Promise<GroupRow[]> {
  const rows = await db
    .selectFrom('stats_daily')
    .select(['link_id', sql<number>`sum(clicks)::bigint`.as('n')])
    .where('owner_id', '=', s.ownerId)
    .where('link_id', '<>', ACCOUNT_ROLLUP)
    .where('dim', '=', 'total')
    .where('day', '>=', sql<Date>`${isoDay(s.range.from)}::date`)
    .where('day', '<', sql<Date>`${isoDay(s.range.to)}::date`)
    .groupBy('link_id')
    .execute();
  return rows.map((r) => ({ dim: 'link', key: String(r.link_id), n: Number(r.n) }));
}

/**
 * The Reports page: every link of the account. Unfiltered it reads the daily rollups; filtered (a
 * country, a device, QR scans, ...) it counts the account's raw clicks, the links table included.
 */
export async function accountStats(db: Kysely<Database>, user: User, q: TAccountStatsQuery, now = new Date()): Promise<TAccountStats> {
  const plan = await planOf(db, user);
  const range = resolveRange(q, { retentionDays: plan.analytics_retention_days, earliest: user.created_at, now });
  const filter = filterOf(q);
  // A tag narrows the account to some of its links: the account's rollups cannot say, its clicks can.
  const tag = q.tag?.trim() ? tagKey(q.tag) : undefined;
  const scope: Scope = { ownerId: user.id, range, filter, includeBots: showsBots(filter), ...(tag !== undefined ? { tag } : {}) };
  const raw = filter !== null || tag !== undefined;
  const [account, convs, linkTotals] = await Promise.all([
    raw ? clickGroups(db, scope, ACCOUNT_DIMENSIONS, true) : rollupGroups(db, scope, ACCOUNT_ROLLUP, ACCOUNT_DIMENSIONS),
    conversionGroups(db, scope, ACCOUNT_DIMENSIONS, true),
    raw ? null : rollupLinkTotals(db, scope),
  ]);
  const { groups: clicks, ...extra } = account;
  const perLink = new Map(
    (linkTotals ?? clicks).filter((r) => r.dim === 'link' && r.key).map((r) => [r.key!, { clicks: r.n, conversions: 0 }]),
  );
  for (const r of convs) {
    if (r.dim !== 'link' || !r.key) continue;
    perLink.set(r.key, { clicks: perLink.get(r.key)?.clicks ?? 0, conversions: r.n });
  }
  const ids = [...perLink.keys()].map(Number);
  const names = ids.length
    ? await db.selectFrom('links').select(['id', 'hostname', 'slug']).where('owner_id', '=', user.id).where('id', 'in', ids).execute()
    : [];
  const links = names
    .map((l) => ({ host: l.hostname, slug: l.slug, ...perLink.get(String(l.id))! }))
    .sort((a, b) => b.clicks - a.clicks || b.conversions - a.conversions || a.slug.localeCompare(b.slug));
  const totalClicks = totalOf(clicks)?.n ?? 0;
  const totalConvs = totalOf(convs)?.n ?? 0;
  return {
    totals: {
      clicks: totalClicks,
      unique_ips: extra.unique_ips,
      conversions: totalConvs,
      revenue: Number(totalOf(convs)?.revenue ?? 0) / 100,
      cr: totalClicks > 0 ? Math.round((totalConvs / totalClicks) * 10_000) / 100 : 0,
      bots: extra.bots,
    },
    breakdowns: Object.fromEntries(ACCOUNT_DIMENSIONS.map((d) => [d, breakdown(d, clicks, convs)])) as TAccountStats['breakdowns'],
    timeseries: series(range, clicks).map(({ t, n }) => ({ t, count: n })),
    conversions_timeseries: series(range, convs).map(({ t, n }) => ({ t, conversions: n })),
    links: links.slice(0, REPORT_TABLE_ROWS),
    links_more: Math.max(0, links.length - REPORT_TABLE_ROWS),
    range: rangeDto(range),
  };
}


/**
 * Newest clicks of people first, within the plan's retention: of one link, or of the whole account.
 * Each link's newest come from the (link_id, ts) index and the newest of those win, so an account's
 * stream reads a few rows per link, never all its clicks.
 */
async function clickStream(db: Kysely<Database>, user: User, limit: number, now: Date, linkId?: number) {
  if (limit <= 0) return [];
  const plan = await planOf(db, user);
  const since = retentionStartOf(plan.analytics_retention_days, now);
  const { rows } = await sql<{ ts: Date; country: string | null; device: string; lang: string | null; referer: string | null; hostname: string; slug: string }>`
    select k.ts, k.country, k.device, k.lang, k.referer, l.hostname, l.slug
    from links l cross join lateral (
      select c.id, c.ts, c.country, c.device, c.lang, c.referer from clicks c
      where c.link_id = l.id and not c.is_bot and c.ts >= ${since}
      order by c.ts desc, c.id desc limit ${limit}) k
    where l.owner_id = ${user.id} ${linkId === undefined ? sql`` : sql`and l.id = ${linkId}`}
    order by k.ts desc, k.id desc limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, ts: toEpochSeconds(r.ts) }));
}

export function linkStream(db: Kysely<Database>, user: User, link: Link, limit: number, now = new Date()) {
  return clickStream(db, user, limit, now, Number(link.id));
}

export function accountStream(db: Kysely<Database>, user: User, limit: number, now = new Date()) {
  return clickStream(db, user, limit, now);
}

/**
 * The scheduled clean-up: clicks, rollups and conversions older than their owner's plan keeps, or,
 * for an account downgraded within the grace period, older than the longer retention it still keeps.
 */
export async function deleteExpiredAnalytics(db: Kysely<Database>): Promise<{ clicks: number; conversions: number }> {
  const affected = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0n);
  let clicks = 0;
  let conversions = 0;
  // One group of accounts at a time, so the cut-off is a value the planner can weigh: a few old clicks
  // per link are then found through the (link_id, ts) index instead of by reading every click. Each
  // account is in one group: its plan's, or, while a longer kept retention is valid, that retention's.
  const now = new Date();
  const deleteOlder = async (days: number, ofGroup: RawBuilder<unknown>) => {
    const cutoff = retentionStartOf(days, now);
    clicks += affected(await sql`
      delete from clicks k using links l join users u on u.id = l.owner_id
      where ${ofGroup} and k.link_id = l.id and k.ts < ${cutoff}`.execute(db));
    conversions += affected(await sql`
      delete from conversions v using users u where ${ofGroup} and v.owner_id = u.id and v.ts < ${cutoff}`.execute(db));
    // The links' click totals lose what the cut takes from their rollups.
    await sql`
      with cut as (
        delete from stats_daily d using users u where ${ofGroup} and d.owner_id = u.id and d.day < ${isoDay(cutoff)}::date
        returning d.link_id, d.dim, d.clicks),
      sketches as (
        delete from stats_daily_visitors d using users u where ${ofGroup} and d.owner_id = u.id and d.day < ${isoDay(cutoff)}::date)
      update link_counters c set clicks_total = c.clicks_total - g.clicks
      from (select link_id, sum(clicks) as clicks from cut where dim = 'total' and link_id <> ${ACCOUNT_ROLLUP} group by link_id) g
      where c.link_id = g.link_id`.execute(db);
  };
  const plans = await db.selectFrom('plans').select(['id', 'analytics_retention_days']).execute();
  for (const plan of plans) {
    const days = plan.analytics_retention_days;
    await deleteOlder(days, sql`u.plan_id = ${plan.id} and (u.retained_until is null or u.retained_until <= ${now} or u.retained_days <= ${days})`);
  }
  const kept = await db.selectFrom('users').select('retained_days').distinct().where('retained_until', '>', now).execute();
  for (const { retained_days: days } of kept) {
    const shorter = plans.filter((p) => p.analytics_retention_days < days!).map((p) => p.id);
    if (shorter.length === 0) continue;
    await deleteOlder(days!, sql`u.retained_until > ${now} and u.retained_days = ${days} and u.plan_id in (${sql.join(shorter)})`);
  }
  await db.updateTable('users').set({ retained_days: null, retained_until: null }).where('retained_until', '<=', now).execute();
  clicks += await deleteClicksOfDeletedLinks(db);
  await sql`delete from stats_daily d where not exists (select 1 from users u where u.id = d.owner_id)`.execute(db);
  await sql`delete from stats_daily_visitors d where not exists (select 1 from users u where u.id = d.owner_id)`.execute(db);
  return { clicks, conversions };
}

/**
 * Clicks whose link is gone: written by a batch that landed just after the link was deleted, or left
 * by a user deleted by hand. The link ids stored are listed by a skip scan of the (link_id, ts) index
 * (one probe per link, not a read of every click).
 */
async function deleteClicksOfDeletedLinks(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ link_id: string }>`
    with recursive stored(link_id) as (
      (select link_id from clicks order by link_id limit 1)
      union all
      select (select c.link_id from clicks c where c.link_id > s.link_id order by c.link_id limit 1)
      from stored s where s.link_id is not null)
    select link_id from stored s where link_id is not null and not exists (select 1 from links l where l.id = s.link_id)`.execute(db);
  // A batch that landed after its link was deleted also added to the rollups: take that out again.
  if (rows.length) {
    const owners = await sql<{ owner_id: string; link_id: string }>`
      select distinct on (link_id) owner_id, link_id from clicks where link_id = any(${rows.map((r) => r.link_id)}::bigint[])`.execute(db);
    const byOwner = new Map<string, number[]>();
    for (const r of owners.rows) byOwner.set(r.owner_id, [...(byOwner.get(r.owner_id) ?? []), Number(r.link_id)]);
    // One transaction per owner: a failure half-way would make the next run subtract the same clicks again.
    for (const [owner, ids] of byOwner) await db.transaction().execute((trx) => removeLinkRollups(trx, owner, ids));
  }
  let deleted = 0;
  // In slices, so that the first run after an upgrade, which may find a long backlog, keeps each
  // statement short.
  for (let i = 0; i < rows.length; i += 1_000) {
    const ids = rows.slice(i, i + 1_000).map((r) => r.link_id);
    const result = await sql`delete from clicks where link_id = any(${ids}::bigint[])`.execute(db);
    deleted += Number(result.numAffectedRows ?? 0n);
  }
  return deleted;
}
