import { DOW_KEYS, type TDimension } from '@kurz/core';
import { sql, type Database, type Kysely, type RawBuilder } from '@kurz/db';
import { DIMENSION_KEYS } from './dimensions';
import { hllEstimate, hllUnion } from './hll';
import { isoDay, type StatsRange } from './range';

/**
 * The three sources a report's figures are read from, each giving the same groups (GroupRow): the
 * raw clicks, the daily rollups, and the conversions (which take their dimensions from their click).
 */

export type Grouping = TDimension | 'bucket' | 'link' | 'currency';

/** SQL for each dimension over a click row aliased k: the rollups' keys, and the day of week. */
const DIM_SQL: Record<TDimension, RawBuilder<string>> = {
  ...DIMENSION_KEYS,
  dow: sql`extract(isodow from k.ts at time zone 'UTC')::int::text`,
};

export interface Scope {
  ownerId: string;
  linkId?: number;
  range: StatsRange;
  filter: { dim: TDimension; value: string } | null;
  includeBots: boolean;
  /** Only the account's links with this tag (its lower-cased key). */
  tag?: string;
}

export function filterValue(dim: TDimension, value: string): string {
  if (dim !== 'dow') return value;
  const index = DOW_KEYS.indexOf(value as (typeof DOW_KEYS)[number]);
  return String(index + 1);
}

/** A stretch of time [from, to) read from the raw clicks. */
export interface Span {
  from: Date;
  to: Date;
}

function clickConditions(s: Scope, tsColumn: RawBuilder<unknown>, span: Span = s.range): RawBuilder<unknown> {
  const parts = [sql`k.owner_id = ${s.ownerId}`];
  if (s.linkId !== undefined) parts.push(sql`k.link_id = ${s.linkId}`);
  parts.push(sql`${tsColumn} >= ${span.from}`, sql`${tsColumn} < ${span.to}`);
  if (s.filter) parts.push(sql`${DIM_SQL[s.filter.dim]} = ${filterValue(s.filter.dim, s.filter.value)}`);
  if (s.tag !== undefined)
    parts.push(
      sql`k.link_id in (select id from links where owner_id = ${s.ownerId} and tags @> array[${s.tag}]::text[])`,
    );
  return sql.join(parts, sql` and `);
}

function groupingQuery(
  dims: readonly TDimension[],
  withLinks: boolean,
  bucketExpr: RawBuilder<unknown>,
  withCurrency = false,
) {
  const columns = [...dims.map((d) => sql`${DIM_SQL[d]} as ${sql.ref(d)}`), sql`${bucketExpr} as bucket`];
  if (withLinks) columns.push(sql`k.link_id::text as link`);
  if (withCurrency) columns.push(sql`k.currency as currency`);
  const names: Grouping[] = [
    ...dims,
    'bucket',
    ...(withLinks ? (['link'] as const) : []),
    ...(withCurrency ? (['currency'] as const) : []),
  ];
  const sets = sql.join([...names.map((n) => sql`(${sql.ref(n)})`), sql`()`]);
  const which = sql.join(
    names.map((n) => sql`when grouping(${sql.ref(n)}) = 0 then ${sql.lit(n)}`),
    sql` `,
  );
  const key = sql.join(names.map((n) => sql.ref(n)));
  return { columns: sql.join(columns), sets, which: sql`case ${which} else 'total' end`, key: sql`coalesce(${key})` };
}

export interface GroupRow {
  dim: Grouping | 'total';
  key: string | null;
  n: number;
  revenue?: number;
}

/** What a filtered read groups and counts by: the dimensions, the time, the visitor, the link (not referers or click ids). */
const FILTERED_COLUMNS = sql.raw(
  'k.link_id, k.owner_id, k.ts, k.country, k.device, k.lang, k.browser, k.os, k.target, k.source, k.ip_hash, k.is_bot',
);

/** Figures of a set of clicks: the groups, their bots, and their unique visitors. */
export interface ClickFigures {
  groups: GroupRow[];
  bots: number;
  unique_ips: number;
}

/**
 * The groups of a filtered range, read from the raw clicks (of a link, or of the account's links), with
 * the unique visitors and bots of the same rows: the clicks are read once (a materialised CTE), then
 * grouped and counted. `spans` narrows the range to some stretches of it.
 */
export async function clickGroups(
  db: Kysely<Database>,
  s: Scope,
  dims: readonly TDimension[],
  withLinks = false,
  spans?: readonly Span[],
): Promise<ClickFigures> {
  const g = groupingQuery(
    dims,
    withLinks,
    sql`extract(epoch from date_trunc(${sql.lit(s.range.bucket)}, k.ts at time zone 'UTC'))::bigint::text`,
  );
  const people = s.includeBots ? sql`true` : sql`not k.is_bot`;
  // clicks has no owner index: an account's clicks are found link by link through (link_id, ts).
  const ofAccount =
    s.linkId === undefined ? sql`and k.link_id in (select id from links where owner_id = ${s.ownerId})` : sql``;
  // One branch per span: ranges joined by `or` would keep PostgreSQL from the (link_id, ts) index.
  const read = (spans ?? [s.range]).map(
    (span) => sql`select ${FILTERED_COLUMNS} from clicks k where ${clickConditions(s, sql`k.ts`, span)} ${ofAccount}`,
  );
  const { rows } = await sql<Omit<GroupRow, 'dim'> & { dim: GroupRow['dim'] | 'unique_ips' | 'bots' }>`
    with f as materialized (${sql.join(read, sql` union all `)}),
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

/**
 * Conversions count when they happen; their dimensions are those of the click they convert, copied
 * onto the conversion (aliased as a click k, its click's time as k.ts, its own as k.converted_at).
 * Revenue is only meaningful per currency: the 'currency' groups carry it (see revenueByCurrency).
 */
export async function conversionGroups(
  db: Kysely<Database>,
  s: Scope,
  dims: readonly TDimension[],
  withLinks: boolean,
): Promise<GroupRow[]> {
  const g = groupingQuery(
    dims,
    withLinks,
    sql`extract(epoch from date_trunc(${sql.lit(s.range.bucket)}, k.converted_at at time zone 'UTC'))::bigint::text`,
    true,
  );
  // Like their clicks, conversions of bots are left out unless the bots are asked for.
  const bots = s.includeBots ? sql`true` : sql`not k.is_bot`;
  const { rows } = await sql<GroupRow>`
    with g as (
      select ${g.columns}, k.revenue_cents
      from (select owner_id, link_id, click_ts as ts, ts as converted_at, country, device, browser, os, lang, target, source, is_bot, revenue_cents, currency
            from conversions where click_ts is not null) k
      where ${clickConditions(s, sql`k.converted_at`)} and ${bots})
    select ${g.which} as dim, ${g.key} as key, count(*)::int as n, coalesce(sum(revenue_cents), 0)::bigint as revenue
    from g group by grouping sets (${g.sets})`.execute(db);
  return rows;
}

/** The revenue of conversion groups, one entry per currency (amounts of different currencies are never added), by currency code. */
export function revenueByCurrency(convs: readonly GroupRow[]): { currency: string; amount: number }[] {
  return convs
    .filter((r) => r.dim === 'currency' && r.key !== null && Number(r.revenue ?? 0) > 0)
    .map((r) => ({ currency: r.key!, amount: Number(r.revenue) / 100 }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * The same groups as clickGroups, read from the daily rollups instead of the clicks: for ranges
 * without a filter, or filtered by day of week (a set of whole days).
 */
export async function rollupGroups(
  db: Kysely<Database>,
  s: Scope,
  linkId: number,
  dims: readonly TDimension[],
): Promise<ClickFigures> {
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
    select dim, key, sum(clicks)::bigint as n from stats_daily where ${where} and dim <> 'hour' group by dim, key`.execute(
    db,
  );
  const seriesDims = s.range.bucket === 'hour' ? sql`('total', 'hour')` : sql`('total')`;
  const byDay = await sql<{ day: string; dim: string; key: string; n: number }>`
    select to_char(day, 'YYYY-MM-DD') as day, dim, key, sum(clicks)::bigint as n
    from stats_daily where ${where} and dim in ${seriesDims} group by day, dim, key`.execute(db);

  const groups = new GroupSums(s.range, dims);
  // Days before the sketches have exact uniq rows; the salt of the IP hash changes daily, so the two add up.
  let unique_ips = await sketchedVisitors(db, where);
  let bots = 0;
  for (const r of byKey.rows) {
    if (r.dim === 'uniq') unique_ips += Number(r.n);
    else if (r.dim === 'bots') bots = Number(r.n);
    else groups.add(r.dim, r.dim === 'total' ? null : r.key, Number(r.n));
  }
  for (const r of byDay.rows) {
    if (r.dim === 'total') groups.addDay(r.day, Number(r.n));
    else groups.addHour(r.day, r.key, Number(r.n));
  }
  return { groups: groups.rows, unique_ips, bots };
}

/**
 * Groups summed by dimension and key, keeping only the dimensions asked for; a day's clicks become
 * the range's daily bucket and day of week, an hour's its hourly bucket.
 */
export class GroupSums {
  private sums = new Map<string, GroupRow>();
  private wanted: Set<string>;

  constructor(
    private range: StatsRange,
    dims: readonly TDimension[],
    withLinks = false,
  ) {
    this.wanted = new Set<string>(['total', 'bucket', ...dims, ...(withLinks ? ['link'] : [])]);
  }

  add(dim: string, key: string | null, n: number): void {
    if (!this.wanted.has(dim)) return;
    const id = `${dim}\0${key}`;
    const row = this.sums.get(id);
    if (row) row.n += n;
    else this.sums.set(id, { dim: dim as GroupRow['dim'], key, n });
  }

  /** A UTC day's (YYYY-MM-DD) clicks. */
  addDay(day: string, n: number): void {
    const start = Date.parse(`${day}T00:00:00Z`);
    if (this.range.bucket === 'day') this.add('bucket', String(start / 1000), n);
    this.add('dow', String(((new Date(start).getUTCDay() + 6) % 7) + 1), n);
  }

  /** The clicks of an hour (00-23) of a UTC day, for ranges in hourly buckets. */
  addHour(day: string, hour: string, n: number): void {
    if (this.range.bucket === 'hour')
      this.add('bucket', String(Date.parse(`${day}T00:00:00Z`) / 1000 + Number(hour) * 3600), n);
  }

  get rows(): GroupRow[] {
    return [...this.sums.values()];
  }
}

/** Unique visitors of the sketched days in the range: the union of their sketches, estimated (hll.ts). */
async function sketchedVisitors(db: Kysely<Database>, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{
    registers: Uint8Array;
  }>`select registers from stats_daily_visitors where ${where}`.execute(db);
  return rows.length === 0 ? 0 : hllEstimate(hllUnion(rows.map((r) => r.registers)));
}
