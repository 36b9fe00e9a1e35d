import {
  tagKey,
  ACCOUNT_DIMENSIONS,
  DOW_KEYS,
  LINK_DIMENSIONS,
  REPORT_TABLE_ROWS,
  REVENUE_CURRENCY,
  showsBots,
  toEpochSeconds,
  UNKNOWN_KEY,
  type TAccountStats,
  type TAccountStatsQuery,
  type TBreakdownRow,
  type TDimension,
  type TStatsQuery,
  type TStatsSummary,
} from '@kurz/core';
import { sql, type Database, type Kysely, type Link } from '@kurz/db';
import { AppError } from '../errors';
import { planOf } from '../plans';
import { ACCOUNT_ROLLUP } from './dimensions';
import { filteredGroups } from './filtered';
import {
  clickGroups,
  conversionGroups,
  filterValue,
  revenueByCurrency,
  rollupGroups,
  type ClickFigures,
  type GroupRow,
  type Scope,
} from './groups';
import { isoDay, resolveRange, retentionStartOf, type StatsRange } from './range';
import type { Owner } from '../workspaces';

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
  if ((q.filter_by === undefined) !== (q.filter_val === undefined))
    throw new AppError('invalid_input', {
      field: q.filter_by === undefined ? 'filter_by' : 'filter_val',
      message: 'filter_by and filter_val go together.',
    });
  return q.filter_by && q.filter_val !== undefined ? { dim: q.filter_by, value: q.filter_val } : null;
}

const totalOf = (rows: GroupRow[]) => rows.find((r) => r.dim === 'total');
/** `revenue` keeps the spec's meaning, the amount in US dollars; every currency's is in `revenue_by_currency`. */
function revenueOf(convs: GroupRow[]) {
  const byCurrency = revenueByCurrency(convs);
  return {
    revenue: byCurrency.find((r) => r.currency === REVENUE_CURRENCY)?.amount ?? 0,
    revenue_by_currency: byCurrency,
  };
}
const rangeDto = (r: StatsRange) => ({ from: toEpochSeconds(r.from), to: toEpochSeconds(r.to), bucket: r.bucket });

/** `link` is the caller's own (the router looks it up by owner). */
export async function linkSummary(
  db: Kysely<Database>,
  owner: Owner,
  link: Link,
  q: TStatsQuery,
  now = new Date(),
): Promise<TStatsSummary> {
  const plan = await planOf(db, owner);
  const range = resolveRange(q, { retentionDays: plan.analytics_retention_days, earliest: link.created_at, now });
  const filter = filterOf(q);
  const scope: Scope = { ownerId: owner.id, linkId: Number(link.id), range, filter, includeBots: showsBots(filter) };
  const fromRollups = !filter || filter.dim === 'dow';
  const [clickData, convs] = await Promise.all([
    fromRollups
      ? rollupGroups(db, scope, Number(link.id), LINK_DIMENSIONS)
      : filteredGroups(db, scope, Number(link.id), LINK_DIMENSIONS, false),
    conversionGroups(db, scope, LINK_DIMENSIONS, false),
  ]);
  const { groups: clicks, ...extra } = clickData;
  const { revenue, revenue_by_currency } = revenueOf(convs);
  return {
    title: link.title,
    totals: {
      clicks: totalOf(clicks)?.n ?? 0,
      unique_ips: extra.unique_ips,
      conversions: totalOf(convs)?.n ?? 0,
      revenue,
      bots: extra.bots,
    },
    revenue_by_currency,
    breakdowns: Object.fromEntries(
      LINK_DIMENSIONS.map((d) => [d, breakdown(d, clicks, convs)]),
    ) as TStatsSummary['breakdowns'],
    timeseries: series(range, clicks).map(({ t, n }) => ({ t, count: n })),
    conversions_timeseries: series(range, convs).map(({ t, n }) => ({ t, conversions: n })),
    range: rangeDto(range),
  };
}

/** Each link's clicks in the range (on the filter's day of week), from the daily rollups. */
async function rollupLinkTotals(db: Kysely<Database>, s: Scope): Promise<GroupRow[]> {
  const rows = await db
    .selectFrom('stats_daily')
    .select(['link_id', sql<number>`sum(clicks)::bigint`.as('n')])
    .where('owner_id', '=', s.ownerId)
    .where('link_id', '<>', ACCOUNT_ROLLUP)
    .where('dim', '=', 'total')
    .where('day', '>=', sql<Date>`${isoDay(s.range.from)}::date`)
    .where('day', '<', sql<Date>`${isoDay(s.range.to)}::date`)
    .$if(s.filter?.dim === 'dow', (q) =>
      q.where(sql<boolean>`extract(isodow from day) = ${Number(filterValue('dow', s.filter!.value))}`),
    )
    .groupBy('link_id')
    .execute();
  return rows.map((r) => ({ dim: 'link', key: String(r.link_id), n: Number(r.n) }));
}

/**
 * Where an account's "All Time" starts: its creation, or its oldest link's if older (the links a guest
 * made before the account existed and brought along when signing in, with their statistics).
 */
async function accountStart(db: Kysely<Database>, owner: Owner): Promise<Date> {
  const oldest = await db
    .selectFrom('links')
    .select((eb) => eb.fn.min('created_at').as('first'))
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
  const first = oldest?.first ? new Date(oldest.first) : null;
  return first && first < owner.created_at ? first : owner.created_at;
}

/**
 * The Reports page: every link of the account. Unfiltered (or by day of week) it reads the daily
 * rollups; filtered by a country, a device, QR scans, ... the filtered rollups of folded days and the
 * raw clicks of the rest (filtered.ts); narrowed to a tag, the raw clicks of the tag's links.
 */
export async function accountStats(
  db: Kysely<Database>,
  owner: Owner,
  q: TAccountStatsQuery,
  now = new Date(),
): Promise<TAccountStats> {
  const plan = await planOf(db, owner);
  const earliest = await accountStart(db, owner);
  const range = resolveRange(q, { retentionDays: plan.analytics_retention_days, earliest, now });
  const filter = filterOf(q);
  // A tag narrows the account to some of its links: the account's rollups cannot say, its clicks can.
  const tag = q.tag?.trim() ? tagKey(q.tag) : undefined;
  const scope: Scope = {
    ownerId: owner.id,
    range,
    filter,
    includeBots: showsBots(filter),
    ...(tag !== undefined ? { tag } : {}),
  };
  const byDays = filter === null || filter.dim === 'dow';
  const read = (): Promise<ClickFigures> => {
    if (tag !== undefined) return clickGroups(db, scope, ACCOUNT_DIMENSIONS, true);
    if (byDays) return rollupGroups(db, scope, ACCOUNT_ROLLUP, ACCOUNT_DIMENSIONS);
    return filteredGroups(db, scope, ACCOUNT_ROLLUP, ACCOUNT_DIMENSIONS, true);
  };
  const [account, convs, linkTotals] = await Promise.all([
    read(),
    conversionGroups(db, scope, ACCOUNT_DIMENSIONS, true),
    tag === undefined && byDays ? rollupLinkTotals(db, scope) : null,
  ]);
  const { groups: clicks, ...extra } = account;
  const perLink = new Map(
    (linkTotals ?? clicks)
      .filter((r) => r.dim === 'link' && r.key)
      .map((r) => [r.key!, { clicks: r.n, conversions: 0 }]),
  );
  for (const r of convs) {
    if (r.dim !== 'link' || !r.key) continue;
    perLink.set(r.key, { clicks: perLink.get(r.key)?.clicks ?? 0, conversions: r.n });
  }
  const ids = [...perLink.keys()].map(Number);
  const names = ids.length
    ? await db
        .selectFrom('links')
        .select(['id', 'hostname', 'slug'])
        .where('owner_id', '=', owner.id)
        .where('id', 'in', ids)
        .execute()
    : [];
  const links = names
    .map((l) => ({ host: l.hostname, slug: l.slug, ...perLink.get(String(l.id))! }))
    .sort((a, b) => b.clicks - a.clicks || b.conversions - a.conversions || a.slug.localeCompare(b.slug));
  const totalClicks = totalOf(clicks)?.n ?? 0;
  const totalConvs = totalOf(convs)?.n ?? 0;
  const { revenue, revenue_by_currency } = revenueOf(convs);
  return {
    totals: {
      clicks: totalClicks,
      unique_ips: extra.unique_ips,
      conversions: totalConvs,
      revenue,
      cr: totalClicks > 0 ? Math.round((totalConvs / totalClicks) * 10_000) / 100 : 0,
      bots: extra.bots,
    },
    revenue_by_currency,
    breakdowns: Object.fromEntries(
      ACCOUNT_DIMENSIONS.map((d) => [d, breakdown(d, clicks, convs)]),
    ) as TAccountStats['breakdowns'],
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
async function clickStream(db: Kysely<Database>, owner: Owner, limit: number, now: Date, linkId?: number) {
  if (limit <= 0) return [];
  const plan = await planOf(db, owner);
  const since = retentionStartOf(plan.analytics_retention_days, now);
  const { rows } = await sql<{
    ts: Date;
    country: string | null;
    device: string;
    lang: string | null;
    referer: string | null;
    hostname: string;
    slug: string;
  }>`
    select k.ts, k.country, k.device, k.lang, k.referer, l.hostname, l.slug
    from links l cross join lateral (
      select c.id, c.ts, c.country, c.device, c.lang, c.referer from clicks c
      where c.link_id = l.id and not c.is_bot and c.ts >= ${since}
      order by c.ts desc, c.id desc limit ${limit}) k
    where l.owner_id = ${owner.id} ${linkId === undefined ? sql`` : sql`and l.id = ${linkId}`}
    order by k.ts desc, k.id desc limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, ts: toEpochSeconds(r.ts) }));
}

export function linkStream(db: Kysely<Database>, owner: Owner, link: Link, limit: number, now = new Date()) {
  return clickStream(db, owner, limit, now, Number(link.id));
}

export function accountStream(db: Kysely<Database>, owner: Owner, limit: number, now = new Date()) {
  return clickStream(db, owner, limit, now);
}
