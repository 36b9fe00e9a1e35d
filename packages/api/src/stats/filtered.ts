import type { TDimension } from '@kurz/core';
import { sql, type Database, type Kysely, type RawBuilder } from '@kurz/db';
import { clickGroups, filterValue, GroupSums, type ClickFigures, type Scope, type Span } from './groups';
import { ACCOUNT_ROLLUP, DIMENSION_KEYS } from './dimensions';
import { clicksOfDay, rollupSettings } from './rollupSql';
import { isoDay } from './range';

/**
 * Filtered reports at any size. Each closed UTC day is folded, per owner, into one row per link (and
 * one for the account) and filter value: the clicks, bots, unique visitors and every breakdown of the
 * clicks that have that value (stats_daily_filtered). A filtered report reads those rows for the folded
 * days of its range, and the raw clicks only for the rest (today, and a day whose clicks changed since).
 *
 * The fold runs off the click writer's path, in housekeeping, for days closed at least FOLD_GRACE_MS
 * ago (a click batch in flight at midnight has long committed by then). A batch that still brings clicks
 * of a past day adds to that day's `changes` (rollups.ts), as does a deleted or moved link, and the day
 * is read raw again until folded anew. The fold locks the day's row, so such a batch either lands
 * before the fold reads the clicks or changes the day after it.
 */

const DAY_MS = 86_400_000;
const FOLD_GRACE_MS = 10 * 60_000;
const FILTER_DIMS = Object.keys(DIMENSION_KEYS) as (keyof typeof DIMENSION_KEYS)[];

/**
 * The fold of one owner's day: the filtered rows of its links and of the account. The day's clicks are
 * grouped once by each dimension alone, with the hour, and by each pair of dimensions: a pair's group
 * (country DE, device mobile) is both DE's mobile clicks and mobile's clicks from DE. Visitors are
 * counted exactly: the IP hash's salt changes daily, so days add up.
 */
function foldRows(ownerId: string, day: string) {
  const from = new Date(`${day}T00:00:00Z`);
  const to = new Date(from.getTime() + DAY_MS);
  const ref = (d: string) => sql.ref(d);
  const sets = [
    ...FILTER_DIMS.flatMap((d) => [sql`(${ref(d)})`, sql`(${ref(d)}, hour)`]),
    ...FILTER_DIMS.flatMap((d, i) => FILTER_DIMS.slice(i + 1).map((e) => sql`(${ref(d)}, ${ref(e)})`)),
  ];
  const values = (alias: string) => sql.join(FILTER_DIMS.map((d) => sql`(${sql.lit(d)}, ${sql.ref(`${alias}.${d}`)})`));
  // Under device=bot the bots are what is counted; under any other value, people.
  const counted = (fdim: RawBuilder<unknown>, fkey: RawBuilder<unknown>) =>
    sql`(${fdim} = 'device' and ${fkey} = 'bot')`;
  return sql`
    with c as materialized (
      select k.link_id, to_char(k.ts at time zone 'UTC', 'HH24') as hour,
        ${sql.join(FILTER_DIMS.map((d) => sql`${DIMENSION_KEYS[d]} as ${ref(d)}`))}, k.is_bot, k.ip_hash
      from ${clicksOfDay(from, to, ownerId)}),
    g as (
      select link_id, hour, ${sql.join(FILTER_DIMS.map(ref))},
        count(*) filter (where not is_bot) as people, count(*) filter (where is_bot) as bots
      from c group by link_id, grouping sets (${sql.join(sets)})),
    u as (
      select g.link_id, f.fdim, f.fkey, d.dim, d.key, g.bots,
        case when ${counted(sql`f.fdim`, sql`f.fkey`)} then g.people + g.bots else g.people end as n
      from g
        cross join lateral (values ${values('g')}) as f(fdim, fkey)
        cross join lateral (values ('total', ''), ('hour', g.hour), ${values('g')}) as d(dim, key)
      -- A group of one dimension is its value's total (and its own breakdown); of two, each one's breakdown by the other.
      where f.fkey is not null and d.key is not null
        and case when num_nonnulls(g.hour, ${sql.join(FILTER_DIMS.map((d) => sql`g.${ref(d)}`))}) = 1
          then d.dim in ('total', f.fdim) else d.dim not in ('total', f.fdim) end),
    a as (
      select link_id, fdim, fkey, dim, key, n, bots from u
      union all
      select ${ACCOUNT_ROLLUP}::bigint, fdim, fkey, dim, key, sum(n), sum(bots) from u group by fdim, fkey, dim, key
      union all
      select ${ACCOUNT_ROLLUP}::bigint, fdim, fkey, 'link', link_id::text, n, 0 from u where dim = 'total' and n > 0),
    per_dim as (
      select link_id, fdim, fkey, dim,
        sum(n) filter (where dim = 'total') as n, sum(bots) filter (where dim = 'total') as bots,
        jsonb_object_agg(key, n) filter (where dim <> 'total' and n > 0) as counts
      from a group by link_id, fdim, fkey, dim),
    per_value as (
      select link_id, fdim, fkey, coalesce(sum(n), 0) as clicks, coalesce(sum(bots), 0) as bots,
        coalesce(jsonb_object_agg(dim, counts) filter (where counts is not null), '{}'::jsonb) as counts
      from per_dim group by link_id, fdim, fkey),
    seen as materialized (
      select distinct c.link_id, v.fdim, v.fkey, c.ip_hash
      from c cross join lateral (values ${values('c')}) as v(fdim, fkey)
      where not c.is_bot or ${counted(sql`v.fdim`, sql`v.fkey`)}),
    visitors as (
      select link_id, fdim, fkey, count(*) as n from seen group by link_id, fdim, fkey
      union all
      select ${ACCOUNT_ROLLUP}::bigint, fdim, fkey, count(*) from (select distinct fdim, fkey, ip_hash from seen) x group by fdim, fkey)
    insert into stats_daily_filtered (owner_id, link_id, fdim, fkey, day, clicks, bots, visitors, counts)
    select ${ownerId}::uuid, p.link_id, p.fdim, p.fkey, ${day}::date, p.clicks, p.bots, coalesce(v.n, 0), p.counts
    from per_value p left join visitors v using (link_id, fdim, fkey)`;
}

/**
 * Folds one owner's listed day (again). false when another process is folding it right now (or
 * retention took it). The day's row is locked throughout, so a click batch of that day waits, then
 * marks the day changed again.
 */
async function foldDay(db: Kysely<Database>, ownerId: string, day: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ changes: string }>`
      select changes from stats_filtered_days where owner_id = ${ownerId} and day = ${day}::date for update skip locked`.execute(
      trx,
    );
    if (rows.length === 0) return false;
    await rollupSettings(trx);
    await sql`delete from stats_daily_filtered where owner_id = ${ownerId} and day = ${day}::date`.execute(trx);
    await foldRows(ownerId, day).execute(trx);
    await sql`update stats_filtered_days set folded_changes = ${rows[0]!.changes} where owner_id = ${ownerId} and day = ${day}::date`.execute(
      trx,
    );
    return true;
  });
}

/**
 * Folds the owners' days that are closed and not folded (or changed since), newest first, until
 * `budgetMs` has passed; `parallel` folds run at once (each on a connection of its own, PGlite
 * takes them in turn). Returns how many were folded.
 */
export async function foldPendingDays(
  db: Kysely<Database>,
  opts: { budgetMs: number; now?: Date; grace?: number; parallel?: number },
): Promise<number> {
  const started = Date.now();
  const now = opts.now ?? new Date();
  const lastClosed = isoDay(new Date(now.getTime() - (opts.grace ?? FOLD_GRACE_MS) - DAY_MS));
  let folded = 0;
  for (;;) {
    const { rows } = await sql<{ owner_id: string; day: string }>`
      select owner_id, to_char(day, 'YYYY-MM-DD') as day from stats_filtered_days
      where day <= ${lastClosed}::date and folded_changes is distinct from changes
      order by day desc limit 50`.execute(db);
    if (rows.length === 0) return folded;
    let progressed = false;
    const fold = async (): Promise<void> => {
      for (let r = rows.shift(); r; r = rows.shift()) {
        if (Date.now() - started > opts.budgetMs) return;
        if (await foldDay(db, r.owner_id, r.day)) {
          folded++;
          progressed = true;
        }
      }
    };
    await Promise.all(Array.from({ length: opts.parallel ?? 1 }, fold));
    if (Date.now() - started > opts.budgetMs) return folded;
    // Every day left is being folded by another process.
    if (!progressed) return folded;
  }
}

/**
 * Links leave an owner's rollups (deleted, or moved to another account): their filtered rows go, and
 * the days they had clicks on are read raw until folded again (the account's rows included them).
 * Call before their stats_daily rows are deleted or moved.
 */
export async function filteredDaysChanged(db: Kysely<Database>, ownerId: string, linkIds: number[]): Promise<void> {
  if (linkIds.length === 0) return;
  const ids = sql`${linkIds.map(String)}::bigint[]`;
  await sql`
    insert into stats_filtered_days (owner_id, day, changes)
    select distinct ${ownerId}::uuid, day, 1 from stats_daily
    where owner_id = ${ownerId} and link_id = any(${ids}) and dim in ('total', 'bots') order by day
    on conflict (owner_id, day) do update set changes = stats_filtered_days.changes + 1`.execute(db);
  await sql`delete from stats_daily_filtered where owner_id = ${ownerId} and link_id = any(${ids})`.execute(db);
}

/** The days of the range, in order, that are folded for the owner. */
async function foldedDays(db: Kysely<Database>, s: Scope): Promise<string[]> {
  const { rows } = await sql<{ day: string }>`
    select to_char(day, 'YYYY-MM-DD') as day from stats_filtered_days
    where owner_id = ${s.ownerId} and day >= ${isoDay(s.range.from)}::date and day < ${isoDay(s.range.to)}::date
      and folded_changes = changes
    order by day`.execute(db);
  return rows.map((r) => r.day);
}

/** The stretches of the range outside the folded days, each as long as it can be. */
function rawSpans(s: Scope, folded: string[]): Span[] {
  const spans: Span[] = [];
  let from = s.range.from.getTime();
  for (const day of folded) {
    const start = Date.parse(`${day}T00:00:00Z`);
    if (start > from) spans.push({ from: new Date(from), to: new Date(start) });
    from = start + DAY_MS;
  }
  if (from < s.range.to.getTime()) spans.push({ from: new Date(from), to: s.range.to });
  return spans;
}

/**
 * The figures of a filtered range (a dimension other than the day of week) of a link, or of the
 * account (linkId 0, with each link's clicks): folded days from their rows, the rest from raw clicks.
 * Unique visitors are exact and add up across days (the IP hash's salt changes daily).
 */
export async function filteredGroups(
  db: Kysely<Database>,
  s: Scope,
  linkId: number,
  dims: readonly TDimension[],
  withLinks: boolean,
): Promise<ClickFigures> {
  const folded = await foldedDays(db, s);
  if (folded.length === 0) return clickGroups(db, s, dims, withLinks);
  const spans = rawSpans(s, folded);
  const [rows, raw] = await Promise.all([
    db
      .selectFrom('stats_daily_filtered')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'clicks', 'bots', 'visitors', 'counts'])
      .where('owner_id', '=', s.ownerId)
      .where('link_id', '=', linkId)
      .where('fdim', '=', s.filter!.dim)
      .where('fkey', '=', filterValue(s.filter!.dim, s.filter!.value))
      .where('day', '=', sql<Date>`any(${folded}::date[])`)
      .execute(),
    spans.length > 0 ? clickGroups(db, s, dims, withLinks, spans) : null,
  ]);
  const groups = new GroupSums(s.range, dims, withLinks);
  for (const g of raw?.groups ?? []) groups.add(g.dim, g.key, g.n);
  let bots = raw?.bots ?? 0;
  for (const r of rows) {
    bots += Number(r.bots);
    groups.add('total', null, Number(r.clicks));
    groups.addDay(r.day, Number(r.clicks));
    for (const [dim, counts] of Object.entries(r.counts)) {
      for (const [key, n] of Object.entries(counts)) {
        if (dim === 'hour') groups.addHour(r.day, key, n);
        else groups.add(dim, key, n);
      }
    }
  }
  const unique_ips = rows.reduce((n, r) => n + Number(r.visitors), raw?.unique_ips ?? 0);
  return { groups: groups.rows, bots, unique_ips };
}
